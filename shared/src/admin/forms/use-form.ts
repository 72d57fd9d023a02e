import { useCallback, useContext, useEffect, useMemo, useState, type ChangeEvent } from 'react';
import type { FieldErrors } from '../../contracts';
import { AdminHostContext } from '../host';

export const UNSAVED_CHANGES_QUESTION = 'Are you sure you want to go back? Any unsaved changes will be lost.';

export interface FormOptions {
  /** Keeps unsaved values in the host's draft storage under this key (the desktop app). */
  draftKey?: string;
  /** Moves focus to the first field with an error after setErrors (default true). */
  focusErrors?: boolean;
}

export interface InputBinding {
  id: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

export interface FormApi<T> {
  values: T;
  /** The snapshot the form started from (or was last reset to). */
  initial: T;
  /** True when any field differs from the snapshot. */
  changed: boolean;
  errors: FieldErrors;
  set: <K extends keyof T>(field: K, value: T[K]) => void;
  setErrors: (errors: FieldErrors) => void;
  /** Takes `next` as both the values and the new snapshot (after a load, or "take theirs"). */
  reset: (next: T) => void;
  /** Back: true when there is nothing to lose or the admin accepted losing it. */
  confirmLeave: () => boolean;
  /** After a successful save: forget the draft. */
  saved: () => void;
  bind: (field: keyof T & string) => InputBinding;
  /**
   * A stored draft made from an older version of the record: not applied on its own, since
   * saving it would quietly undo what changed on the server since; the admin decides.
   */
  staleDraft: T | null;
  applyStaleDraft: () => void;
  discardStaleDraft: () => void;
}

export const fieldId = (name: string) => `field-${name}`;
export const errorId = (name: string) => `field-${name}-error`;

/**
 * The one form hook of every admin (and account) form: an initial snapshot, the "changed?"
 * answer the Back question needs, and errors per field (from the shared schema or the server).
 */
export function useForm<T extends object>(initialValues: T, options: FormOptions = {}): FormApi<T> {
  const host = useContext(AdminHostContext);
  const drafts = options.draftKey ? host?.drafts : undefined;
  const draftKey = options.draftKey ?? '';
  const [initial, setInitial] = useState(initialValues);
  const [restored] = useState(() => readDraft(initialValues, drafts?.load(draftKey)));
  const [values, setValues] = useState<T>(restored.values);
  const [staleDraft, setStaleDraft] = useState<T | null>(restored.stale);
  const [errors, setErrorsState] = useState<FieldErrors>({});
  // counts setErrors calls, so focus moves once per failed submit and not on each keystroke
  const [reported, setReported] = useState(0);
  const focusErrors = options.focusErrors ?? true;
  const setErrors = useCallback((next: FieldErrors) => {
    setErrorsState(next);
    setReported((n) => n + 1);
  }, []);
  useEffect(() => {
    // a keyboard or screen reader user lands on what to fix, not on a disabled button
    if (!reported || !focusErrors) return;
    const fields = Object.keys(errors)
      .map((key) => document.getElementById(fieldId(key)))
      .filter((el): el is HTMLElement => el !== null);
    fields.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    fields[0]?.focus();
    // errors is read when a report arrives; later edits must not move the focus
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reported, focusErrors]);
  const changed = useMemo(() => !deepEqual(values, initial), [values, initial]);

  useEffect(() => {
    // an undecided stale draft stays stored until the admin applies or discards it
    if (!drafts || staleDraft) return;
    if (changed) drafts.save(draftKey, { base: initial, values });
    else drafts.clear(draftKey);
  }, [drafts, draftKey, initial, values, changed, staleDraft]);

  const set = useCallback(<K extends keyof T>(field: K, value: T[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    // an edited field's old message no longer describes it
    // (a list's rows carry errors under 'list.0.field': they go too, since rows may have moved)
    setErrorsState((current) => {
      const key = String(field);
      const stale = (name: string) => name === key || name === 'form' || name.startsWith(`${key}.`);
      if (!Object.keys(current).some(stale)) return current;
      return Object.fromEntries(Object.entries(current).filter(([name]) => !stale(name)));
    });
  }, []);

  const reset = useCallback((next: T) => {
    setInitial(next);
    setValues(next);
    setErrorsState({});
  }, []);

  const bind = (field: keyof T & string): InputBinding => ({
    id: fieldId(field),
    name: field,
    value: String(values[field] ?? ''),
    onChange: (event) => set(field, event.target.value as T[typeof field]),
    'aria-invalid': Boolean(errors[field]),
    'aria-describedby': errors[field] ? errorId(field) : undefined,
  });

  return {
    values,
    initial,
    changed,
    errors,
    set,
    setErrors,
    reset,
    confirmLeave: () => !changed || window.confirm(UNSAVED_CHANGES_QUESTION),
    saved: () => drafts?.clear(draftKey),
    bind,
    staleDraft,
    applyStaleDraft: () => {
      if (staleDraft) setValues(staleDraft);
      setStaleDraft(null);
    },
    discardStaleDraft: () => setStaleDraft(null),
  };
}

/** A draft is stored as { base, values }: the snapshot it was made from, and the edits. */
function readDraft<T extends object>(initial: T, draft: unknown): { values: T; stale: T | null } {
  if (!draft || typeof draft !== 'object' || !('values' in draft) || !('base' in draft))
    return { values: initial, stale: null };
  const values = { ...initial };
  const stored = draft.values;
  if (stored && typeof stored === 'object')
    for (const key of Object.keys(initial) as (keyof T)[]) if (key in stored) values[key] = (stored as T)[key];
  return deepEqual(draft.base, initial) ? { values, stale: null } : { values: initial, stale: values };
}

export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => deepEqual(v, b[i]));
  if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    const ka = Object.keys(a);
    const kb = Object.keys(b);
    return (
      ka.length === kb.length &&
      ka.every((k) => deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
    );
  }
  return false;
}
