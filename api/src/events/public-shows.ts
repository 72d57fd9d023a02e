import { describeRepeat } from '@jazz/contracts';
import {
  cutoffOf,
  dayOf,
  dayStart,
  showCutoff,
  stillOnFrom,
  upcomingFrom,
  yearOf,
  yearStart,
} from '@jazz/contracts/time';
import type { OfBand, PublicShows } from '@jazz/contracts/site';
import type { EventsRepository } from './repository';

const iso = (ms: number) => new Date(ms).toISOString();

/** The past list of /shows?when=past (and a band's): the last twelve months, this many at most. */
export const RECENT_PAST_LIMIT = 100;

/**
 * The public shows as pages and feeds ask for them, each an indexed range of
 * `repo.publicShows` (the one public rule): upcoming (start at or after the cutoff), the recent
 * past, a year, a band's, a range, one show and the dates of its series. The clock is read at
 * each call (late-bound, so a test's fake Date reaches it).
 */
export function createPublicShows(
  repo: EventsRepository,
  timeZone: string,
  // late-bound, so a test's fake Date reaches it
  now: () => number = () => Date.now(),
): PublicShows {
  /** Upcoming: starts on the first upcoming day or later, or runs over several days and is still on. */
  const upcomingAt = (at: number) => ({
    from: iso(upcomingFrom(at, timeZone)),
    stillOnFrom: iso(stillOnFrom(at, timeZone)),
  });
  /** Past: started before, and (a show of several days) over. */
  const pastAt = (at: number, before = upcomingFrom(at, timeZone)) => ({
    before: iso(before),
    endedBefore: iso(stillOnFrom(at, timeZone)),
  });
  /** Only the band part of a query (so a caller's other keys never reach the SQL). */
  const bandOf = ({ groupId, groupName }: OfBand = {}): OfBand => ({
    ...(groupId !== undefined && { groupId }),
    ...(groupName !== undefined && { groupName }),
  });
  const pastYears = (query?: OfBand): number[] => {
    const band = bandOf(query);
    const at = now();
    const cutoff = iso(upcomingFrom(at, timeZone));
    const first = repo.publicShows({ ...band, ...pastAt(at), order: 'asc', limit: 1 })[0];
    const last = repo.publicShows({ ...band, ...pastAt(at), order: 'desc', limit: 1 })[0];
    if (!first || !last) return [];
    const years: number[] = [];
    // a probe per year (an index seek each): a year with no show is no page
    for (let year = yearOf(last.startDate, timeZone); year >= yearOf(first.startDate, timeZone); year--) {
      const end = Math.min(yearStart(year + 1, timeZone), Date.parse(cutoff));
      const from = iso(yearStart(year, timeZone));
      if (repo.publicShows({ ...band, from, ...pastAt(at, end), limit: 1 }).length > 0) years.push(year);
    }
    return years;
  };

  return {
    upcoming: ({ limit, ...band } = {}) =>
      repo.publicShows({ ...upcomingAt(now()), ...bandOf(band), limit, order: 'asc' }),
    recentPast({ limit = RECENT_PAST_LIMIT, ...band } = {}) {
      const at = now();
      const cutoff = upcomingFrom(at, timeZone);
      const since = new Date(cutoff);
      since.setUTCFullYear(since.getUTCFullYear() - 1);
      return repo.publicShows({
        from: iso(since.getTime()),
        ...pastAt(at, cutoff),
        ...bandOf(band),
        order: 'desc',
        limit,
      });
    },
    pastYears,
    year(year, band = {}) {
      const at = now();
      const end = Math.min(yearStart(year + 1, timeZone), upcomingFrom(at, timeZone));
      const start = yearStart(year, timeZone);
      if (!(start < end)) return [];
      return repo.publicShows({ from: iso(start), ...pastAt(at, end), ...bandOf(band), order: 'desc' });
    },
    range: (from, before, band = {}) => repo.publicShows({ from, before, ...bandOf(band), order: 'asc' }),
    show: (id) => repo.publicShows({ id })[0],
    seriesDates: (seriesId, { upcoming = true } = {}) =>
      repo.publicShows({
        seriesId,
        ...(upcoming && upcomingAt(now())),
        order: 'asc',
      }),
    seriesRule(seriesId) {
      const summary = repo.seriesSummary(seriesId);
      return summary ? describeRepeat(summary.repeat) : undefined;
    },
    wholePage: (after, limit) =>
      repo.publicShows({ order: 'asc', limit, ...(after && { after: { start: after.startDate, id: after._id } }) }),
    links: () => repo.publicLinks(),
    nextChange(at) {
      // the soonest upcoming show's cutoff: it moves to the past then, with no write. The first
      // to start gives its start day's (no later than its own); a show of several days begun
      // before, still on, its own. The start of the first one's day too: the home page's Next
      // show says "Tonight" from then.
      const { from } = upcomingAt(at);
      const first = repo.publicShows({ from, order: 'asc', limit: 1 })[0];
      const stillOn = repo.publicShows({ ...upcomingAt(at), before: from });
      const dayBegins = first ? dayStart(timeZone, dayOf(first.startDate, timeZone)) : 0;
      return Math.min(
        first ? cutoffOf(first.startDate, timeZone) : Number.POSITIVE_INFINITY,
        dayBegins > at ? dayBegins : Number.POSITIVE_INFINITY,
        ...stillOn.map((show) => showCutoff(show, timeZone)),
      );
    },
  };
}

export type { PublicShows };
