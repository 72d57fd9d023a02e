import Database from 'better-sqlite3';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export type Db = Database.Database;

/**
 * Runs `fn` in one transaction (nested calls become savepoints). Repositories hand it to their
 * services, so a rule that reads, checks and writes stays atomic without the service seeing SQL.
 */
export const transactionOf =
  (db: Db) =>
  <T>(fn: () => T): T =>
    db.transaction(fn)();

/**
 * A JSON column as its repository wrote it. The one place a stored JSON text is trusted to be of
 * its type: each such column is written only by its repository, with JSON.stringify of a value of
 * that type the service had checked against the contract (migrations keep old rows in shape).
 */
export function jsonColumn<T>(text: string): T {
  // safe: see above; the caller names the type its repository writes into the column
  return JSON.parse(text) as T;
}

const migrationsDir = join(import.meta.dirname, 'migrations');

/** Opens the database with the pragmas the whole app relies on, then migrates it. */
export function openDatabase(file: string): Db {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.pragma('synchronous = NORMAL');
  // deleted and overwritten content is zeroed on disk, so a cleared mail body (a reset link)
  // does not linger in free pages of the file
  db.pragma('secure_delete = ON');
  migrate(db);
  return db;
}

/** SQLite's own check of a database file, opened read-only: 'ok', or what is damaged. */
export function checkIntegrity(file: string): string {
  const check = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return String(check.pragma('integrity_check', { simple: true }));
  } finally {
    check.close();
  }
}

/** The migration files of a folder (001_name.sql, ...) in order; two files with one number are refused. */
export function migrationFiles(dir: string = migrationsDir): { version: number; file: string }[] {
  const files = readdirSync(dir)
    .filter((file) => /^\d+_.+\.sql$/.test(file))
    .map((file) => ({ version: Number(file.split('_')[0]), file }))
    .sort((a, b) => a.version - b.version || a.file.localeCompare(b.file));
  const twice = files.filter((m, i) => i > 0 && files[i - 1]!.version === m.version);
  if (twice.length > 0) {
    const names = twice.map((m) =>
      files
        .filter((f) => f.version === m.version)
        .map((f) => f.file)
        .join(' and '),
    );
    throw new Error(`Two migrations share a number: ${names.join('; ')}. Renumber one of them.`);
  }
  return files;
}

/**
 * Numbered, forward-only migrations (001_name.sql, ...), all pending ones in one transaction.
 * `dir` is for tests (a database at an earlier migration).
 */
export function migrate(db: Db, dir: string = migrationsDir): void {
  const files = migrationFiles(dir);
  db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
  );
  const applied = new Set(
    db
      .prepare<[], { version: number }>('SELECT version FROM schema_migrations')
      .all()
      .map((row) => row.version),
  );
  const pending = files.filter((m) => !applied.has(m.version));
  if (pending.length === 0) return;
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  db.transaction(() => {
    for (const m of pending) {
      db.exec(readFileSync(join(dir, m.file), 'utf8'));
      record.run(m.version, m.file, new Date().toISOString());
    }
  })();
}
