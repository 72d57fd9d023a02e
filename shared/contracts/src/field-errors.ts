import type { z } from 'zod';

// Only types of zod here: a form that loads its schema on first touch (the follow form) uses
// these without bringing zod into the page's first load.

/** Validation failures travel as a flat object of field name to message (docs/product.md). */
export type FieldErrors = Record<string, string>;

/**
 * Turns a zod error into the field-error object of the contract: the first message per
 * top-level field, keyed by the field name the screens know.
 */
export function toFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = typeof issue.path[0] === 'string' ? issue.path[0] : 'form';
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/**
 * Field errors of a form with repeatable lists. A problem in a row is reported twice: under the
 * list's name, with the row named in the message ("Track 2: Title is required."), for a summary
 * beside the list, and under its full path ("tracks.1.title") for the input itself.
 * `rowLabels` names a row of each list ("Track"); 'Row' for a list it does not name.
 */
export function rowFieldErrors(error: z.ZodError, rowLabels: Record<string, string>): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const [top, row, field] = issue.path;
    const key = typeof top === 'string' ? top : 'form';
    if (typeof row === 'number') {
      errors[key] ??= `${rowLabels[key] ?? 'Row'} ${row + 1}: ${issue.message}`;
      errors[[key, row, ...(field === undefined ? [] : [String(field)])].join('.')] ??= issue.message;
    } else errors[key] ??= issue.message;
  }
  return errors;
}

export type ParseResult<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/** Runs a schema and answers either the data or field errors; used by server and forms alike. */
export function parseFields<S extends z.ZodType>(schema: S, input: unknown): ParseResult<z.output<S>> {
  const result = schema.safeParse(input);
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: toFieldErrors(result.error) };
}
