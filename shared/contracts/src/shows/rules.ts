import type { Event } from '../event';
import { wallClock, zonedInstant } from './time-zone';

/**
 * docs/product.md: an event stays upcoming until 4 hours (14 400 s) past the end of its start
 * day. On the two nights a year when clocks change we read that as 04:00 on the wall clock of the
 * site's zone, which is what docs/product.md settles and what a fan means by "listed until 4 AM".
 */
export const CUTOFF_SECONDS = 14_400;
const CUTOFF_HOUR = CUTOFF_SECONDS / 3600;

/** Only the fields the show rules read, so callers may pass lighter objects. */
export type ShowLike = Pick<Event, 'startDate'>;

/**
 * The instant an event becomes past: 04:00 in the site's zone (not the visitor's) on the day
 * after its start day. Invalid dates count as already past.
 */
export function cutoffOf(startDate: string, timeZone: string): number {
  const start = new Date(startDate);
  if (Number.isNaN(start.getTime())) return Number.NEGATIVE_INFINITY;
  const w = wallClock(start, timeZone);
  // Date.UTC normalises day + 1 across month and year ends
  const next = new Date(Date.UTC(w.year, w.month - 1, w.day + 1));
  return zonedInstant(timeZone, next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate(), CUTOFF_HOUR);
}

export function isUpcoming(event: ShowLike, now: number, timeZone: string): boolean {
  return now < cutoffOf(event.startDate, timeZone);
}

/** Upcoming ascending by start date, past descending (most recent first). */
export function splitShows<T extends ShowLike>(events: readonly T[], now: number, timeZone: string) {
  const time = (event: T) => Date.parse(event.startDate) || 0;
  const upcoming = events.filter((e) => isUpcoming(e, now, timeZone)).sort((a, b) => time(a) - time(b));
  const past = events.filter((e) => !isUpcoming(e, now, timeZone)).sort((a, b) => time(b) - time(a));
  return { upcoming, past };
}

/**
 * The earliest start an upcoming show can have at `now`: midnight (site zone) of the day whose
 * cutoff (04:00 the next day) is still ahead. `isUpcoming(e)` is `e.startDate >= upcomingFrom`,
 * so a list of upcoming shows is one indexed range in the database.
 */
export function upcomingFrom(now: number, timeZone: string): number {
  const w = wallClock(new Date(now), timeZone);
  // before 04:00 yesterday's shows are still listed
  const back = w.hour < CUTOFF_HOUR ? 1 : 0;
  const day = new Date(Date.UTC(w.year, w.month - 1, w.day - back));
  return zonedInstant(timeZone, day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate());
}

/** Midnight (site zone) starting January 1 of `year`: a year page lists [yearStart(Y), yearStart(Y+1)). */
export const yearStart = (year: number, timeZone: string): number => zonedInstant(timeZone, year, 1, 1);

/** The year (site zone) of an instant. */
export const yearOf = (instant: string | number, timeZone: string): number =>
  wallClock(new Date(instant), timeZone).year;
