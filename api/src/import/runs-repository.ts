import type { Db } from '../db';
import { newId } from '../ids';

export type RunShowAction = 'created' | 'updated';
export type RunRecordKind = 'venue' | 'group' | 'series';

export interface ImportRun {
  id: string;
  at: string;
  format: string;
  /** What its undo answered (JSON); null while it is not undone. */
  undoAnswer: string | null;
}

export interface RunShow {
  eventId: string;
  action: RunShowAction;
  /** An updated show's fields before the import (JSON); null for a created one. */
  before: string | null;
  /** The show's updatedAt as the import left it: a later one means it was edited since. */
  updatedAt: string;
}

/**
 * SQL of the imports' own log (migration 017): each import that wrote something, what it did to
 * each show and which venues, bands and series it created, so the last one can be undone.
 */
export function createImportRunsRepository(db: Db) {
  const insertRun = db.prepare('INSERT INTO import_runs (id, at, format) VALUES (?, ?, ?)');
  const insertShow = db.prepare(
    'INSERT OR REPLACE INTO import_run_shows (run_id, event_id, action, before, updated_at) VALUES (?, ?, ?, ?, ?)',
  );
  const insertRecord = db.prepare(
    'INSERT OR IGNORE INTO import_run_records (run_id, kind, record_id) VALUES (?, ?, ?)',
  );
  const lastRun = db.prepare<[string], ImportRun>(
    `SELECT id, at, format, undo_answer AS undoAnswer FROM import_runs
     WHERE undone_at IS NULL AND at >= ? ORDER BY at DESC, rowid DESC LIMIT 1`,
  );
  const oneRun = db.prepare<[string], ImportRun>(
    'SELECT id, at, format, undo_answer AS undoAnswer FROM import_runs WHERE id = ?',
  );
  // a band is edited once its record changed (name, bio), or it has pictures or a press kit
  const groupEdited = db.prepare<[string], { edited: number }>(
    `SELECT (g.updated_at <> g.created_at
       OR EXISTS (SELECT 1 FROM group_images i WHERE i.group_id = g.id)
       OR EXISTS (SELECT 1 FROM press_kits p WHERE p.key = g.id)) AS edited
     FROM groups g WHERE g.id = ?`,
  );
  const showsOf = db.prepare<
    [string],
    { eventId: string; action: RunShowAction; before: string | null; updatedAt: string }
  >('SELECT event_id AS eventId, action, before, updated_at AS updatedAt FROM import_run_shows WHERE run_id = ?');
  const recordsOf = db.prepare<[string], { kind: RunRecordKind; id: string }>(
    'SELECT kind, record_id AS id FROM import_run_records WHERE run_id = ?',
  );
  const markUndone = db.prepare('UPDATE import_runs SET undone_at = ?, undo_answer = ? WHERE id = ?');
  const dropVenue = db.prepare<[string, string]>(
    'DELETE FROM venues WHERE id = ? AND NOT EXISTS (SELECT 1 FROM events WHERE venue_id = ?)',
  );
  const dropGroup = db.prepare<[string, string]>(
    `DELETE FROM groups WHERE id = ?
     AND NOT EXISTS (SELECT 1 FROM events WHERE group_name = (SELECT name FROM groups WHERE id = ?) COLLATE NOCASE)`,
  );
  const dropSeries = db.prepare<[string, string]>(
    'DELETE FROM series WHERE id = ? AND NOT EXISTS (SELECT 1 FROM events WHERE series_id = ?)',
  );

  return {
    /** Starts the log of an import; answers its id. */
    start(format: string, at: string): string {
      const id = newId();
      insertRun.run(id, at, format);
      return id;
    },
    addShow(runId: string, show: RunShow): void {
      insertShow.run(runId, show.eventId, show.action, show.before, show.updatedAt);
    },
    addRecord(runId: string, kind: RunRecordKind, id: string): void {
      insertRecord.run(runId, kind, id);
    },
    /** The last import not undone since `since` (an ISO instant). */
    last: (since: string): ImportRun | undefined => lastRun.get(since),
    /** One import by its id, undone or not. */
    get: (id: string): ImportRun | undefined => oneRun.get(id),
    /** Whether a band an import created was edited since (its record, pictures or press kit). */
    groupEdited: (id: string): boolean => groupEdited.get(id)?.edited === 1,
    shows: (runId: string): RunShow[] => showsOf.all(runId),
    records: (runId: string) => recordsOf.all(runId),
    /** Marks the import undone, with the answer its undo gave (answered again to the same undo). */
    markUndone: (runId: string, at: string, answer: string): void => void markUndone.run(at, answer, runId),
    /** Removes a record the import created when nothing uses it any more; true when removed. */
    dropUnused(kind: RunRecordKind, id: string): boolean {
      if (kind === 'venue') return dropVenue.run(id, id).changes > 0;
      if (kind === 'group') return dropGroup.run(id, id).changes > 0;
      return dropSeries.run(id, id).changes > 0;
    },
  };
}

export type ImportRunsRepository = ReturnType<typeof createImportRunsRepository>;
