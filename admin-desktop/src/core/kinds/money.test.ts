import { describe, expect, it } from 'vitest';
import { AHEAD_DAYS, RECENT_DAYS, keepsMoney } from './money';

const NY = 'America/New_York';
const kept = (startDate: string, now: string) => keepsMoney({ startDate }, Date.parse(now), NY);

/** Which shows' money the desktop keeps at sign-in, by site days, across New York's changes of 2026. */
function keptAcrossChanges() {
  // noon on 8 March, the day the clocks spring forward: 90 days back is 8 December 2025, whose
  // midnight is 05:00 UTC (EST)
  const spring = '2026-03-08T16:00:00Z';
  expect(kept('2025-12-08T05:00:00Z', spring)).toBe(true);
  expect(kept('2025-12-08T04:59:00Z', spring)).toBe(false);
  // a year ahead: 9 March 2027 is kept to its last minute (EST until 14 March 2027)
  expect(kept('2027-03-10T04:59:00Z', spring)).toBe(true);
  expect(kept('2027-03-10T05:00:00Z', spring)).toBe(false);

  // 23:30 EST on 1 November, the night the clocks fall back (04:30 UTC on the 2nd): the site's
  // day is still the first, so 90 days back is 3 August (EDT: its midnight is 04:00 UTC)
  const fall = '2026-11-02T04:30:00Z';
  expect(kept('2026-08-03T04:00:00Z', fall)).toBe(true);
  expect(kept('2026-08-03T03:59:00Z', fall)).toBe(false);
  // 01:30 EST, just after the change
  expect(kept('2026-08-03T04:00:00Z', '2026-11-01T06:30:00Z')).toBe(true);

  expect(kept('not a date', spring)).toBe(false);
}

describe('the money kept offline: recent and upcoming shows', () => {
  it('keeps 90 days back and a year ahead', () => {
    expect([RECENT_DAYS, AHEAD_DAYS]).toEqual([90, 366]);
  });

  it('counts site days across both daylight-saving changes', keptAcrossChanges);

  it('counts the same with the computer in Tokyo (only the site’s zone counts)', () => {
    const saved = process.env.TZ;
    process.env.TZ = 'Asia/Tokyo';
    try {
      expect(new Date(2026, 0, 1).getTimezoneOffset()).toBe(-540);
      keptAcrossChanges();
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });
});
