import { describe, expect, it } from 'vitest';
import { parseCsv } from '@jazz/testing/csv';
import { statsTableCsv } from './stats';

describe('statsTableCsv', () => {
  it('writes a header and rows, quoting what needs it', () => {
    const csv = statsTableCsv(
      ['Page', 'Page views'],
      [
        ['/shows', 12],
        ['/a,b "c"', 3],
      ],
    );
    expect(csv).toBe('Page,Page views\r\n/shows,12\r\n"/a,b ""c""",3\r\n');
    expect(parseCsv(csv)).toEqual([
      ['Page', 'Page views'],
      ['/shows', '12'],
      ['/a,b "c"', '3'],
    ]);
  });

  it('neutralises cells a spreadsheet would run as formulas', () => {
    const rows = [
      ['=HYPERLINK("http://evil")', 1],
      ['+1', 2],
      ['-2', 3],
      ['@SUM(A1)', 4],
      ['\tx', 5],
      ['\rx', 6],
    ];
    const csv = statsTableCsv(['Source', 'Visitors'], rows);
    // as written: each cell starts with the mark (read with the mark swapped, as parseCsv drops it)
    const written = parseCsv(csv.replace(/'/g, '\u2019')).slice(1);
    expect(written.map((row) => row[0])).toEqual([
      `\u2019=HYPERLINK("http://evil")`,
      '\u2019+1',
      '\u2019-2',
      '\u2019@SUM(A1)',
      '\u2019\tx',
      '\u2019\rx',
    ]);
    // as read back: exactly what was counted
    const read = parseCsv(csv).slice(1);
    expect(read.map((row) => row[0])).toEqual(rows.map((row) => row[0]));
    // numbers stay numbers
    expect(read.map((row) => row[1])).toEqual(['1', '2', '3', '4', '5', '6']);
  });
});
