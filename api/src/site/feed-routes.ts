import type { Context } from 'koa';
import type { SiteData, SiteSettings } from '@jazz/contracts/site';
import type { AppDeps } from '../deps';
import { isPublicShow, publicShow } from '../events/public-rule';
import { sendCachedBody } from '../http/cached-body';
import { FIXED_BANDS, groupPath } from '@jazz/contracts/bands';
import type { Group } from '@jazz/contracts';
import { bandCalendar, CALENDAR_KEEPS_PAST_DAYS, robots, showCalendar, showsCalendar, sitemap } from './feeds';
import { seriesCalendar } from './series-calendar';
import { createFeedCache, nextFeedChange } from './feed-cache';
import { showsRss } from './rss';
import { z } from 'zod';
import type { AnyRouteSpec } from '../http/route';

const DAY = 24 * 3600_000;

const feedRoute = (path: string, summary: string, type: string, params?: z.ZodObject): AnyRouteSpec => ({
  method: 'get',
  path,
  summary,
  ...(params && { params }),
  answer: { type },
});
const idParams = z.object({ id: z.string() });
const CALENDAR = 'text/calendar';

/**
 * The feeds as GET /api/openapi.json lists them, beside the API (createFeedRoutes matches
 * their paths below; api/test/openapi.test.ts asks each of them).
 */
export const FEED_ROUTES: readonly AnyRouteSpec[] = [
  feedRoute('/shows.ics', 'The upcoming shows and those of the last 90 days, as a calendar.', CALENDAR),
  feedRoute('/shows.rss', 'The upcoming shows as RSS.', 'application/rss+xml'),
  feedRoute('/groups/:id.ics', "A band's shows as a calendar.", CALENDAR, idParams),
  feedRoute(
    '/:band.ics',
    "A fixed band's shows as a calendar (/cannonball-quintet.ics).",
    CALENDAR,
    z.object({ band: z.string() }),
  ),
  feedRoute('/series/:id.ics', 'Every public date of a series as a calendar.', CALENDAR, idParams),
  feedRoute('/shows/:id.ics', 'One public show as a calendar file.', CALENDAR, idParams),
  feedRoute('/sitemap.xml', 'The public pages.', 'application/xml'),
  feedRoute('/robots.txt', 'What crawlers may read.', 'text/plain'),
];

interface FeedDeps {
  content: AppDeps['content'];
  series: AppDeps['services']['series'];
  data: SiteData;
  timeZone: string;
  /** This request's settings. */
  settings: () => SiteSettings;
}

type FeedCache = ReturnType<typeof createFeedCache>;

/**
 * The feeds' kept bytes and what the calendars cover. The feeds change with no write when a
 * show's cutoff passes or a show leaves shows.ics's past days.
 */
function feedCachesOf({ content, data, timeZone }: FeedDeps) {
  const shows = data.shows;
  const iso = (ms: number) => new Date(ms).toISOString();
  const keeps = CALENDAR_KEEPS_PAST_DAYS * DAY;
  /** What the calendars cover: the upcoming shows and those of the last 90 days (a band's only). */
  const covered = (band?: Pick<Group, '_id' | 'name'>) =>
    shows.range(iso(Date.now() - keeps), '9999', band && (band._id ? { groupId: band._id } : { groupName: band.name }));
  /**
   * When the feeds change with no write, by two indexed reads: the soonest upcoming show's cutoff,
   * or a show's start leaving shows.ics's past days (those of the next day; a day later at most).
   */
  const nextChange = (at: number) =>
    Math.min(
      shows.nextChange(at),
      nextFeedChange(shows.range(iso(at - keeps), iso(at - keeps + DAY)), timeZone, at),
      at + DAY,
    );
  const feeds = createFeedCache({ content, nextChange, timeZone });
  /** A feed from its kept, compressed bytes (built again only when the content or the clock moves). */
  const sendFeed = async (ctx: Context, type: string, text: () => string | Iterable<string>) =>
    sendCachedBody(ctx, await feeds.body(ctx.path, type, text));
  // each show's own .ics, kept apart so a long list of shows never evicts the site's feeds
  const showFeeds = createFeedCache({ content, nextChange, timeZone, maxEntries: 200 });
  return { covered, sendFeed, showFeeds };
}

/** The band whose feed `path` is (/groups/{id}.ics, /cannonball-quintet.ics, ...), if any. */
function bandOfCalendar(data: SiteData, path: string): Pick<Group, '_id' | 'name' | 'images'> | undefined {
  if (!path.endsWith('.ics')) return undefined;
  const page = path.slice(0, -'.ics'.length);
  const group = data.listGroups().find((g) => groupPath(g) === page);
  if (group) return group;
  // a fixed band's page shows its shows even before its record exists
  const fixed = FIXED_BANDS.find((b) => b.path === page);
  return fixed && { _id: '', name: fixed.name, images: {} };
}

