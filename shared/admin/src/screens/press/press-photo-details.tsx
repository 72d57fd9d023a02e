import { useEffect, useState } from 'react';
import { ApiError, formErrors, isApiError } from '@jazz/client/api-client';
import type { PressPhoto } from '@jazz/contracts';
import { useUnsavedChanges } from '@jazz/client/forms/unsaved';
import { useAdminHost } from '../../host';

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

/** A press photo's title, credit and usage, saved with the kit or on their own. */
export function PhotoDetails({
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
