import type { Photo } from '@jazz/contracts';
import type { FormApi } from '@jazz/client/forms/use-form';
import { FieldError } from '@jazz/client/forms/fields';
import { useLoadedList } from '../../use-data';
import type { PageValues } from './page-definitions';

const nameOf = (photo: Photo, index: number) => `Photo ${index + 1}${photo.title ? `: ${photo.title}` : ''}`;

/**
 * Which photo the home page shows (Edit Pages → Home): it says which one it is now, with a
 * preview, and lets the admin pick another of the gallery; none picked is the gallery's first.
 */
export function HomePhotoField({
  form,
  name,
  label,
}: {
  form: FormApi<PageValues, unknown>;
  name: string;
  label: string;
}) {
  const { items: photos, loaded } = useLoadedList('photos', ({ items, loaded }) => ({ items, loaded }));
  const { onChange: _text, ...bound } = form.bind(name);
  const picked = photos.find((photo) => photo._id === bound.value);
  const shown = picked ?? photos[0];
  const hintId = `${bound.id}-hint`;
  return (
    <div className="field home-photo-field">
      <label htmlFor={bound.id}>{label}</label>
      <select
        {...bound}
        aria-describedby={[hintId, bound['aria-describedby']].filter(Boolean).join(' ')}
        onChange={(event) => form.set(name, event.target.value)}
      >
        <option value="">The first photo of the gallery</option>
        {photos.map((photo, index) => (
          <option key={photo._id} value={photo._id}>
            {nameOf(photo, index)}
          </option>
        ))}
        {bound.value && loaded && !picked ? <option value={bound.value}>A deleted photo</option> : null}
      </select>
      <p id={hintId} className="field-hint home-photo-now">
        {!loaded
          ? 'Loading the photos...'
          : shown
            ? `The home page shows ${nameOf(shown, photos.indexOf(shown))}${picked ? '' : ', the first photo of the gallery'}.`
            : 'The gallery has no photos yet: the home page shows none.'}
      </p>
      {shown ? <img className="home-photo-preview" src={shown.image} alt="" width={240} /> : null}
      <FieldError name={name} errors={form.errors} id={`${bound.id}-error`} />
    </div>
  );
}
