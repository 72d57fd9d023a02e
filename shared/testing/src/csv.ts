import { restoreCell } from '@jazz/contracts/csv/formula';

/**
 * CSV as RFC 4180 writes it: fields separated by commas, records by CRLF (a bare LF is read
 * too), a field in double quotes may hold commas, quotes (doubled) and line breaks. For the
 * tests, which read what an export wrote as a spreadsheet would; the API's import reads files
 * with csv-parse (api/src/import/csv-table.ts).
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
