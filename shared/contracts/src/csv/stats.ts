import type { Event } from '../event';
import type { HitType, Stats } from '../stats';
import { keysOf } from '../typed';
import { dateText } from '../shows/format';
import { toCsv } from './parse';

/**
 * One table as CSV: a header, then its rows. The one writer (toCsv) gives every cell a
 * spreadsheet would run as a formula a leading `'`: a page path or referrer sent by anyone
 * must not become a formula (docs/product.md); parseCsv reads the cell back as it was.
 */
export function statsTableCsv(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  return toCsv([header, ...rows.map((row) => row.map((cell) => String(cell)))]);
}

/** The tables of the Stats screen, each also GET /api/stats/export.csv?table=…. */
export const STATS_TABLES = ['days', 'pages', 'sources', 'shows', 'plays', 'events'] as const;
export type StatsTableName = (typeof STATS_TABLES)[number];

export const STATS_EVENT_LABELS: Record<Exclude<HitType, 'pageview'>, string> = {
  audio_play: 'Track plays',
  video_play: 'Video plays',
  ticket_click: 'Ticket clicks',
  outbound_click: 'Clicks to other sites',
  follow: 'Follow sign-ups',
  contact: 'Contact messages',
  booking: 'Booking requests',
  lesson: 'Lesson requests',
};

/** How the Stats tables name a show: "Spring show, Saturday, May 3, 2031" (its day in the site's zone). */
export const showLabel = (event: Pick<Event, 'title' | 'venue' | 'startDate'>, timeZone: string) =>
  `${event.title || event.venue}, ${dateText(event.startDate, timeZone)}`;

/**
 * A page of the Top pages table: a show's page (`/shows/{id}/{slug}`) named as the Shows table
 * names its show ("Show: Spring show, Saturday, May 3, 2031"), never by its id; any other page by
 * its path, as is a show no longer known.
 */
function pageName(path: string, stats: Stats, showName: ShowName): string {
  const id = /^\/shows\/([^/?#]+)(?:\/|$)/.exec(path)?.[1];
  if (!id) return path;
  const name = showName(
    id,
    stats.shows.find((show) => show.id === id),
  );
  return name === id ? path : `Show: ${name}`;
}

/** How a table names a show by its id (the id itself when the show is unknown). */
type ShowName = (id: string, show?: Stats['shows'][number]) => string;

export interface StatsTable {
  caption: string;
  header: string[];
  rows: (string | number)[][];
}

/**
 * One table of a period's numbers, as the Stats screen shows it and its CSV holds it.
 * `showName` names a show by its id (the id itself when the show is unknown).
 */
export function statsTable(stats: Stats, name: StatsTableName, showName: ShowName): StatsTable {
  switch (name) {
    case 'days':
      return {
        caption: 'Visitors and page views per day',
        header: ['Day', 'Visitors', 'Page views'],
        rows: stats.days.map((d) => [d.date, d.visitors, d.pageviews]),
      };
    case 'pages':
      return {
        caption: 'Top pages',
        header: ['Page', 'Page views'],
        rows: stats.pages.map((p) => [pageName(p.path, stats, showName), p.pageviews]),
      };
    case 'sources':
      return {
        caption: 'Top sources',
        header: ['Source', 'Visitors'],
        rows: stats.sources.map((s) => [s.source, s.visitors]),
      };
    case 'shows':
      return {
        caption: 'Shows',
        header: ['Show', 'Page views', 'Ticket clicks'],
        rows: stats.shows.map((s) => [showName(s.id, s), s.pageviews, s.ticketClicks]),
      };
    case 'plays':
      return {
        caption: 'Plays',
        header: ['Track or video', 'Kind', 'Plays'],
        rows: stats.plays.map((p) => [p.target, p.type === 'audio_play' ? 'Track' : 'Video', p.plays]),
      };
    case 'events':
      return {
        caption: 'Plays, clicks, sign-ups and requests',
        header: ['What', 'Count'],
        rows: keysOf(STATS_EVENT_LABELS).map((type) => [STATS_EVENT_LABELS[type], stats.events[type]]),
      };
  }
}
