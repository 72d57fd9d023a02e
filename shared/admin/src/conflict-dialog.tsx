import { useEffect, useRef } from 'react';
import { sameValue } from '@jazz/contracts';
import { useModal } from './use-modal';

export interface ConflictField {
  key: string;
  label: string;
  /** How a value reads for the admin (dates in the site's zone, images as a count). */
  format?: (value: unknown) => string;
}

interface ConflictDialogProps {
  fields: ConflictField[];
  /** The record as this form first saw it. */
  original: object;
  /** The record now on the server (the 409's body). */
  theirs: object;
  /** This form's values. */
  mine: object;
  /**
   * The fields both sides changed (the three-way merge's conflicts): only these are shown.
   * A field whose key is not among `formKeys` (a record field the form edits under another
   * name) is shown when the server changed it and it differs from mine.
   */
  only?: readonly string[];
  formKeys?: readonly string[];
  onTakeTheirs: () => void;
  onOverwrite: () => void;
  onCancel: () => void;
}

// the conflict views' formats live beside the field tables (web and desktop read the same)
export { countImages, countRows } from '@jazz/contracts/record-fields';

const plain = (value: unknown) =>
  Array.isArray(value) ? value.join(', ') : value === undefined || value === null ? '' : String(value);

/**
 * Someone changed the record since this form opened (409): show what they changed, field by
 * field, beside this form's values, and let the admin choose. Nothing is overwritten silently.
 */
export function ConflictDialog({
  fields,
  original,
  theirs,
  mine,
  onTakeTheirs,
  onOverwrite,
  onCancel,
  only,
  formKeys,
}: ConflictDialogProps) {
  // Escape is "Keep editing", as in any dialog: nothing is sent or dropped
  const dialog = useModal(onCancel);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const onServer = (field: ConflictField) =>
    !sameValue(Reflect.get(original, field.key), Reflect.get(theirs, field.key));
  const changed = fields.filter((field) =>
    !only
      ? onServer(field)
      : only.includes(field.key) ||
        (!formKeys?.includes(field.key) &&
          onServer(field) &&
          !sameValue(Reflect.get(theirs, field.key), Reflect.get(mine, field.key))),
  );
  return (
    <dialog ref={dialog} aria-labelledby="conflict-title" className="conflict-dialog">
      <h2 id="conflict-title" tabIndex={-1} ref={heading}>
        Changed on the server
      </h2>
      <p>
        {only
          ? 'Someone saved this record after you opened it. Their other changes are kept with yours; you both changed:'
          : 'Someone saved this record after you opened it. Their changes:'}
      </p>
      {changed.length === 0 ? (
        <p>No field you can edit here differs; it was saved again without visible changes.</p>
      ) : (
        <table className="conflict-table">
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">On the server now</th>
              <th scope="col">Yours</th>
            </tr>
          </thead>
          <tbody>
            {changed.map((field) => {
              const format = field.format ?? plain;
              return (
                <tr key={field.key}>
                  <th scope="row">{field.label}</th>
                  <td>{format(Reflect.get(theirs, field.key))}</td>
                  <td>{format(Reflect.get(mine, field.key))}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <div className="conflict-actions">
        <button type="button" onClick={onTakeTheirs}>
          Reload (take theirs)
        </button>
        <button type="button" onClick={onOverwrite}>
          Overwrite with mine
        </button>
        <button type="button" onClick={onCancel}>
          Keep editing
        </button>
      </div>
    </dialog>
  );
}

interface UpdateConflictProps {
  /** useUpdate's answer: the record this form saw, the server's on a 409 (null without one), the choices. */
  update: {
    comparator: object;
    conflict: object | null;
    /** The fields both sides changed (useUpdate's three-way merge). */
    conflictFields?: readonly string[];
    takeTheirs: () => void;
    overwrite: () => void;
    dismiss: () => void;
  };
  fields: ConflictField[];
  /** This form's values, keyed as the record's fields. */
  mine: object;
  /** The names of the form's values, when they are not the record's (Edit User's Admin box). */
  formKeys?: readonly string[];
}

/** An edit screen's 409 dialog, open while its update holds a conflict. */
export function UpdateConflict({ update, fields, mine, formKeys = Object.keys(mine) }: UpdateConflictProps) {
  if (!update.conflict) return null;
  return (
    <ConflictDialog
      fields={fields}
      original={update.comparator}
      theirs={update.conflict}
      mine={mine}
      only={update.conflictFields}
      formKeys={update.conflictFields ? formKeys : undefined}
      onTakeTheirs={update.takeTheirs}
      onOverwrite={update.overwrite}
      onCancel={update.dismiss}
    />
  );
}
