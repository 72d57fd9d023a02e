import { describe, expect, it } from 'vitest';
import { dayLabel, timeIn } from './days';

describe('lesson days', () => {
  it('name a day and a time of the site zone, on both sides of a DST change', () => {
    expect(dayLabel('2026-03-10')).toBe('Tue, Mar 10');
    expect(dayLabel('2026-11-01')).toBe('Sun, Nov 1');
    expect(timeIn('2026-03-10T18:00:00Z', 'America/New_York')).toBe('2:00 PM');
    expect(timeIn('2026-03-07T18:00:00Z', 'America/New_York', true)).toBe('1:00 PM EST');
    expect(timeIn('2026-03-08T18:00:00Z', 'America/New_York', true)).toBe('2:00 PM EDT');
  });

  it('keeps one formatter per zone and form: each call still answers in its own zone and form', () => {
    // the same instant asked in turn with and without the zone's name and in two zones (the
    // kept formatters must not answer for one another), across Berlin's DST change too
    const instant = '2026-03-28T15:00:00Z';
    expect(timeIn(instant, 'America/New_York', true)).toBe('11:00 AM EDT');
    expect(timeIn(instant, 'America/New_York')).toBe('11:00 AM');
    expect(timeIn(instant, 'Europe/Berlin', true)).toBe('4:00 PM GMT+1');
    expect(timeIn('2026-03-29T15:00:00Z', 'Europe/Berlin', true)).toBe('5:00 PM GMT+2');
    expect(timeIn(instant, 'Europe/Berlin')).toBe('4:00 PM');
    expect(timeIn(instant, 'America/New_York', true)).toBe('11:00 AM EDT');
  });
});
