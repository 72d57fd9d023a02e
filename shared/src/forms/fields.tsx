import type { ReactNode, Ref } from 'react';
import type { FieldErrors } from '../contracts/common';
import { errorId, type InputBinding } from './use-form';

/** A field's message, referenced by the input's aria-describedby (`id` when the form has an id prefix). */
export function FieldError({ name, errors, id }: { name: string; errors: FieldErrors; id?: string }) {
  const message = errors[name];
  if (!message) return null;
  return (
    <span id={id ?? errorId(name)} className="field-error">
      {message}
    </span>
  );
}

/**
 * A message that belongs to no input: `form` (offline, a rule of the server such as the last
 * admin), or a named one of the server such as emailOrPasswordIncorrect.
 */
export function FormError({ errors, name = 'form' }: { errors: FieldErrors; name?: string }) {
  const message = errors[name];
  if (!message) return null;
  return (
    <p className="form-error" role="alert">
      {message}
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
  /** Lines of a multiline field (6 when absent). */
  rows?: number;
  autoComplete?: string;
  required?: boolean;
  list?: string;
  /** Said under the field and read with it ('Leave a blank line between paragraphs.'). */
  hint?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled input or textarea bound to the form hook, with its error under it. */
export function TextField({
  form,
  name,
  label,
  type = 'text',
  multiline,
  rows = 6,
  autoComplete,
  required,
  list,
  hint,
  inputRef,
}: TextFieldProps) {
  const bound = (form.bind as (name: string) => InputBinding)(name);
  const hintId = `${bound.id}-hint`;
  // the rule first, then what is wrong with the value now
  const describedBy = [hint ? hintId : null, bound['aria-describedby']].filter(Boolean).join(' ') || undefined;
  const binding = { ...bound, 'aria-describedby': describedBy };
  return (
    <div className="field">
      <label htmlFor={binding.id}>{label}</label>
      {multiline ? (
        <textarea {...binding} rows={rows} aria-required={required || undefined} />
      ) : (
        <input
          {...binding}
          ref={inputRef}
          type={type}
          autoComplete={autoComplete}
          aria-required={required || undefined}
          list={list}
        />
      )}
      {hint ? (
        <span id={hintId} className="field-hint">
          {hint}
        </span>
      ) : null}
      <FieldError name={name} errors={form.errors} id={`${bound.id}-error`} />
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
