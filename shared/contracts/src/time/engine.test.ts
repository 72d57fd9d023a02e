import { afterEach, describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { dayStart } from './days';
import { daysLater, monthsLater } from './later';
import { exactInstant, wallClock, zonedInstant } from './engine';

const NY = 'America/New_York';
const iso = (ms: number) => new Date(ms).toISOString();

// The oracle: Temporal (the zone database through the polyfill), which the public pages can not
// carry. The Intl engine must give its answers on every quarter hour of every change day.
const temporal = {
  zonedInstant: (zone: string, year: number, month: number, day: number, hour: number, minute: number) =>
    Temporal.PlainDateTime.from({ year, month, day, hour, minute }).toZonedDateTime(zone, {
      disambiguation: 'compatible',
    }).epochMilliseconds,
  exactInstant: (zone: string, year: number, month: number, day: number, hour: number, minute: number) => {
    try {
      return Temporal.PlainDateTime.from({ year, month, day, hour, minute }).toZonedDateTime(zone, {
        disambiguation: 'reject',
      }).epochMilliseconds;
    } catch {
      return undefined;
    }
  },
  wallClock: (ms: number, zone: string) => {
    const z = Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(zone);
    const [year, month, day, hour, minute, second] = [z.year, z.month, z.day, z.hour, z.minute, z.second];
    return { year, month, day, hour, minute, second, weekday: z.dayOfWeek % 7 };
  },
  dayStart: (zone: string, day: string) => Temporal.PlainDate.from(day).toZonedDateTime(zone).epochMilliseconds,
};

// Zones whose changes are unusual: half an hour (Lord Howe), at midnight (Santiago: some days
// have no midnight), none at all (Kolkata, +05:30), south of the equator (Auckland).
const ZONES = [NY, 'Europe/London', 'Australia/Lord_Howe', 'America/Santiago', 'Asia/Kolkata', 'Pacific/Auckland'];

/** Every quarter hour of the days of 2026 and 2027 on which one of the zones changes its clocks. */
function changeDays(zone: string): [number, number, number][] {
  const days: [number, number, number][] = [];
  for (let ms = Date.UTC(2026, 0, 1); ms < Date.UTC(2028, 0, 1); ms += 86_400_000) {
    const d = new Date(ms);
    const at = (h: number) =>
      temporal.zonedInstant(zone, d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), h, 0);
    if (at(23) - at(0) !== 23 * 3_600_000) days.push([d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()]);
  }
  return days;
}

describe('the Intl engine of time/ (site, server and admin)', () => {
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

  it('gives no exact instant for a skipped or repeated wall time (lesson slots)', () => {
    expect(exactInstant(NY, 2026, 3, 8, 2, 30)).toBeUndefined();
    expect(exactInstant(NY, 2026, 11, 1, 1, 30)).toBeUndefined();
    expect(iso(exactInstant(NY, 2026, 11, 1, 2, 0)!)).toBe('2026-11-01T07:00:00.000Z');
    expect(iso(exactInstant(NY, 2026, 3, 8, 3, 0)!)).toBe('2026-03-08T07:00:00.000Z');
  });

  it.each(ZONES)('moves an instant by days and months at its wall time as Temporal does, in %s', (zone) => {
    for (
      let ms = Date.parse('2026-01-01T00:00:00Z');
      ms < Date.parse('2028-01-01T00:00:00Z');
      ms += 7 * 3600_000 + 61_001
    ) {
      const zoned = Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(zone);
      expect(iso(daysLater(ms, 7, zone)), `${zone} ${iso(ms)}`).toBe(iso(zoned.add({ days: 7 }).epochMilliseconds));
      expect(iso(monthsLater(ms, 1, zone)), `${zone} ${iso(ms)}`).toBe(iso(zoned.add({ months: 1 }).epochMilliseconds));
    }
  });

  it.each(ZONES)('agrees with Temporal on every quarter hour of every change day in %s', (zone) => {
    const days = changeDays(zone);
    if (zone !== 'Asia/Kolkata') expect(days.length).toBeGreaterThan(0);
    for (const [year, month, day] of days) {
      const text = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
      expect(iso(dayStart(zone, text)), `${zone} ${text}`).toBe(iso(temporal.dayStart(zone, text)));
      for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
        const [hour, minute] = [Math.floor(minutes / 60), minutes % 60];
        const ms = temporal.zonedInstant(zone, year, month, day, hour, minute);
        expect(iso(zonedInstant(zone, year, month, day, hour, minute)), `${zone} ${text} ${hour}:${minute}`).toBe(
          iso(ms),
        );
        expect(exactInstant(zone, year, month, day, hour, minute), `${zone} ${text} ${hour}:${minute}`).toBe(
          temporal.exactInstant(zone, year, month, day, hour, minute),
        );
        expect(wallClock(ms, zone)).toEqual(temporal.wallClock(ms, zone));
        // and an instant inside each quarter hour (the week's kept offset must not blur the change)
        expect(wallClock(ms + 7 * 60_000 + 30_000, zone)).toEqual(temporal.wallClock(ms + 7 * 60_000 + 30_000, zone));
      }
    }
  });
});
