import { afterEach, describe, expect, it } from 'vitest';
import * as intl from './time-zone';
import { dayStart, wallClock, zonedInstant } from './zoned';

const NY = 'America/New_York';
const iso = (ms: number) => new Date(ms).toISOString();

// Zones whose changes are unusual: half an hour (Lord Howe), at midnight (Santiago: some days
// have no midnight), none at all (Kolkata, +05:30), south of the equator (Auckland).
const ZONES = [NY, 'Europe/London', 'Australia/Lord_Howe', 'America/Santiago', 'Asia/Kolkata', 'Pacific/Auckland'];

/** Every quarter hour of the days of 2026 and 2027 on which one of the zones changes its clocks. */
function changeDays(zone: string): [number, number, number][] {
  const days: [number, number, number][] = [];
  for (let ms = Date.UTC(2026, 0, 1); ms < Date.UTC(2028, 0, 1); ms += 86_400_000) {
    const d = new Date(ms);
    const at = (h: number) => intl.zonedInstant(zone, d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), h);
    if (at(23) - at(0) !== 23 * 3_600_000) days.push([d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()]);
  }
  return days;
}

describe('zone arithmetic on Temporal (server and admin)', () => {
  const savedTz = process.env.TZ;
  afterEach(() => {
    if (savedTz === undefined) delete process.env.TZ;
    else process.env.TZ = savedTz;
  });

  it('turns a wall time in New York into its instant across both daylight-saving changes', () => {
    // 14 March 2027: 2:00 EST becomes 3:00 EDT, so 2:30 does not exist and moves forward by the gap
    expect(iso(zonedInstant(NY, 2027, 3, 14, 1, 45))).toBe('2027-03-14T06:45:00.000Z');
    expect(iso(zonedInstant(NY, 2027, 3, 14, 2, 30))).toBe('2027-03-14T07:30:00.000Z');
    expect(iso(zonedInstant(NY, 2027, 3, 14, 20, 0))).toBe('2027-03-15T00:00:00.000Z');
    // 7 November 2027: 2:00 EDT becomes 1:00 EST, so 1:30 happens twice: the earlier one
    expect(iso(zonedInstant(NY, 2027, 11, 7, 1, 30))).toBe('2027-11-07T05:30:00.000Z');
    expect(iso(zonedInstant(NY, 2027, 11, 7, 20, 0))).toBe('2027-11-08T01:00:00.000Z');
  });

  it('reads the wall clock of an instant in New York on both sides of a change', () => {
    expect(wallClock(new Date('2027-11-07T05:30:00.000Z'), NY)).toEqual({
      year: 2027,
      month: 11,
      day: 7,
      hour: 1,
      minute: 30,
      second: 0,
      weekday: 0,
    });
    expect(wallClock(Date.parse('2027-11-07T06:30:00.000Z'), NY)).toMatchObject({ hour: 1, minute: 30 });
    expect(wallClock(Date.parse('2027-03-14T07:00:00.000Z'), NY)).toMatchObject({ day: 14, hour: 3, weekday: 0 });
  });

  it('starts a day at midnight, whatever its length: 23 hours in March, 25 in November', () => {
    expect(dayStart(NY, '2027-03-14', 1) - dayStart(NY, '2027-03-14')).toBe(23 * 3_600_000);
    expect(dayStart(NY, '2027-11-07', 1) - dayStart(NY, '2027-11-07')).toBe(25 * 3_600_000);
    expect(iso(dayStart(NY, '2027-11-07', 1))).toBe('2027-11-08T05:00:00.000Z');
    // Santiago skips midnight on 5 September 2027: the day starts at 1:00
    expect(iso(dayStart('America/Santiago', '2027-09-05'))).toBe('2027-09-05T04:00:00.000Z');
  });

  it('answers the same with the computer in Tokyo (only the zone named counts)', () => {
    process.env.TZ = 'Asia/Tokyo';
    expect(new Date(2027, 0, 1).getTimezoneOffset()).toBe(-540);
    expect(iso(zonedInstant(NY, 2027, 3, 14, 2, 30))).toBe('2027-03-14T07:30:00.000Z');
    expect(iso(zonedInstant(NY, 2027, 11, 7, 1, 30))).toBe('2027-11-07T05:30:00.000Z');
    expect(wallClock(Date.parse('2027-11-07T06:30:00.000Z'), NY)).toMatchObject({ day: 7, hour: 1 });
    expect(iso(dayStart(NY, '2027-03-14'))).toBe('2027-03-14T05:00:00.000Z');
  });

  it.each(ZONES)('agrees with the public pages’ Intl-only twin on every change day in %s', (zone) => {
    const days = changeDays(zone);
    if (zone !== 'Asia/Kolkata') expect(days.length).toBeGreaterThan(0);
    for (const [year, month, day] of days)
      for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
        const [hour, minute] = [Math.floor(minutes / 60), minutes % 60];
        const ms = zonedInstant(zone, year, month, day, hour, minute);
        expect(iso(ms), `${zone} ${year}-${month}-${day} ${hour}:${minute}`).toBe(
          iso(intl.zonedInstant(zone, year, month, day, hour, minute)),
        );
        expect(wallClock(ms, zone)).toEqual(intl.wallClock(new Date(ms), zone));
      }
  });
});
