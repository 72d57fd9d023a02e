import { useRef, useState } from 'react';
import { useLoaderData } from 'react-router-dom';
import type { photosLoader } from './photos-loader';
import { Lightbox } from '../components/lightbox';
import { Picture } from '../components/picture';
import { plainClick } from '../lib/plain-click';

export function PhotosPage() {
  const { photos } = useLoaderData<typeof photosLoader>();
  const [index, setIndex] = useState<number | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  return (
    <div className="page page-wide">
      <h1>Photos</h1>
      {photos.length === 0 && <p>No photos yet.</p>}
      <ul className="gallery">
        {photos.map((photo, i) => (
          <li key={photo.id}>
            {/* a link to the large photo, which the lightbox shows instead once the script runs */}
            <a
              href={photo.image}
              className="gallery-item"
              data-hold=""
              data-title={photo.title || undefined}
              data-credit={photo.credit || undefined}
              onClick={(event) => {
                if (!plainClick(event)) return;
                event.preventDefault();
                opener.current = event.currentTarget;
                setIndex(i);
              }}
            >
              <Picture
                photo={photo}
                alt={photo.title || `Photo ${i + 1}`}
                sizes="(max-width: 674px) 50vw, (max-width: 1149px) 33vw, 25vw"
                eager={i < 4}
              />
            </a>
          </li>
        ))}
      </ul>
      {index !== null && photos[index] && (
        <Lightbox
          photos={photos}
          index={index}
          onChange={setIndex}
          onClose={() => {
            setIndex(null);
            // focus goes back to the photo that opened the lightbox
            opener.current?.focus();
          }}
        />
      )}
    </div>
  );
}
