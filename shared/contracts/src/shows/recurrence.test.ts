// the process's own zone must not matter: dates are computed in the site's zone
process.env.TZ = 'Pacific/Auckland';
import { describe, expect, it } from 'vitest';
import { seriesOccurrences } from './recurrence';

const rule = {
  repeat: { freq: 'weekly' as const, byDay: ['TH' as const] },
  startTime: '19:00',
  endTime: '01:00',
  from: '2026-10-22',
  until: '2026-11-05',
  count: null,
};

describe('seriesOccurrences', () => {
  it('keeps the local hour across the end of DST in New York, whatever the process zone', () => {
    expect(new Date('2026-01-01T00:00:00Z').getTimezoneOffset()).not.toBe(0);
    expect(seriesOccurrences(rule, 'America/New_York')).toEqual([
      { date: '2026-10-22', start: '2026-10-22T23:00:00.000Z', end: '2026-10-23T05:00:00.000Z' },
      { date: '2026-10-29', start: '2026-10-29T23:00:00.000Z', end: '2026-10-30T05:00:00.000Z' },
      { date: '2026-11-05', start: '2026-11-06T00:00:00.000Z', end: '2026-11-06T06:00:00.000Z' },
    ]);
  });

  it('keeps the local hour across the start of DST in spring', () => {
    const spring = { ...rule, endTime: '', from: '2027-03-04', until: '2027-03-18' };
    expect(seriesOccurrences(spring, 'America/New_York').map((d) => d.start)).toEqual([
      '2027-03-05T00:00:00.000Z',
      '2027-03-12T00:00:00.000Z',
      '2027-03-18T23:00:00.000Z',
    ]);
  });

  it('cuts a rule with no end at the horizon, and gives every other week', () => {
    const open = { ...rule, repeat: { ...rule.repeat, interval: 2 }, until: '', endTime: '' };
    expect(seriesOccurrences(open, 'America/New_York', '2026-11-30T00:00:00.000Z').map((d) => d.date)).toEqual([
      '2026-10-22',
      '2026-11-05',
      '2026-11-19',
    ]);
  });
});
