import Database from 'better-sqlite3';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { migrate, migrationFiles, type Db } from '../src/db';

const MIGRATIONS = join(import.meta.dirname, '..', 'src', 'db', 'migrations');
const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function folder() {
  const dir = mkdtempSync(join(tmpdir(), 'jazz-migrations-'));
  folders.push(dir);
  return dir;
}

/** A folder holding the first `count` migration files of the repository, as an older version had them. */
function firstMigrations(count: number) {
  const dir = folder();
  for (const { file } of migrationFiles(MIGRATIONS).slice(0, count))
    copyFileSync(join(MIGRATIONS, file), join(dir, file));
  return dir;
}

type Row = Record<string, unknown>;
interface Column {
  name: string;
  type: string;
  notnull: number;
  dflt_value: unknown;
  pk: number;
}

const tables = (db: Db) =>
  db
    .prepare<[], { name: string }>(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'schema_migrations'",
    )
    .all()
    .map((t) => t.name);

/** A value a column of this name and type accepts, different per table and column. */
function valueFor(table: string, column: Column): unknown {
  const type = column.type.toUpperCase();
  if (/INT/.test(type)) return 1000 + table.length * 7 + column.name.length;
  if (/REAL|FLOA|DOUB/.test(type)) return 1.5;
  if (/email/i.test(column.name)) return `kept-${table}@example.com`;
  if (/(_at|date)$/i.test(column.name)) return '2026-03-08T12:00:00.000Z';
  return `kept ${table}.${column.name}`;
}

/**
 * Writes one row in every table of the database as it is, parents before the rows that point at
 * them, and answers what was written. A table whose constraints (CHECK, a JSON rule) refuse the
 * made-up row is left empty: the others still carry data through the upgrade.
 */
function fillEveryTable(db: Db): Map<string, Row> {
  const written = new Map<string, Row>();
  let left = tables(db);
  for (let pass = 0; pass < 5 && left.length > 0; pass++) {
    left = left.filter((table) => {
      const links = db
        .prepare<[], { table: string; from: string; to: string | null }>(`PRAGMA foreign_key_list("${table}")`)
        .all();
      if (links.some((link) => link.table !== table && !written.has(link.table) && left.includes(link.table)))
        return true; // a parent is not written yet: next pass
      const row: Row = {};
      for (const column of db.prepare<[], Column>(`PRAGMA table_info("${table}")`).all()) {
        const link = links.find((l) => l.from === column.name);
        const parent = link && written.get(link.table);
        if (parent) row[column.name] = parent[link.to ?? 'id'];
        else if (column.dflt_value === null || column.pk) row[column.name] = valueFor(table, column);
      }
      const names = Object.keys(row);
      try {
        db.prepare(
          `INSERT INTO "${table}" (${names.map((n) => `"${n}"`).join(', ')}) VALUES (${names.map(() => '?').join(', ')})`,
        ).run(...Object.values(row));
        written.set(table, db.prepare(`SELECT * FROM "${table}" LIMIT 1`).get() as Row);
      } catch {
        // refused by a constraint of its own: left empty
      }
      return false;
    });
  }
  return written;
}

/**
 * What a migration changes on purpose: 020 keeps a show at a saved venue to the venue's id (its
 * copy of the venue's name, link and address is emptied; the venue's record is its place).
 */
function placeMoved(db: Db, table: string, before: Row, count: number): Row {
  if (table !== 'events' || migrationFiles(MIGRATIONS)[count - 1]!.version >= 20) return {};
  // (before 008 a show had no venue_id: 008 made its venue and linked it)
  const linked = db
    .prepare<[unknown], { venue_id: string | null }>('SELECT venue_id FROM events WHERE id = ?')
    .get(before.id);
  return linked?.venue_id ? { venue: '', venue_link: '', address: '' } : {};
}

describe('database migrations', () => {
  const files = migrationFiles(MIGRATIONS);

  it.each(files.slice(0, -1).map((m, i) => [m.file, i + 1] as const))(
    'a database created up to %s upgrades to the latest and keeps its data',
    (_file, count) => {
      const file = join(folder(), 'site.db');
      const old = new Database(file);
      old.pragma('foreign_keys = ON');
      migrate(old, firstMigrations(count));
      const written = fillEveryTable(old);
      // most tables take a made-up row; the test means something only if they do
      expect(written.size).toBeGreaterThanOrEqual(Math.ceil(tables(old).length / 2));
      old.close();

      const db = new Database(file);
      db.pragma('foreign_keys = ON');
      migrate(db, MIGRATIONS);
      expect(db.prepare('SELECT max(version) AS v FROM schema_migrations').get()).toEqual({ v: files.at(-1)!.version });
      expect(db.pragma('foreign_key_check')).toEqual([]);
      for (const [table, before] of written) {
        const columns = new Set(
          db
            .prepare<[], Column>(`PRAGMA table_info("${table}")`)
            .all()
            .map((c) => c.name),
        );
        expect(columns.size, `table ${table} is gone`).toBeGreaterThan(0);
        const after = db.prepare(`SELECT * FROM "${table}"`).all() as Row[];
        // (a later migration may add rows of its own: the old one must be among them, unchanged)
        const kept = {
          ...Object.fromEntries(Object.entries(before).filter(([name]) => columns.has(name))),
          ...placeMoved(db, table, before, count),
        };
        expect(after, `the row of ${table}`).toContainEqual(expect.objectContaining(kept));
      }
      db.close();
    },
  );

  it('refuses two migration files with the same number, naming both', () => {
    const dir = firstMigrations(files.length);
    const last = files.at(-1)!;
    writeFileSync(
      join(dir, `${String(last.version).padStart(3, '0')}_another_branch.sql`),
      'CREATE TABLE clash (id TEXT);',
    );
    expect(() => migrationFiles(dir)).toThrow(new RegExp(`${last.file}|another_branch.sql and ${last.file}`));
    const db = new Database(':memory:');
    expect(() => migrate(db, dir)).toThrow(/Two migrations share a number/);
    // nothing ran: the refusal comes before any file
    expect(tables(db)).toEqual([]);
    db.close();
  });
});
