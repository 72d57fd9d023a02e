import { useCallback, useEffect, useState } from 'react';
import type { FieldErrors } from '@jazz/contracts/field-errors';

export const fieldId = (name: string, prefix = 'field') => `${prefix}-${name}`;
export const errorId = (name: string, prefix = 'field') => `${fieldId(name, prefix)}-error`;

/** The errors without the ones an edit of `field` makes stale: its own, its rows' ('list.0.field') and the form's. */
export function withoutStale(current: FieldErrors, field: string): FieldErrors {
  const stale = (name: string) => name === field || name === 'form' || name.startsWith(`${field}.`);
  if (!Object.keys(current).some(stale)) return current;
  return Object.fromEntries(Object.entries(current).filter(([name]) => !stale(name)));
}

/**
 * The errors per field. `setErrors` reports them: the focus then moves to the first field with
 * one (once per report, not on each keystroke); `replaceErrors` changes them quietly.
 */
export function useFieldErrors(prefix: string, focusErrors: boolean) {
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
