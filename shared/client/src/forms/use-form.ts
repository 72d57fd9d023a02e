import { useCallback, useContext, useEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
// errors.ts, not the client's index: a public page's form must not load axios
import { formErrors } from '../api-client/errors';
import type { FieldErrors, ParseResult } from '@jazz/contracts/field-errors';
import { sameValue } from '@jazz/contracts/compare';
import type { z } from 'zod';
import { FormDraftsContext, readDraft } from './drafts';
import { maxLengthFor } from './limits';
import { useUnsavedChanges } from './unsaved';
import { isLazy, parseWith, type FormSchema, type LoadedSchema, type SchemaOutput } from './schema';

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

export interface SubmitOptions {
  /** Problems the schema can not see (an unsolved human check): they stop the send as its errors do. */
  also?: FieldErrors;
  /** Claims a failure before it lands on the fields (a 409, a 401, a page's own message); true when handled. */
  onError?: (error: unknown) => boolean;
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

export const fieldId = (name: string, prefix = 'field') => `${prefix}-${name}`;
export const errorId = (name: string, prefix = 'field') => `${fieldId(name, prefix)}-error`;

/** The errors without the ones an edit of `field` makes stale: its own, its rows' ('list.0.field') and the form's. */
function withoutStale(current: FieldErrors, field: string): FieldErrors {
  const stale = (name: string) => name === field || name === 'form' || name.startsWith(`${field}.`);
  if (!Object.keys(current).some(stale)) return current;
  return Object.fromEntries(Object.entries(current).filter(([name]) => !stale(name)));
}

/**
 * The errors per field. `setErrors` reports them: the focus then moves to the first field with
 * one (once per report, not on each keystroke); `replaceErrors` changes them quietly.
 */
function useFieldErrors(prefix: string, focusErrors: boolean) {
  const [errors, replaceErrors] = useState<FieldErrors>({});
  // counts setErrors calls, so focus moves once per failed submit and not on each keystroke
  const [reported, setReported] = useState(0);
  const setErrors = useCallback((next: FieldErrors) => {
    replaceErrors(next);
    setReported((n) => n + 1);
  }, []);
  useEffect(() => {
    // a keyboard or screen reader user lands on what to fix, not on a disabled button
    if (!reported || !focusErrors) return;
    const fields = Object.keys(errors)
      .map((key) => document.getElementById(fieldId(key, prefix)))
      .filter((el): el is HTMLElement => el !== null);
    fields.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    fields[0]?.focus();
    // errors is read when a report arrives; later edits must not move the focus
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reported, focusErrors]);
  const clearError = useCallback((name: string) => {
    replaceErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _gone, ...rest } = current;
      return rest;
    });
  }, []);
  return { errors, setErrors, replaceErrors, clearError };
}

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
  const storage = useContext(FormDraftsContext);
  const drafts = options.draftKey ? storage : null;
  const draftKey = options.draftKey ?? '';
  const prefix = options.idPrefix ?? 'field';
  const [initial, setInitial] = useState(initialValues);
  const [restored] = useState(() => readDraft(initialValues, drafts?.load(draftKey)));
  const [values, setValues] = useState<T>(restored.values);
  const [staleDraft, setStaleDraft] = useState<T | null>(restored.stale);
  const focusErrors = options.focusErrors ?? true;
  const { errors, setErrors, replaceErrors, clearError } = useFieldErrors(prefix, focusErrors);
  const [busy, setBusy] = useState(false);
  // a retry after signing in again runs an older render's submit: it must see the values now
  const current = useRef(values);
  useEffect(() => {
    current.current = values;
  }, [values]);
  const sending = useRef(false);
  const changed = useMemo(() => !sameValue(values, initial), [values, initial]);
  // the admin asks before a link, a reload or closing the window drops these changes
  useUnsavedChanges(changed);

  useEffect(() => {
    // an undecided stale draft stays stored until the user applies or discards it
    if (!drafts || staleDraft) return;
    if (changed) drafts.save(draftKey, { base: initial, values });
    else drafts.clear(draftKey);
  }, [drafts, draftKey, initial, values, changed, staleDraft]);

  const set = useCallback(
    <K extends keyof T>(field: K, value: T[K]) => {
      setValues((current) => ({ ...current, [field]: value }));
      // an edited field's old message no longer describes it
      // (a list's rows carry errors under 'list.0.field': they go too, since rows may have moved)
      replaceErrors((current) => withoutStale(current, String(field)));
    },
    [replaceErrors],
  );

  const reset = useCallback(
    (next: T) => {
      setInitial(next);
      setValues(next);
      replaceErrors({});
    },
    [replaceErrors],
  );

  const rebase = useCallback(
    (snapshot: T, next: T) => {
      setInitial(snapshot);
      setValues(next);
      replaceErrors({});
    },
    [replaceErrors],
  );

  function check(checker: LoadedSchema, also: FieldErrors = {}): SchemaOutput<S> | null {
    const input = options.toInput ? options.toInput(current.current) : current.current;
    const parsed = parseWith(checker, input) as ParseResult<SchemaOutput<S>>;
    const found = { ...(parsed.ok ? {} : parsed.errors), ...also };
    if (parsed.ok && Object.keys(found).length === 0) return parsed.data;
    setErrors(found);
    return null;
  }

  function validate(also?: FieldErrors): SchemaOutput<S> | null {
    if (isLazy(schema)) throw new Error('A lazy schema is checked by submit, which loads it first.');
    return check(schema, also);
  }

  async function submit(send: (data: SchemaOutput<S>) => Promise<unknown>, submitOptions: SubmitOptions = {}) {
    if (sending.current) return false;
    sending.current = true;
    try {
      const data = check(isLazy(schema) ? await schema.load() : schema, submitOptions.also);
      if (data === null) return false;
      setBusy(true);
      await send(data);
      return true;
    } catch (error) {
      if (!submitOptions.onError?.(error)) setErrors(formErrors(error));
      return false;
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  const bind = (field: keyof T & string): InputBinding => ({
    id: fieldId(field, prefix),
    name: field,
    value: String(values[field] ?? ''),
    onChange: (event) => set(field, event.target.value as T[typeof field]),
    'aria-invalid': Boolean(errors[field]),
    'aria-describedby': errors[field] ? errorId(field, prefix) : undefined,
  });

  return {
    values,
    initial,
    changed,
    errors,
    busy,
    set,
    setErrors,
    clearError,
    reset,
    rebase,
    validate,
    submit,
    handleSubmit: (run) => (event) => {
      event.preventDefault();
      void run();
    },
    confirmLeave: () => !changed || window.confirm(UNSAVED_CHANGES_QUESTION),
    saved: () => drafts?.clear(draftKey),
    bind,
    idOf: (name) => fieldId(name, prefix),
    limitOf: (name) => limitIn(schema, name),
    staleDraft,
    applyStaleDraft: () => {
      if (staleDraft) setValues(staleDraft);
      setStaleDraft(null);
    },
    discardStaleDraft: () => setStaleDraft(null),
  };
}
