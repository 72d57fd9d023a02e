import './zod-setup';
import { z } from 'zod';

/** Validation failures travel as a flat object of field name to message (PRODUCT.md). */
export type FieldErrors = Record<string, string>;

export const idSchema = z.string().min(1).max(64);

/** A trimmed string that may be empty; `max` guards the database against huge payloads. */
export const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, { error: message })
    .optional()
    .transform((value) => value ?? '');

// zero-width and formatting characters, spaces of every kind and fillers: a name made only of
// them reads as empty
const INVISIBLE = /[\p{Cf}\p{Z}\s\u115F\u1160\u3164\uFFA0\u2800]/gu;
const CONTROL = /\p{Cc}/u;
export const CONTROL_MESSAGE = 'Remove the control characters (such as tabs or line breaks).';

/** A one-line name: not empty once invisible characters are removed, no control characters. */
export const requiredText = (max: number, message: string, tooLong = message) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: tooLong })
    .refine((value) => value.replace(INVISIBLE, '') !== '', { error: message })
    .refine((value) => !CONTROL.test(value), { error: CONTROL_MESSAGE });

/** An optional http(s) link or a path on this site ("/cannonball-quintet"); empty means "no link". */
export const optionalUrl = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(2000, { error: message })
    // "//host" and "/\\host" leave the site (browsers read a backslash as a slash)
    .refine((value) => value === '' || /^(https?:\/\/[^\s]+|\/(?![/\\])[^\s\\]*)$/i.test(value), { error: message })
    .optional()
    .transform((value) => value ?? '');

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

export type ParseResult<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/** Runs a schema and answers either the data or field errors; used by server and forms alike. */
export function parseFields<S extends z.ZodType>(schema: S, input: unknown): ParseResult<z.output<S>> {
  const result = schema.safeParse(input);
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: toFieldErrors(result.error) };
}
