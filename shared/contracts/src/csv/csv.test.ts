import { describe, expect, it } from 'vitest';
import { parseCsv } from '@jazz/testing/csv';
import { toCsv } from './parse';

describe('RFC 4180 CSV', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, CRLF or LF', () => {
    const text = 'a,b,c\r\n"x, y","say ""hi""","two\r\nlines"\n1,,3';
    expect(parseCsv(text)).toEqual([
      ['a', 'b', 'c'],
      ['x, y', 'say "hi"', 'two\r\nlines'],
      ['1', '', '3'],
    ]);
  });

  it('ignores a byte order mark and a final line break, keeps empty last fields', () => {
    expect(parseCsv('\ufeffa,b\r\n1,\r\n')).toEqual([
      ['a', 'b'],
      ['1', ''],
    ]);
  });

  it('writes what it reads back', () => {
    const rows = [
      ['title', 'description'],
      ['Jazz, live', 'He said "yes"\nthen left'],
      [' padded ', ''],
    ];
    const text = toCsv(rows);
    expect(text).toBe('title,description\r\n"Jazz, live","He said ""yes""\nthen left"\r\n" padded ",\r\n');
    expect(parseCsv(text)).toEqual(rows);
  });
});
