import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { showDateText, showEntry, showTimeText } from './format';
import { isUpcoming } from './rules';
import { lastShowDay, showCutoff, stillOnFrom, upcomingFrom } from '../time';
import { testEvent } from '@jazz/testing/event';

const NY = 'America/New_York';

// A festival across the spring DST change (Sunday March 14, 2027, 2 AM in New York):
// Friday March 12, 7 PM EST (00:00 UTC) to Sunday March 14, 11:59 PM EDT (03:59 UTC on the 15th).
const festival = { startDate: '2027-03-13T00:00:00.000Z', endDate: '2027-03-15T03:59:00.000Z', timeText: '' };

describe('a show of several days (issue 46, major 4)', () => {
  const saved = process.env.TZ;
  // the process runs elsewhere: every day and hour is the site's
  beforeAll(() => void (process.env.TZ = 'Asia/Kolkata'));
  afterAll(() => {
    if (saved === undefined) delete process.env.TZ;
    else process.env.TZ = saved;
  });

  it('reads as its days and its start time, never with an end of 11:59 PM', () => {
    expect(showDateText(festival, NY)).toBe('Friday, March 12 – Sunday, March 14, 2027');
    expect(showTimeText(festival, NY)).toBe('7 PM');
    const entry = showEntry(testEvent('f1', festival.startDate, { endDate: festival.endDate, venue: 'Stowe' }), NY);
    expect(`${entry.date}, ${entry.time}`).toBe('Friday, March 12 – Sunday, March 14, 2027, 7 PM');
    // the owner's own time text still wins
    expect(showTimeText({ ...festival, timeText: 'Gates at 6' }, NY)).toBe('Gates at 6');
  });

  it('names both years when it runs into the next', () => {
    const newYear = { startDate: '2027-12-31T00:00:00.000Z', endDate: '2028-01-02T04:00:00.000Z' };
    expect(showDateText(newYear, NY)).toBe('Thursday, December 30, 2027 – Saturday, January 1, 2028');
  });

  it('keeps an evening that ends after midnight (before 4 AM) one evening', () => {
    const late = { startDate: '2027-06-05T01:00:00.000Z', endDate: '2027-06-05T05:30:00.000Z', timeText: '' };
    expect(lastShowDay(late, NY)).toBeUndefined();
    expect(showDateText(late, NY)).toBe('Friday, June 4, 2027');
    expect(showTimeText(late, NY)).toBe('9 PM to 1:30 AM');
  });

  it('stays upcoming until 4 AM after its last day, across the DST change', () => {
    const at = (iso: string) => Date.parse(iso);
    // Sunday 11 PM EDT: the last day is on
    expect(isUpcoming(festival, at('2027-03-15T03:00:00.000Z'), NY)).toBe(true);
    // Saturday noon: started yesterday, still on
    expect(isUpcoming(festival, at('2027-03-13T17:00:00.000Z'), NY)).toBe(true);
    // Monday 4 AM EDT (08:00 UTC) it is past
    expect(showCutoff(festival, NY)).toBe(at('2027-03-15T08:00:00.000Z'));
    expect(isUpcoming(festival, at('2027-03-15T07:59:00.000Z'), NY)).toBe(true);
    expect(isUpcoming(festival, at('2027-03-15T08:00:00.000Z'), NY)).toBe(false);
    // a show of one day keeps its start day's cutoff: Saturday 4 AM EST (09:00 UTC)
    expect(showCutoff({ startDate: festival.startDate }, NY)).toBe(at('2027-03-13T09:00:00.000Z'));
  });

  it('is what the indexed ranges read: started before the first upcoming day, ending at or after its 4 AM', () => {
    const now = Date.parse('2027-03-14T18:00:00.000Z'); // Sunday 2 PM EDT
    expect(new Date(upcomingFrom(now, NY)).toISOString()).toBe('2027-03-14T05:00:00.000Z');
    // 4 AM EDT on the day the clocks changed
    expect(new Date(stillOnFrom(now, NY)).toISOString()).toBe('2027-03-14T08:00:00.000Z');
    expect(festival.endDate >= new Date(stillOnFrom(now, NY)).toISOString()).toBe(isUpcoming(festival, now, NY));
  });
});
