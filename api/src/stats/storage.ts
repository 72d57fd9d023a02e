import type { Db } from '../db';

/** What the statistics keep on disk (the raw hits' cap) and the public texts a hit may name. */
export function createStatsStorage(db: Db) {
  const rawCount = db.prepare<[], number>('SELECT COUNT(*) FROM stats_hits').pluck();
  // the public content, where the links and titles a hit may name are looked for
  const publicTables = ['events', 'groups', 'venues', 'pages', 'photos', 'audio', 'press_kits', 'press_photos'];
  const publicRows = publicTables.map((table) => db.prepare<[], Record<string, unknown>>(`SELECT * FROM ${table}`));
  // the statistics' own tables, by the bytes of their pages (SQLite's dbstat)
  const statsBytes = db
    .prepare<[], number>("SELECT COALESCE(SUM(pgsize), 0) FROM dbstat('main', 1) WHERE substr(name, 1, 6) = 'stats_'")
    .pluck();
  const rawBytes = db
    .prepare<[], number>(
      "SELECT COALESCE(SUM(pgsize), 0) FROM dbstat('main', 1) WHERE name IN ('stats_hits', 'stats_hits_day')",
    )
    .pluck();
  const dropOldest = db.prepare(
    'DELETE FROM stats_hits WHERE rowid IN (SELECT rowid FROM stats_hits ORDER BY rowid LIMIT ?)',
  );

  return {
    rawCount: () => rawCount.get()!,
    /** Every row of the public content, as JSON text. */
    publicTexts: function* (): Generator<string> {
      for (const rows of publicRows) for (const row of rows.iterate()) yield JSON.stringify(row);
    },
    /** Bytes of the statistics' tables and indexes on disk, and of the raw hits alone. */
    bytes: (): { all: number; raw: number } => ({ all: statsBytes.get()!, raw: rawBytes.get()! }),
    /** Deletes the `count` oldest raw hits (their numbers stay in the totals). */
    dropOldestHits: (count: number): number => dropOldest.run(count).changes,
  };
}
