/**
 * CSV as RFC 4180 writes it: fields separated by commas, records by CRLF (a bare LF is read
 * too), a field in double quotes may hold commas, quotes (doubled) and line breaks. Pure, so
 * the API's import and the admin's preview read a file the same way.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0; // a spreadsheet's byte order mark
  const endField = () => {
    row.push(restoreCell(field));
    field = '';
  };
  const endRow = () => {
    endField();
    rows.push(row);
    row = [];
  };
  for (; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c !== '"') field += c;
      else if (text[i + 1] === '"') {
        field += '"';
        i++;
      } else quoted = false;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') endField();
    else if (c === '\n') endRow();
    else if (c === '\r') {
      if (text[i + 1] === '\n') i++;
      endRow();
    } else field += c;
  }
  // the last record may or may not end with a line break
  if (field !== '' || row.length > 0 || quoted) endRow();
  return rows;
}

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
