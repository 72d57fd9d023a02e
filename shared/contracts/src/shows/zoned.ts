import { Temporal } from 'temporal-polyfill';
import type { WallClock } from './time-zone';

/**
 * Zone arithmetic of the server and the admin (`@jazz/contracts/zoned`): a wall time in a zone
 * (SITE_TIMEZONE, a file's zone) to an instant and back, on Temporal (the polyfill until the
 * engines ship it), so daylight-saving changes are the zone database's, not ours.
 *
 * The public pages do not load this module: the polyfill would outweigh their whole script
 * (docs/islands.md, the budgets). The show rules they run (rules.ts, format.ts...) use the
 * Intl-only twin in time-zone.ts; zoned.test.ts holds the two to the same answers across
 * daylight-saving changes.
 */

/**
 * The instant (ms) at which the zone's clocks show the given wall time. A wall time skipped by
 * a daylight-saving jump moves forward by the gap (2:30 becomes 3:30); a repeated one is the
 * earlier of the two (Temporal's "compatible" disambiguation).
 */
export function zonedInstant(timeZone: string, year: number, month: number, day: number, hour = 0, minute = 0): number {
  return Temporal.PlainDateTime.from({ year, month, day, hour, minute }).toZonedDateTime(timeZone, {
    disambiguation: 'compatible',
  }).epochMilliseconds;
}

/**
 * The first instant (ms) of a calendar day (YYYY-MM-DD) in the zone, `plusDays` days later:
 * midnight, or the first moment after it where the zone skips midnight. `dayStart(zone, day, 1)`
 * is the end of `day` (the first moment after it).
 */
export function dayStart(timeZone: string, day: string, plusDays = 0): number {
  return Temporal.PlainDate.from(day).add({ days: plusDays }).toZonedDateTime(timeZone).epochMilliseconds;
}

/** The wall clock of an instant in the zone. */
export function wallClock(instant: Date | number, timeZone: string): WallClock {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  const zoned = Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(timeZone);
  return {
    year: zoned.year,
    month: zoned.month,
    day: zoned.day,
    hour: zoned.hour,
    minute: zoned.minute,
    second: zoned.second,
    // Temporal counts Monday 1 to Sunday 7; WallClock, as Date, Sunday 0
    weekday: zoned.dayOfWeek % 7,
  };
}
