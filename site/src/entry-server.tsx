import { FIXED_BANDS } from '@jazz/shared/bands';
import type { SiteData, SiteSettings } from '@jazz/shared/shows';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { configureServer } from './app/data-source';
import { DEFAULT_SOCIAL_IMAGE, metaOf, SITE_NAME, socialTags, type PageMeta, type RouteHandle } from './app/meta';
import { routes } from './app/routes';

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; head: string; html: string; data: string };

const handler = createStaticHandler(routes);

/** Called once by the API with its repositories and settings. */
export function configure(data: SiteData, settings: SiteSettings, manifest: Manifest = {}) {
  configureServer(data, settings);
  currentData = data;
  currentSettings = settings;
  currentManifest = manifest;
}
let currentSettings: SiteSettings;
let currentData: SiteData;

/**
 * og:image: the page's own (a show's or a group's band), else, on a fixed band page, that
 * band's first image, else the site's card; always absolute.
 */
function socialImage(meta: PageMeta, pathname: string): string {
  const band = FIXED_BANDS.find((fixed) => fixed.path === pathname)?.name.toLowerCase();
  const group = band ? currentData.listGroups().find((g) => g.name.toLowerCase() === band) : undefined;
  const image = meta.image || (group && Object.values(group.images)[0]) || DEFAULT_SOCIAL_IMAGE;
  return image.startsWith('/') ? currentSettings.siteUrl + image : image;
}
let currentManifest: Manifest = {};

/** Vite's client manifest: source file -> built chunk and the chunks it imports. */
export type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/** The built files a lazy page needs, so the browser fetches them with the entry script. */
function preloads(chunk: string, seen = new Set<string>()): string[] {
  const entry = currentManifest[chunk];
  if (!entry || seen.has(entry.file)) return [];
  seen.add(entry.file);
  const own = [`<link rel="modulepreload" href="/${entry.file}" />`];
  for (const css of entry.css ?? []) own.push(`<link rel="stylesheet" href="/${css}" />`);
  return [...own, ...(entry.imports ?? []).filter((i) => i !== 'index.html').flatMap((i) => preloads(i, seen))];
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** JSON inside <script>: `<` is escaped so no value can close the element. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The past shows list has an address of its own: /shows?when=past (and the quintet's). */
export const pastList = (url: URL) => (url.searchParams.get('when') === 'past' ? '?when=past' : '');

/** Renders one page: its head tags, its markup and the loader data the browser hydrates from. */
export async function render(request: Request): Promise<RenderResult> {
  const context = await handler.query(request);
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );

  const matches = context.matches.map((match) => ({
    handle: match.route.handle as RouteHandle | undefined,
    data: context.loaderData[match.route.id],
    params: match.params,
  }));
  const meta = metaOf(matches);
  const url = new URL(request.url);
  let status = context.statusCode;
  for (const match of matches) {
    if (match.handle?.status) status = match.handle.status;
    if ((match.data as { found?: boolean } | undefined)?.found === false) status = 404;
  }
  const canonical = currentSettings.siteUrl + (meta.path ?? url.pathname + pastList(url));
  const head = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    // a missing page has no address of its own to index
    status === 404
      ? '<meta name="robots" content="noindex" />'
      : `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    ...(status === 404
      ? []
      : socialTags(meta, { url: canonical, image: socialImage(meta, url.pathname), siteName: SITE_NAME })),
  ];
  for (const match of matches) {
    if (match.handle?.chunk) head.push(...preloads(match.handle.chunk));
    const ld = match.handle?.jsonLd?.(match.data, currentSettings);
    if (Array.isArray(ld) ? ld.length : ld) head.push(`<script type="application/ld+json">${scriptJson(ld)}</script>`);
  }
  const hydration = { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors };
  return {
    kind: 'page',
    status,
    head: head.join('\n    '),
    html,
    data: `<script type="application/json" id="router-data">${scriptJson(hydration)}</script>`,
  };
}
