import { describe, expect, it } from 'vitest';
import { parseCsv } from '@jazz/testing/csv';
import { toCsv } from './parse';

describe('formula cells (OWASP CSV injection)', () => {
  it("prefixes ' to every cell starting with =, +, -, @, tab or carriage return", () => {
    const cells = ['=HYPERLINK("http://x")', '+1', '-2', '@SUM(A1)', '\tx', '\rx'];
    const [line] = toCsv([cells]).split('\r\n');
    const written = parseCsv(line!.replace(/'/g, '\u2019'))[0]!;
    // each written cell starts with the mark, whatever quoting it needed
    for (const cell of written) expect(cell.startsWith('\u2019')).toBe(true);
  });

  it('leaves other cells alone, and reads every cell back exactly', () => {
    const rows = [
      ['=1+1', '+33 6 12', '-', "'plain", 'plain', 'a=b', '', "'"],
      ['\t tab', '\r', '@', 'x-y', "''=x"],
    ];
    const text = toCsv(rows);
    expect(text.startsWith("'=1+1,'+33 6 12,'-,'plain,plain,a=b,,'\r\n")).toBe(true);
    expect(parseCsv(text)).toEqual(rows);
  });
});
