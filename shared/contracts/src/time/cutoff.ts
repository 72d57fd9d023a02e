import { addDays, dayOf, dayParts, type Day } from './days';
import { wallClock, zonedInstant, type Instant } from './engine';

/**
 * docs/product.md: a show stays upcoming until 4 hours (14 400 s) past the end of its start day.
 * On the two nights a year when clocks change we read that as 04:00 on the wall clock of the
 * site's zone, which is what docs/product.md settles and what a fan means by "listed until 4 AM".
 */
export const CUTOFF_SECONDS = 14_400;
const CUTOFF_HOUR = CUTOFF_SECONDS / 3600;

const at = (timeZone: string, day: Day, hour = 0) => {
  const [y, m, d] = dayParts(day);
  return zonedInstant(timeZone, y, m, d, hour);
};

/**
 * The instant a show becomes past: 04:00 in the site's zone (not the visitor's) on the day
 * after its start day. Invalid dates count as already past.
 */
export function cutoffOf(startDate: string, timeZone: string): number {
  if (Number.isNaN(Date.parse(startDate))) return Number.NEGATIVE_INFINITY;
  return at(timeZone, addDays(dayOf(startDate, timeZone), 1), CUTOFF_HOUR);
}

/**
 * The earliest start an upcoming show can have at `now`: midnight (site zone) of the day whose
 * cutoff (04:00 the next day) is still ahead. A show is upcoming when its start is at or after
 * it, so a list of upcoming shows is one indexed range in the database.
 */
export function upcomingFrom(now: number, timeZone: string): number {
  const today = dayOf(now, timeZone);
  // before 04:00 yesterday's shows are still listed
  return at(timeZone, wallClock(now, timeZone).hour < CUTOFF_HOUR ? addDays(today, -1) : today);
}

/** Midnight (site zone) starting January 1 of `year`: a year page lists [yearStart(Y), yearStart(Y+1)). */
export const yearStart = (year: number, timeZone: string): number => zonedInstant(timeZone, year, 1, 1);

/** The year (site zone) of an instant. */
export const yearOf = (instant: Instant, timeZone: string): number => wallClock(instant, timeZone).year;
