import { FIXED_BANDS } from '@jazz/contracts/bands';
import { propertyOf } from '@jazz/contracts';
import { escapeAttribute, escapeHtml } from '@jazz/contracts/escape';
import { isPrivatePath, socialCard } from '@jazz/contracts/paths';
import { islandsLoaderTag } from '@jazz/client/islands';
import {
  type Manifest,
  type RenderInputs,
  type RenderResult,
  type SiteData,
  type SiteSettings,
} from '@jazz/contracts/site';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouter,
  StaticRouterProvider,
} from 'react-router-dom';
import type { ServerContext } from './lib/data-source';
import type { RootData } from './lib/root-data';
import { AdminShell } from './app/admin-shell';
import { DEFAULT_SOCIAL_IMAGE, metaOf, socialTags, type PageMeta, type RouteHandle } from './app/meta';
import { routes } from './app/routes';

// The routes and their handler are code, shared by every request; data comes with each request.
const handler = createStaticHandler(routes);

/**
 * og:image: the page's own (a show's or a group's band), else, on a fixed band page, that
 * band's first image, else the site's card; always absolute.
 */
function socialImage(meta: PageMeta, pathname: string, data: SiteData, settings: SiteSettings) {
  const band = FIXED_BANDS.find((fixed) => fixed.path === pathname)?.name.toLowerCase();
  const group = band ? data.listGroups().find((g) => g.name.toLowerCase() === band) : undefined;
  const image = meta.image || (group && Object.values(group.images)[0]) || DEFAULT_SOCIAL_IMAGE;
  // an uploaded image's 1200 x 630 JPEG card, which chat apps show where some show no WebP
  const card = socialCard(image);
  return { ...card, url: card.url.startsWith('/') ? settings.siteUrl + card.url : card.url };
}

/** The built files a lazy page needs, so the browser fetches them with the entry script. */
function preloads(manifest: Manifest, chunk: string, seen = new Set<string>()): string[] {
  const entry = manifest[chunk];
  if (!entry || seen.has(entry.file)) return [];
  seen.add(entry.file);
  const own = [`<link rel="modulepreload" href="/${entry.file}" />`];
  for (const css of entry.css ?? []) own.push(`<link rel="stylesheet" href="/${css}" />`);
  return [
    ...own,
    ...(entry.imports ?? []).filter((i) => i !== 'index.html').flatMap((i) => preloads(manifest, i, seen)),
  ];
}

/**
 * A page of islands' scripts: the loader, with the entry's address and the islands' chunks to
 * preload beside it (the islands' script and what it imports).
 */
function islandsScripts(manifest: Manifest): { scripts?: string } {
  const entry = manifest['index.html']?.file;
  // no manifest (a build without it): the shell keeps its own scripts
  if (!entry) return {};
  const chunks = preloads(manifest, 'src/islands/page.ts').flatMap(
    (link) => /^<link rel="modulepreload" href="([^"]+)"/.exec(link)?.[1] ?? [],
  );
  return { scripts: islandsLoaderTag(`/${entry}`, chunks) };
}

/** JSON inside <script>: `<` is escaped so no value can close the element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** True when a route other than the catch-all "page not found" answers `pathname`. */
/** A route's handle: every route of app/routes.tsx has a RouteHandle (the router types it `any`). */
const handleOf = (route: { handle?: RouteHandle }): RouteHandle | undefined => route.handle;

export function isKnownPath(pathname: string): boolean {
  const matches = matchRoutes(routes, pathname);
  return matches !== null && matches.at(-1)!.route.path !== '*';
}

/**
 * The query a list's address keeps in its canonical: `?when=past`, a year page's year, and a
 * later page of the upcoming list (`?page=2`).
 */
function pastList(url: URL): string {
  if (url.searchParams.get('when') !== 'past') {
    const page = url.searchParams.get('page');
    return page === null || page === '1' ? '' : `?page=${encodeURIComponent(page)}`;
  }
  const year = url.searchParams.get('year');
  return year === null ? '?when=past' : `?when=past&year=${encodeURIComponent(year)}`;
}

