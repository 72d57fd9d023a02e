import { neutralizeCell } from './formula';

/** One field, neutralized, then quoted when it holds a comma, quote, line break or edge spaces. */
function csvField(cell: string): string {
  const value = neutralizeCell(cell);
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** The one CSV writer of the project (every export): RFC 4180, CRLF, formula cells neutralized. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** One problem of an imported file; `row` counts the header as row 1, as a spreadsheet does. */
export interface CsvRowError {
  row: number;
  field: string;
  message: string;
}
