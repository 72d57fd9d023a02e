import { describe, expect, it } from 'vitest';
import { periodOf } from './period';

const zone = 'America/New_York';

/** What a period reads as: the period asked for, and its instants. */
const PERIODS: [what: string, asked: { from: string; to: string }, from: string, to: string][] = [
  // clocks go forward at 02:00
  [
    '9 March 2025, a day of 23 hours',
    { from: '2025-03-09', to: '2025-03-09' },
    '2025-03-09T05:00:00.000Z',
    '2025-03-10T04:00:00.000Z',
  ],
  // clocks go back
  [
    '2 November 2025, a day of 25 hours',
    { from: '2025-11-02', to: '2025-11-02' },
    '2025-11-02T04:00:00.000Z',
    '2025-11-03T05:00:00.000Z',
  ],
  [
    'an instant as it is, to a whole day',
    { from: '2025-06-01T12:00:00+02:00', to: '2025-06-02' },
    '2025-06-01T10:00:00.000Z',
    '2025-06-03T04:00:00.000Z',
  ],
];

describe.each([
  ['the machine in its own zone', undefined],
  ['the machine in another zone', 'Pacific/Auckland'],
])('a report period, %s', (_, machineZone) => {
  it.each(PERIODS)('reads %s in the site zone', (_what, asked, from, to) => {
    const before = process.env.TZ;
    if (machineZone) process.env.TZ = machineZone;
    try {
      expect(periodOf(asked, zone)).toEqual({ from, to });
    } finally {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
  });
});

describe('a report period', () => {
  it('refuses a day that does not exist, a period that ends before it starts, and a missing end', () => {
    expect(() => periodOf({ from: '2025-02-29', to: '2025-03-01' }, zone)).toThrow();
    expect(() => periodOf({ from: '2025-03-02', to: '2025-03-01' }, zone)).toThrow();
    expect(() => periodOf({ from: '2025-03-02' }, zone)).toThrow();
  });
});
