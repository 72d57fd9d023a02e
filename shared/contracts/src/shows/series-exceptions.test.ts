import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zonedInstant } from '../time';
import { seriesAsOneEntry, seriesDateNote, seriesExceptionsText, usualSlot } from './series-lists';
import { testEvent } from '@jazz/testing/event';

const NY = 'America/New_York';
const at = (year: number, month: number, day: number, hour = 19) =>
  new Date(zonedInstant(NY, year, month, day, hour)).toISOString();

// Every Thursday at 7 PM in New York, across the end of daylight time (Sunday November 7, 2027)
const thursdays = [
  [2027, 10, 28],
  [2027, 11, 4],
  [2027, 11, 11],
  [2027, 12, 23],
  [2027, 12, 30],
  [2028, 1, 6],
] as const;

describe("a residency's exceptions (issue 46, major 5)", () => {
  const saved = process.env.TZ;
  beforeAll(() => void (process.env.TZ = 'Australia/Sydney'));
  afterAll(() => {
    if (saved === undefined) delete process.env.TZ;
    else process.env.TZ = saved;
  });

  const dates = () => [
    ...thursdays.map(([y, m, d], i) =>
      testEvent(`d${i}`, at(y, m, d), {
        seriesId: 's1',
        status: y === 2027 && m === 12 && d === 23 ? 'cancelled' : 'scheduled',
      }),
    ),
    // January 13 moved to Friday the 14th; January 20 to 8 PM
    testEvent('moved', at(2028, 1, 14), { seriesId: 's1', previousStartDate: at(2028, 1, 13) }),
    testEvent('later', at(2028, 1, 20, 20), { seriesId: 's1', previousStartDate: at(2028, 1, 20) }),
  ];

  it('names its cancelled and moved dates in its one entry, and counts only the dates that take place', () => {
    const { events, series } = seriesAsOneEntry(dates(), () => 'Every Thursday', 'upcoming', NY);
    expect(events.map((event) => event._id)).toEqual(['d0']);
    expect(series.s1).toEqual({
      text: 'Every Thursday, 7 PM, until January 20, 2028 (not Dec 23; Jan 13 moved to Fri Jan 14; Jan 20 moved to 8 PM)',
      dates: 7,
    });
  });

  it('marks each date of the list: cancelled, or moved from its day or hour', () => {
    const usual = usualSlot(dates(), NY);
    const [, , , christmas, , , moved, later] = dates();
    expect(seriesDateNote(christmas!, NY, usual)).toBe('cancelled');
    expect(seriesDateNote(moved!, NY, usual)).toBe('moved from Thu Jan 13');
    expect(seriesDateNote(later!, NY, usual)).toBe('moved from Thu Jan 20, 7 PM');
    // the dates across the clock change keep their 7 PM: nothing to say
    expect(
      dates()
        .slice(0, 3)
        .map((date) => seriesDateNote(date, NY, usual)),
    ).toEqual(['', '', '']);
    expect(seriesExceptionsText(dates().slice(0, 3), NY)).toBe('');
  });

  it('moves no date when the whole series moved to another hour', () => {
    const all = thursdays.map(([y, m, d], i) =>
      testEvent(`w${i}`, at(y, m, d, 20), { seriesId: 's2', previousStartDate: at(y, m, d) }),
    );
    expect(seriesExceptionsText(all, NY)).toBe('');
  });
});
