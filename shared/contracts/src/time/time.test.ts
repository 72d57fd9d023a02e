import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  cutoffOf,
  dateStamp,
  daysLater,
  dayCount,
  dayOf,
  dayStart,
  eachDay,
  formatDay,
  isoWithOffset,
  isRealDay,
  localStamp,
  mondayOf,
  monthsLater,
  timeOfDay,
  upcomingFrom,
  utcStamp,
  wallClock,
  weekdayOf,
  yearOf,
  yearStart,
  zonedInstant,
} from '.';

// Every rule of time/ read in SITE_TIMEZONE (America/New_York) on both sides of its 2026 changes:
// 8 March (2:00 EST becomes 3:00 EDT) and 1 November (2:00 EDT becomes 1:00 EST).
const NY = 'America/New_York';
const iso = (ms: number) => new Date(ms).toISOString();

function rulesAcrossChanges() {
  it.each([
    // instant, its day, its wall time
    ['2026-03-08T04:59:59.000Z', '2026-03-07', '23:59'],
    ['2026-03-08T06:59:00.000Z', '2026-03-08', '01:59'],
    ['2026-03-08T07:00:00.000Z', '2026-03-08', '03:00'],
    ['2026-03-09T03:59:00.000Z', '2026-03-08', '23:59'],
    ['2026-03-09T04:00:00.000Z', '2026-03-09', '00:00'],
    ['2026-11-01T03:59:00.000Z', '2026-10-31', '23:59'],
    ['2026-11-01T05:30:00.000Z', '2026-11-01', '01:30'],
    ['2026-11-01T06:30:00.000Z', '2026-11-01', '01:30'],
    ['2026-11-02T04:59:00.000Z', '2026-11-01', '23:59'],
    ['2026-11-02T05:00:00.000Z', '2026-11-02', '00:00'],
  ])('%s is on %s at %s in New York', (instant, day, time) => {
    expect(dayOf(instant, NY)).toBe(day);
    expect(timeOfDay(instant, NY)).toBe(time);
    expect(dayOf(Date.parse(instant), NY)).toBe(day);
  });

  it.each([
    // wall time, its instant: skipped moves forward by the gap, repeated is the earlier
    [[2026, 3, 8, 1, 30], '2026-03-08T06:30:00.000Z'],
    [[2026, 3, 8, 2, 30], '2026-03-08T07:30:00.000Z'],
    [[2026, 3, 8, 3, 30], '2026-03-08T07:30:00.000Z'],
    [[2026, 11, 1, 0, 30], '2026-11-01T04:30:00.000Z'],
    [[2026, 11, 1, 1, 30], '2026-11-01T05:30:00.000Z'],
    [[2026, 11, 1, 2, 30], '2026-11-01T07:30:00.000Z'],
  ] as const)('the wall time %j is %s', ([y, m, d, h, mi], instant) => {
    expect(iso(zonedInstant(NY, y, m, d, h, mi))).toBe(instant);
  });

  it.each([
    // a day, its start, the start of the next: 23 hours in March, 25 in November
    ['2026-03-08', '2026-03-08T05:00:00.000Z', 23],
    ['2026-03-09', '2026-03-09T04:00:00.000Z', 24],
    ['2026-11-01', '2026-11-01T04:00:00.000Z', 25],
    ['2026-11-02', '2026-11-02T05:00:00.000Z', 24],
  ])('%s starts at %s and lasts %i hours', (day, start, hours) => {
    expect(iso(dayStart(NY, day))).toBe(start);
    expect(dayStart(NY, day, 1) - dayStart(NY, day)).toBe(hours * 3600_000);
    expect(dayStart(NY, addDays(day, -1), 1)).toBe(dayStart(NY, day));
  });

  it.each([
    // a show's start, its cutoff: 04:00 New York time the day after its start day
    ['2026-03-08T01:00:00.000Z', '2026-03-08T08:00:00.000Z'],
    ['2026-03-08T23:00:00.000Z', '2026-03-09T08:00:00.000Z'],
    ['2026-11-01T00:00:00.000Z', '2026-11-01T09:00:00.000Z'],
    ['2026-11-01T23:00:00.000Z', '2026-11-02T09:00:00.000Z'],
    ['2026-12-31T23:30:00.000Z', '2027-01-01T09:00:00.000Z'],
  ])('a show starting %s is past at %s', (start, cutoff) => {
    expect(iso(cutoffOf(start, NY))).toBe(cutoff);
  });

  it.each([
    // now, the earliest start of an upcoming show
    ['2026-03-08T07:59:00.000Z', '2026-03-07T05:00:00.000Z'],
    ['2026-03-08T08:00:00.000Z', '2026-03-08T05:00:00.000Z'],
    ['2026-11-01T08:59:00.000Z', '2026-10-31T04:00:00.000Z'],
    ['2026-11-01T09:00:00.000Z', '2026-11-01T04:00:00.000Z'],
  ])('at %s upcoming shows start from %s', (now, from) => {
    expect(iso(upcomingFrom(Date.parse(now), NY))).toBe(from);
  });

  it('reads years and writes stamps in New York time', () => {
    expect(iso(yearStart(2027, NY))).toBe('2027-01-01T05:00:00.000Z');
    expect(yearOf('2027-01-01T04:59:59.000Z', NY)).toBe(2026);
    expect(yearOf(Date.parse('2027-01-01T05:00:00.000Z'), NY)).toBe(2027);
    expect(utcStamp('2026-03-08T07:30:00.000Z')).toBe('20260308T073000Z');
    expect(localStamp('2026-03-08T06:59:00.000Z', NY)).toBe('20260308T015900');
    expect(localStamp('2026-03-08T07:00:00.000Z', NY)).toBe('20260308T030000');
    expect(localStamp('2026-11-01T06:30:00.000Z', NY)).toBe('20261101T013000');
    expect(dateStamp('2026-11-02T04:59:00.000Z', NY)).toBe('20261101');
    expect(isoWithOffset('2026-03-08T06:59:00.000Z', NY)).toBe('2026-03-08T01:59:00-05:00');
    expect(isoWithOffset('2026-03-08T07:00:00.000Z', NY)).toBe('2026-03-08T03:00:00-04:00');
    expect(isoWithOffset('2026-11-01T05:30:00.000Z', NY)).toBe('2026-11-01T01:30:00-04:00');
    expect(isoWithOffset('2026-11-01T06:30:00.000Z', NY)).toBe('2026-11-01T01:30:00-05:00');
    expect(isoWithOffset('not a date', NY)).toBe('not a date');
    expect(wallClock('2026-11-01T06:30:00.000Z', NY)).toEqual({
      year: 2026,
      month: 11,
      day: 1,
      hour: 1,
      minute: 30,
      second: 0,
      weekday: 0,
    });
    expect(() => wallClock('not a date', NY)).toThrow(RangeError);
  });

  it.each([
    // an instant, moved by whole days or months at the same wall time
    ['2026-03-03T21:00:00.000Z', 7, 0, '2026-03-10T20:00:00.000Z'],
    ['2026-10-27T20:00:00.000Z', 7, 0, '2026-11-03T21:00:00.000Z'],
    ['2026-03-07T07:30:00.000Z', 1, 0, '2026-03-08T07:30:00.000Z'],
    ['2026-01-31T17:00:00.000Z', 0, 1, '2026-02-28T17:00:00.000Z'],
    ['2026-02-08T17:00:00.000Z', 0, 1, '2026-03-08T16:00:00.000Z'],
    ['2026-10-01T16:00:00.000Z', 0, 1, '2026-11-01T17:00:00.000Z'],
    ['2026-11-01T05:30:00.000Z', 0, 12, '2027-11-01T05:30:00.000Z'],
  ] as const)('%s plus %i days and %i months is %s', (instant, days, months, later) => {
    const moved = months ? monthsLater(instant, months, NY) : daysLater(instant, days, NY);
    expect(iso(moved)).toBe(later);
  });

  it.each([
    // day, moved by, the day
    ['2026-03-07', 1, '2026-03-08'],
    ['2026-03-08', 1, '2026-03-09'],
    ['2026-10-31', 2, '2026-11-02'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-03-01', -1, '2026-02-28'],
  ] as const)('%s moved by %i is %s', (day, by, moved) => {
    expect(addDays(day, by)).toBe(moved);
  });

  it('counts, lists and names calendar days whatever the zone', () => {
    expect(dayCount('2026-03-07', '2026-03-09')).toBe(3);
    expect(dayCount('2026-10-31', '2026-11-02')).toBe(3);
    expect(dayCount('2026-11-02', '2026-11-01')).toBe(0);
    expect(eachDay('2026-10-31', '2026-11-02')).toEqual(['2026-10-31', '2026-11-01', '2026-11-02']);
    expect(weekdayOf('2026-03-08')).toBe(0);
    expect(mondayOf('2026-03-08')).toBe('2026-03-02');
    expect(mondayOf('2026-11-02')).toBe('2026-11-02');
    expect(formatDay('2026-11-01', { weekday: 'short', month: 'short', day: 'numeric' })).toBe('Sun, Nov 1');
    expect(isRealDay('2026-02-29')).toBe(false);
    expect(isRealDay('2028-02-29')).toBe(true);
    expect(isRealDay('2026-3-8')).toBe(false);
  });
}

describe('time/ in New York across the 2026 daylight-saving changes', rulesAcrossChanges);

describe('time/ with the computer in Tokyo (only the zone named counts)', () => {
  const saved = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'Asia/Tokyo';
  });
  afterAll(() => {
    if (saved === undefined) delete process.env.TZ;
    else process.env.TZ = saved;
  });
  it('runs in Tokyo', () => expect(new Date(2026, 0, 1).getTimezoneOffset()).toBe(-540));
  rulesAcrossChanges();
});

describe('time/ with the computer in Auckland (its changes on other days)', () => {
  const saved = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'Pacific/Auckland';
  });
  afterAll(() => {
    if (saved === undefined) delete process.env.TZ;
    else process.env.TZ = saved;
  });
  it('runs in Auckland', () => expect(new Date(2026, 0, 1).getTimezoneOffset()).toBe(-780));
  rulesAcrossChanges();
});
