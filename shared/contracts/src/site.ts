import type { Event } from './event';
import type { Group } from './group';
import type { Page, PageName } from './page';
import type { LessonSettings } from './lesson';
import type { Photo } from './photo';
import type { PressKit } from './press';
import type { SiteSettings } from './settings';

/** Which band's shows: by the band's id, or (a band that is no record) its free-text name; every show when absent. */
export interface OfBand {
  groupId?: string | undefined;
  groupName?: string | undefined;
}

/**
 * The public shows, each read an indexed query of the one public rule (the API's events
 * repository, `publicShows`): nothing here loads every show, except `links` (the sitemap,
 * kept); `wholePage` walks them a page at a time (the anonymous whole list of GET /api/events, kept).
 */
export interface PublicShows {
  /** The upcoming shows (start at or after the cutoff), earliest first. */
  upcoming(query?: OfBand & { limit?: number | undefined }): Event[];
  /** The past shows of the last twelve months, newest first, at most `limit` (100). */
  recentPast(query?: OfBand & { limit?: number | undefined }): Event[];
  /** The years (site zone) with past shows, newest first: the year pages. */
  pastYears(query?: OfBand): number[];
  /** The past shows of one year (site zone), newest first; empty for a year with none. */
  year(year: number, query?: OfBand): Event[];
  /** The shows starting in [from, before) (ISO instants), earliest first. */
  range(from: string, before: string, query?: OfBand): Event[];
  /** One show, if it is public. */
  show(id: string): Event | undefined;
  /** The dates of a series, earliest first: its upcoming ones unless `upcoming: false`. */
  seriesDates(seriesId: string, query?: { upcoming?: boolean }): Event[];
  /** A series' rule in words ("Every Thursday"), if it exists. */
  seriesRule(seriesId: string): string | undefined;
  /**
   * Every public show, earliest first, a page at a time (the whole list of GET /api/events, built
   * in pages and kept; no page reads it): up to `limit` shows after `after` (the last show of the
   * page before; from the first when absent), by start, then id.
   */
  wholePage(after: Pick<Event, '_id' | 'startDate'> | undefined, limit: number): Event[];
  /** What every public show's address is made of and its last change, earliest first (the sitemap, kept). */
  links(): Pick<Event, '_id' | 'title' | 'group' | 'venue' | 'startDate' | 'updatedAt'>[];
  /** The next instant after `now` at which the lists change with no write (a show's cutoff). */
  nextChange(now: number): number;
}

/**
 * What the server-rendered pages read. The API builds it from its repositories (no HTTP round
 * trip) and hands it to the site's server entry with each request.
 */
export interface SiteData {
  /** The public shows, by indexed query. */
  shows: PublicShows;
  listGroups(): Group[];
  getGroup(id: string): Group | undefined;
  /** The band a fixed band page ('quartet' or 'quintet') is linked to, by id (a rename keeps it). */
  fixedBand(page: 'quartet' | 'quintet'): Group | undefined;
  /** The owner's words of one page (the seed fills every page on the first start). */
  getPage<N extends PageName>(name: N): Page<N>;
  /** The photos in display order. */
  listPhotos(): Photo[];
  /** A press kit as the public sees it ('site' or a group's id); undefined for no such band. */
  getPress(key: string): PressKit | undefined;
  /** The lesson settings as anyone may read them (no studio address, no lesson link). */
  lessonSettings(): LessonSettings;
  /** The open lesson times (ISO instants) of the days `from` to `to` (YYYY-MM-DD) for a length in minutes. */
  lessonSlots(from: string, to: string, length: number): string[];
}

/**
 * Settings the server passes to the pages, embedded in the HTML for hydration: the one
 * SiteSettings of the contracts (GET /api/settings answers the same, without the pages' extras).
 */
export type { SiteSettings } from './settings';

/** Vite's client manifest: source file -> built chunk and the chunks it imports. */
export type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/**
 * A short page of the server's own (the pages behind the links in follow mails), shown inside
 * the site's layout: `html` is written and escaped by the server.
 */
export interface ServerMessage {
  title: string;
  html: string;
}

/** Everything one rendering reads besides the request: nothing is kept between requests. */
export interface RenderInputs {
  data: SiteData;
  settings: SiteSettings;
  /** The server's message, for the routes that show one (/follow/confirm/{token}, /unsubscribe/{token}). */
  message?: ServerMessage;
  /** The built client's manifest, so a page preloads its own chunk. */
  manifest: Manifest;
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      head: string;
      html: string;
      data: string;
      /**
       * A page of islands: what replaces the shell's scripts (the beacon and the app's entry,
       * between `<!--app-scripts-->` and `<!--/app-scripts-->`): the islands' loader
       * (`islandsLoaderTag`). Absent, the shell keeps them (the React app's pages).
       */
      scripts?: string;
      /**
       * The page shows what changes with no content write (the open lesson times of /lessons):
       * rendered at each request and never kept, by the server or a shared cache.
       */
      fresh?: boolean;
    };

/** The module the site's SSR build exports (site/src/entry-server.tsx); the API loads it once. */
export interface ServerEntry {
  render(request: Request, inputs: RenderInputs): Promise<RenderResult>;
  /**
   * Whether a route of the site answers this path (the catch-all "page not found" does not
   * count): the server answers every other path from one kept 404 page, with no render.
   */
  isKnownPath?(pathname: string): boolean;
}
