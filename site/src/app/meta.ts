import type { Params, UIMatch } from 'react-router-dom';
import type { SiteSettings } from '@jazz/shared/shows';

export interface PageMeta {
  title: string;
  description: string;
  /** The page's canonical path (and query) when it is not the requested path. */
  path?: string;
  /** og:image: a site path or absolute URL; the band's first image for a show or a band. */
  image?: string;
  /** og:type; "website" when not given. */
  type?: string;
}

/** The social card image of pages that have none of their own (site/scripts/generate-media.mjs). */
export const DEFAULT_SOCIAL_IMAGE = '/content/social-card.jpg';

const escapeAttr = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Open Graph and Twitter tags of a page: every public page gets a card with an absolute image
 * URL. `url` is the canonical address; `image` is already resolved (page, band or default).
 */
export function socialTags(meta: PageMeta, card: { url: string; image: string; siteName: string }): string[] {
  const tags: [string, string, string][] = [
    ['property', 'og:type', meta.type ?? 'website'],
    ['property', 'og:site_name', card.siteName],
    ['property', 'og:title', meta.title],
    ['property', 'og:description', meta.description],
    ['property', 'og:url', card.url],
    ['property', 'og:image', card.image],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', meta.title],
    ['name', 'twitter:description', meta.description],
    ['name', 'twitter:image', card.image],
  ];
  return tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeAttr(value)}" />`);
}

/** What a route may declare in its `handle`: its head tags, and structured data (server only). */
export interface RouteHandle {
  meta?: (data: unknown, params: Params) => PageMeta;
  jsonLd?: (data: unknown, settings: SiteSettings) => unknown;
  /** The not-found route answers 404. */
  status?: number;
  /** Source file of a lazy page: the server preloads its built chunk. */
  chunk?: string;
}

export const SITE_NAME = 'Sam Whitesell, jazz saxophonist';

const FALLBACK: PageMeta = {
  title: SITE_NAME,
  description: 'Jazz saxophonist and woodwind doubler based in Vermont: shows, music, videos, photos and lessons.',
};

export function fixedMeta(title: string, description: string): RouteHandle {
  return { meta: () => ({ title: `${title} | ${SITE_NAME}`, description }) };
}

/** The deepest route's meta wins. */
export function metaOf(matches: readonly Pick<UIMatch, 'handle' | 'data' | 'params'>[]): PageMeta {
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i]!;
    const handle = match.handle as RouteHandle | undefined;
    if (handle?.meta) return handle.meta(match.data, match.params);
  }
  return FALLBACK;
}
