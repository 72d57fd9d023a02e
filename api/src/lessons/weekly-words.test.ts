import { describe, expect, it } from 'vitest';
import { zonedInstant } from '@jazz/contracts/time';
import { pastHorizon, takenWeeks } from './weekly-words';

const NY = 'America/New_York';
/** Tuesdays at 4 PM in New York from 3 March 2026: the clocks go forward on 8 March. */
const tuesdays = [3, 10, 17, 24].map((day) => zonedInstant(NY, 2026, 3, day, 16, 0));

describe('a weekly booking refused, in words', () => {
  it('names the weeks in the site zone across the DST change, and which would work', () => {
    expect(takenWeeks(tuesdays, [true, true, false, true], NY)).toBe(
      'Not free: Tuesday, March 17. These weeks would work: Tuesday, March 3; Tuesday, March 10 and Tuesday, March 24. Booking 2 weeks would work. Nothing was booked.',
    );
    expect(takenWeeks(tuesdays.slice(0, 2), [false, false], NY)).toBe(
      'Not free: Tuesday, March 3 and Tuesday, March 10. None of these weeks is free. Nothing was booked.',
    );
  });

  it('says how many weeks fit before the horizon, whatever the machine zone', () => {
    const before = process.env.TZ;
    process.env.TZ = 'Asia/Kolkata';
    try {
      // 9:30 PM in Kolkata is 11 AM in New York: the words are New York's
      expect(pastHorizon(tuesdays, tuesdays[1]!, 1, NY)).toBe(
        'Lessons can be booked up to 1 week ahead: the last week, Tuesday, March 24, is past that. 2 weeks would work (to Tuesday, March 10).',
      );
      // a Tuesday late in New York is Wednesday in Kolkata: still Tuesday in the words
      const late = [zonedInstant(NY, 2026, 3, 10, 23, 0), zonedInstant(NY, 2026, 3, 17, 23, 0)];
      expect(takenWeeks(late, [true, false], NY)).toContain('Not free: Tuesday, March 17.');
    } finally {
      process.env.TZ = before;
    }
  });
});
