import { useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import type { Photo } from '@jazz/contracts';
import { useAdminHost } from '../../host';
import { IMAGE_DROP, IMAGE_DROP_RULES, refusedImages } from '../../fields/image-drop';
import { readImageAsDataUrl } from '../../read-file';
import { useUploadQueue, type QueuedUpload } from '../../fields/use-upload-queue';

interface Upload extends QueuedUpload {
  /** Where it goes in the gallery, as chosen when it was dropped. */
  at: NewPhotosAt;
}

let lastKey = 0;

/** Where new uploads go in the gallery: the admin's choice, remembered on this computer. */
export type NewPhotosAt = 'first' | 'last';
const AT_KEY = 'jazz-admin:new-photos-at';

function rememberedAt(): NewPhotosAt {
  try {
    return globalThis.localStorage?.getItem(AT_KEY) === 'first' ? 'first' : 'last';
  } catch {
    return 'last'; // storage refused (a private window): the default
  }
}

function rememberAt(at: NewPhotosAt) {
  try {
    globalThis.localStorage?.setItem(AT_KEY, at);
  } catch {
    /* not remembered: the choice still holds for this visit */
  }
}

/** Where new photos go, remembered on this computer. */
function useNewPhotosAt() {
  const [at, setAt] = useState<NewPhotosAt>(rememberedAt);
  const chooseAt = (next: NewPhotosAt) => {
    setAt(next);
    rememberAt(next);
  };
  return { at, chooseAt };
}

/** The queue of dropped photos, each sent in turn to its place; refused files are named. */
function usePhotoUploads(at: NewPhotosAt, onUploaded: (photo: Photo, at: NewPhotosAt) => void) {
  const { api, onDataChanged } = useAdminHost();
  const [refused, setRefused] = useState<string | null>(null);
  const queue = useUploadQueue<Upload>(async (upload, onUploadProgress) => {
    const image = await readImageAsDataUrl(upload.file);
    // no title: the file's name ("IMG_4032") is not one; the admin writes it in place
    const photo = await api.photos.create({ title: '', credit: '', image, at: upload.at }, { onUploadProgress });
    onUploaded(photo, upload.at);
    onDataChanged?.('photo');
  });

  const dropzone = useDropzone({
    ...IMAGE_DROP,
    multiple: true,
    onDrop: (files, rejections: FileRejection[]) => {
      setRefused(refusedImages(rejections, 'Photos'));
      // going first, the photos of one drop keep their order: the last dropped is sent first
      const added = files.map((file): Upload => ({ key: ++lastKey, file, progress: null, failure: null, at }));
      if (at === 'first') added.reverse();
      queue.add(added);
    },
  });
  return { ...queue, refused, dropzone };
}

/**
 * Drop or choose several photos: each goes up in turn (so they arrive in the order chosen)
 * with its own progress; a failed one stays listed with why, to try again or dismiss.
 */
export function PhotoUpload({ onUploaded }: { onUploaded: (photo: Photo, at: NewPhotosAt) => void }) {
  const { at, chooseAt } = useNewPhotosAt();
  const { uploads, enqueue, dismiss, refused, dropzone } = usePhotoUploads(at, onUploaded);
  const { getRootProps, getInputProps, isDragActive } = dropzone;

  return (
    <div className="field">
      <span className="field-label" id="photo-upload-label">
        Add photos
      </span>
      <div
        {...getRootProps({
          className: `dropzone${isDragActive ? ' dropzone-active' : ''}`,
          role: 'button',
          'aria-labelledby': 'photo-upload-label photo-upload-hint',
          'aria-describedby': refused ? 'photo-upload-refused' : undefined,
        })}
      >
        <p id="photo-upload-hint">
          {isDragActive
            ? 'Drop the photos here.'
            : `Drop photos here, or click to choose them (several at once). ${IMAGE_DROP_RULES}`}
        </p>
      </div>
      <input {...getInputProps({ 'aria-labelledby': 'photo-upload-label', name: 'photos' })} />
      <fieldset className="photo-upload-at">
        <legend>New photos go</legend>
        {(['first', 'last'] as const).map((place) => (
          <label key={place}>
            <input
              type="radio"
              name="photo-upload-at"
              value={place}
              checked={at === place}
              onChange={() => chooseAt(place)}
            />{' '}
            {place === 'first' ? 'first in the gallery' : 'last in the gallery'}
          </label>
        ))}
      </fieldset>
      {refused ? (
        <p id="photo-upload-refused" className="form-error" role="alert">
          {refused}
        </p>
      ) : null}
      {uploads.length ? <UploadList uploads={uploads} retry={enqueue} dismiss={dismiss} /> : null}
    </div>
  );
}

function UploadList({
  uploads,
  retry,
  dismiss,
}: {
  uploads: Upload[];
  retry: (upload: Upload) => void;
  dismiss: (key: number) => void;
}) {
  return (
    <ul className="photo-uploads" aria-label="Uploads">
      {uploads.map((upload) => (
        <li key={upload.key}>
          <span>{upload.file.name}</span>
          {upload.failure ? (
            <>
              <span className="field-error" role="alert">
                {upload.failure}
              </span>
              {upload.retry === false ? null : (
                <button type="button" onClick={() => retry(upload)}>
                  Try again
                </button>
              )}
              <button type="button" className="secondary" onClick={() => dismiss(upload.key)}>
                Dismiss
              </button>
            </>
          ) : upload.progress === null ? (
            <span className="field-hint">Waiting</span>
          ) : (
            <progress value={upload.progress} max={1} aria-label={`Uploading ${upload.file.name}`}>
              {Math.round(upload.progress * 100)}%
            </progress>
          )}
        </li>
      ))}
    </ul>
  );
}
