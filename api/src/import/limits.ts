import { HttpError } from '../http/errors';

/** Files up to this many shows are read; a longer one is refused whole, never cut short. */
export const MAX_IMPORT_ROWS = 5000;
/** Rows of nothing (blank lines, lines of only commas) a CSV may hold besides its shows: reading them is work too. */
export const MAX_BLANK_ROWS = MAX_IMPORT_ROWS;
/** An answer names at most this many problems (and how many there are in all). */
export const MAX_REPORTED_ERRORS = 100;

/** What a file over the limit is told (hardening-import.test.ts checks it). */
export const tooManyRows = (rows: number): string =>
  `The file has ${rows.toLocaleString('en-US')} rows; at most ${MAX_IMPORT_ROWS.toLocaleString('en-US')} can be imported at once. Split it into smaller files.`;

/** What a calendar is told when its dates (each event's, each date of each rule) pass the limit. */
export const tooManyDates = (): string =>
  `The file has more than ${MAX_IMPORT_ROWS.toLocaleString('en-US')} dates; at most ${MAX_IMPORT_ROWS.toLocaleString('en-US')} can be imported at once. Split it into smaller files.`;

/** What a CSV of too many blank rows is told. */
export const tooManyBlankRows = (rows: number): string =>
  `The file has ${rows.toLocaleString('en-US')} blank rows; at most ${MAX_BLANK_ROWS.toLocaleString('en-US')} can be read at once. Take them out, or split the file.`;

/** Thrown at a turn of the event loop when the client who sent the file has gone: the work stops. */
export class ClientGone extends HttpError {
  constructor() {
    super(400, { message: 'The client left before the import was read.' });
  }
}

/**
 * A turn of the event loop between slices of an import's work; rejects with ClientGone once
 * `signal` is aborted (the client went away: the rest of the file is not read for nobody).
 */
export const turnOf = (signal?: AbortSignal) => (): Promise<void> =>
  new Promise<void>((resolve, reject) => setImmediate(() => (signal?.aborted ? reject(new ClientGone()) : resolve())));
