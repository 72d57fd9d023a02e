import type { ContentVersion } from '../http/content-version';

interface Entry<V> {
  value: V;
  bytes: number;
  version: number;
  build: string;
  expiresAt: number;
}

export interface PageCacheOptions<V = unknown> {
  content: ContentVersion;
  /** The clock (late-bound by the caller, so a test's fake clock reaches it). */
  now: () => number;
  /**
   * The next instant after `now` at which a page may change with no write: the cutoff of the
   * soonest show still upcoming (04:00 in SITE_TIMEZONE after its day), Infinity if none.
   */
  nextChange: (now: number) => number;
  /** Entries beyond this are dropped, least recently used first (query strings are endless). */
  maxEntries?: number;
  /** The same beyond this many bytes of kept values, as `sizeOf` counts them. */
  maxBytes?: number;
  /** The bytes a value holds (0 when absent: only the count bounds the cache). */
  sizeOf?: (value: V) => number;
  /** An upper bound on any entry's life, in case a page shows something timed we do not know. */
  maxAgeMs?: number;
}

/**
 * Public pages by path and query, rendered once and kept (compressed, by the caller). An entry
 * serves only while the content version it was rendered at is still current, the site build is
 * the one it was rendered with, and the clock has not reached the next show's cutoff: a show
 * moves from Upcoming to Past on time, with no write. Concurrent misses share one render.
 */
export function createPageCache<V>(options: PageCacheOptions<V>) {
  const { content, now, nextChange, maxEntries = 500, maxBytes = 64 * 1024 * 1024, maxAgeMs = 3600_000 } = options;
  const sizeOf = options.sizeOf ?? (() => 0);
  const entries = new Map<string, Entry<V>>();
  let bytes = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };
  const rendering = new Map<string, Promise<V>>();
  // the next cutoff depends on the shows (the version) and on the clock: computed once per both
  let horizon = { version: -1, from: 0, until: 0 };

  function expiryAt(version: number, at: number) {
    if (horizon.version !== version || at >= horizon.until || at < horizon.from)
      horizon = { version, from: at, until: nextChange(at) };
    return Math.min(horizon.until, at + maxAgeMs);
  }

  return {
    /** The kept value for `key` if it is still fresh. */
    lookup(key: string, build: string): V | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.version !== content.current() || entry.build !== build || now() >= entry.expiresAt) {
        drop(key);
        return undefined;
      }
      // most recently used last, so the least recently used is the first in the map
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },

    /**
     * Renders `key` (one render for concurrent callers) and keeps the result when `render`
     * says it may be kept: never redirects, failures or anything per visitor.
     */
    fill(key: string, build: string, render: () => Promise<{ value: V; keep: boolean }>): Promise<V> {
      // the version is read before the data is, so a write during the render makes it stale
      const version = content.current();
      const expiresAt = expiryAt(version, now());
      const flight = `${version}\n${build}\n${key}`;
      let pending = rendering.get(flight);
      if (!pending) {
        pending = render()
          .then(({ value, keep }) => {
            if (keep) {
              drop(key);
              const size = sizeOf(value);
              entries.set(key, { value, bytes: size, version, build, expiresAt });
              bytes += size;
              while (entries.size > maxEntries || (bytes > maxBytes && entries.size > 1))
                drop(entries.keys().next().value!);
            }
            return value;
          })
          .finally(() => rendering.delete(flight));
        rendering.set(flight, pending);
      }
      return pending;
    },

    get size() {
      return entries.size;
    },
    /** Bytes of the kept values, as `sizeOf` counts them. */
    get bytes() {
      return bytes;
    },
  };
}

export type PageCache<V> = ReturnType<typeof createPageCache<V>>;
