import { describe, expect, it } from 'vitest';
import { addDays, dayIn, dayLabel, mondayOf, timeIn } from './days';

describe('lesson days', () => {
  it('are days of the site zone, moved across month, year and DST changes', () => {
    // 1 AM UTC on 9 March is still 8 March in New York
    expect(dayIn('2026-03-09T01:00:00Z', 'America/New_York')).toBe('2026-03-08');
    expect(addDays('2026-03-07', 2)).toBe('2026-03-09');
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(mondayOf('2026-03-08')).toBe('2026-03-02');
    expect(mondayOf('2026-03-09')).toBe('2026-03-09');
    expect(dayLabel('2026-03-10')).toBe('Tue, Mar 10');
    expect(timeIn('2026-03-10T18:00:00Z', 'America/New_York')).toBe('2:00 PM');
  });
});
