import type { Event } from '@jazz/contracts';
import { showCutoff } from '@jazz/contracts/time';
import { compressBody, compressParts, improveLater, type CachedBody } from '../http/cached-body';
import type { ContentVersion } from '../http/content-version';
import { CALENDAR_KEEPS_PAST_DAYS } from './feeds';
import { createPageCache } from './page-cache';

const KEEPS_PAST_MS = CALENDAR_KEEPS_PAST_DAYS * 24 * 3600_000;

let builds = 0;
/** How many times this process has built a feed (tests count them). */
export const feedBuilds = () => builds;

export interface FeedCacheOptions {
  content: ContentVersion;
  /** The shows, as the feeds list them (their cutoffs and starts time the feeds' changes). */
  events?: () => Event[];
  /** Or, instead of `events`, the next change after an instant, as `nextFeedChange` finds it. */
  nextChange?: (now: number) => number;
  timeZone: string;
  /** The clock, late-bound (a test's fake Date reaches it). */
  now?: () => number;
  /** Feeds kept at most (least recently asked dropped first); 20 unless said. */
  maxEntries?: number;
}

/**
 * The next instant after `now` at which a feed may change with no write: a show's cutoff (it
 * leaves the upcoming shows of shows.rss and the pages), or the moment a show's start falls out
 * of shows.ics's 90 past days. Infinity if none.
 */
export function nextFeedChange(events: Event[], timeZone: string, now: number): number {
  let next = Number.POSITIVE_INFINITY;
  for (const event of events) {
    const cutoff = showCutoff(event, timeZone);
    if (cutoff > now && cutoff < next) next = cutoff;
    const dropped = Date.parse(event.startDate) + KEEPS_PAST_MS;
    if (dropped > now && dropped < next) next = dropped;
  }
  return next;
}

/**
 * The feeds (shows.ics, shows.rss, sitemap.xml) built and compressed once and kept, like the
 * pages, until the content version moves or the clock reaches the next change
 * (`nextFeedChange`): before, each request built the text and compressed it again (about a
 * tenth of the pages' requests/s, and most of the server's memory growth under load).
 */
export function createFeedCache({
  content,
  events,
  nextChange = (at) => nextFeedChange(events?.() ?? [], timeZone, at),
  timeZone,
  now = () => Date.now(),
  maxEntries = 20,
}: FeedCacheOptions) {
  const cache = createPageCache<CachedBody>({
    content,
    now,
    nextChange,
    maxEntries,
    // a feed is a few KB to a few hundred; one of a long history stays far below this
    maxBytes: 8 * 1024 * 1024,
    sizeOf: (body) => body.size,
  });
  return {
    /**
     * The feed `key`'s kept body, built by `build` (and compressed) when missing or stale: its
     * text, or its text in parts (each compressed as it comes, all read at once: no write comes
     * between two parts).
     */
    body(key: string, type: string, build: () => string | Iterable<string>): Promise<CachedBody> {
      const kept = cache.lookup(key, '');
      if (kept) return Promise.resolve(kept);
      return cache.fill(key, '', async () => {
        builds++;
        const text = build();
        const value = await (typeof text === 'string' ? compressBody(text, type) : compressParts(text, type, false));
        improveLater(value);
        return { value, keep: true };
      });
    },
    get size() {
      return cache.size;
    },
  };
}

export type FeedCache = ReturnType<typeof createFeedCache>;
