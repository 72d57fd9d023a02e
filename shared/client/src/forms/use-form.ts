import { useCallback, type ChangeEvent, type FormEvent } from 'react';
import type { FieldErrors } from '@jazz/contracts/field-errors';
import type { z } from 'zod';
import { maxLengthFor } from './limits';
import { isLazy, type FormSchema, type SchemaOutput } from './schema';
import { useDraftValues } from './use-draft-values';
import { errorId, fieldId, useFieldErrors, withoutStale } from './use-field-errors';
import { useSubmit, type SubmitOptions } from './use-submit';

export { errorId, fieldId } from './use-field-errors';
export type { SubmitOptions } from './use-submit';

export const UNSAVED_CHANGES_QUESTION = 'Are you sure you want to go back? Any unsaved changes will be lost.';

export interface FormOptions<T> {
  /** What the schema checks when the values are not its input as they are (an Admin box for roles). */
  toInput?: (values: T) => unknown;
  /** Keeps unsaved values in the drafts storage (FormDraftsContext) under this key. */
  draftKey?: string;
  /** Moves focus to the first field with an error after setErrors (default true). */
  focusErrors?: boolean;
  /** Starts every id of the form ('field' gives 'field-email'); a dialog over a form needs its own. */
  idPrefix?: string;
}

export interface InputBinding {
  id: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

export interface FormApi<T, Out = unknown> {
  values: T;
  /** The snapshot the form started from (or was last reset to). */
  initial: T;
  /** True when any field differs from the snapshot. */
  changed: boolean;
  errors: FieldErrors;
  /** True while a submit's send runs: its button waits, so a double click sends once. */
  busy: boolean;
  set: <K extends keyof T>(field: K, value: T[K]) => void;
  setErrors: (errors: FieldErrors) => void;
  /** Drops one message (the human check was solved meanwhile). */
  clearError: (name: string) => void;
  /** Takes `next` as both the values and the new snapshot (after a load, a send, or "take theirs"). */
  reset: (next: T) => void;
  /**
   * A new snapshot with other values (a three-way merge after a 409: the server's record is
   * the snapshot, the merged values are still this form's changes).
   */
  rebase: (snapshot: T, values: T) => void;
  /** The checked data, or null with the errors shown on the fields. */
  validate: (also?: FieldErrors) => Out | null;
  /**
   * Validates, then runs `send` with the checked data while `busy`; a failure lands on the
   * fields (a 400's `{ field: message }`) or under `form`. Answers true when `send` succeeded.
   */
  submit: (send: (data: Out) => Promise<unknown>, options?: SubmitOptions) => Promise<boolean>;
  /** A `<form noValidate>`'s onSubmit: the page stays, `run` runs. */
  handleSubmit: (run: () => unknown) => (event: FormEvent) => void;
  /** Back: true when there is nothing to lose or the user accepted losing it. */
  confirmLeave: () => boolean;
  /** After a successful save: forget the draft. */
  saved: () => void;
  bind: (field: keyof T & string) => InputBinding;
  /** The id of a field's input; its message is `${id}-error`. */
  idOf: (name: string) => string;
  /** The most characters a field takes, by the form's schema (when it is a zod object). */
  limitOf?: (name: string) => number | undefined;
  /**
   * A stored draft made from an older version of the record: not applied on its own, since
   * saving it would quietly undo what changed on the server since; the user decides.
   */
  staleDraft: T | null;
  applyStaleDraft: () => void;
  discardStaleDraft: () => void;
}

const isObjectSchema = (schema: FormSchema): schema is FormSchema & { shape: Record<string, z.ZodType> } =>
  typeof schema === 'object' && 'shape' in schema && typeof schema.shape === 'object';

/** The most characters a field takes by the schema; a lazy schema's are known once it has loaded. */
function limitIn(schema: FormSchema, name: string): number | undefined {
  // the form loads a lazy schema on first touch
  const limits = isLazy(schema) ? schema.loaded : schema;
  return limits && isObjectSchema(limits) ? maxLengthFor(limits, name) : undefined;
}

/**
 * The one form hook of every form of the site, the admin and the desktop app: values and the
 * initial snapshot ("changed?"), the shared schema's errors per field, the busy state of a
 * submit, and the server's 400 `{ field: message }` shown on the same fields.
 */
export function useForm<T extends object, S extends FormSchema>(
  schema: S,
  initialValues: T,
  options: FormOptions<T> = {},
): FormApi<T, SchemaOutput<S>> {
  const prefix = options.idPrefix ?? 'field';
  const draft = useDraftValues(initialValues, options.draftKey);
  const { values, changed } = draft;
  const { errors, setErrors, replaceErrors, clearError } = useFieldErrors(prefix, options.focusErrors ?? true);
  const edits = useEdits(draft, replaceErrors);
  const { busy, validate, submit } = useSubmit(schema, values, options.toInput, setErrors);

  const bind = (field: keyof T & string): InputBinding => ({
    id: fieldId(field, prefix),
    name: field,
    value: String(values[field] ?? ''),
    onChange: (event) => edits.set(field, event.target.value as T[typeof field]),
    'aria-invalid': Boolean(errors[field]),
    'aria-describedby': errors[field] ? errorId(field, prefix) : undefined,
  });

  return {
    values,
    initial: draft.initial,
    changed,
    errors,
    busy,
    ...edits,
    setErrors,
    clearError,
    validate,
    submit,
    handleSubmit: (run) => (event) => {
      event.preventDefault();
      void run();
    },
    confirmLeave: () => !changed || window.confirm(UNSAVED_CHANGES_QUESTION),
    saved: draft.saved,
    bind,
    idOf: (name) => fieldId(name, prefix),
    limitOf: (name) => limitIn(schema, name),
    staleDraft: draft.staleDraft,
    applyStaleDraft: draft.applyStaleDraft,
    discardStaleDraft: draft.discardStaleDraft,
  };
}

/** set, reset and rebase: each drops the messages the change makes stale. */
function useEdits<T>(
  { setValues, setInitial }: { setValues: (update: (current: T) => T) => void; setInitial: (next: T) => void },
  replaceErrors: (update: FieldErrors | ((current: FieldErrors) => FieldErrors)) => void,
) {
  const set = useCallback(
    <K extends keyof T>(field: K, value: T[K]) => {
      setValues((current) => ({ ...current, [field]: value }));
      // an edited field's old message no longer describes it
      // (a list's rows carry errors under 'list.0.field': they go too, since rows may have moved)
      replaceErrors((current) => withoutStale(current, String(field)));
    },
    [setValues, replaceErrors],
  );

  const rebase = useCallback(
    (snapshot: T, next: T) => {
      setInitial(snapshot);
      setValues(() => next);
      replaceErrors({});
    },
    [setInitial, setValues, replaceErrors],
  );
  // a reset is a rebase onto the values themselves
  const reset = useCallback((next: T) => rebase(next, next), [rebase]);
  return { set, reset, rebase };
}
