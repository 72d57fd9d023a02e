import { useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { IMAGE_ACCEPT, MAX_PRESS_PHOTO_BYTES, PRESS_MESSAGES, type PressPhoto } from '@jazz/contracts';
import { useAdminHost } from '../../host';
import { readAsDataUrl } from '../../read-file';
import { useUploadQueue, type QueuedUpload } from '../../fields/use-upload-queue';
import { PhotoDetails, type PendingPhotos } from './press-photo-details';

export { saveAll, type PendingPhotos } from './press-photo-details';

interface Upload extends QueuedUpload {
  name: string;
}

let lastKey = 0;
const titleOfFile = (name: string) =>
  name
    .replace(/\.[^.]*$/, '')
    .replace(/[_-]+/g, ' ')
    .trim()
    .slice(0, 300) || 'Press photo';

/** Dropped files, uploaded one after another; each lands at the end of the list once stored. */
function usePressUploads(kitKey: string, onUploaded: (photo: PressPhoto) => void) {
  const { api, onDataChanged } = useAdminHost();
  const [refused, setRefused] = useState<string | null>(null);
  const { uploads, add, enqueue } = useUploadQueue<Upload>(async (upload, onUploadProgress) => {
    const image = await readAsDataUrl(upload.file);
    const photo = await api.press.photos.create(
      kitKey,
      { title: titleOfFile(upload.name), credit: '', usage: '', image },
      { onUploadProgress },
    );
    onUploaded(photo);
    onDataChanged?.('page');
  });

  const dropzone = useDropzone({
    accept: IMAGE_ACCEPT,
    maxSize: MAX_PRESS_PHOTO_BYTES,
    multiple: true,
    onDrop: (files, rejections: FileRejection[]) => {
      setRefused(
        rejections.length
          ? `Not added: ${rejections.map((r) => r.file.name).join(', ')}. ${PRESS_MESSAGES.image} ${PRESS_MESSAGES.tooManyBytes}`
          : null,
      );
      const added = files.map((file): Upload => ({
        key: ++lastKey,
        name: file.name,
        file,
        progress: null,
        failure: null,
      }));
      add(added);
    },
  });
  return { uploads, enqueue, refused, dropzone };
}

/** The list's order and deletions, sent at once, with a word for the screen reader. */
function usePressPhotoList(kitKey: string, initial: PressPhoto[]) {
  const { api } = useAdminHost();
  const [photos, setPhotos] = useState(initial);
  const [status, setStatus] = useState('');

  async function move(index: number, by: -1 | 1) {
    const ids = photos.map((p) => p._id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id!);
    setPhotos(await api.press.photos.order(kitKey, ids));
    setStatus('Order saved.');
  }

  async function remove(photo: PressPhoto) {
    if (!window.confirm('Are you sure you want to delete this press photo?')) return;
    await api.press.photos.delete(kitKey, photo._id);
    setPhotos((list) => list.filter((p) => p._id !== photo._id));
    setStatus(`Deleted ${photo.title}.`);
  }

  const added = (photo: PressPhoto) => {
    setPhotos((list) => [...list, photo]);
    setStatus(`Uploaded ${photo.title}.`);
  };
  const replaced = (saved: PressPhoto) => setPhotos((list) => list.map((p) => (p._id === saved._id ? saved : p)));
  return { photos, status, move, remove, added, replaced };
}

/**
 * The press photos of one kit: upload (the original is kept, up to 40 MB), then title, credit
 * and usage per photo, the order and deletion. A photo's details are saved by the kit's Save
 * (each with its own comparator), or on their own with "Save details".
 */
export function PressPhotosEditor({
  kitKey,
  initial,
  pending,
}: {
  kitKey: string;
  initial: PressPhoto[];
  pending: PendingPhotos;
}) {
  const list = usePressPhotoList(kitKey, initial);
  const { photos } = list;
  const { uploads, enqueue, refused, dropzone } = usePressUploads(kitKey, list.added);
  const { getRootProps, getInputProps, isDragActive } = dropzone;

  return (
    <section aria-labelledby="press-photos-heading">
      <h2 id="press-photos-heading">Press photos</h2>
      <div {...getRootProps({ className: `dropzone${isDragActive ? ' active' : ''}` })}>
        <input {...getInputProps({ 'aria-label': 'Choose press photos' })} />
        <p>Drop press photos here, or click to choose them. The original file is kept (up to 40 MB).</p>
      </div>
      {refused && <p role="alert">{refused}</p>}
      <UploadList uploads={uploads} retry={enqueue} />
      <p role="status">{list.status}</p>
      <ol className="press-photo-list">
        {photos.map((photo, index) => (
          <li key={photo._id}>
            {/* a photo drafted offline in the desktop app has no stored size yet */}
            <img
              src={photo.image}
              alt=""
              width={160}
              height={photo.width ? Math.round((160 * photo.height) / photo.width) : undefined}
            />
            <PhotoDetails kitKey={kitKey} photo={photo} pending={pending} onSaved={list.replaced} />
            <p>
              <button type="button" disabled={index === 0} onClick={() => void list.move(index, -1)}>
                Move {photo.title} up
              </button>{' '}
              <button type="button" disabled={index === photos.length - 1} onClick={() => void list.move(index, 1)}>
                Move {photo.title} down
              </button>{' '}
              <button type="button" onClick={() => void list.remove(photo)}>
                Delete {photo.title}
              </button>
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}

function UploadList({ uploads, retry }: { uploads: Upload[]; retry: (upload: Upload) => void }) {
  return (
    <ul className="press-uploads">
      {uploads.map((u) => (
        <li key={u.key}>
          {u.name}:{' '}
          {u.failure ? (
            <>
              <span role="alert">{u.failure}</span>{' '}
              <button type="button" onClick={() => retry(u)}>
                Try again
              </button>
            </>
          ) : u.progress === null ? (
            'waiting'
          ) : (
            <progress value={u.progress} max={1} aria-label={`Uploading ${u.name}`} />
          )}
        </li>
      ))}
    </ul>
  );
}
