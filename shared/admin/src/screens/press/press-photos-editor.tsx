import { useEffect, useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { ApiError, formErrors, isApiError } from '@jazz/client/api-client';
import { IMAGE_ACCEPT, MAX_PRESS_PHOTO_BYTES, PRESS_MESSAGES, type PressPhoto } from '@jazz/contracts';
import { useUnsavedChanges } from '@jazz/client/forms/unsaved';
import { useAdminHost } from '../../host';
import { readAsDataUrl } from '../../read-file';
import { useUploadQueue, type QueuedUpload } from '../../fields/use-upload-queue';

interface Upload extends QueuedUpload {
  name: string;
}

/**
 * The photos whose title, credit or usage changed and is not saved yet, by photo id: the kit's
 * one Save saves them (`saveAll`) before the kit, so a credit is never left behind.
 */
export type PendingPhotos = Map<string, () => Promise<boolean>>;

/** Saves every pending photo; false when one was refused (it shows its own message). */
export async function saveAll(pending: PendingPhotos): Promise<boolean> {
  const results = await Promise.all([...pending.values()].map((save) => save()));
  return results.every(Boolean);
}

let lastKey = 0;
const titleOfFile = (name: string) =>
  name
    .replace(/\.[^.]*$/, '')
    .replace(/[_-]+/g, ' ')
    .trim()
    .slice(0, 300) || 'Press photo';

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
  const { api, onDataChanged } = useAdminHost();
  const [photos, setPhotos] = useState(initial);
  const [refused, setRefused] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const { uploads, add, enqueue } = useUploadQueue<Upload>(async (upload, onUploadProgress) => {
    const image = await readAsDataUrl(upload.file);
    const photo = await api.press.photos.create(
      kitKey,
      { title: titleOfFile(upload.name), credit: '', usage: '', image },
      { onUploadProgress },
    );
    setPhotos((list) => [...list, photo]);
    setStatus(`Uploaded ${photo.title}.`);
    onDataChanged?.('page');
  });

  const { getRootProps, getInputProps, isDragActive } = useDropzone({
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

  return (
    <section aria-labelledby="press-photos-heading">
      <h2 id="press-photos-heading">Press photos</h2>
      <div {...getRootProps({ className: `dropzone${isDragActive ? ' active' : ''}` })}>
        <input {...getInputProps({ 'aria-label': 'Choose press photos' })} />
        <p>Drop press photos here, or click to choose them. The original file is kept (up to 40 MB).</p>
      </div>
      {refused && <p role="alert">{refused}</p>}
      <ul className="press-uploads">
        {uploads.map((u) => (
          <li key={u.key}>
            {u.name}:{' '}
            {u.failure ? (
              <>
                <span role="alert">{u.failure}</span>{' '}
                <button type="button" onClick={() => enqueue(u)}>
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
      <p role="status">{status}</p>
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
            <PhotoDetails
              kitKey={kitKey}
              photo={photo}
              pending={pending}
              onSaved={(saved) => setPhotos((list) => list.map((p) => (p._id === saved._id ? saved : p)))}
            />
            <p>
              <button type="button" disabled={index === 0} onClick={() => void move(index, -1)}>
                Move {photo.title} up
              </button>{' '}
              <button type="button" disabled={index === photos.length - 1} onClick={() => void move(index, 1)}>
                Move {photo.title} down
              </button>{' '}
              <button type="button" onClick={() => void remove(photo)}>
                Delete {photo.title}
              </button>
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}

function PhotoDetails({
  kitKey,
  photo,
  pending,
  onSaved,
}: {
  kitKey: string;
  photo: PressPhoto;
  pending: PendingPhotos;
  onSaved: (photo: PressPhoto) => void;
}) {
  const { api } = useAdminHost();
  const [values, setValues] = useState({ title: photo.title, credit: photo.credit, usage: photo.usage });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [note, setNote] = useState('');
  const [base, setBase] = useState(photo);
  const dirty = values.title !== base.title || values.credit !== base.credit || values.usage !== base.usage;
  useUnsavedChanges(dirty);
  async function save(): Promise<boolean> {
    setNote('');
    try {
      const saved = await api.press.photos.update(kitKey, photo._id, base, values);
      setBase(saved);
      setErrors({});
      setNote('Saved.');
      onSaved(saved);
      return true;
    } catch (error) {
      if (isApiError(error) && error.status === 409 && error.current) {
        // safe: a 409 of the press photo update answers the current photo
        const current = error.current as PressPhoto;
        setBase(current);
        setValues({ title: current.title, credit: current.credit, usage: current.usage });
        setNote('Someone else changed this photo: their version is shown now. Make your change again and save.');
        return false;
      }
      setErrors(error instanceof ApiError ? formErrors(error) : { form: 'Could not save.' });
      return false;
    }
  }
  // the kit's Save saves this photo's details while they differ from the stored ones
  useEffect(() => {
    if (!dirty) return;
    pending.set(photo._id, save);
    return () => {
      pending.delete(photo._id);
    };
  });
  const field = (name: 'title' | 'credit' | 'usage', label: string) => {
    const id = `press-photo-${photo._id}-${name}`;
    return (
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          value={values[name]}
          aria-invalid={Boolean(errors[name])}
          aria-describedby={errors[name] ? `${id}-error` : undefined}
          onChange={(event) => setValues({ ...values, [name]: event.target.value })}
        />
        {errors[name] && (
          <span id={`${id}-error`} className="field-error">
            {errors[name]}
          </span>
        )}
      </div>
    );
  };
  return (
    <div>
      {field('title', 'Title')}
      {field('credit', 'Credit')}
      {field('usage', 'Usage')}
      <button type="button" disabled={!dirty} onClick={() => void save()}>
        Save details of {photo.title}
      </button>{' '}
      {dirty ? <span className="field-hint">Not saved yet: the kit's Save saves it too. </span> : null}
      <span role="status">{note}</span>
      {errors.form && <p role="alert">{errors.form}</p>}
      {photo.original ? (
        <p>
          <a href={photo.original}>Original</a> ({photo.originalWidth} × {photo.originalHeight})
        </p>
      ) : (
        <p>Not yet sent: it goes up when the server can be reached.</p>
      )}
    </div>
  );
}
