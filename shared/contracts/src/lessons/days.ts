import { dayParts } from '../shows/day-parts';
import { wallClock } from '../shows/time-zone';

/**
 * Calendar days of the lesson screens (the booking week, the admin's week): YYYY-MM-DD in the
 * site's zone, moved by calendar arithmetic (no zone involved once the day is known).
 */
export type Day = string;

const pad = (n: number) => String(n).padStart(2, '0');
const utcOf = (day: Day) => {
  const [y, m, d] = dayParts(day);
  return new Date(Date.UTC(y, m - 1, d));
};

/** The day an instant falls on in the zone. */
export function dayIn(instant: string | number, timeZone: string): Day {
  const w = wallClock(new Date(instant), timeZone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}`;
}

/** A calendar day moved by whole days. */
export function addDays(day: Day, days: number): Day {
  const date = utcOf(day);
  date.setUTCDate(date.getUTCDate() + days);
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** The Monday of the day's week. */
export const mondayOf = (day: Day): Day => addDays(day, -((utcOf(day).getUTCDay() + 6) % 7));

/** "Tue, Mar 10" for a calendar day. */
export const dayLabel = (day: Day): string =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' }).format(
    utcOf(day),
  );

/** "4:30 PM" in the zone, with the zone's short name when asked ("4:30 PM EDT"). */
export const timeIn = (instant: string, timeZone: string, withZone = false): string =>
  new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    ...(withZone && { timeZoneName: 'short' }),
  }).format(new Date(instant));
