import type { PressKit, PressPhoto } from '@jazz/contracts';
import { creditLine } from '@jazz/contracts/shows';
import { Picture } from '../../components/picture';

const TYPE_NAMES: Record<string, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/avif': 'AVIF',
};

const fileSize = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0)} MB`;

/** The press photos: each with its credit, its usage line and the download of its original. */
export function PressPhotos({ kit, name }: { kit: PressKit; name: string }) {
  if (kit.photos.length === 0) return null;
  return (
    <section aria-labelledby="press-photos">
      <h2 id="press-photos">Press photos</h2>
      <ul className="press-photos">
        {kit.photos.map((photo) => (
          <li key={photo._id}>
            <Photo photo={photo} name={name} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Photo({ photo, name }: { photo: PressPhoto; name: string }) {
  return (
    <figure>
      <Picture photo={photo} alt={`${name}: ${photo.title}`} sizes="(max-width: 675px) 100vw, 340px" />
      <figcaption>
        <strong>{photo.title}</strong>
        {photo.credit && <span className="press-credit">{creditLine(photo.credit)}</span>}
        {photo.usage && <span className="press-usage">{photo.usage}</span>}
        <a href={photo.original} download>
          Download original
          <span className="sr-only"> of {photo.title}</span>
          {` (${TYPE_NAMES[photo.originalType] ?? 'image'}, ${photo.originalWidth} × ${photo.originalHeight}, ${fileSize(photo.originalBytes)})`}
        </a>
      </figcaption>
    </figure>
  );
}
