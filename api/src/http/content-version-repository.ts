import type { Db } from '../db';

/** SQL of the content version: how much this process and others have written to the database. */
export function createContentVersionRepository(db: Db) {
  const changes = db.prepare<[], number>('SELECT total_changes()').pluck();
  // a pragma costs about ten times the function above: ask it sparingly
  const dataVersion = db.prepare<[], number>('PRAGMA data_version').pluck();
  return {
    /** Rows this connection changed since it opened. */
    changes: (): number => changes.get()!,
    /** Moves on every commit by another connection to the database file. */
    dataVersion: (): number => dataVersion.get()!,
  };
}

export type ContentVersionRepository = ReturnType<typeof createContentVersionRepository>;
