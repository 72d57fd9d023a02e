import { describe, expect, it } from 'vitest';
import { dayBefore } from './rules';

// the rule holds whatever zone the process runs in (the site's zone is SITE_TIMEZONE)
describe('dayBefore (the default answer-by and the reminder day)', () => {
  const zone = 'America/New_York';
  it('keeps the wall time across the spring DST change', () => {
    // Monday 9 March 2026 00:30 EDT; the day before (8 March) had 23 hours
    expect(new Date(dayBefore(Date.parse('2026-03-09T04:30:00Z'), zone)).toISOString()).toBe(
      '2026-03-08T05:30:00.000Z',
    );
    // at 10:00 the day before: 8 March 10:00 EDT
    expect(new Date(dayBefore(Date.parse('2026-03-09T04:30:00Z'), zone, 10, 0)).toISOString()).toBe(
      '2026-03-08T14:00:00.000Z',
    );
  });
  it('keeps the wall time across the autumn DST change', () => {
    // Monday 2 November 2026 8 PM EST; 1 November 8 PM is EST too
    expect(new Date(dayBefore(Date.parse('2026-11-03T01:00:00Z'), zone)).toISOString()).toBe(
      '2026-11-02T01:00:00.000Z',
    );
    // Sunday 1 November 8 PM EST; the day before, 31 October 8 PM, is EDT
    expect(new Date(dayBefore(Date.parse('2026-11-02T01:00:00Z'), zone)).toISOString()).toBe(
      '2026-11-01T00:00:00.000Z',
    );
  });
  it('reads the day in the site zone, not the process zone', () => {
    const before = process.env.TZ;
    process.env.TZ = 'Asia/Tokyo';
    try {
      expect(new Date(dayBefore(Date.parse('2026-03-09T04:30:00Z'), zone, 10, 0)).toISOString()).toBe(
        '2026-03-08T14:00:00.000Z',
      );
    } finally {
      process.env.TZ = before;
    }
  });
});
