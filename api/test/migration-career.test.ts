import Database from 'better-sqlite3';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { migrate, migrationFiles } from '../src/db';

const MIGRATIONS = join(import.meta.dirname, '..', 'src', 'db', 'migrations');
const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A folder with the migrations before `version`, as an older install had them. */
function before(version: number) {
  const dir = mkdtempSync(join(tmpdir(), 'jazz-migration-career-'));
  folders.push(dir);
  for (const { file, version: v } of migrationFiles(MIGRATIONS))
    if (v < version) copyFileSync(join(MIGRATIONS, file), join(dir, file));
  return dir;
}

const NOW = '2026-01-01T00:00:00.000Z';

describe('the migration linking shows to their bands', () => {
  it('links shows by the band name in any case, keeps free text, marks the fixed pages, and records deletions', () => {
    const db = new Database(':memory:');
    db.pragma('foreign_keys = ON');
    migrate(db, before(14));
    const band = db.prepare('INSERT INTO groups (id, name, created_at, updated_at) VALUES (?, ?, ?, ?)');
    band.run('g-quintet', 'Cannonball Quintet', NOW, NOW);
    band.run('g-trio', 'Late Night Trio', NOW, NOW);
    const show = db.prepare(
      'INSERT INTO events (id, group_name, venue, start_date, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    show.run('e1', ' cannonball QUINTET ', 'Club', '2020-01-01T00:00:00.000Z', NOW, NOW);
    show.run('e2', 'Late Night Trio', 'Bar', '2020-02-01T00:00:00.000Z', NOW, NOW);
    show.run('e3', 'A Band Of No Record', 'Hall', '2020-03-01T00:00:00.000Z', NOW, NOW);

    migrate(db, MIGRATIONS);
    const rows = db.prepare('SELECT id, group_id, group_name FROM events ORDER BY id').all();
    expect(rows).toEqual([
      { id: 'e1', group_id: 'g-quintet', group_name: ' cannonball QUINTET ' },
      { id: 'e2', group_id: 'g-trio', group_name: 'Late Night Trio' },
      { id: 'e3', group_id: null, group_name: 'A Band Of No Record' },
    ]);
    expect(db.prepare("SELECT id FROM groups WHERE fixed_page = 'quintet'").all()).toEqual([{ id: 'g-quintet' }]);

    db.prepare("DELETE FROM events WHERE id = 'e2'").run();
    const deleted = db.prepare('SELECT id, deleted_at FROM event_deletions').all() as {
      id: string;
      deleted_at: string;
    }[];
    expect(deleted.map((row) => row.id)).toEqual(['e2']);
    expect(deleted[0]!.deleted_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    // a deleted band leaves its shows their name
    db.prepare("DELETE FROM groups WHERE id = 'g-quintet'").run();
    expect(db.prepare("SELECT group_id, group_name FROM events WHERE id = 'e1'").get()).toEqual({
      group_id: null,
      group_name: ' cannonball QUINTET ',
    });
  });
});
