import type { Db } from '../db';

/** Rows written per database by writes no public page reads (lessons): the content version ignores them. */
const ignored = new WeakMap<Db, number>();

/**
 * Runs `fn` and books the rows it changed as private: they never move the content version
 * (PRODUCT.md: bookings, lessons, hits and the mail queue are no public content).
 */
export function privateWrite<T>(db: Db, fn: () => T): T {
  const before = db.prepare<[], number>('SELECT total_changes()').pluck();
  const start = before.get()!;
  try {
    return fn();
  } finally {
    ignored.set(db, (ignored.get(db) ?? 0) + (before.get()! - start));
  }
}

/** How many of the connection's changed rows were private. */
export const privateChanges = (db: Db): number => ignored.get(db) ?? 0;
