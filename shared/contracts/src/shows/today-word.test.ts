import { describe, expect, it } from 'vitest';
import { processZoneForThisFile } from '@jazz/testing/per-file';
import { dayName, todayWord } from './format';

const NY = 'America/New_York';

// Sunday November 7, 2027: New York's clocks go back at 2 AM (EDT to EST). A show at 8 PM EST
// is 01:00 UTC on the 8th: the UTC day is the next one, the site's day is the 7th.
const show = { startDate: '2027-11-08T01:00:00.000Z' };

describe.each([
  ['as the process is', undefined],
  ['with TZ elsewhere', 'Asia/Tokyo'],
  ['with TZ behind the site', 'Pacific/Honolulu'],
])('"Tonight" on the home page (issue 46), %s', (_, zone) => {
  if (zone) processZoneForThisFile(zone);

  it('is the site day of the show, across the autumn DST change', () => {
    // 00:30 EDT on the 7th, before the change: the same site day
    expect(todayWord(show, Date.parse('2027-11-07T04:30:00.000Z'), NY)).toBe('Tonight');
    // 11:30 PM EST on the 7th (04:30 UTC on the 8th), after the show began
    expect(todayWord(show, Date.parse('2027-11-08T04:30:00.000Z'), NY)).toBe('Tonight');
    // 11:30 PM EDT on the 6th: the day before
    expect(todayWord(show, Date.parse('2027-11-07T03:30:00.000Z'), NY)).toBe('');
    // 00:30 EST on the 8th: the day after
    expect(todayWord(show, Date.parse('2027-11-08T05:30:00.000Z'), NY)).toBe('');
  });

  it('is "Today" for an afternoon or a time not announced, across the spring change', () => {
    // Sunday March 14, 2027: 2 AM EST becomes 3 AM EDT. A 3 PM EDT matinee is 19:00 UTC.
    const matinee = { startDate: '2027-03-14T19:00:00.000Z' };
    expect(todayWord(matinee, Date.parse('2027-03-14T05:00:00.000Z'), NY)).toBe('Today');
    expect(
      todayWord({ startDate: '2027-03-14T05:00:00.000Z', timeTBA: true }, Date.parse('2027-03-14T12:00:00Z'), NY),
    ).toBe('Today');
    // 11:30 PM EST on the 13th
    expect(todayWord(matinee, Date.parse('2027-03-14T04:30:00.000Z'), NY)).toBe('');
  });

  it('writes a day as "Saturday, June 5"', () => {
    expect(dayName('2027-06-05')).toBe('Saturday, June 5');
    expect(dayName('2027-11-07')).toBe('Sunday, November 7');
  });
});
