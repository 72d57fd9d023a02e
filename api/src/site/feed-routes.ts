import type { Context } from 'koa';
import type { SiteData, SiteSettings } from '@jazz/shared/site';
import type { AppDeps } from '../deps';
import { sendCachedBody } from '../http/cached-body';
import { robots, showCalendar, showsCalendar, sitemap } from './feeds';
import { createFeedCache } from './feed-cache';
import { showsRss } from './rss';

interface FeedDeps {
  content: AppDeps['content'];
  events: AppDeps['services']['events'];
  data: SiteData;
  timeZone: string;
  /** This request's settings. */
  settings: () => SiteSettings;
}

/**
 * The feeds beside the pages: /shows.ics, /shows.rss, a show's .ics, /sitemap.xml and
 * /robots.txt. Answers whether the request was one of them (and is answered).
 */
export function createFeedRoutes({ content, events, data, timeZone, settings }: FeedDeps) {
  const feeds = createFeedCache({ content, events: () => events.listPublic(), timeZone });
  /** A feed from its kept, compressed bytes (built again only when the content or the clock moves). */
  const sendFeed = async (ctx: Context, type: string, text: () => string) =>
    sendCachedBody(ctx, await feeds.body(ctx.path, type, text));
  // each show's own .ics, kept apart so a long list of shows never evicts the site's feeds
  const showFeeds = createFeedCache({ content, events: () => events.listPublic(), timeZone, maxEntries: 200 });

  return async function feed(ctx: Context): Promise<boolean> {
    if (ctx.path === '/shows.ics') {
      ctx.set('Cache-Control', 'public, max-age=900');
      ctx.set('Content-Disposition', 'inline; filename="shows.ics"');
      await sendFeed(ctx, 'text/calendar; charset=utf-8', () => showsCalendar(data.listEvents(), settings()));
      return true;
    }
    if (ctx.path === '/shows.rss') {
      ctx.set('Cache-Control', 'public, max-age=900');
      await sendFeed(ctx, 'application/rss+xml; charset=utf-8', () => showsRss(data.listEvents(), settings()));
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
    // a private show has no public calendar file
    const event = id ? events.findPublic(id) : undefined;
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
