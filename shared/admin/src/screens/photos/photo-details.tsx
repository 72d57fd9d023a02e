import { useEffect, useRef } from 'react';
import { conflictFieldsOf, PHOTO_FIELD_TABLE, photoDataSchema, valuesOf, type Photo } from '@jazz/contracts';
import { UpdateConflict } from '../../conflict-dialog';
import { FormError, TextField } from '@jazz/client/forms/fields';
import { useForm } from '@jazz/client/forms/use-form';
import { useAdminHost } from '../../host';
import { useUpdate } from '../../use-record';

export interface PhotoValues {
  title: string;
  credit: string;
}

const photoValuesOf = (photo: Photo): PhotoValues => valuesOf(PHOTO_FIELD_TABLE, photo);

const conflictFields = conflictFieldsOf(PHOTO_FIELD_TABLE);

interface PhotoDetailsProps {
  photo: Photo;
  /** 'photo 2', for names like 'Title of photo 2'. */
  name: string;
  /**
   * The saved record (the screen puts it in the list; this card is then mounted afresh for it).
   * `left`: saved because the admin left the card, so the focus is elsewhere and stays there.
   */
  onSaved: (photo: Photo, left: boolean) => void;
  /** Tells the screen whether this card has unsaved text, for its Back question. */
  onChangedChange: (id: string, changed: boolean) => void;
  /** Focus the title after a save remounted the card, so a keyboard user stays where they were. */
  autoFocus?: boolean;
}

/** A photo's title and credit, edited in place with their own Save (and the 409 dialog). */
export function PhotoDetails({ photo, name, onSaved, onChangedChange, autoFocus }: PhotoDetailsProps) {
  const { api, onDataChanged } = useAdminHost();
  const form = useForm(photoDataSchema, photoValuesOf(photo), {
    draftKey: `edit-photo:${photo._id}`,
    idPrefix: `photo-${photo._id}`,
  });
  const title = useRef<HTMLInputElement>(null);
  const saved = useRef<Photo | null>(null);
  const leaving = useRef(false);
  const update = useUpdate({
    record: photo,
    form,
    valuesOf: photoValuesOf,
    async send(comparator, data, options) {
      saved.current = await api.photos.update(photo._id, comparator, data, options);
      onDataChanged?.('photo');
    },
    // after the hook forgot the draft: the card is then mounted afresh for the saved record
    onSaved: () => saved.current && onSaved(saved.current, leaving.current),
  });
  const { changed } = form;
  useEffect(() => onChangedChange(photo._id, changed), [onChangedChange, photo._id, changed]);
  useEffect(() => () => onChangedChange(photo._id, false), [onChangedChange, photo._id]);
  useEffect(() => {
    if (autoFocus) title.current?.focus();
  }, [autoFocus]);

  const input = (field: keyof PhotoValues, label: string) => (
    <TextField
      form={form}
      name={field}
      label={
        <>
          {label} <span className="visually-hidden">of {name}</span>
        </>
      }
      autoComplete="off"
      inputRef={field === 'title' ? title : undefined}
    />
  );

  return (
    <form
      noValidate
      className="photo-details"
      aria-label={`Details of ${name}`}
      onSubmit={(event) => {
        leaving.current = false;
        form.handleSubmit(update.save)(event);
      }}
      // the text is saved when the admin leaves the card, with the same comparator
      // and conflict dialog as Save; moving between its own fields and buttons is not leaving
      onBlur={(event) => {
        if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
        if (!form.changed || update.busy || update.conflict) return;
        leaving.current = true;
        void update.save();
      }}
    >
      {input('title', 'Title')}
      {input('credit', 'Credit')}
      <FormError errors={form.errors} />
      {changed ? (
        <div className="row-actions">
          <button type="submit" disabled={update.busy} aria-label={`Save ${name}`}>
            Save
          </button>
          <button
            type="button"
            className="secondary"
            aria-label={`Undo the changes of ${name}`}
            onClick={() => form.reset(form.initial)}
          >
            Undo
          </button>
        </div>
      ) : null}
      <UpdateConflict update={update} fields={conflictFields} mine={form.values} />
    </form>
  );
}
