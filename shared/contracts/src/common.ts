import './zod-setup';
import { z } from 'zod';

export * from './field-errors';
export * from './typed';

export const idSchema = z.string().min(1).max(64);

/** A stored record's identity: its id twice, `_id` as the first contract named it and `id`. */
export const recordIds = { _id: idSchema, id: idSchema };

export { WEEKDAYS, WEEKDAY_NAMES, type Weekday } from './show-words';

/** A trimmed string that may be empty; `max` guards the database against huge payloads. */
export const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, { error: message })
    .optional()
    .transform((value) => value ?? '');

/** A wall time of the site's zone, 24-hour: "18:30". */
export const WALL_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A wall time ("18:30") or empty. */
export const optionalWallTime = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((value) => value === '' || WALL_TIME.test(value), { error: message })
    .optional()
    .transform((value) => value ?? '');

// zero-width and formatting characters, spaces of every kind and fillers: a name made only of
// them reads as empty
export const INVISIBLE_PATTERN = /[\p{Cf}\p{Z}\s\u115F\u1160\u3164\uFFA0\u2800]/gu;
export const CONTROL_PATTERN = /\p{Cc}/u;
export const CONTROL_MESSAGE = 'Remove the control characters (such as tabs or line breaks).';

/** An optional one-line text (a show's title): trimmed, may be empty, no control characters (CR, LF, tab). */
export const optionalLine = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, { error: message })
    .refine((value) => !CONTROL_PATTERN.test(value), { error: CONTROL_MESSAGE })
    .optional()
    .transform((value) => value ?? '');

/** A one-line name: not empty once invisible characters are removed, no control characters. */
export const requiredText = (max: number, message: string, tooLong = message) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: tooLong })
    .refine((value) => value.replace(INVISIBLE_PATTERN, '') !== '', { error: message })
    .refine((value) => !CONTROL_PATTERN.test(value), { error: CONTROL_MESSAGE });

/** A web address typed without its scheme: "radiobean.com", "www.radiobean.com/events". */
const BARE_HOST_PATTERN = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(?::\d+)?(?:[/?#][^\s]*)?$/i;

/**
 * An optional http(s) link or a path on this site ("/cannonball-quintet"); empty means "no link".
 * A web address without its scheme is accepted with https:// added.
 */
export const optionalUrl = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(2000, { error: message })
    // "radiobean.com/events" as typed from a card or a search result: the scheme is added
    .transform((value) => (BARE_HOST_PATTERN.test(value) ? `https://${value}` : value))
    // "//host" and "/\\host" leave the site (browsers read a backslash as a slash)
    .refine((value) => value === '' || /^(https?:\/\/[^\s]+|\/(?![/\\])[^\s\\]*)$/i.test(value), { error: message })
    .optional()
    .transform((value) => value ?? '');
