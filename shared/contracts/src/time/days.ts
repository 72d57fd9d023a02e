import { type Instant, offsetAt, msOf, utcOf, zonedInstant } from './engine';

/**
 * Calendar days: YYYY-MM-DD, the day of an instant in a zone (SITE_TIMEZONE for every rule of
 * the site), moved by calendar arithmetic (no zone involved once the day is known).
 */
export type Day = string;

const pad = (n: number) => String(n).padStart(2, '0');
const DAY_MS = 86_400_000;

/** The year, month and day of a `YYYY-MM-DD` day, as numbers (NaN for a missing part). */
export function dayParts(day: Day): [number, number, number] {
  const [year = NaN, month = NaN, date = NaN] = day.split('-').map(Number);
  return [year, month, date];
}

/** A calendar day as YYYY-MM-DD; a day past the month's end rolls over (Jan 32 is Feb 1). */
export function dayText(year: number, month: number, day: number): Day {
  const date = new Date(utcOf(year, month, day));
  return `${String(date.getUTCFullYear()).padStart(4, '0')}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** Whether a text is a real day written YYYY-MM-DD ("2027-02-30" is not). */
export const isRealDay = (text: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(text) && addDays(text, 0) === text;

/** The day an instant falls on in the zone. */
export function dayOf(instant: Instant, timeZone: string): Day {
  const ms = msOf(instant);
  return new Date(ms + offsetAt(ms, timeZone)).toISOString().slice(0, 10);
}

/** A calendar day moved by whole days (negative: back). */
export const addDays = (day: Day, days: number): Day => {
  const [y, m, d] = dayParts(day);
  return dayText(y, m, d + days);
};

/** Calendar days from `from` to `to`, both included (0 when `to` is before `from`). */
export const dayCount = (from: Day, to: Day): number =>
  Math.max(0, Math.round((utcOf(...dayParts(to)) - utcOf(...dayParts(from))) / DAY_MS) + 1);

/** Every day from `from` to `to`, both included. */
export function eachDay(from: Day, to: Day): Day[] {
  const days: Day[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The weekday of a day: 0 = Sunday. */
export const weekdayOf = (day: Day): number => new Date(utcOf(...dayParts(day))).getUTCDay();

/** The Monday of the day's week. */
export const mondayOf = (day: Day): Day => addDays(day, -((weekdayOf(day) + 6) % 7));

/**
 * The first instant (epoch ms) of a day in the zone, `plusDays` days later: midnight, or the
 * first moment after it where the zone skips midnight. `dayStart(zone, day, 1)` is the end of
 * `day` (the first moment after it).
 */
export function dayStart(timeZone: string, day: Day, plusDays = 0): number {
  const [y, m, d] = dayParts(addDays(day, plusDays));
  return zonedInstant(timeZone, y, m, d);
}

/**
 * A day in words, as `Intl.DateTimeFormat` options ask ("Tue, Mar 10" for
 * `{ weekday: 'short', month: 'short', day: 'numeric' }`): the day itself, whatever the zone.
 */
export const formatDay = (day: Day, options: Intl.DateTimeFormatOptions): string =>
  new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }).format(utcOf(...dayParts(day), 12));
