import type { DefaultTreeAdapterMap } from 'parse5';
import { lazyPackage } from '../lazy-package';
import { propertyOf } from '@jazz/contracts';

const parse5 = lazyPackage<typeof import('parse5')>('parse5');

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** Why a Bandcamp page gave no player, in words for the owner (shown under the field). */
export const BANDCAMP_MESSAGES = {
  unreachable:
    "Could not reach Bandcamp to find this album's player. Try again later, or paste the embed code from Bandcamp's Share / Embed.",
  noPlayer:
    "Bandcamp's page at this address has no album or track player. Check the address, or paste the embed code from Bandcamp's Share / Embed.",
} as const;

export class BandcampLookupError extends Error {}

const PAGE_LIMIT = 3 * 1024 * 1024;
const TIMEOUT_MS = 8000;

function* elements(node: Node): Generator<Element> {
  if ('tagName' in node) yield node;
  if ('childNodes' in node) for (const child of node.childNodes) yield* elements(child);
}

const attr = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value;

/**
 * The album or track id of a Bandcamp page: its `bc-page-properties` meta ({ item_type: "a" |
 * "t", item_id }), else the player address of its `og:video` meta (…/album=123/…).
 */
export function bandcampItemOf(html: string): { type: 'album' | 'track'; id: string } | null {
  for (const element of elements(parse5().parse(html))) {
    if (element.tagName !== 'meta') continue;
    if (attr(element, 'name') === 'bc-page-properties') {
      try {
        const props: unknown = JSON.parse(attr(element, 'content') ?? '');
        const itemType = propertyOf(props, 'item_type');
        const itemId = String(propertyOf(props, 'item_id'));
        const type = itemType === 'a' ? 'album' : itemType === 't' ? 'track' : null;
        if (type && /^\d{1,20}$/.test(itemId)) return { type, id: itemId };
      } catch {
        /* not JSON: try the next meta */
      }
    }
    if (attr(element, 'property') === 'og:video') {
      const found = /\/(album|track)=(\d{1,20})(?:\/|$)/.exec(attr(element, 'content') ?? '');
      if (found) return { type: found[1] === 'album' ? 'album' : 'track', id: found[2]! };
    }
  }
  return null;
}

/** The player Bandcamp's Share / Embed offers first ("Standard", large, small artwork). */
export const bandcampPlayer = (item: { type: 'album' | 'track'; id: string }) =>
  `https://bandcamp.com/EmbeddedPlayer/${item.type}=${item.id}/size=large/bgcol=ffffff/linkcol=0687f5/tracklist=false/artwork=small/transparent=true/`;

/**
 * Looks up the player of a Bandcamp album or track page (artist.bandcamp.com/album/x).
 * `base` replaces the page's origin (tests serve a Bandcamp-like page from a local server).
 */
export function createBandcampLookup(options: { base?: string | undefined; timeoutMs?: number } = {}) {
  return async function playerOf(address: string): Promise<string> {
    const page = new URL(address);
    const target = options.base ? new URL(page.pathname, options.base) : page;
    let html: string;
    try {
      const res = await fetch(target, {
        redirect: 'follow',
        signal: AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS),
        headers: { Accept: 'text/html' },
      });
      if (res.status === 404) throw new BandcampLookupError(BANDCAMP_MESSAGES.noPlayer);
      if (!res.ok) throw new BandcampLookupError(BANDCAMP_MESSAGES.unreachable);
      const length = Number(res.headers.get('content-length') ?? 0);
      if (length > PAGE_LIMIT) throw new BandcampLookupError(BANDCAMP_MESSAGES.noPlayer);
      html = (await res.text()).slice(0, PAGE_LIMIT);
    } catch (error) {
      if (error instanceof BandcampLookupError) throw error;
      throw new BandcampLookupError(BANDCAMP_MESSAGES.unreachable);
    }
    const item = bandcampItemOf(html);
    if (!item) throw new BandcampLookupError(BANDCAMP_MESSAGES.noPlayer);
    return bandcampPlayer(item);
  };
}

export type BandcampLookup = ReturnType<typeof createBandcampLookup>;
