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

/**
 * The last day of a show that runs over several days (a festival, June 4 to 6): its `endDate`
 * falls on a later site day than its start. An end before 04:00 (the cutoff's hour) belongs to
 * the night before, as a list keeps a show until then: 9 PM to 1 AM is one evening. Undefined for
 * a show of one day (or no valid end).
 */
export function lastShowDay(
  event: { startDate: string; endDate?: string | undefined },
  timeZone: string,
): Day | undefined {
  const start = Date.parse(event.startDate);
  const end = event.endDate ? Date.parse(event.endDate) : NaN;
  if (Number.isNaN(start) || !(end > start)) return undefined;
  const endDay = dayOf(end, timeZone);
  const last = wallClock(end, timeZone).hour < CUTOFF_HOUR ? addDays(endDay, -1) : endDay;
  return last > dayOf(start, timeZone) ? last : undefined;
}

/** When a show becomes past: the cutoff after its start day, or after its last day when it runs over several. */
export function showCutoff(event: { startDate: string; endDate?: string | undefined }, timeZone: string): number {
  const last = lastShowDay(event, timeZone);
  return last ? at(timeZone, addDays(last, 1), CUTOFF_HOUR) : cutoffOf(event.startDate, timeZone);
}

/**
 * The end a show that started before `upcomingFrom` must reach to be upcoming still (it runs
 * over several days and its last day is not over): 04:00 (site zone) on the first upcoming day.
 * A show is upcoming when it starts at or after `upcomingFrom`, or ends at or after this.
 */
export const stillOnFrom = (now: number, timeZone: string): number =>
  at(timeZone, dayOf(upcomingFrom(now, timeZone), timeZone), CUTOFF_HOUR);

/** Midnight (site zone) starting January 1 of `year`: a year page lists [yearStart(Y), yearStart(Y+1)). */
export const yearStart = (year: number, timeZone: string): number => zonedInstant(timeZone, year, 1, 1);

/** The year (site zone) of an instant. */
export const yearOf = (instant: Instant, timeZone: string): number => wallClock(instant, timeZone).year;
