import { existsSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { Context, Next } from 'koa';
import { FIXED_BANDS, groupPath } from '@jazz/contracts/bands';
import { zoneLabel } from '@jazz/contracts/time';
import { showMinutesOf } from '@jazz/contracts';
import { isPrivatePath } from '@jazz/contracts/paths';
import type { SiteSettings } from '@jazz/contracts/site';
import type { AppDeps } from '../deps';
import { improveLater } from '../http/cached-body';
import { canonicalPath } from './canonical-path';
import { createFeedRoutes } from './feed-routes';
import { createPageCache } from './page-cache';
import {
  createPageRender,
  pageKey,
  PUBLIC_PAGE_CACHE,
  sendPage,
  showPagePath,
  type RenderedPage,
} from './rendered-page';
import { siteDataOf } from './site-data';
import { loadRenderer } from './renderer';
import { buildStamp, safeJoin, sendFile } from './static-files';

/** Where every path no route of the site answers is kept and rendered from: one 404 page. */
const NOT_FOUND_KEY = '/404';
/** The pages of one record: a show's, a group's and its press page. */
const RECORD_PAGE = /^\/(shows|groups)\/([^/]+)(\/press)?$/;
/** The kept key of a single show's page (its slug dropped), or of the one missing-show page. */
const SHOW_PAGE_KEY = /^\/shows\/[^/?]+$/;

/**
 * The key of the one kept "no shows that year" answer of a list (/shows, a band's page) when
 * `?when=past&year=` names a year it has no past show in, or no year at all: `year=` empty,
 * which the page reads as no year of the archive (PRODUCT, Hardening IV).
 */
function missingYearKeyOf({ events, groups }: AppDeps['services']) {
  return (path: string, querystring: string): string | undefined => {
    const query = new URLSearchParams(querystring);
    const asked = query.get('year');
    if (query.get('when') !== 'past' || asked === null) return undefined;
    let band: { groupId?: string } | undefined;
    if (path === '/shows') band = {};
    else {
      const group = groups.list().find((g) => groupPath(g) === path);
      // a band page with no record lists no past shows: every year is none
      const bandPage = /^\/groups\/[^/]+$/.test(path) || FIXED_BANDS.some((fixed) => fixed.path === path);
      band = group ? { groupId: group._id } : bandPage ? { groupId: '' } : undefined;
    }
    if (!band) return undefined;
    const year = /^\d{4}$/.test(asked) ? Number(asked) : NaN;
    if (band.groupId !== '' && events.public.pastYears(band).includes(year)) return undefined;
    return `${path}?when=past&year=`;
  };
}

/** This request's settings: the site's name is the services' one rule (the `site` page's, else the host). */
function siteSettingsOf(config: AppDeps['config'], services: AppDeps['services'], data: ReturnType<typeof siteDataOf>) {
  const timeZoneLabel = zoneLabel(config.timezone);
  return (): SiteSettings => ({
    timeZone: config.timezone,
    siteUrl: config.siteUrl,
    timeZoneLabel,
    siteName: services.siteName(),
    currency: config.currency,
    showMinutes: showMinutesOf(data.getPage('site').showLength),
  });
}

/**
 * The kept rendered pages. The site's pages (/, /shows and its years, the band pages, ...) and
 * the pages of single shows are kept apart: a crawler walking every show's page evicts other
 * show pages, never the pages most visitors ask for.
 */
function keptPagesOf(content: AppDeps['content'], events: AppDeps['services']['events']) {
  const cacheOf = (maxEntries: number) =>
    createPageCache<RenderedPage>({
      content,
      // every encoding of a page is kept (the better bytes replace the fast ones later)
      sizeOf: ({ body }) => body?.size ?? 0,
      // late-bound, so a test's fake Date reaches the cache as it reaches the pages' loaders
      now: () => Date.now(),
      // the soonest upcoming show's cutoff, by one indexed read
      nextChange: (now) => events.public.nextChange(now),
      maxEntries,
    });
  const sitePages = cacheOf(500);
  const showPages = cacheOf(300);
  const pagesOf = (key: string) => (SHOW_PAGE_KEY.test(key) ? showPages : sitePages);
  return {
    lookup: (key: string, stamp: string) => pagesOf(key).lookup(key, stamp),
    fill: (...args: Parameters<typeof sitePages.fill>) => pagesOf(args[0]).fill(...args),
  };
}
type KeptPages = ReturnType<typeof keptPagesOf>;

/**
 * Answers a built file, a 404 for a missing one, or the redirect to a page's one address;
 * false when `path` is a page to render.
 */
function answerFileOrRedirect(ctx: Context, root: string, path: string): boolean {
  // index.html is the template of rendered pages; dot folders (Vite's manifest) stay private
  const file = path === '/index.html' || path.includes('/.') ? null : safeJoin(root, path);
  if (file && existsSync(file) && statSync(file).isFile()) {
    sendFile(ctx, file);
    return true;
  }
  // a missing file is a 404, not a page
  if (extname(path) && !path.startsWith('/groups/')) {
    ctx.status = 404;
    ctx.type = 'text/plain';
    ctx.body = 'Not found';
    return true;
  }
  const canonical = canonicalPath(path);
  if (canonical === path) return false;
  // one address per page: /shows/ and /video answer with a permanent redirect
  ctx.status = 301;
  ctx.redirect(encodeURI(canonical) + (ctx.querystring ? `?${ctx.querystring}` : ''));
  return true;
}

/** The key of the one kept 404 of `path`'s kind when it is a show's or group's page whose id is no record's. */
function missingRecordKeyOf({ events, groups }: AppDeps['services']) {
  return (path: string): string | undefined => {
    const page = RECORD_PAGE.exec(path);
    if (!page) return undefined;
    let id = '';
    try {
      id = decodeURIComponent(page[2]!);
    } catch {
      /* no id */
    }
    const exists = page[1] === 'shows' ? events.public.show(id) : groups.find(id);
    return exists ? undefined : `/${page[1]}/\0${page[3] ?? ''}`;
  };
}

/** Renders a page on the server (or answers its kept copy), keeping what every visitor shares. */
function pageRenderOf(
  { config, services }: AppDeps,
  pages: KeptPages,
  build: () => string | null,
  render: ReturnType<typeof createPageRender>,
) {
  const missingYearKey = missingYearKeyOf(services);
  const missingRecordKey = missingRecordKeyOf(services);
  return async function renderPage(ctx: Context) {
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
    const missing = known ? missingRecordKey(showPagePath(ctx.path)) : undefined;
    // years are endless too: every year with no shows of a list shares its one kept answer
    const noYear = known && !missing ? missingYearKey(ctx.path, ctx.querystring) : undefined;
    const key = missing ?? noYear ?? (known ? pageKey(ctx.path, ctx.querystring) : NOT_FOUND_KEY);
    const page =
      pages.lookup(key, stamp) ??
      (await pages.fill(key, stamp, async () => {
        const value = await render(renderer, missing ? ctx.path : key);
        // any other 404 of a known route is not kept
        const keep =
          value.body !== undefined &&
          value.cacheControl === PUBLIC_PAGE_CACHE &&
          (value.status !== 404 || !known || missing !== undefined || noYear !== undefined);
        if (keep) improveLater(value.body!);
        return { value, keep };
      }));
    sendPage(ctx, page);
  };
}

/**
 * Serves the public site: built files from site/dist/client (hashed assets immutable, sent
 * precompressed), the feeds (feed-routes.ts), and every other GET as a page rendered on the
 * server with its data (rendered-page.ts), then hydrated in the browser.
 */
export function serveSite(deps: AppDeps) {
  const { config, logger, content, services } = deps;
  const root = join(config.siteDist, 'client');
  const data = siteDataOf(services);
  const settings = siteSettingsOf(config, services, data);
  const pages = keptPagesOf(content, services.events);
  const build = buildStamp(config.siteDist);
  const feed = createFeedRoutes({ content, series: services.series, data, timeZone: config.timezone, settings });
  const render = createPageRender({ siteUrl: config.siteUrl, logger, data, settings });
  const renderPage = pageRenderOf(deps, pages, build, render);

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
    if (await feed(ctx)) return;

    let path: string;
    try {
      path = decodeURIComponent(ctx.path);
    } catch {
      return next();
    }
    if (answerFileOrRedirect(ctx, root, path)) return;
    return renderPage(ctx);
  };
  return Object.assign(site, { kept });
}