/** A series' "all dates" calendar: its public dates only, none for a private series. */
async function sendSeriesCalendar(
  { series, settings }: FeedDeps,
  showFeeds: FeedCache,
  ctx: Context,
  encodedId: string,
) {
  const stored = series.calendar(idOf(encodedId));
  // a private date is in no public file (an EXDATE up to the last date made, private ones
  // included); a private series, or one of private dates only, is no public series
  const found = stored &&
    isPublicShow(stored.series) && {
      ...stored,
      dates: stored.dates
        .filter(({ event }) => isPublicShow(event))
        .map((date) => ({ ...date, event: publicShow(date.event) })),
      lastMade: stored.dates.reduce((last, { event }) => Math.max(last, Date.parse(event.startDate)), 0),
    };
  if (!found || found.dates.length === 0) return notFound(ctx, 'No such series.');
  ctx.set('Cache-Control', 'public, max-age=900');
  ctx.set('Content-Disposition', `attachment; filename="series-${found.series._id.replace(/[^\w-]/g, '')}.ics"`);
  sendCachedBody(
    ctx,
    await showFeeds.body(`/series/${found.series._id}.ics`, 'text/calendar; charset=utf-8', () =>
      seriesCalendar(found, settings()),
    ),
  );
}

/** One public show as a calendar file. */
async function sendShowCalendar({ data, settings }: FeedDeps, showFeeds: FeedCache, ctx: Context, encodedId: string) {
  const id = idOf(encodedId);
  // a private show has no public calendar file
  const event = id ? data.shows.show(id) : undefined;
  if (!event) return notFound(ctx, 'No such show.');
  ctx.set('Cache-Control', 'public, max-age=900');
  ctx.set('Content-Disposition', `attachment; filename="show-${event._id.replace(/[^\w-]/g, '')}.ics"`);
  sendCachedBody(
    ctx,
    await showFeeds.body(`/shows/${event._id}.ics`, 'text/calendar; charset=utf-8', () =>
      showCalendar(event, settings()),
    ),
  );
}

/**
 * The feeds beside the pages: /shows.ics, a band's .ics (/groups/{id}.ics and the fixed bands'
 * /{band}.ics), a series' "all dates" /series/{id}.ics, /shows.rss, a show's .ics,
 * /sitemap.xml and /robots.txt. Answers whether the request was one of them (and is answered).
 */
export function createFeedRoutes(deps: FeedDeps) {
  const { data, settings } = deps;
  const { covered, sendFeed, showFeeds } = feedCachesOf(deps);

  return async function feed(ctx: Context): Promise<boolean> {
    if (ctx.path === '/shows.ics') {
      ctx.set('Cache-Control', 'public, max-age=900');
      ctx.set('Content-Disposition', 'inline; filename="shows.ics"');
      await sendFeed(ctx, 'text/calendar; charset=utf-8', () => showsCalendar(covered(), settings()));
      return true;
    }
    if (ctx.path === '/shows.rss') {
      ctx.set('Cache-Control', 'public, max-age=900');
      await sendFeed(ctx, 'application/rss+xml; charset=utf-8', () => showsRss(data.shows.upcoming(), settings()));
      return true;
    }
    const band = bandOfCalendar(data, ctx.path);
    if (band) {
      ctx.set('Cache-Control', 'public, max-age=900');
      ctx.set(
        'Content-Disposition',
        `inline; filename="${ctx.path
          .split('/')
          .pop()!
          .replace(/[^\w.-]/g, '')}"`,
      );
      await sendFeed(ctx, 'text/calendar; charset=utf-8', () => bandCalendar(band, covered(band), settings()));
      return true;
    }
    const allDates = /^\/series\/([^/]+)\.ics$/.exec(ctx.path);
    if (allDates) {
      await sendSeriesCalendar(deps, showFeeds, ctx, allDates[1]!);
      return true;
    }
    const oneShow = /^\/shows\/([^/]+)\.ics$/.exec(ctx.path);
    if (oneShow) {
      await sendShowCalendar(deps, showFeeds, ctx, oneShow[1]!);
      return true;
    }
    if (ctx.path === '/sitemap.xml') {
      ctx.set('Cache-Control', 'public, max-age=3600');
      await sendFeed(ctx, 'application/xml; charset=utf-8', () => sitemap(data, settings()));
      return true;
    }
    if (ctx.path === '/robots.txt') {
      ctx.set('Cache-Control', 'public, max-age=3600');
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = robots(settings());
      return true;
    }
    return false;
  };
}

/** An id from its address part ('' when it does not decode). */
function idOf(encoded: string): string {
  try {
    return decodeURIComponent(encoded);
  } catch {
    return '';
  }
}

function notFound(ctx: Context, message: string) {
  ctx.status = 404;
  ctx.type = 'text/plain';
  ctx.body = message;
}
