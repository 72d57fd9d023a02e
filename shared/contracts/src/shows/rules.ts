import type { Event } from '../event';
import { showCutoff } from '../time';

/** Only the fields the show rules read, so callers may pass lighter objects. */
export type ShowLike = Pick<Event, 'startDate'> & Partial<Pick<Event, 'endDate'>>;

/**
 * A show is upcoming until its cutoff: 04:00 site time the day after its start day, or after its
 * last day when it runs over several (time/cutoff.ts, showCutoff).
 */
export function isUpcoming(event: ShowLike, now: number, timeZone: string): boolean {
  return now < showCutoff(event, timeZone);
}

/** Upcoming ascending by start date, past descending (most recent first). */
export function splitShows<T extends ShowLike>(events: readonly T[], now: number, timeZone: string) {
  const time = (event: T) => Date.parse(event.startDate) || 0;
  const upcoming = events.filter((e) => isUpcoming(e, now, timeZone)).sort((a, b) => time(a) - time(b));
  const past = events.filter((e) => !isUpcoming(e, now, timeZone)).sort((a, b) => time(b) - time(a));
  return { upcoming, past };
}
