import type { Composer, Tune, ValidTuneData } from '@jazz/contracts';
import { transactionOf, type Db, jsonColumn } from '../db';
import { idsOf, newId, nowIso } from '../ids';

interface TuneRow {
  id: string;
  title: string;
  composers: string;
  iswc: string;
  original: number;
  notes: string;
  updated_at: string;
  times_played: number;
  last_played: string | null;
}

const toTune = (row: TuneRow): Tune => ({
  ...idsOf(row.id),
  title: row.title,
  composers: jsonColumn<Composer[]>(row.composers),
  iswc: row.iswc,
  original: row.original === 1,
  notes: row.notes,
  updatedAt: row.updated_at,
  timesPlayed: row.times_played,
  lastPlayed: row.last_played ?? '',
});

/**
 * Every tune of every setlist, one row each: the show, its start, its venue and series, the set
 * and place in it. Setlists are stored as JSON on the event (one source), read with json_each.
 */
export const PLAYS = `SELECT e.id AS event_id, e.start_date, e.status, e.venue_id, e.series_id,
    json_extract(e.setlist, '$.final') AS final, s.key AS set_index, t.key AS position,
    json_extract(t.value, '$.tuneId') AS tune_id
  FROM events e, json_each(e.setlist, '$.sets') s, json_each(s.value, '$.tunes') t
  WHERE e.setlist IS NOT NULL`;

const SELECT = `SELECT tunes.id, title, composers, iswc, original, notes, updated_at,
    COUNT(p.tune_id) AS times_played, MAX(p.start_date) AS last_played
  FROM tunes LEFT JOIN (${PLAYS} AND e.status NOT IN ('cancelled', 'postponed')) p
    ON p.tune_id = tunes.id AND p.start_date <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;

/** A play of a tune, as the "played here" mark and the numbers read it. */
export interface Play {
  eventId: string;
  startDate: string;
  venueId: string;
  seriesId: string;
  tuneId: string;
  final: boolean;
}

/** SQL for the repertoire; plays are read from the events' setlists. */
export function createTunesRepository(db: Db) {
  const listAll = db.prepare<[], TuneRow>(`${SELECT} GROUP BY tunes.id ORDER BY title COLLATE NOCASE, tunes.id`);
  const getOne = db.prepare<[string], TuneRow>(`${SELECT} WHERE tunes.id = ? GROUP BY tunes.id`);
  const insertOne = db.prepare(
    `INSERT INTO tunes (id, title, composers, iswc, original, notes, created_at, updated_at)
     VALUES (@id, @title, @composers, @iswc, @original, @notes, @now, @now)`,
  );
  const updateOne = db.prepare(
    `UPDATE tunes SET title = @title, composers = @composers, iswc = @iswc, original = @original, notes = @notes,
       updated_at = @now WHERE id = @id`,
  );
  const deleteOne = db.prepare<[string]>('DELETE FROM tunes WHERE id = ?');
  // what a public setlist shows of its tunes, without counting plays
  const plain = db.prepare<[], Omit<TuneRow, 'times_played' | 'last_played'>>(
    'SELECT id, title, composers, iswc, original, notes, updated_at FROM tunes',
  );
  const showsWith = db.prepare<[string], { event_id: string }>(
    `SELECT DISTINCT event_id FROM (${PLAYS}) WHERE tune_id = ? ORDER BY start_date, event_id`,
  );
  const existing = db.prepare<[string], { id: string }>(
    'SELECT value AS id FROM json_each(?) WHERE value NOT IN (SELECT id FROM tunes)',
  );
  const playsBetween = db.prepare<
    [string, string],
    {
      event_id: string;
      start_date: string;
      venue_id: string | null;
      series_id: string | null;
      tune_id: string;
      final: number;
    }
  >(`${PLAYS} AND e.start_date >= ? AND e.start_date < ? ORDER BY e.start_date, e.id, set_index, position`);

  const get = (id: string): Tune | undefined => {
    const row = getOne.get(id);
    return row ? toTune(row) : undefined;
  };
  const columns = (data: ValidTuneData) => ({
    title: data.title,
    composers: JSON.stringify(data.composers),
    iswc: data.iswc,
    original: data.original ? 1 : 0,
    notes: data.notes,
  });

  return {
    transaction: transactionOf(db),
    list: (): Tune[] => listAll.all().map(toTune),
    /** Every tune without its numbers (cheaper: no setlist is read). */
    plainList: (): Tune[] => plain.all().map((row) => toTune({ ...row, times_played: 0, last_played: null })),
    get,
    insert(data: ValidTuneData): Tune {
      const id = newId();
      insertOne.run({ ...columns(data), id, now: nowIso() });
      return get(id)!;
    },
    update(id: string, data: ValidTuneData): Tune | undefined {
      return updateOne.run({ ...columns(data), id, now: nowIso() }).changes ? get(id) : undefined;
    },
    remove: (id: string): boolean => deleteOne.run(id).changes > 0,
    /** The ids of the shows whose setlist holds the tune, earliest first. */
    showsWith: (id: string): string[] => showsWith.all(id).map((row) => row.event_id),
    /** Of these ids, those that name no tune. */
    unknown: (ids: readonly string[]): string[] => existing.all(JSON.stringify(ids)).map((row) => row.id),
    /** Every tune played by shows starting in [from, to), in show and set order. */
    playsBetween: (from: string, to: string): Play[] =>
      playsBetween.all(from, to).map((row) => ({
        eventId: row.event_id,
        startDate: row.start_date,
        venueId: row.venue_id ?? '',
        seriesId: row.series_id ?? '',
        tuneId: row.tune_id,
        final: row.final === 1,
      })),
  };
}

export type TunesRepository = ReturnType<typeof createTunesRepository>;
