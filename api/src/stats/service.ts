import { createHash, randomBytes } from 'node:crypto';
import { isbot } from 'isbot';
import { hitSchema, STATS_EVENT_TYPES, type Stats, isOneOf } from '@jazz/shared/contracts';
import { TOKEN_PATH_PREFIXES, UNCOUNTED_PATH } from '@jazz/shared/paths';
import { badRequest, validate } from '../http/errors';
import { addDays, daysBetween, isRealDay } from './days';
import type { HitRecorder } from './recorder';
import type { SiteValues } from './site-values';

/** What a request tells the counting rules; its address and agent are never kept. */
/** The events counted per target (a track, a video). */
const PLAY_TYPES = ['audio_play', 'video_play'] as const;

export interface HitRequest {
  body: unknown;
  ip: string;
  userAgent: string;
  /** A request header, '' when absent. */
  header: (name: string) => string;
}

export interface StatsServiceOptions {
  recorder: HitRecorder;
  /** The site's public address: a referrer on its own host is no source. */
  siteUrl: string;
  /**
   * The show an id names, for its title on the Stats screen; undefined for a deleted show (its
   * ticket clicks and page views are left out).
   */
  findShow: (id: string) => { title: string; venue: string; startDate: string } | undefined;
  now: () => number;
  /** Runs a write that is no content (the day's salt): ContentVersion.unchanged. */
  unchanged: <T>(fn: () => T) => T;
  /** The site's pages and links: a path or target that is none of them is kept as `other`. */
  siteValues: SiteValues;
}

const SHOW_PAGE = /^\/shows\/([^/]+)(?:\/[^/]*)?$/;
const TOP = 100;
const MAX_PERIOD_DAYS = 3700;

/**
 * Counting (POST /api/hits) and the numbers (GET /api/stats), docs/statistics.md. A visitor
 * is a hash of the day's random salt, the address and the agent: known for one day only.
 */
export function createStatsService({ recorder, siteUrl, findShow, now, unchanged, siteValues }: StatsServiceOptions) {
  const { repo } = recorder;
  const siteHost = new URL(siteUrl).hostname.toLowerCase();
  let salt: { day: string; value: Buffer } | undefined;

  /** The day's salt: read or made once a day, then kept in memory (a write that is no content). */
  function saltOf(day: string): Buffer {
    if (salt?.day !== day) {
      const value = unchanged(() => repo.salt(day) ?? repo.addSalt(day, randomBytes(32)));
      salt = { day, value };
    }
    return salt.value;
  }

  /** Why a request is not counted, or null when it is. */
  function skipped(request: HitRequest): string | null {
    if (!request.userAgent || isbot(request.userAgent)) return 'bot';
    if (/prefetch|prerender/i.test(request.header('sec-purpose') + request.header('purpose'))) return 'prefetch';
    if (request.header('dnt').trim() === '1') return 'dnt';
    if (request.header('sec-gpc').trim() === '1') return 'gpc';
    return null;
  }

  return {
    /**
     * Counts one hit, or leaves it out (a bot, a prefetch, DNT or Sec-GPC, an admin page).
     * Returns whether it was counted. A body that is no hit is a 400.
     */
    count(request: HitRequest): boolean {
      const hit = validate(hitSchema, request.body);
      if (skipped(request)) return false;
      let url: URL;
      try {
        url = new URL(hit.path, 'http://site.invalid');
      } catch {
        throw badRequest({ path: 'The path is not an address.' });
      }
      const stored = storedPath(url.pathname);
      if (stored === null) return false;
      const path = siteValues.page(stored);
      const at = now();
      const day = recorder.dayOf(at);
      const key = saltOf(day);
      const visitor = createHash('sha256')
        .update(key)
        .update(request.ip)
        .update('\0')
        .update(request.userAgent)
        .digest('base64url')
        .slice(0, 22);
      const sent = hit.target?.trim().slice(0, 300);
      const target = sent ? siteValues.target(sent) : null;
      recorder.add({ at, day, type: hit.type, path, source: sourceOf(url, hit.referrer), target, visitor });
      return true;
    },

    /** The numbers of a period, `from` and `to` inclusive SITE_TIMEZONE days. */
    read(from: string, to: string): Stats {
      if (!isRealDay(from)) throw badRequest({ from: 'Write a real day as YYYY-MM-DD.' });
      if (!isRealDay(to)) throw badRequest({ to: 'Write a real day as YYYY-MM-DD.' });
      const length = daysBetween(from, to);
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
      // safe: one zero per event type, the keys of Stats['events']
      const events = Object.fromEntries(STATS_EVENT_TYPES.map((type) => [type, 0])) as Stats['events'];
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

  /** utm_source first, else the referrer's host unless it is the site itself. */
  function sourceOf(url: URL, referrer: string | undefined): string | null {
    const utm = url.searchParams.get('utm_source')?.trim().toLowerCase();
    if (utm) return utm.slice(0, 100);
    if (!referrer) return null;
    try {
      const host = new URL(referrer).hostname.toLowerCase().replace(/^www\./, '');
      return host && host !== siteHost.replace(/^www\./, '') ? host.slice(0, 100) : null;
    } catch {
      return null;
    }
  }
}

/** Byte order, as SQLite sorts text: the same order on every machine. */
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The path as kept: admin pages not at all (null), token pages without their token. */
export function storedPath(pathname: string): string | null {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    /* kept as sent */
  }
  path = '/' + path.replace(/^\/+/, '').replace(/\/+$/, '');
  if (UNCOUNTED_PATH.test(path) || /^\/api(\/|$)/i.test(path)) return null;
  // pages whose address carries a secret: kept as their prefix only
  for (const token of TOKEN_PATH_PREFIXES) {
    const match = token.exec(path);
    if (match) return match[0].toLowerCase();
  }
  return path.slice(0, 300);
}

/** The show id of a show page's path (/shows/{id}/{slug}), undefined for other pages. */
export function showIdOf(path: string): string | undefined {
  const match = SHOW_PAGE.exec(path);
  if (!match || match[1]!.endsWith('.ics')) return undefined;
  return match[1];
}

export type StatsService = ReturnType<typeof createStatsService>;
