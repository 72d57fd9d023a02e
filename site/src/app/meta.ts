import { escapeAttribute } from '@jazz/contracts/escape';
import { SITE_CARD_IMAGE } from '@jazz/contracts/paths';
import type { SiteSettings } from '@jazz/contracts/site';
import type { Params, UIMatch } from 'react-router-dom';
import { summaryOf, titleOf, type PageMeta, type SiteInfo } from '../lib/page-meta';
import type { RootData } from '../lib/root-data';

export { summaryOf, titleOf, type PageMeta, type SiteInfo };

/** The social card image of pages that have none of their own (site/scripts/generate-social-card.mjs). */
export const DEFAULT_SOCIAL_IMAGE = SITE_CARD_IMAGE;

/** og:image:type and the size, where known (the JPEG cards are 1200 x 630). */
function imageFacts(image: { url: string; width?: number; height?: number }): [string, string, string][] {
  const facts: [string, string, string][] = [];
  if (image.url.endsWith('.jpg')) facts.push(['property', 'og:image:type', 'image/jpeg']);
  if (image.width && image.height)
    facts.push(
      ['property', 'og:image:width', String(image.width)],
      ['property', 'og:image:height', String(image.height)],
    );
  return facts;
}

/**
 * Open Graph and Twitter tags of a page: every public page gets a card with an absolute image
 * URL. `url` is the canonical address; `image` is already resolved (page, band or default).
 */
export function socialTags(
  meta: PageMeta,
  card: { url: string; image: { url: string; width?: number; height?: number }; siteName: string },
): string[] {
  const { image } = card;
  const tags: [string, string, string][] = [
    ['property', 'og:type', meta.type ?? 'website'],
    ['property', 'og:site_name', card.siteName],
    ['property', 'og:title', meta.title],
    ['property', 'og:description', meta.description],
    ['property', 'og:url', card.url],
    ['property', 'og:image', image.url],
    ...imageFacts(image),
    ['property', 'og:image:alt', meta.imageAlt ?? meta.title],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', meta.title],
    ['name', 'twitter:description', meta.description],
    ['name', 'twitter:image', image.url],
    ['name', 'twitter:image:alt', meta.imageAlt ?? meta.title],
  ];
  return tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeAttribute(value)}" />`);
}

/** What a route's loader answers: its handle (and its page, `useLoaderData<typeof loader>()`) read this type. */
export type LoaderData<L extends (...args: never[]) => unknown> = Awaited<ReturnType<L>>;

/**
 * What a route may declare in its `handle`: its head tags, and structured data (server only).
 * `D` is what the route's loader answers (`RouteHandle<LoaderData<typeof loader>>`); methods,
 * so a handle of any route's data fits the router's list of handles.
 */
export interface RouteHandle<D = unknown> {
  /** `data` is undefined when the loader did not answer (the error page). */
  meta?(data: D | undefined, params: Params, site: SiteInfo): PageMeta;
  /** Rendered on the server, after the loader answered. */
  jsonLd?(data: D, settings: SiteSettings): unknown;
  /** The not-found route answers 404. */
  status?: number;
  /** Source file of a lazy page: the server preloads its built chunk. */
  chunk?: string;
  /** Feeds of the page, advertised by <link rel="alternate"> (the shows' RSS, a band's calendar). */
  alternate?: Alternate[] | ((params: Params) => Alternate[]);
  /**
   * The page is HTML with islands (docs/islands.md): the browser gets no router, no loader data
   * and no page code, only the code of the islands it shows. Pages without it are hydrated whole.
   */
  islands?: boolean;
  /**
   * The admin's page (/admin-panel/*): the server renders it with the admin's own shell under a
   * plain router, which the admin's entry (src/admin-client.tsx) hydrates (docs/performance.md).
   */
  admin?: boolean;
  /**
   * The page shows what changes with no content write (the open lesson times): the server
   * renders it at each request and keeps no copy (RenderResult.fresh).
   */
  fresh?: boolean;
}

/** A feed a page advertises in its head. */
export interface Alternate {
  type: string;
  title: string;
  href: string;
}

/** "{name}, {role, lower-cased} based in {place}.", from the `site` page. */
export function describeSite(site: SiteInfo): string {
  const role = site.role && site.role.charAt(0).toLowerCase() + site.role.slice(1);
  return `${[site.name, role].filter(Boolean).join(', ')}${site.place ? ` based in ${site.place}` : ''}.`;
}

/** A page of fixed title; its description may name the musician. */
export function fixedMeta<D = unknown>(
  title: string,
  description: string | ((site: SiteInfo, data: D | undefined) => string),
): RouteHandle<D> {
  return {
    meta: (data, _params, site) => ({
      title: titleOf(title, site),
      description: typeof description === 'string' ? description : description(site, data),
    }),
  };
}

const NOBODY: SiteInfo = { name: '', role: '', place: '' };

/** The deepest route's meta wins; the site's name comes from the root route's data. */
export function metaOf(matches: readonly Pick<UIMatch, 'id' | 'handle' | 'data' | 'params'>[]): PageMeta {
  // safe: the root route's loader answers RootData
  const site = (matches.find((match) => match.id === 'root')?.data as RootData | undefined)?.site ?? NOBODY;
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i]!;
    // safe: every route of app/routes.tsx has a RouteHandle
    const handle = match.handle as RouteHandle | undefined;
    if (handle?.meta) return handle.meta(match.data, match.params, site);
  }
  return { title: site.name, description: describeSite(site) };
}
