import type { SeriesRule, SeriesTemplate } from '@jazz/contracts';
import { transactionOf, type Db, jsonColumn } from '../db';
import { newId, nowIso } from '../ids';

interface SeriesRow {
  id: string;
  template: string;
  rule: string;
  updated_at: string;
  sequence: number;
}
/** A SeriesRow's columns, as every read selects them. */
const SELECT = 'SELECT id, template, rule, updated_at, sequence FROM series';

export interface StoredSeries {
  id: string;
  template: SeriesTemplate;
  rule: SeriesRule;
  updatedAt: string;
  /** Grows with each change of the rule or the template (the "all dates" calendar's SEQUENCE). */
  sequence: number;
}

const toSeries = (row: SeriesRow): StoredSeries => ({
  id: row.id,
  template: jsonColumn<SeriesTemplate>(row.template),
  rule: jsonColumn<SeriesRule>(row.rule),
  updatedAt: row.updated_at,
  sequence: row.sequence,
});

/** SQL for the series table and the days of a series deleted alone (series_skips). */
export function createSeriesRepository(db: Db) {
  const listAll = db.prepare<[], SeriesRow>(`${SELECT} ORDER BY created_at, id`);
  const getOne = db.prepare<[string], SeriesRow>(`${SELECT} WHERE id = ?`);
  const insertOne = db.prepare(
    'INSERT INTO series (id, template, rule, created_at, updated_at) VALUES (@id, @template, @rule, @now, @now)',
  );
  const updateOne = db.prepare(
    'UPDATE series SET template = @template, rule = @rule, updated_at = @now WHERE id = @id',
  );
  const deleteOne = db.prepare<[string]>('DELETE FROM series WHERE id = ?');
  const skipsOf = db.prepare<[string], { date: string }>('SELECT date FROM series_skips WHERE series_id = ?');

  const get = (id: string) => {
    const row = getOne.get(id);
    return row ? toSeries(row) : undefined;
  };

  return {
    transaction: transactionOf(db),
    list: (): StoredSeries[] => listAll.all().map(toSeries),
    get,
    insert(template: SeriesTemplate, rule: SeriesRule): StoredSeries {
      const id = newId();
      insertOne.run({ id, template: JSON.stringify(template), rule: JSON.stringify(rule), now: nowIso() });
      return get(id)!;
    },
    update(id: string, template: SeriesTemplate, rule: SeriesRule): void {
      updateOne.run({ id, template: JSON.stringify(template), rule: JSON.stringify(rule), now: nowIso() });
    },
    remove: (id: string): boolean => deleteOne.run(id).changes > 0,
    /** The days (YYYY-MM-DD) of the series deleted alone: never made again. */
    skips: (id: string): Set<string> => new Set(skipsOf.all(id).map((row) => row.date)),
  };
}

export type SeriesRepository = ReturnType<typeof createSeriesRepository>;
