import type { Event } from '@jazz/contracts';
import { listedShow, seriesAsOneEntry, type ListedShow, type SeriesLine } from '@jazz/contracts/shows';
import type { PublicShows } from '@jazz/contracts/site';

/** Which list of shows an address asks for: ?when=past, else upcoming. */
export type ShowsView = 'upcoming' | 'past';

export { UPCOMING_PAGE_SIZE } from '@jazz/contracts/shows';

/** A list of shows as a page shows it (server-rendered; the data the browser hydrates with). */
export interface ShowsData {
  view: ShowsView;
  /** The year page's year (`?when=past&year=2019`), else null (the last twelve months). */
  year: number | null;
  /**
   * The entries, in order: one-off shows, and each series once (its next date, or its latest).
   * Upcoming ones whole (their JSON-LD is written from them); past ones only what an entry shows.
   */
  events: (Event | ListedShow)[];
  /** How each series listed once reads ("Every Thursday, 7 PM, until March 25"). */
  series: Record<string, SeriesLine>;
  /** The years with past shows, newest first: the past list links their pages. */
  years: number[];
  /** The moment the lists were read. */
  now: number;
  /** False for a year with no show, or a page of the upcoming list past its last (the page answers 404). */
  found: boolean;
  /** The upcoming list's page (`?page=N`, 1 the first) and how many pages it has (1 when unpaged). */
  page: number;
  pages: number;
  /** What the address asked for that lists nothing (the `year` or `page` text), for the 404's words. */
  asked: string | null;
}

/** Whose shows: every public show, one band's (by id), or none (a fixed band page with no band linked). */
export type ShowsOf = { all: true } | { groupId: string } | { groupName: string } | null;

/**
 * The list an address asks for, each part one indexed read of the public shows: the upcoming
 * shows (`pageSize` entries a page when given, `?page=N`); `?when=past`, the last twelve months
 * (100 at most) and the years; `?when=past&year=Y`, that year's shows. Series are one entry each.
 */
export function showsData(
  shows: PublicShows,
  search: URLSearchParams,
  of: ShowsOf,
  timeZone: string,
  { pageSize }: { pageSize?: number } = {},
): ShowsData {
  const view: ShowsView = search.get('when') === 'past' ? 'past' : 'upcoming';
  const yearText = view === 'past' ? search.get('year') : null;
  const pageText = view === 'upcoming' && pageSize ? search.get('page') : null;
  const now = Date.now();
  const empty: ShowsData = {
    view,
    year: null,
    events: [],
    series: {},
    years: [],
    now,
    found: true,
    page: 1,
    pages: 1,
    asked: null,
  };
  // what was asked is said back on the 404 page: a few characters of it at most
  const missing = (asked: string, years: number[] = []): ShowsData => ({
    ...empty,
    years,
    found: false,
    asked: asked.slice(0, 12),
  });
  if (!of) return yearText === null && (pageText === null || pageText === '1') ? empty : missing(yearText ?? pageText!);
  const band = 'all' in of ? {} : of;
  if (view === 'upcoming') {
    const listed = entries(shows.upcoming(band), view);
    if (!pageSize) return { ...listed, year: null, years: [], now, found: true, page: 1, pages: 1, asked: null };
    const pages = Math.max(1, Math.ceil(listed.events.length / pageSize));
    const page = pageText === null ? 1 : /^\d{1,4}$/.test(pageText) ? Number(pageText) : NaN;
    if (!(page >= 1 && page <= pages)) return missing(pageText!);
    const events = listed.events.slice((page - 1) * pageSize, page * pageSize);
    const series = Object.fromEntries(
      events.flatMap(({ seriesId = '' }) => (listed.series[seriesId] ? [[seriesId, listed.series[seriesId]]] : [])),
    );
    return { ...listed, events, series, year: null, years: [], now, found: true, page, pages, asked: null };
  }
  const years = shows.pastYears(band);
  if (yearText === null) return { ...empty, ...entries(shows.recentPast(band), view), years };
  const year = /^\d{4}$/.test(yearText) ? Number(yearText) : NaN;
  if (!years.includes(year)) return missing(yearText, years);
  return { ...empty, ...entries(shows.year(year, band), view), year, years };

  function entries(events: Event[], view: ShowsView): Pick<ShowsData, 'view' | 'events' | 'series'> {
    const rules = new Map<string, string | undefined>();
    const ruleOf = (id: string) => {
      if (!rules.has(id)) rules.set(id, shows.seriesRule(id));
      return rules.get(id);
    };
    const listed = seriesAsOneEntry(events, ruleOf, view, timeZone);
    return {
      view,
      events: view === 'upcoming' ? listed.events : listed.events.map(listedShow),
      series: listed.series,
    };
  }
}
