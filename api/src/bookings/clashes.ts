import type { Booking } from '@jazz/contracts';
import { dayOf, dayStart } from '@jazz/contracts/time';
import { idsOf } from '../ids';
import { daysOf } from './days';
import type { BookingsRepository, StoredBooking } from './repository';

/**
 * Reads a stored request as the admin sees it: the days its free text names and the shows on
 * them (a clash), each run of days read by range through the start-date index.
 */
export function createClashReader(repo: Pick<BookingsRepository, 'showsBetween'>, timeZone: string) {
  // the days of a request's free text, read once per text (chrono is the costly part)
  const daysKept = new Map<string, string[]>();
  function daysOfBooking(stored: StoredBooking): string[] {
    const key = `${stored.createdAt}\n${stored.dates}`;
    let days = daysKept.get(key);
    if (!days) {
      days = daysOf(stored.dates, new Date(stored.createdAt), timeZone);
      if (daysKept.size >= 5000) daysKept.clear();
      daysKept.set(key, days);
    }
    return days;
  }

  /** Each run of consecutive days as one range of instants [from, to): midnights in the site's zone. */
  function rangesOf(days: string[]): [string, string][] {
    const ranges: [string, string][] = [];
    let first: string | null = null;
    let last: string | null = null;
    const flush = () => {
      if (first && last) ranges.push([midnightOf(first, 0), midnightOf(last, 1)]);
    };
    for (const day of days) {
      if (last && midnightOf(last, 1) === midnightOf(day, 0)) last = day;
      else {
        flush();
        first = last = day;
      }
    }
    flush();
    return ranges;
  }
  const midnightOf = (day: string, plus: number) => new Date(dayStart(timeZone, day, plus)).toISOString();

  /** The request with its days and the shows on them, read by range through the start-date index. */
  function withClashes(stored: StoredBooking): Booking {
    const days = daysOfBooking(stored);
    const clashes = rangesOf(days).flatMap(([from, to]) =>
      repo.showsBetween(from, to).map((show) => ({
        eventId: show.id,
        day: dayOf(show.startDate, timeZone),
        group: show.group,
        venue: show.venue,
        title: show.title,
        startDate: show.startDate,
        timeTBA: show.timeTBA,
      })),
    );
    return { ...idsOf(stored.id), ...withoutId(stored), days, clashes };
  }
  const withoutId = ({ id: _id, ...rest }: StoredBooking) => rest;

  return withClashes;
}
