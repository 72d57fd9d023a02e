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
});
