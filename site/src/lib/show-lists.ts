import type { Event } from '@jazz/shared/contracts';
import { listedShow, seriesAsOneEntry, type ListedShow, type SeriesLine } from '@jazz/shared/shows';
import type { PublicShows } from '@jazz/shared/site';

/** Which list of shows an address asks for: ?when=past, else upcoming. */
export type ShowsView = 'upcoming' | 'past';

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
  /** False for a year with no show (the page answers 404). */
  found: boolean;
}

/** Whose shows: every public show, one band's (by id), or none (a fixed band page with no band linked). */
export type ShowsOf = { all: true } | { groupId: string } | { groupName: string } | null;

/**
 * The list an address asks for, each part one indexed read of the public shows: the upcoming
 * shows; `?when=past`, the last twelve months (100 at most) and the years; `?when=past&year=Y`,
 * that year's shows. Series are one entry each.
 */
export function showsData(shows: PublicShows, search: URLSearchParams, of: ShowsOf, timeZone: string): ShowsData {
  const view: ShowsView = search.get('when') === 'past' ? 'past' : 'upcoming';
  const yearText = view === 'past' ? search.get('year') : null;
  const now = Date.now();
  const empty = { view, year: null, events: [], series: {}, years: [], now, found: yearText === null };
  if (!of) return empty;
  const band = 'all' in of ? {} : of;
  if (view === 'upcoming') return list(shows.upcoming(band), view, null, [], now);
  const years = shows.pastYears(band);
  if (yearText === null) return list(shows.recentPast(band), view, null, years, now);
  const year = /^\d{4}$/.test(yearText) ? Number(yearText) : NaN;
  if (!years.includes(year)) return { ...empty, years, found: false };
  return list(shows.year(year, band), view, year, years, now);

  function list(events: Event[], view: ShowsView, year: number | null, years: number[], now: number): ShowsData {
    const rules = new Map<string, string | undefined>();
    const ruleOf = (id: string) => {
      if (!rules.has(id)) rules.set(id, shows.seriesRule(id));
      return rules.get(id);
    };
    const listed = seriesAsOneEntry(events, ruleOf, view, timeZone);
    return {
      view,
      year,
      events: view === 'upcoming' ? listed.events : listed.events.map(listedShow),
      series: listed.series,
      years,
      now,
      found: true,
    };
  }
}
