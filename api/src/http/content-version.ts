import type { Db } from '../db';
import { createContentVersionRepository } from './content-version-repository';
import { CALENDAR_SYNC_TABLES } from '../calendar-sync/records';

/**
 * A number that changes whenever the site's content may have changed, so cached pages and
 * lists know they are stale without knowing which route wrote what. It moves on:
 * - every row this process changes in a table a public page may read (every table but
 *   PRIVATE_TABLES), whatever wrote it: a route, a timer, a script in this process;
 * - every commit by another process to the database file (`data_version`), within a second;
 * - `changed()`, the explicit hook for anything else (files on disk, settings in memory).
 * A request that fails, or writes only private data (hits, the mail queue, follow requests),
 * never moves it (docs/product.md: only writes to data a public page reads do).
 */
export interface ContentVersion {
  current(): number;
  changed(): void;
  /**
   * Runs `fn`, whose writes are not content (statistics): the rows it changes do not move the
   * version. Only writes to data a public page reads should move it (docs/product.md).
   */
  unchanged<T>(fn: () => T): T;
}

/**
 * Tables no public page reads: writing them never makes a page stale. An area whose tables are
 * private (statistics, bookings, lessons) adds them here; a table not listed counts as public
 * (app_state too: a key-value store any area may use for something public).
 */
export const PRIVATE_TABLES: ReadonlySet<string> = new Set([
  'schema_migrations',
  'users',
  'password_resets',
  'email_verifications',
  'mail_queue',
  'contact_messages',
  'altcha_used',
  'idempotency_keys',
  'followers',
  'follow_requests',
  'follower_suppressions',
  'announcements',
  'lessons',
  'lesson_settings',
  'bookings',
  'stats_salts',
  'stats_hits',
  'stats_visitors',
  'stats_days',
  'stats_pages',
  'stats_sources',
  'stats_events',
  'stats_page_months',
  'stats_source_months',
  'stats_event_months',
  ...CALENDAR_SYNC_TABLES,
  // calls (docs/calls.md): a chair reaches a public page only through the show's lineup
  'calls',
  'call_asks',
  'people_feeds',
]);

export function createContentVersion(db: Db): ContentVersion {
  const counters = createContentVersionRepository(db, PRIVATE_TABLES);
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
