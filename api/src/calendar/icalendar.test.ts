import { describe, expect, it } from 'vitest';
import { localStamp } from '@jazz/contracts/time';
import { fold, icsFile, icsLine, icsText } from './icalendar';
import { vtimezone } from './vtimezone';

describe('the iCalendar writer', () => {
  it('folds at 75 octets without cutting a character, and escapes text', () => {
    const line = `SUMMARY:${icsText('Café; Müller, night\n'.repeat(6))}`;
    const folded = fold(line);
    for (const part of folded.split('\r\n')) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(line).toContain('Café\\; Müller\\, night\\n');
    expect(icsLine('ORGANIZER', 'mailto:a@b.example', { CN: 'Jo; "Sax"' })).toBe(
      'ORGANIZER;CN="Jo; Sax":mailto:a@b.example',
    );
    expect(icsFile(['A:1', 'B:2'])).toBe('A:1\r\nB:2\r\n');
  });

  it('writes the zone offsets of a span, from the zone database', () => {
    const from = Date.parse('2031-01-10T00:00:00Z');
    const to = Date.parse('2031-12-31T00:00:00Z');
    const zone = vtimezone('America/New_York', from, to).join('\n');
    expect(zone).toContain('TZID:America/New_York');
    // 2 AM EST on March 9 and 2 AM EDT on November 2, 2031
    expect(zone).toMatch(/BEGIN:DAYLIGHT\nDTSTART:20310309T020000\nTZOFFSETFROM:-0500\nTZOFFSETTO:-0400/);
    expect(zone).toMatch(/BEGIN:STANDARD\nDTSTART:20311102T020000\nTZOFFSETFROM:-0400\nTZOFFSETTO:-0500/);
    // a zone without DST has its one offset
    expect(vtimezone('Asia/Tokyo', from, to).filter((line) => line.startsWith('TZOFFSETTO'))).toEqual([
      'TZOFFSETTO:+0900',
    ]);
    expect(localStamp('2031-11-07T00:00:00.000Z', 'America/New_York')).toBe('20311106T190000');
  });
});