/**
 * Renders one page: its head tags, its markup and the loader data the browser hydrates from.
 * Everything it reads arrives here: the API's data and settings, the built client's manifest.
 */
export async function render(
  request: Request,
  { data, settings, manifest, message }: RenderInputs,
): Promise<RenderResult> {
  const requestContext: ServerContext = { data, settings, message };
  const context = await handler.query(request, { requestContext });
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  // a page of islands: its leaf route says so (docs/islands.md, useIslandsMode); else the admin's page
  const last = context.matches.at(-1);
  const leaf = last && handleOf(last.route);
  const islands = leaf?.islands === true;
  const admin = leaf?.admin === true;
  const url = new URL(request.url);
  // the admin's page: its own shell under a plain router, as the admin's entry hydrates it
  // (src/admin-client.tsx); without the root data (its loader failed) the error page as elsewhere,
  // which the admin's entry replaces, reading the root data through the API
  const adminRoot: RootData | undefined = admin ? context.loaderData['root'] : undefined;
  const rendered = renderToString(
    <StrictMode>
      {adminRoot ? (
        <StaticRouter location={url.pathname + url.search}>
          <AdminShell root={adminRoot} />
        </StaticRouter>
      ) : (
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      )}
    </StrictMode>,
  );
  // React writes the preloads of the page's first images (img fetchPriority="high") at the start
  // of its markup; in the head, ahead of the scripts' preloads, the browser asks for the likely
  // largest paint first instead of behind the page's JavaScript
  const [, imagePreloads = '', html = ''] = /^((?:<link rel="preload" as="image"[^>]*\/>)*)([\s\S]*)$/.exec(rendered)!;

  const matches = context.matches.map((match) => ({
    id: match.route.id,
    handle: handleOf(match.route),
    data: context.loaderData[match.route.id],
    params: match.params,
  }));
  const meta = metaOf(matches);
  let status = context.statusCode;
  for (const match of matches) {
    if (match.handle?.status) status = match.handle.status;
    if (propertyOf(match.data, 'found') === false) status = 404;
  }
  const canonical = settings.siteUrl + (meta.path ?? url.pathname + pastList(url));
  // a missing page has no address of its own to index; an account page (log in, register,
  // forgotten password...) is for one visitor, not for search results
  const noindex = status === 404 || isPrivatePath(url.pathname);
  const head = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeAttribute(meta.description)}" />`,
    noindex
      ? '<meta name="robots" content="noindex" />'
      : `<link rel="canonical" href="${escapeAttribute(canonical)}" />`,
    ...(status === 404
      ? []
      : socialTags(meta, {
          url: canonical,
          image: socialImage(meta, url.pathname, data, settings),
          siteName: settings.siteName,
        })),
  ];
  if (imagePreloads) head.push(imagePreloads);
  for (const match of matches) {
    if (match.handle?.chunk && !islands) head.push(...preloads(manifest, match.handle.chunk));
    const alternate = match.handle?.alternate;
    for (const feed of typeof alternate === 'function' ? alternate(match.params) : (alternate ?? []))
      head.push(
        `<link rel="alternate" type="${escapeAttribute(feed.type)}" title="${escapeAttribute(feed.title)}" href="${escapeAttribute(settings.siteUrl + feed.href)}" />`,
      );
    const ld = match.handle?.jsonLd?.(match.data, settings);
    if (Array.isArray(ld) ? ld.length : ld) head.push(`<script type="application/ld+json">${scriptJson(ld)}</script>`);
  }
  // Every page is a page of islands (no script before it has painted: its loader brings the entry
  // and the islands' code, docs/performance.md) or the admin's: its entry, preloaded above as its
  // route's chunk, and the root data it reads (the settings, the nav's and the footer's data).
  const routerData = admin
    ? `<script type="application/json" id="router-data" data-entry="admin">${scriptJson({ loaderData: adminRoot ? { root: adminRoot } : {} })}</script>`
    : '';
  return {
    kind: 'page',
    status,
    head: head.join('\n    '),
    html,
    data: routerData,
    ...(islands ? islandsScripts(manifest) : {}),
    ...(leaf?.fresh ? { fresh: true } : {}),
  };
}
