import { useLayoutEffect, useRef, type ReactNode, type Ref } from 'react';
import type { FieldErrors } from '@jazz/contracts/common';
import { COUNT_FROM } from './limits';
import { errorId, type InputBinding } from './use-form';

/**
 * "812 of 1,000 characters": shown once a value nears its limit, read by screen readers as it
 * changes (politely, so typing is not interrupted).
 */
export function CharacterCount({ id, length, max }: { id: string; length: number; max: number | undefined }) {
  if (!max || length < max * COUNT_FROM) return null;
  const over = length > max;
  return (
    <span id={id} className={`field-count${over ? ' field-count-over' : ''}`} aria-live="polite">
      {length.toLocaleString('en-US')} of {max.toLocaleString('en-US')} characters
      {over ? ` (${(length - max).toLocaleString('en-US')} too many)` : ''}
    </span>
  );
}

/** A textarea as tall as its text (never shorter than `rows` lines): long text needs no inner scrolling. */
function GrowingTextarea(props: React.ComponentProps<'textarea'>) {
  const ref = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    const area = ref.current;
    if (!area) return;
    area.style.height = 'auto';
    // the border is outside scrollHeight; box-sizing decides whether height includes it
    const border = area.offsetHeight - area.clientHeight;
    if (area.scrollHeight > area.clientHeight) area.style.height = `${area.scrollHeight + border}px`;
    else area.style.height = '';
  }, [props.value]);
  return <textarea ref={ref} {...props} />;
}

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
  limitOf?: (name: string) => number | undefined;
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
  /** The field's limit (`maxLengthFor(schema, name)`): a live count shows as the value nears it. */
  maxLength?: number;
  /** Shown but not edited here (a show's fields that follow its saved venue). */
  readOnly?: boolean;
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
  maxLength,
  readOnly,
}: TextFieldProps) {
  // safe: `name` is a text field of the form (the component's props say so); bind's generic cannot follow it
  const bound = (form.bind as (name: string) => InputBinding)(name);
  const max = maxLength ?? form.limitOf?.(name);
  const hintId = `${bound.id}-hint`;
  const countId = `${bound.id}-count`;
  const counting = max !== undefined && bound.value.length >= max * COUNT_FROM;
  // the rule first, then how much room is left, then what is wrong with the value now
  const describedBy =
    [hint ? hintId : null, counting ? countId : null, bound['aria-describedby']].filter(Boolean).join(' ') || undefined;
  const binding = { ...bound, 'aria-describedby': describedBy };
  return (
    <div className="field">
      <label htmlFor={binding.id}>{label}</label>
      {multiline ? (
        <GrowingTextarea {...binding} rows={rows} aria-required={required || undefined} />
      ) : (
        <input
          {...binding}
          ref={inputRef}
          type={type}
          autoComplete={autoComplete}
          aria-required={required || undefined}
          list={list}
          readOnly={readOnly || undefined}
        />
      )}
      {hint ? (
        <span id={hintId} className="field-hint">
          {hint}
        </span>
      ) : null}
      <CharacterCount id={countId} length={bound.value.length} max={max} />
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
