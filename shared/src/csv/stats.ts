import { toCsv } from './parse';

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) gets a
 * leading `'`: a page path or referrer sent by anyone must not become a formula (PRODUCT.md).
 */
export function neutralised(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

/** One table of the Stats screen as CSV: a header, then its rows, every cell neutralised. */
export function statsTableCsv(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  return toCsv([header.map(neutralised), ...rows.map((row) => row.map((cell) => neutralised(String(cell))))]);
}
