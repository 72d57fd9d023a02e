/** Files up to this many shows are read; a longer one is refused whole, never cut short. */
export const MAX_IMPORT_ROWS = 5000;
/** An answer names at most this many problems (and how many there are in all). */
export const MAX_REPORTED_ERRORS = 100;

/** What a file over the limit is told (hardening-import.test.ts checks it). */
export const tooManyRows = (rows: number): string =>
  `The file has ${rows.toLocaleString('en-US')} rows; at most ${MAX_IMPORT_ROWS.toLocaleString('en-US')} can be imported at once. Split it into smaller files.`;

/** What a calendar is told when its dates (each event's, each date of each rule) pass the limit. */
export const tooManyDates = (): string =>
  `The file has more than ${MAX_IMPORT_ROWS.toLocaleString('en-US')} dates; at most ${MAX_IMPORT_ROWS.toLocaleString('en-US')} can be imported at once. Split it into smaller files.`;
