import { locationText } from '@jazz/contracts';
import { columnKey, type CsvRecord, type CsvTable } from '../csv-table';
import type { FormatReading, ImportRow, RowProblem } from '../import-row';
import { newRow } from '../import-row';

/** How a format reads one column into the row being built. */
export type ColumnReader = (row: ImportRow, value: string, record: CsvRecord) => void;

/**
 * Reads a CSV table with a format's columns, matched by name, not position (older GigPress
 * versions have fewer columns). Columns the format has no use for are named once in
 * `ignored`; `finish` reads what needs several cells at once (date, time and zone).
 */
export function readColumns(
  table: CsvTable,
  columns: Record<string, ColumnReader | null>,
  finish: (row: ImportRow, record: CsvRecord) => void,
  required: string[] = [],
): FormatReading {
  const known = new Map(Object.entries(columns).map(([name, read]) => [columnKey(name), read]));
  const ignored = table.header.filter((name) => name && !known.get(columnKey(name)));
  const present = new Set(table.header.map(columnKey));
  const fileProblems: RowProblem[] = required
    .filter((name) => !present.has(columnKey(name)))
    .map((name) => ({ field: name, message: `The column ${name} is missing.` }));
  const rows = table.records.map((record) => {
    const row = newRow(record.row);
    for (const [key, value] of record.cells) {
      const read = known.get(key);
      if (read) read(row, value.trim(), record);
    }
    finish(row, record);
    return row;
  });
  return { rows, ignored, fileProblems };
}

/** A cell by any of its column names ('' when absent). */
export const cell = (record: CsvRecord, ...names: string[]): string => {
  for (const name of names) {
    const value = record.cells.get(columnKey(name));
    if (value !== undefined) return value.trim();
  }
  return '';
};

export const truthy = (value: string): boolean => /^(1|true|yes|y|x|on)$/i.test(value.trim());

/** The venue's place, from the format's column names, and the show's location written from it. */
export function readPlace(
  row: ImportRow,
  record: CsvRecord,
  columns: { city: string; region: string; postalCode: string; country: string },
): void {
  const v = row.venue;
  v.city = cell(record, columns.city);
  v.region = cell(record, columns.region);
  v.postalCode = cell(record, columns.postalCode);
  v.country = cell(record, columns.country);
  row.location = locationText(v);
}

/** The venue's street address on one line, as the event's `address` field has it. */
export const addressLine = (street: string, city: string, region: string, postalCode: string): string =>
  street ? [street, city, [region, postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ') : '';

/**
 * What other calendars write in a field they have no value for: GigPress's Admittance "Not sure"
 * and a Price of "TBA" reached the public as "TBA, Not sure". Compared trimmed, without case and
 * without a trailing dot; such a cell is read as empty (docs/import-export.md, "Placeholders").
 */
export const PLACEHOLDERS: readonly string[] = [
  'not sure',
  'unsure',
  'unknown',
  'tba',
  'tbd',
  'tbc',
  'to be announced',
  'to be determined',
  'to be confirmed',
  'n/a',
  'na',
  '-',
  '--',
  '?',
  '??',
];
const PLACEHOLDER_SET = new Set(PLACEHOLDERS);

/** A cell's text, or '' when it is only a placeholder ("Not sure", "TBA", "-", "?"). */
export const known = (value: string): string => {
  const text = value.trim();
  return PLACEHOLDER_SET.has(text.toLowerCase().replace(/\s+/g, ' ').replace(/\.$/, '')) ? '' : text;
};

/** A price as a show shows it: a cost of 0 ("0", "0.00", "$0") reads "Free"; a placeholder nothing. */
export const priceText = (price: string): string =>
  /^\D{0,3}0+(?:[.,]0+)?$/.test(price.trim()) ? 'Free' : known(price);
