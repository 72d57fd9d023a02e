import type { Context } from 'koa';
import { FIXED_BANDS } from '@jazz/contracts/bands';
import type { SiteData, SiteSettings } from '@jazz/contracts/site';
import type { Logger } from '../http/logger';
import { compressBody, sendCachedBody, type CachedBody } from '../http/cached-body';
import { fillTemplate, type Renderer } from './renderer';

/**
 * What a public page sends: anyone (a CDN too) may keep it, but must ask again at once
 * (max-age=0); a shared cache may answer for a minute, and with a stale copy for ten more
 * minutes while it asks. The server's own copy is always fresh (see page-cache.ts).
 */
export const PUBLIC_PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

/**
 * What a public page that shows what changes with no content write sends (/lessons: its open
 * times): rendered at each request, never kept, though a client may revalidate it by its ETag.
 */
export const FRESH_PAGE_CACHE = 'public, no-cache';

/**
 * What a page is kept by: its path and the query parameters it reads (`when`, `year`, `page`;
 * /lessons its choice). Any other
 * query string (`utm_source`, `?r=123`) is answered with the page's kept copy, so a client
 * can not make the server render on every request by varying it.
 */
export function pageKey(path: string, querystring: string): string {
  // a show's slug (`/shows/{id}/{slug}`) only decorates its address: any slug gets one page
  const page = showPagePath(path);
  const query = new URLSearchParams(querystring);
  if (page === LESSONS_PATH) return lessonsKey(query);
  if (query.get('when') !== 'past') {
    // a page of an upcoming list (/shows?page=2, a band page's): kept per page; on any other
    // page, or not a number, `page` is a query string like any other
    const upcomingPage = query.get('page');
    return upcomingPage !== null && /^\d{1,4}$/.test(upcomingPage) && listsUpcoming(page)
      ? `${page}?page=${upcomingPage}`
      : page;
  }
  // a year page (/shows?when=past&year=2019): kept per year; any other `year` is its own key
  // (a 404 of a known route is never kept)
  const year = query.get('year');
  return year === null ? `${page}?when=past` : `${page}?when=past&year=${encodeURIComponent(year)}`;
}

/**
 * /lessons reads the choice in its address (a time chosen before logging in, a length and a
 * place to rebook with, the student's own lesson he reschedules) and renders it; it is rendered
 * at each request and never kept, but
 * concurrent renders share one per key, so the key carries the choice.
 */
const LESSONS_PATH = '/lessons';
const LESSON_CHOICE = ['time', 'length', 'format', 'move'] as const;
function lessonsKey(query: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const name of LESSON_CHOICE) {
    const value = query.get(name);
    if (value !== null) kept.set(name, value);
  }
  const choice = kept.toString();
  return choice ? `${LESSONS_PATH}?${choice}` : LESSONS_PATH;
}

/** The pages whose upcoming list is in pages (`?page=N`): /shows and the band pages. */
const listsUpcoming = (page: string) =>
  page === '/shows' || /^\/groups\/[^/]+$/.test(page) || FIXED_BANDS.some((band) => band.path === page);

const SHOW_SLUG = /^(\/shows\/[^/]+)\/[^/]+$/;
/** A show page's address without its slug; any other path as it is. */
export const showPagePath = (path: string): string => SHOW_SLUG.exec(path)?.[1] ?? path;

let renders = 0;
/** How many pages this process has rendered (tests count them). */
export const pageRenders = () => renders;

export interface RenderedPage {
  status: number;
  body?: CachedBody;
  location?: string;
  cacheControl: string;
}

interface RenderDeps {
  siteUrl: string;
  logger: Logger;
  data: SiteData;
  /** This request's settings. */
  settings: () => SiteSettings;
}

/** Renders a page the same for every visitor: its only input is the address. */
export function createPageRender({ siteUrl, logger, data, settings }: RenderDeps) {
  return async ({ entry, template, manifest }: Renderer, url: string): Promise<RenderedPage> => {
    const html = 'text/html; charset=utf-8';
    renders++;
    try {
      const result = await entry.render(new Request(new URL(url, siteUrl), { headers: { accept: 'text/html' } }), {
        data,
        settings: settings(),
        manifest,
      });
      if (result.kind === 'redirect')
        return { status: result.status, location: result.location, cacheControl: 'no-cache' };
      return {
        status: result.status,
        body: await compressBody(fillTemplate(template, result), html),
        cacheControl: result.fresh ? FRESH_PAGE_CACHE : PUBLIC_PAGE_CACHE,
      };
    } catch (error) {
      // the browser renders the page instead: an empty shell without data, not kept
      logger.error(`Server rendering of ${new URL(url, siteUrl).pathname} failed`, error);
      const shell = await compressBody(fillTemplate(template, { head: '', html: '', data: '' }), html);
      return { status: 200, body: shell, cacheControl: 'no-cache' };
    }
  };
}

export function sendPage(ctx: Context, page: RenderedPage) {
  ctx.set('Cache-Control', page.cacheControl);
  if (page.location !== undefined) {
    ctx.status = page.status;
    ctx.redirect(page.location);
    return;
  }
  const validate = page.cacheControl === PUBLIC_PAGE_CACHE || page.cacheControl === FRESH_PAGE_CACHE;
  sendCachedBody(ctx, page.body!, page.status, validate);
}
