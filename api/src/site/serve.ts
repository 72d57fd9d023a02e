import { existsSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { Context, Next } from 'koa';
import { cutoffOf, zoneLabel } from '@jazz/shared/shows';
import { showMinutesOf } from '@jazz/shared/contracts';
import { isPrivatePath } from '@jazz/shared/paths';
import type { SiteSettings } from '@jazz/shared/site';
import type { AppDeps } from '../deps';
import { compressBody, improveLater, sendCachedBody, type CachedBody } from '../http/cached-body';
import { PUBLIC_PATHS, robots, showCalendar, showsCalendar, sitemap } from './feeds';
import { createPageCache } from './page-cache';
import { createFeedCache } from './feed-cache';
import { siteDataOf } from './site-data';
import { showsRss } from './rss';
import { fillTemplate, loadRenderer, type Renderer } from './renderer';
import { buildStamp, safeJoin, sendFile } from './static-files';

/**
 * What a public page sends: anyone (a CDN too) may keep it, but must ask again at once
 * (max-age=0); a shared cache may answer for a minute, and with a stale copy for ten more
 * minutes while it asks. The server's own copy is always fresh (see page-cache.ts).
 */
const PUBLIC_PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

/** Where every path no route of the site answers is kept and rendered from: one 404 page. */
const NOT_FOUND_KEY = '/404';

/**
 * What a page is kept by: its path and the query parameters it reads (`when=past`). Any other
 * query string (`utm_source`, `?r=123`) is answered with the page's kept copy, so a client
 * can not make the server render on every request by varying it.
 */
export function pageKey(path: string, querystring: string): string {
  // a show's slug (`/shows/{id}/{slug}`) only decorates its address: any slug gets one page
  const page = SHOW_SLUG.exec(path)?.[1] ?? path;
  return new URLSearchParams(querystring).get('when') === 'past' ? `${page}?when=past` : page;
}

const SHOW_SLUG = /^(\/shows\/[^/]+)\/[^/]+$/;
/** The pages of one record: a show's, a group's and its press page. */
const RECORD_PAGE = /^\/(shows|groups)\/([^/]+)(\/press)?$/;

let renders = 0;
/** How many pages this process has rendered (tests count them). */
export const pageRenders = () => renders;

interface RenderedPage {
  status: number;
  body?: CachedBody;
  location?: string;
  cacheControl: string;
}

/**
 * Serves the public site: built files from site/dist/client (hashed assets immutable, sent
 * precompressed), the feeds (shows.ics, sitemap.xml, robots.txt), and every other GET as a
 * page rendered on the server with its data, then hydrated in the browser.
 */
export function serveSite({ config, logger, content, services }: AppDeps) {
  const root = join(config.siteDist, 'client');
  const { events } = services;
  const data = siteDataOf(services);
  const timeZoneLabel = zoneLabel(config.timezone);
  /** This request's settings: the site's name is the services' one rule (the `site` page's, else the host). */
  const settings = (): SiteSettings => ({
    timeZone: config.timezone,
    siteUrl: config.siteUrl,
    timeZoneLabel,
    siteName: services.siteName(),
    showMinutes: showMinutesOf(data.getPage('site').showLength),
  });
  const pages = createPageCache<RenderedPage>({
    content,
    // every encoding of a page is kept (the better bytes replace the fast ones later)
    sizeOf: ({ body }) => (body ? body.identity.length + (body.br?.length ?? 0) + (body.gzip?.length ?? 0) : 0),
    // late-bound, so a test's fake Date reaches the cache as it reaches the pages' loaders
    now: () => Date.now(),
    nextChange: (now) => {
      let next = Number.POSITIVE_INFINITY;
      for (const event of events.list()) {
        const cutoff = cutoffOf(event.startDate, config.timezone);
        if (cutoff > now && cutoff < next) next = cutoff;
      }
      return next;
    },
  });
  const build = buildStamp(config.siteDist);
  const feeds = createFeedCache({ content, events: () => events.list(), timeZone: config.timezone });
  // each show's own .ics, kept apart so a long list of shows never evicts the site's feeds
  const showFeeds = createFeedCache({
    content,
    events: () => events.list(),
    timeZone: config.timezone,
    maxEntries: 200,
  });
  /** A feed from its kept, compressed bytes (built again only when the content or the clock moves). */
  const sendFeed = async (ctx: Context, type: string, text: () => string) =>
    sendCachedBody(ctx, await feeds.body(ctx.path, type, text));

  /**
   * Answers from the kept pages, early in the chain (createApp puts it before the API router):
   * a kept page is an address that went through every check of `site` to a render before, with
   * the same build, so its answer would be the same.
   */
  async function kept(ctx: Context, next: Next) {
    if (ctx.method === 'GET' || ctx.method === 'HEAD') {
      const stamp = build();
      const page = stamp && pages.lookup(pageKey(ctx.path, ctx.querystring), stamp);
      if (page) return sendPage(ctx, page);
    }
    return next();
  }

  const site = async (ctx: Context, next: Next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path === '/shows.ics') {
      ctx.set('Cache-Control', 'public, max-age=900');
      ctx.set('Content-Disposition', 'inline; filename="shows.ics"');
      return sendFeed(ctx, 'text/calendar; charset=utf-8', () => showsCalendar(data.listEvents(), settings()));
    }
    if (ctx.path === '/shows.rss') {
      ctx.set('Cache-Control', 'public, max-age=900');
      return sendFeed(ctx, 'application/rss+xml; charset=utf-8', () => showsRss(data.listEvents(), settings()));
    }
    const oneShow = /^\/shows\/([^/]+)\.ics$/.exec(ctx.path);
    if (oneShow) {
      let id = '';
      try {
        id = decodeURIComponent(oneShow[1]!);
      } catch {
        /* not an id */
      }
      const event = id ? events.find(id) : undefined;
      if (!event) {
        ctx.status = 404;
        ctx.type = 'text/plain';
        ctx.body = 'No such show.';
        return;
      }
      ctx.set('Cache-Control', 'public, max-age=900');
      ctx.set('Content-Disposition', `attachment; filename="show-${event._id.replace(/[^\w-]/g, '')}.ics"`);
      return sendCachedBody(
        ctx,
        await showFeeds.body(`/shows/${event._id}.ics`, 'text/calendar; charset=utf-8', () =>
          showCalendar(event, settings()),
        ),
      );
    }
    if (ctx.path === '/sitemap.xml') {
      ctx.set('Cache-Control', 'public, max-age=3600');
      return sendFeed(ctx, 'application/xml; charset=utf-8', () => sitemap(data, settings()));
    }
    if (ctx.path === '/robots.txt') {
      ctx.set('Cache-Control', 'public, max-age=3600');
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = robots(settings());
      return;
    }

    let path: string;
    try {
      path = decodeURIComponent(ctx.path);
    } catch {
      return next();
    }
    // index.html is the template of rendered pages; dot folders (Vite's manifest) stay private
    const file = path === '/index.html' || path.includes('/.') ? null : safeJoin(root, path);
    if (file && existsSync(file) && statSync(file).isFile()) return sendFile(ctx, file);
    // a missing file is a 404, not a page
    if (extname(path) && !path.startsWith('/groups/')) {
      ctx.status = 404;
      ctx.type = 'text/plain';
      ctx.body = 'Not found';
      return;
    }
    const canonical = canonicalPath(path);
    if (canonical !== path) {
      // one address per page: /shows/ and /video answer with a permanent redirect
      ctx.status = 301;
      ctx.redirect(encodeURI(canonical) + (ctx.querystring ? `?${ctx.querystring}` : ''));
      return;
    }
    return renderPage(ctx);
  };
  return Object.assign(site, { kept });

  async function renderPage(ctx: Context) {
    const loading = loadRenderer(config.siteDist);
    const stamp = build();
    if (!loading || !stamp) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The site is not built yet: run npm run build.';
      return;
    }
    const renderer = await loading;
    // pages per visitor or with a secret in their address (the registry's private ones): never
    // kept, here or in a CDN, whatever their HTML becomes
    if (isPrivatePath(ctx.path)) {
      const page = await render(renderer, ctx.url);
      return sendPage(ctx, { ...page, cacheControl: 'private, no-cache' });
    }
    // every path no route answers shares one kept 404 page: no render, no eviction of others
    const known = renderer.entry.isKnownPath?.(ctx.path) ?? true;
    // ids are endless: every missing show (or group) shares one kept 404, rendered for the first
    const missing = known ? missingRecordKey(SHOW_SLUG.exec(ctx.path)?.[1] ?? ctx.path) : undefined;
    const key = missing ?? (known ? pageKey(ctx.path, ctx.querystring) : NOT_FOUND_KEY);
    const page =
      pages.lookup(key, stamp) ??
      (await pages.fill(key, stamp, async () => {
        const value = await render(renderer, missing ? ctx.path : key);
        // any other 404 of a known route is not kept
        const keep =
          value.body !== undefined &&
          value.cacheControl === PUBLIC_PAGE_CACHE &&
          (value.status !== 404 || !known || missing !== undefined);
        if (keep) improveLater(value.body!);
        return { value, keep };
      }));
    sendPage(ctx, page);
  }

  /** The key of the one kept 404 of `path`'s kind when it is a show's or group's page whose id is no record's. */
  function missingRecordKey(path: string): string | undefined {
    const page = RECORD_PAGE.exec(path);
    if (!page) return undefined;
    let id = '';
    try {
      id = decodeURIComponent(page[2]!);
    } catch {
      /* no id */
    }
    const exists = page[1] === 'shows' ? events.find(id) : services.groups.find(id);
    return exists ? undefined : `/${page[1]}/\0${page[3] ?? ''}`;
  }

  /** Renders a page the same for every visitor: its only input is the address. */
  async function render({ entry, template, manifest }: Renderer, url: string): Promise<RenderedPage> {
    const html = 'text/html; charset=utf-8';
    renders++;
    try {
      const result = await entry.render(
        new Request(new URL(url, config.siteUrl), { headers: { accept: 'text/html' } }),
        { data, settings: settings(), manifest },
      );
      if (result.kind === 'redirect')
        return { status: result.status, location: result.location, cacheControl: 'no-cache' };
      return {
        status: result.status,
        body: await compressBody(fillTemplate(template, result), html),
        cacheControl: PUBLIC_PAGE_CACHE,
      };
    } catch (error) {
      // the browser renders the page instead: an empty shell without data, not kept
      logger.error(`Server rendering of ${new URL(url, config.siteUrl).pathname} failed`, error);
      const shell = await compressBody(fillTemplate(template, { head: '', html: '', data: '' }), html);
      return { status: 200, body: shell, cacheControl: 'no-cache' };
    }
  }
}

function sendPage(ctx: Context, page: RenderedPage) {
  ctx.set('Cache-Control', page.cacheControl);
  if (page.location !== undefined) {
    ctx.status = page.status;
    ctx.redirect(page.location);
    return;
  }
  sendCachedBody(ctx, page.body!, page.status, page.cacheControl === PUBLIC_PAGE_CACHE);
}

const FIXED = new Map(PUBLIC_PATHS.map((path) => [path.toLowerCase(), path]));

/** The address a page is known by: no trailing slash, the fixed pages in their own spelling. */
export function canonicalPath(path: string): string {
  // leading slashes collapse too, so a redirect can never lead to another host (//host)
  const trimmed = '/' + path.replace(/^[/\\]+/, '').replace(/\/+$/, '');
  return FIXED.get(trimmed.toLowerCase()) ?? trimmed;
}
