import { describe, expect, it } from 'vitest';
import { countCsvRecords, readCsvTable } from './csv-table';
import { parseClock, parseDay } from './dates';
import { htmlToText } from './html-text';
import { detectFormat } from './read-file';
import { countryCode } from './venues';

describe('reading a file', () => {
  it('recognises each format from the file itself', () => {
    expect(detectFormat('\ufeffBEGIN:VCALENDAR\r\nEND:VCALENDAR')).toBe('icalendar');
    expect(detectFormat('Date,Time,End date,Artist,Venue\r\n')).toBe('gigpress');
    expect(detectFormat('Date,Time,Venue,City,Admittance\r\n')).toBe('gigpress');
    expect(detectFormat('Date,Time,Venue,Country,Region,City,Lineup\r\n')).toBe('bandsintown');
    expect(detectFormat('"Event Name","Event Start Date","Event Venue Name"\r\n')).toBe('the-events-calendar');
    expect(detectFormat('_id,date,time,group,venue\r\n')).toBe('ours');
    expect(detectFormat('title,group,venue,startDate\r\n')).toBe('ours');
  });

  it('reads ISO days, slashes month first, hyphens day first; refuses impossible days', () => {
    expect(parseDay('2027-05-01')).toEqual({ year: 2027, month: 5, day: 1 });
    expect(parseDay('5/1/2027')).toEqual({ year: 2027, month: 5, day: 1 });
    expect(parseDay('05/08/27')).toEqual({ year: 2027, month: 5, day: 8 });
    // The Events Calendar: with hyphens, the day comes first
    expect(parseDay('05-08-2027')).toEqual({ year: 2027, month: 8, day: 5 });
    expect(parseDay('2027-02-30')).toBeNull();
    expect(parseDay('13/01/2027')).toBeNull();
    expect(parseDay('next friday')).toBeNull();
  });

  it('reads times in 24 or 12 hours; blank and 00:00:01 are "not announced"', () => {
    expect(parseClock('20:00:00')).toEqual({ hour: 20, minute: 0 });
    expect(parseClock('8:30 PM')).toEqual({ hour: 20, minute: 30 });
    expect(parseClock('12 am')).toEqual({ hour: 0, minute: 0 });
    expect(parseClock('12:15pm')).toEqual({ hour: 12, minute: 15 });
    expect(parseClock('')).toBe('tba');
    expect(parseClock('00:00:01')).toBe('tba');
    expect(parseClock('25:00')).toBe('invalid');
    expect(parseClock('8')).toBe('invalid');
  });

  it('keeps the text and links of HTML notes, never the markup', () => {
    expect(
      htmlToText('<p>Doors at <b>7</b> &amp; <a href="https://x.example/t">tickets</a></p><script>x</script>'),
    ).toBe('Doors at 7 & tickets (https://x.example/t)');
    expect(htmlToText('Plain text, <3 kept')).toBe('Plain text, <3 kept');
  });

  it('names countries by their two-letter code', () => {
    expect(['United States', 'USA', 'us', 'Canada', 'Atlantis'].map(countryCode)).toEqual(['US', 'US', 'US', 'CA', '']);
  });

  it('counts the records readCsvTable reads without building them', async () => {
    const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
    const files = [
      'a,b\r\n1,2\r\n3,4',
      '\ufeffa,b\n1,2\n\n , \n3,4\n',
      'a,b\r\n"x\r\ny","q ""z"" , w"\r\n"",""\r\n5,6\r\n',
      'a,b\r1,2\r\r3,4\r',
      'a\n"unclosed\nstill, inside"\n7\n',
      '\n1,2\n',
      '',
    ];
    for (const text of files)
      expect((await countCsvRecords(text, turn)).records).toBe((await readCsvTable(text, turn)).records.length);
  });

  it('reads a file a slice at a time, never splitting a character', async () => {
    let turns = 0;
    const turn = () => new Promise<void>((resolve) => setImmediate(() => resolve(void turns++)));
    // an emoji (two UTF-16 units) across every slice boundary of the parser's slices
    const cell = '\u{1F3B7}'.repeat(20_000);
    const table = await readCsvTable(`title,note\r\n"${cell}",x\r\n`, turn);
    expect(table.records[0]!.cells.get('title')).toBe(cell);
    expect(turns).toBeGreaterThan(2);
    await expect(readCsvTable('a\n"never closed', turn)).rejects.toThrow(/Quote Not Closed/);
  });
});
