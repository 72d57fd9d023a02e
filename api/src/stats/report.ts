import { STATS_EVENT_TYPES, type Stats, isOneOf } from '@jazz/contracts';
import { badRequest } from '../http/errors';
import { addDays, dayCount, isRealDay } from '@jazz/contracts/time';
import type { HitRecorder } from './recorder';

const SHOW_PAGE = /^\/shows\/([^/]+)(?:\/[^/]*)?$/;
const TOP = 100;
const MAX_PERIOD_DAYS = 3700;
/** The events counted per target (a track, a video). */
const PLAY_TYPES = ['audio_play', 'video_play'] as const;

/** Byte order, as SQLite sorts text: the same order on every machine. */
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The show id of a show page's path (/shows/{id}/{slug}), undefined for other pages. */
export function showIdOf(path: string): string | undefined {
  const match = SHOW_PAGE.exec(path);
  if (!match || match[1]!.endsWith('.ics')) return undefined;
  return match[1];
}

/** The numbers (GET /api/stats, GET /api/stats/shows), docs/statistics.md. */
export function createStatsReport(deps: {
  recorder: HitRecorder;
  findShow: (id: string) => { title: string; venue: string; startDate: string } | undefined;
}) {
  const { recorder, findShow } = deps;
  const { repo } = recorder;

  /** A ticket click belongs to the show whose page is its path; slugs of one show add up. */
  function showNumbers(
    pageRows: readonly { path: string; pageviews: number }[],
    eventRows: readonly { type: string; subject: string; count: number }[],
  ): Stats['shows'] {
    const shows = new Map<string, Stats['shows'][number]>();
    const known = new Map<string, ReturnType<typeof findShow> | null>();
    const entry = (path: string) => {
      const id = showIdOf(path);
      if (!id) return undefined;
      let found = known.get(id);
      if (found === undefined) known.set(id, (found = findShow(id) ?? null));
      if (!found) return undefined;
      let show = shows.get(id);
      const { title, venue, startDate } = found;
      if (!show) shows.set(id, (show = { id, title: title || venue, startDate, pageviews: 0, ticketClicks: 0 }));
      return show;
    };
    for (const row of pageRows) {
      const show = entry(row.path);
      if (show) show.pageviews += row.pageviews;
    }
    for (const row of eventRows) {
      if (row.type !== 'ticket_click') continue;
      const show = entry(row.subject);
      if (show) show.ticketClicks += row.count;
    }
    return [...shows.values()].sort((a, b) => b.pageviews - a.pageviews || b.ticketClicks - a.ticketClicks);
  }

  return {
    /** The numbers of a period, `from` and `to` inclusive SITE_TIMEZONE days. */
    read(from: string, to: string): Stats {
      if (!isRealDay(from)) throw badRequest({ from: 'Write a real day as YYYY-MM-DD.' });
      if (!isRealDay(to)) throw badRequest({ to: 'Write a real day as YYYY-MM-DD.' });
      const length = dayCount(from, to);
      if (length === 0) throw badRequest({ to: 'The period ends before it starts.' });
      if (length > MAX_PERIOD_DAYS) throw badRequest({ from: 'Ask for ten years at most.' });
      // a hit counted a moment ago is in the numbers
      recorder.flush();
      const stored = new Map(repo.days(from, to).map((d) => [d.date, d]));
      const days: Stats['days'] = [];
      for (let i = 0; i < length; i++) {
        const date = addDays(from, i);
        const d = stored.get(date);
        days.push({ date, visitors: d?.visitors ?? 0, pageviews: d?.pageviews ?? 0 });
      }
      const pageRows = repo.pageTotals(from, to);
      const eventRows = repo.eventTotals(from, to);
      // every event type, counted from zero (the type-check asks for each of STATS_EVENT_TYPES)
      const events: Stats['events'] = {
        audio_play: 0,
        video_play: 0,
        ticket_click: 0,
        outbound_click: 0,
        follow: 0,
        contact: 0,
        booking: 0,
        lesson: 0,
      };
      for (const row of eventRows) if (isOneOf(STATS_EVENT_TYPES, row.type)) events[row.type] += row.count;
      const plays = eventRows
        .flatMap(({ type, subject, count }) =>
          isOneOf(PLAY_TYPES, type) ? [{ type, target: subject, plays: count }] : [],
        )
        .sort((a, b) => a.type.localeCompare(b.type) || b.plays - a.plays || compare(a.target, b.target));
      return {
        visitors: days.reduce((sum, d) => sum + d.visitors, 0),
        pageviews: days.reduce((sum, d) => sum + d.pageviews, 0),
        days,
        pages: pageRows.sort((a, b) => b.pageviews - a.pageviews || compare(a.path, b.path)).slice(0, TOP),
        sources: repo.sources(from, to, TOP),
        events,
        shows: showNumbers(pageRows, eventRows),
        plays: plays.slice(0, TOP),
      };
    },

    /** Page views and ticket clicks of every show, since counting began (the events list). */
    shows(): Stats['shows'] {
      recorder.flush();
      const [from, to] = ['0000-01-01', '9999-12-31'];
      return showNumbers(repo.pageTotals(from, to), repo.eventTotals(from, to));
    },
  };
}
