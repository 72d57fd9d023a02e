import { describe, expect, it } from 'vitest';
import { busyTimes, MAX_OCCURRENCES } from './busy-times';

const ics = (...lines: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//t//t//EN', ...lines, 'END:VCALENDAR', ''].join('\r\n');

describe('busyTimes', () => {
  it('expands at most 5,000 occurrences of an entry, yielding to the event loop as it goes', async () => {
    // every 5 minutes for ever: far more than the cap inside a year
    const text = ics(
      'BEGIN:VEVENT',
      'UID:often@t',
      'DTSTAMP:20270101T000000Z',
      'DTSTART:20270101T000000Z',
      'DTEND:20270101T000100Z',
      'RRULE:FREQ=MINUTELY;INTERVAL=5',
      'SUMMARY:Often',
      'END:VEVENT',
    );
    let turns = 0;
    const found = await busyTimes(
      text,
      { from: Date.parse('2027-01-01T00:00:00Z'), to: Date.parse('2028-01-01T00:00:00Z') },
      'America/New_York',
      async () => void turns++,
    );
    expect(found).toHaveLength(MAX_OCCURRENCES);
    expect(turns).toBeGreaterThan(10);
    // only times come out: nothing of what the entry is
    expect(Object.keys(found[0]!).sort()).toEqual(['allDay', 'end', 'start', 'transparent']);
  });

  it('reads nothing from a text that is not a calendar', async () => {
    expect(await busyTimes('not a calendar', { from: 0, to: 1 }, 'UTC', async () => {})).toEqual([]);
  });
});
