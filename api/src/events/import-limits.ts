import { readEventsCsv, toCsv, parseCsv, type CsvRowError, type EventsCsv } from '@jazz/shared/csv';

/** PRODUCT.md: more rows than this and the file is refused (never cut short). */
export const MAX_IMPORT_ROWS = 5000;
/** A refused file reports this many problems, and how many there are in all. */
export const MAX_REPORTED_ERRORS = 100;
/** Rows checked between two turns of the event loop (a few milliseconds of work). */
const SLICE_ROWS = 50;

export const tooManyRowsMessage = (rows: number) =>
  `The file has ${rows.toLocaleString('en-US')} rows; at most ${MAX_IMPORT_ROWS.toLocaleString('en-US')} can be imported at once. Split it into smaller files.`;

/** Lets other requests run before the next slice of work. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Counts the records of a CSV (quoted line breaks do not end one) without building any
 * string: a 5 MB file takes milliseconds, so a file with too many rows costs nothing more.
 */
export function countCsvRecords(text: string): number {
  let records = 0;
  let quoted = false;
  let empty = true;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34 /* " */) quoted = !quoted;
    else if (!quoted && (c === 10 || c === 13)) {
      if (c === 13 && text.charCodeAt(i + 1) === 10) i++;
      records++;
      empty = true;
      continue;
    }
    empty = false;
  }
  return records + (empty ? 0 : 1);
}

/** The 400 body of a refused import: the first problems, and how many there are in all. */
export const refusedImport = (errors: CsvRowError[]) => ({
  errors: errors.slice(0, MAX_REPORTED_ERRORS),
  errorCount: errors.length,
});

/**
 * Reads an events CSV as `read` does (readEventsCsv by default), a slice of rows at a time
 * with a turn of the event loop between slices, so a large file never holds other visitors
 * up for more than a few milliseconds. A file over MAX_IMPORT_ROWS is refused before it is
 * read. Row numbers, header problems and "no shows" are those of the whole file.
 */
export async function readEventsCsvInSlices(
  text: string,
  timeZone: string,
  read: (text: string, timeZone: string) => EventsCsv = readEventsCsv,
): Promise<EventsCsv> {
  const count = countCsvRecords(text) - 1;
  if (count > MAX_IMPORT_ROWS)
    return { columns: [], rows: [], events: [], errors: [{ row: 1, field: '', message: tooManyRowsMessage(count) }] };
  const [header = [], ...records] = parseCsv(text);
  if (records.length <= SLICE_ROWS) return read(text, timeZone);
  const whole: EventsCsv = { columns: [], rows: [], events: [], errors: [] };
  for (let start = 0; start < records.length; start += SLICE_ROWS) {
    await nextTurn();
    const slice = read(toCsv([header, ...records.slice(start, start + SLICE_ROWS)]), timeZone);
    if (start === 0) whole.columns = slice.columns;
    for (const error of slice.errors) {
      if (error.row === 1 && start > 0) continue; // the header's problems, told once
      if (slice.rows.length === 0 && error.row !== 1) continue; // "no shows" of a blank slice
      whole.errors.push({ ...error, row: error.row === 1 ? 1 : error.row + start });
    }
    for (const row of slice.rows) whole.rows.push({ ...row, row: row.row + start });
    whole.events.push(...slice.events);
  }
  if (whole.rows.length === 0 && whole.errors.length === 0)
    whole.errors.push({ row: 2, field: '', message: 'The file has no shows.' });
  return whole;
}
