import { lazyPackage } from '../lazy-package';

const csvParse = lazyPackage<typeof import('csv-parse/sync')>('csv-parse/sync');

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

/** The characters a spreadsheet reads as the start of a formula (docs/product.md, export). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** An export writes `'=...` for a cell starting with a formula character: give back `=...`. */
export const unguard = (cell: string): string =>
  cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;

/** The export's side of the same rule. */
export const guard = (cell: string): string => (FORMULA_START.test(cell) ? `'${cell}` : cell);

/** Header names are compared without case, spaces or punctuation ("Postal code" = "postal_code"). */
export const columnKey = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * A CSV file as a header and its records, read by csv-parse (RFC 4180: quoted fields with
 * commas, doubled quotes and line breaks; a byte order mark; rows of any length). Cells are
 * keyed by `columnKey` of their header; blank records are dropped.
 */
export function readCsvTable(text: string): CsvTable {
  const rows = csvParse().parse(text, {
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: false,
  }) as string[][];
  const header = (rows[0] ?? []).map((name) => name.trim());
  const keys = header.map(columnKey);
  const records: CsvRecord[] = [];
  rows.slice(1).forEach((cells, index) => {
    if (cells.every((cell) => cell.trim() === '')) return;
    const map = new Map<string, string>();
    keys.forEach((key, i) => {
      if (key && !map.has(key)) map.set(key, unguard(cells[i] ?? ''));
    });
    records.push({ row: index + 2, cells: map });
  });
  return { header, records };
}
