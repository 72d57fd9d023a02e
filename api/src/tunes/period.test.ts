import { describe, expect, it } from 'vitest';
import { periodOf } from './period';

const zone = 'America/New_York';

describe('a report period', () => {
  it('reads days as whole days of the site zone, across the spring DST change', () => {
    // 9 March 2025: clocks go forward at 02:00, the day is 23 hours long
    expect(periodOf({ from: '2025-03-09', to: '2025-03-09' }, zone)).toEqual({
      from: '2025-03-09T05:00:00.000Z',
      to: '2025-03-10T04:00:00.000Z',
    });
    // 2 November 2025: clocks go back, the day is 25 hours long
    expect(periodOf({ from: '2025-11-02', to: '2025-11-02' }, zone)).toEqual({
      from: '2025-11-02T04:00:00.000Z',
      to: '2025-11-03T05:00:00.000Z',
    });
  });

  it('takes instants as they are, and is the same with the machine in another zone', () => {
    const before = process.env.TZ;
    process.env.TZ = 'Pacific/Auckland';
    try {
      expect(periodOf({ from: '2025-03-09', to: '2025-03-09' }, zone)).toEqual({
        from: '2025-03-09T05:00:00.000Z',
        to: '2025-03-10T04:00:00.000Z',
      });
      expect(periodOf({ from: '2025-06-01T12:00:00+02:00', to: '2025-06-02' }, zone)).toEqual({
        from: '2025-06-01T10:00:00.000Z',
        to: '2025-06-03T04:00:00.000Z',
      });
    } finally {
      process.env.TZ = before;
    }
  });

  it('refuses a day that does not exist, a period that ends before it starts, and a missing end', () => {
    expect(() => periodOf({ from: '2025-02-29', to: '2025-03-01' }, zone)).toThrow();
    expect(() => periodOf({ from: '2025-03-02', to: '2025-03-01' }, zone)).toThrow();
    expect(() => periodOf({ from: '2025-03-02' }, zone)).toThrow();
  });
});
