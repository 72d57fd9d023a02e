import type { Context, Next } from 'koa';
import type { Db } from '../db';
import { createContentVersionRepository } from './content-version-repository';

/**
 * A number that changes whenever the site's content may have changed, so cached pages and
 * lists know they are stale without knowing which route wrote what. It moves on:
 * - every successful write request (any method but GET, HEAD and OPTIONS, answered below 400),
 *   on routes that exist today and on those other areas add later;
 * - every row this process changes in SQLite (`total_changes()`), so a GET that writes, a timer
 *   or a script in this process is seen too;
 * - every commit by another process to the database file (`data_version`), within a second;
 * - `changed()`, the explicit hook for anything else (files on disk, settings in memory).
 * A spurious change only costs a re-render; a missed one would show stale content.
 */
export interface ContentVersion {
  current(): number;
  changed(): void;
  /**
   * Runs `fn`, whose writes are not content (statistics): the rows it changes do not move the
   * version. Only writes to data a public page reads should move it (PRODUCT.md).
   */
  unchanged<T>(fn: () => T): T;
}

export function createContentVersion(db: Db): ContentVersion {
  const counters = createContentVersionRepository(db);
  let version = 0;
  // rows written inside unchanged(): taken off total_changes() so they never count
  let ignored = 0;
  let seenChanges = -1;
  let seenData = -1;
  let dataCheckedAt = Number.NEGATIVE_INFINITY;
  return {
    current() {
      const c = counters.changes() - ignored;
      if (c !== seenChanges) {
        seenChanges = c;
        version++;
      }
      const now = performance.now();
      if (now - dataCheckedAt >= 1000) {
        // another process is asked once a second: the pragma costs ten times total_changes()
        dataCheckedAt = now;
        const d = counters.dataVersion();
        if (d !== seenData) {
          seenData = d;
          version++;
        }
      }
      return version;
    },
    changed() {
      version++;
    },
    unchanged(fn) {
      const before = counters.changes();
      try {
        return fn();
      } finally {
        ignored += counters.changes() - before;
      }
    },
  };
}

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Marks the content changed after every successful write request, whatever its route. */
export function changedOnWrite(content: ContentVersion) {
  return async (ctx: Context, next: Next) => {
    if (SAFE.has(ctx.method)) return next();
    try {
      await next();
    } catch (error) {
      // a failure half-way may still have written something: better one needless re-render
      content.changed();
      throw error;
    }
    if (ctx.status < 400 || ctx.status >= 500) content.changed();
  };
}
