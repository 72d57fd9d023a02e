import { useRef, useState } from 'react';
import { Lightbox } from '../components/Lightbox';
import { Picture } from '../components/Picture';
import { PHOTOS } from '../content/photos';

export function PhotosPage() {
  const [index, setIndex] = useState<number | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  return (
    <div className="page page-wide">
      <h1>Photos</h1>
      <ul className="gallery">
        {PHOTOS.map((photo, i) => (
          <li key={photo.src}>
            <button
              type="button"
              className="gallery-item"
              onClick={(event) => {
                opener.current = event.currentTarget;
                setIndex(i);
              }}
            >
              <Picture
                src={photo.src}
                alt={photo.title}
                width={photo.width}
                height={photo.height}
                sizes="(max-width: 674px) 50vw, (max-width: 1149px) 33vw, 25vw"
                eager={i < 4}
              />
            </button>
          </li>
        ))}
      </ul>
      {index !== null && (
        <Lightbox
          photos={PHOTOS}
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
