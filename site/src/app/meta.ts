import type { Params, UIMatch } from 'react-router-dom';
import type { SiteSettings } from '@jazz/shared/site';

export interface PageMeta {
  title: string;
  description: string;
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
