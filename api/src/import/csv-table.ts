import { finished } from 'node:stream/promises';
import { restoreCell } from '@jazz/contracts/csv';

/** One record of a CSV file; `row` counts the header as row 1, as a spreadsheet does. */
export interface CsvRecord {
  row: number;
  /** The cells by the header's names, as written (a formula guard `'` dropped). */
  cells: Map<string, string>;
}

export interface CsvTable {
  /** The header's names, trimmed, in file order. */
  header: string[];
  records: CsvRecord[];
}

/** Header names are compared without case, spaces or punctuation ("Postal code" = "postal_code"). */
export const columnKey = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Characters counted between two turns of the event loop (a few milliseconds of work). */
const COUNT_SLICE = 256 * 1024;

/**
 * How many records follow the header, counted without building any string: quotes as
 * csv-parse reads them (a line break inside quotes is part of the field, `""` is a quote).
 * `records` are those with content; `blank` those of nothing but commas and spaces (read and
 * dropped, so they cost work too: counted against their own limit, see read-file.ts), the line
 * end closing the file not counted. `between` runs every COUNT_SLICE characters (a turn of the
 * event loop), so a 5 MB file of a million short rows is refused before it is parsed, without
 * holding other requests up.
 */
export async function countCsvRecords(
  text: string,
  between: () => Promise<void>,
): Promise<{ records: number; blank: number }> {
  let records = 0;
  let blank = 0;
  let header = true;
  let quoted = false;
  let fieldStart = true;
  let content = false;
  const endRecord = () => {
    // the header is the first record with content (the parser skips blank lines before it)
    if (header) header = !content;
    else if (content) records++;
    else blank++;
    content = false;
    fieldStart = true;
  };
  for (let i = 0; i < text.length; i++) {
    if (i > 0 && i % COUNT_SLICE === 0) await between();
    const c = text.charCodeAt(i);
    if (quoted) {
      if (c === 0x22) {
        if (text.charCodeAt(i + 1) === 0x22) {
          content = true;
          i++;
        } else quoted = false;
      } else if (c !== 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) content = true;
    } else if (c === 0x22 && fieldStart) {
      quoted = true;
      fieldStart = false;
    } else if (c === 0x2c) fieldStart = true;
    else if (c === 0x0a) endRecord();
    else if (c === 0x0d) {
      if (text.charCodeAt(i + 1) === 0x0a) i++;
      endRecord();
    } else {
      fieldStart = false;
      if (c !== 0x20 && c !== 0x09 && c !== 0xfeff) content = true;
    }
  }
  // the text after the last line end: a record when it holds anything, else the file's end
  if (content && !header) records++;
  return { records, blank };
}

/** Characters parsed between two turns of the event loop (csv-parse reads about 1 MB in 100 ms). */
const PARSE_SLICE = 16 * 1024;

/**
 * A CSV file as a header and its records, read by csv-parse (RFC 4180: quoted fields with
 * commas, doubled quotes and line breaks; a byte order mark; rows of any length). Cells are
 * keyed by `columnKey` of their header; blank records are dropped. The text goes to the
 * parser a slice at a time with `between` (a turn of the event loop) after each, so a file
 * of thousands of rows never holds other requests up for long. Rejects with the parser's
 * error for a file that is not CSV.
 */
export async function readCsvTable(text: string, between: () => Promise<void>): Promise<CsvTable> {
  // loaded at the first import, not at start (docs/performance.md, memory)
  const { parse } = await import('csv-parse');
  // a spreadsheet's row of each record: blank lines count (the header is row 1). Empty lines are
  // skipped by the parser itself (emitting each as a record took 0.2 ms apiece: 100 KB of them, 10 s)
  const rows: { cells: string[]; row: number }[] = [];
  const parser = parse({ bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, info: true });
  parser.on('data', ({ record, info }: { record: string[]; info: { records: number; empty_lines: number } }) =>
    rows.push({ cells: record, row: info.records + info.empty_lines }),
  );
  const done = finished(parser);
  let failed = false;
  done.catch(() => (failed = true));
  for (let at = 0; at < text.length && !failed;) {
    let end = Math.min(at + PARSE_SLICE, text.length);
    // never between the two halves of a surrogate pair: each half alone would become U+FFFD
    const last = text.charCodeAt(end - 1);
    if (last >= 0xd800 && last <= 0xdbff) end++;
    parser.write(text.slice(at, end));
    at = end;
    await between();
  }
  if (!parser.destroyed) parser.end();
  await done;
  const header = (rows[0]?.cells ?? []).map((name) => name.trim());
  const keys = header.map(columnKey);
  const records: CsvRecord[] = [];
  // the row numbers count from the header's: a blank line before it does not move them
  const first = (rows[0]?.row ?? 1) - 1;
  for (const { cells, row } of rows.slice(1)) {
    if (cells.every((cell) => cell.trim() === '')) continue;
    const map = new Map<string, string>();
    keys.forEach((key, i) => {
      if (key && !map.has(key)) map.set(key, restoreCell(cells[i] ?? ''));
    });
    records.push({ row: row - first, cells: map });
  }
  return { header, records };
}
