import { transactionOf, type Db, jsonColumn } from '../db';

interface PageRow {
  name: string;
  data: string;
  updated_at: string;
}

export interface StoredPage {
  name: string;
  fields: Record<string, unknown>;
  updatedAt: string;
}

/** SQL of the pages area: one row per page name, its fields as JSON. */
export function createPagesRepository(db: Db) {
  const getRow = db.prepare<[string], PageRow>('SELECT name, data, updated_at FROM pages WHERE name = ?');
  const upsert = db.prepare(
    'INSERT INTO pages (name, data, updated_at) VALUES (?, ?, ?) ON CONFLICT (name) DO UPDATE SET data = excluded.data, updated_at = excluded.updated_at',
  );
  const insertNew = db.prepare('INSERT OR IGNORE INTO pages (name, data, updated_at) VALUES (?, ?, ?)');

  return {
    transaction: transactionOf(db),
    get(name: string): StoredPage | undefined {
      const row = getRow.get(name);
      return (
        row && { name: row.name, fields: jsonColumn<Record<string, unknown>>(row.data), updatedAt: row.updated_at }
      );
    },

    save(name: string, fields: object, now: string): void {
      upsert.run(name, JSON.stringify(fields), now);
    },

    /** Writes the page only if it has no row yet (the demo seed never overwrites the owner's words). */
    insertIfMissing(name: string, fields: object, now: string): boolean {
      return insertNew.run(name, JSON.stringify(fields), now).changes > 0;
    },
  };
}

export type PagesRepository = ReturnType<typeof createPagesRepository>;
