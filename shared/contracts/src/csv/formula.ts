// The spreadsheet formula guard, the one place of its rule (docs/product.md, "Import and
// export"): every CSV export writes its cells through neutralizeCell (toCsv does), every import
// reads them through restoreCell (api/src/import/csv-table.ts), so the round trip is exact.

/** What a spreadsheet reads as a formula (OWASP's "CSV injection" list). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell as an export writes it: one a spreadsheet would run as a formula (starting with =,
 * +, -, @, tab or carriage return) gets a leading `'`, which the spreadsheet shows as text.
 */
export const neutralizeCell = (value: string): string => (FORMULA_START.test(value) ? `'${value}` : value);

/** A cell as an import reads it: the `'` of `neutralizeCell` is dropped, so the round trip is exact. */
export const restoreCell = (value: string): string =>
  value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
