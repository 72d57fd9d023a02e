import { type Instant, msOf, offsetAt, wallClock } from './engine';

/**
 * How instants are written for other programs: the iCalendar writer's DATE-TIME and DATE
 * (RFC 5545), Google's links and JSON-LD (ISO 8601 with an offset), the CSVs' day and time.
 */

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

/** "20270616T000000Z": a UTC DATE-TIME (iCalendar, Google Calendar's links). */
export const utcStamp = (instant: Instant): string =>
  new Date(msOf(instant))
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** "20270616T190000": the wall clock of `timeZone`, for a DATE-TIME with TZID. */
export function localStamp(instant: Instant, timeZone: string): string {
  const w = wallClock(instant, timeZone);
  return `${pad(w.year, 4)}${pad(w.month)}${pad(w.day)}T${pad(w.hour)}${pad(w.minute)}${pad(w.second)}`;
}

/** "20270616": the day in `timeZone`, for an all-day DATE. */
export const dateStamp = (instant: Instant, timeZone: string): string => localStamp(instant, timeZone).slice(0, 8);

/** "20:00": the wall time of an instant in the zone, on the 24-hour clock (the CSVs' start time). */
export function timeOfDay(instant: Instant, timeZone: string): string {
  const w = wallClock(instant, timeZone);
  return `${pad(w.hour)}:${pad(w.minute)}`;
}

/**
 * "2027-05-01T20:00:00-04:00": an instant with the zone's offset, as Google and schema.org ask
 * (its first ten characters are the day). Text that is not an instant comes back as it was.
 */
export function isoWithOffset(instant: string, timeZone: string): string {
  const ms = Date.parse(instant);
  if (Number.isNaN(ms)) return instant;
  const w = wallClock(ms, timeZone);
  const offset = Math.round(offsetAt(ms, timeZone) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  return (
    `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}` +
    `${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`
  );
}

/** { date: "2027-05-01", time: "20:00" }: an instant's day and time in the zone, as the CSVs write them. */
export const dayAndTime = (instant: Instant, timeZone: string): { date: string; time: string } => ({
  date: dateStamp(instant, timeZone).replace(/^(\d{4})(\d{2})(\d{2})$/, '$1-$2-$3'),
  time: timeOfDay(instant, timeZone),
});
