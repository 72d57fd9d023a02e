import type { Context } from 'koa';
import type { SiteData, SiteSettings } from '@jazz/shared/site';
import type { AppDeps } from '../deps';
import { sendCachedBody } from '../http/cached-body';
import { robots, showCalendar, showsCalendar, sitemap } from './feeds';
import { createFeedCache, nextFeedChange } from './feed-cache';
import { CALENDAR_KEEPS_PAST_DAYS } from './feeds';
import { showsRss } from './rss';

const DAY = 24 * 3600_000;

interface FeedDeps {
  content: AppDeps['content'];
  data: SiteData;
  timeZone: string;
  /** This request's settings. */
  settings: () => SiteSettings;
}

/**
 * The feeds beside the pages: /shows.ics, /shows.rss, a show's .ics, /sitemap.xml and
 * /robots.txt. Answers whether the request was one of them (and is answered).
 */
export function createFeedRoutes({ content, data, timeZone, settings }: FeedDeps) {
  const shows = data.shows;
  const iso = (ms: number) => new Date(ms).toISOString();
  const keeps = CALENDAR_KEEPS_PAST_DAYS * DAY;
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
  const sendFeed = async (ctx: Context, type: string, text: () => string) =>
    sendCachedBody(ctx, await feeds.body(ctx.path, type, text));
  // each show's own .ics, kept apart so a long list of shows never evicts the site's feeds
  const showFeeds = createFeedCache({ content, nextChange, timeZone, maxEntries: 200 });

  return async function feed(ctx: Context): Promise<boolean> {
    if (ctx.path === '/shows.ics') {
      ctx.set('Cache-Control', 'public, max-age=900');
      ctx.set('Content-Disposition', 'inline; filename="shows.ics"');
      await sendFeed(ctx, 'text/calendar; charset=utf-8', () =>
        // what it covers: the upcoming shows and those of the last 90 days (all start after that)
        showsCalendar(shows.range(iso(Date.now() - keeps), '9999'), settings()),
      );
      return true;
    }
    if (ctx.path === '/shows.rss') {
      ctx.set('Cache-Control', 'public, max-age=900');
      await sendFeed(ctx, 'application/rss+xml; charset=utf-8', () => showsRss(shows.upcoming(), settings()));
      return true;
    }
    const oneShow = /^\/shows\/([^/]+)\.ics$/.exec(ctx.path);
    if (oneShow) {
      await sendShowCalendar(ctx, oneShow[1]!);
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

  async function sendShowCalendar(ctx: Context, encodedId: string) {
    let id = '';
    try {
      id = decodeURIComponent(encodedId);
    } catch {
      /* not an id */
    }
    const event = id ? shows.show(id) : undefined;
    if (!event) {
      ctx.status = 404;
      ctx.type = 'text/plain';
      ctx.body = 'No such show.';
      return;
    }
    ctx.set('Cache-Control', 'public, max-age=900');
    ctx.set('Content-Disposition', `attachment; filename="show-${event._id.replace(/[^\w-]/g, '')}.ics"`);
    sendCachedBody(
      ctx,
      await showFeeds.body(`/shows/${event._id}.ics`, 'text/calendar; charset=utf-8', () =>
        showCalendar(event, settings()),
      ),
    );
  }
}
