import type { ReactNode } from 'react';
import type { FieldErrors } from '../../contracts';
import { errorId, type InputBinding } from './use-form';

/** A field's message, referenced by the input's aria-describedby. */
export function FieldError({ name, errors }: { name: string; errors: FieldErrors }) {
  const message = errors[name];
  if (!message) return null;
  return (
    <span id={errorId(name)} className="field-error">
      {message}
    </span>
  );
}

/** A message that belongs to no field (offline, a rule of the server such as the last admin). */
export function FormError({ errors }: { errors: FieldErrors }) {
  if (!errors.form) return null;
  return (
    <p className="form-error" role="alert">
      {errors.form}
    </p>
  );
}

interface BindingSource {
  bind: (name: never) => InputBinding;
  errors: FieldErrors;
}

interface TextFieldProps {
  form: BindingSource;
  name: string;
  label: ReactNode;
  type?: 'text' | 'email' | 'password' | 'url';
  multiline?: boolean;
  autoComplete?: string;
  required?: boolean;
  list?: string;
  /** Said under the field and read with it ('Leave a blank line between paragraphs.'). */
  hint?: string;
}

/** A labelled input or textarea bound to the form hook, with its error under it. */
export function TextField({
  form,
  name,
  label,
  type = 'text',
  multiline,
  autoComplete,
  required,
  list,
  hint,
}: TextFieldProps) {
  const bound = (form.bind as (name: string) => InputBinding)(name);
  const hintId = `${bound.id}-hint`;
  const describedBy = [bound['aria-describedby'], hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  const binding = { ...bound, 'aria-describedby': describedBy };
  return (
    <div className="field">
      <label htmlFor={binding.id}>{label}</label>
      {multiline ? (
        <textarea {...binding} rows={6} aria-required={required || undefined} />
      ) : (
        <input {...binding} type={type} autoComplete={autoComplete} aria-required={required || undefined} list={list} />
      )}
      {hint ? (
        <span id={hintId} className="field-hint">
          {hint}
        </span>
      ) : null}
      <FieldError name={name} errors={form.errors} />
    </div>
  );
}

/** Offers a draft made from an older version of the record; applying it is the admin's choice. */
export function StaleDraftNotice({
  form,
}: {
  form: { staleDraft: unknown; applyStaleDraft: () => void; discardStaleDraft: () => void };
}) {
  if (!form.staleDraft) return null;
  return (
    <div className="form-error" role="alert">
      <p>
        You have unsaved changes from before this record was changed by someone else. The form shows the current
        version.
      </p>
      <button type="button" onClick={form.applyStaleDraft}>
        Use my unsaved changes
      </button>{' '}
      <button type="button" className="secondary" onClick={form.discardStaleDraft}>
        Discard them
      </button>
    </div>
  );
}
