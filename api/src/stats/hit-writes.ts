import type { Db } from '../db';

/** One hit as it is kept: no address, no agent, only the day's visitor hash. */
export interface StoredHit {
  at: number;
  day: string;
  type: string;
  path: string;
  source: string | null;
  target: string | null;
  visitor: string;
}

/**
 * What a hit's daily total is kept by: a ticket click by its page (the show's, docs/product.md), a
 * play or a click to another site by its target, a form sent by its page.
 */
function subjectOf(hit: StoredHit): string {
  return hit.type === 'ticket_click' || !hit.target ? hit.path : hit.target;
}

/** Distinct pages, sources or event subjects one day keeps; past it they count as `other`. */
export const MAX_DAY_VALUES = 200;

type Kind = 'page' | 'source' | 'event';

/** Counts of a batch by day and value (and type, for events), before the daily bound is applied. */
class Tally {
  private readonly counts = new Map<string, { day: string; value: string; type: string; n: number }>();
  add(day: string, value: string, type = ''): void {
    const key = JSON.stringify([day, type, value]);
    const entry = this.counts.get(key);
    if (entry) entry.n++;
    else this.counts.set(key, { day, value, type, n: 1 });
  }
  entries() {
    return this.counts.values();
  }
}

/** Adds to a totals table: the row of `keys` is made, or its `counts` grow by the values run with (keys first). */
function adding(db: Db, table: string, keys: string[], counts: string[]) {
  const columns = [...keys, ...counts];
  const grow = counts.map((count) => `${count} = ${count} + excluded.${count}`);
  return db.prepare(
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})
     ON CONFLICT (${keys.join(', ')}) DO UPDATE SET ${grow.join(', ')}`,
  );
}

/**
 * Per day and table, at most `maxDayValues` distinct values: a new one past it is `other`.
 * `start` is called once a batch: the bound it returns remembers the values it let in.
 */
function dayValueBounds(db: Db) {
  const dayValues = {
    page: db.prepare<[string], number>('SELECT COUNT(*) FROM stats_pages WHERE day = ?').pluck(),
    source: db.prepare<[string], number>('SELECT COUNT(*) FROM stats_sources WHERE day = ?').pluck(),
    event: db.prepare<[string], number>('SELECT COUNT(*) FROM stats_events WHERE day = ?').pluck(),
  };
  const hasValue = {
    page: db.prepare<[string, string], number>('SELECT 1 FROM stats_pages WHERE day = ? AND path = ?').pluck(),
    source: db.prepare<[string, string], number>('SELECT 1 FROM stats_sources WHERE day = ? AND source = ?').pluck(),
    event: db
      .prepare<[string, string, string], number>(
        'SELECT 1 FROM stats_events WHERE day = ? AND type = ? AND subject = ?',
      )
      .pluck(),
  };
  return {
    start: (maxDayValues: number) => {
      const counted = new Map<string, number>();
      return (kind: Kind, day: string, value: string, type = ''): string => {
        if (value === 'other') return value;
        const seen = kind === 'event' ? hasValue.event.get(day, type, value) : hasValue[kind].get(day, value);
        if (seen) return value;
        const key = `${kind}:${day}`;
        const count = counted.get(key) ?? dayValues[kind].get(day)!;
        if (count >= maxDayValues) return 'other';
        counted.set(key, count + 1);
        return value;
      };
    },
  };
}

/** The writes of the statistics: the daily salts, a batch of hits with its totals, the end of a day. */
export function createHitWrites(db: Db) {
  const saltOf = db.prepare<[string], Buffer>('SELECT salt FROM stats_salts WHERE day = ?').pluck();
  const addSalt = db.prepare('INSERT OR IGNORE INTO stats_salts (day, salt) VALUES (?, ?)');
  // the end of a day trims each table keyed by day the same way: the days before a bound go
  const dropDaysBefore = (table: string) => db.prepare<[string]>(`DELETE FROM ${table} WHERE day < ?`);
  const dropSalts = dropDaysBefore('stats_salts');
  const dropVisitors = dropDaysBefore('stats_visitors');
  const dropHits = dropDaysBefore('stats_hits');
  const insertHit = db.prepare(
    'INSERT INTO stats_hits (at, day, type, path, source, target, visitor) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const seeVisitor = db.prepare('INSERT OR IGNORE INTO stats_visitors (day, visitor) VALUES (?, ?)');
  const addDay = adding(db, 'stats_days', ['day'], ['visitors', 'pageviews']);
  const addPage = adding(db, 'stats_pages', ['day', 'path'], ['pageviews']);
  const addSource = adding(db, 'stats_sources', ['day', 'source'], ['visitors']);
  const addEvent = adding(db, 'stats_events', ['day', 'type', 'subject'], ['count']);
  const addPageMonth = adding(db, 'stats_page_months', ['month', 'path'], ['pageviews']);
  const addSourceMonth = adding(db, 'stats_source_months', ['month', 'source'], ['visitors']);
  const addEventMonth = adding(db, 'stats_event_months', ['month', 'type', 'subject'], ['count']);
  const bounds = dayValueBounds(db);

  return {
    salt: (day: string): Buffer | undefined => saltOf.get(day),
    /** Keeps the first salt written for a day (another process may have won the race). */
    addSalt: (day: string, salt: Buffer): Buffer => {
      addSalt.run(day, salt);
      return saltOf.get(day)!;
    },

    /**
     * Writes a batch of hits in one transaction: the raw rows and the daily totals they add
     * to. A visitor counts once a day; their source is that of their first hit of the day.
     */
    write: db.transaction((hits: readonly StoredHit[], maxDayValues: number = MAX_DAY_VALUES) => {
      const bounded = bounds.start(maxDayValues);
      const totals = new Map<string, { visitors: number; pageviews: number }>();
      const pages = new Tally();
      const sources = new Tally();
      const events = new Tally();
      for (const hit of hits) {
        insertHit.run(hit.at, hit.day, hit.type, hit.path, hit.source, hit.target, hit.visitor);
        let t = totals.get(hit.day);
        if (!t) totals.set(hit.day, (t = { visitors: 0, pageviews: 0 }));
        if (seeVisitor.run(hit.day, hit.visitor).changes > 0) {
          t.visitors++;
          if (hit.source) sources.add(hit.day, hit.source);
        }
        if (hit.type === 'pageview') {
          t.pageviews++;
          pages.add(hit.day, hit.path);
        } else events.add(hit.day, subjectOf(hit), hit.type);
      }
      for (const [day, t] of totals) addDay.run(day, t.visitors, t.pageviews);
      for (const { day, value, n } of pages.entries()) {
        const path = bounded('page', day, value);
        addPage.run(day, path, n);
        addPageMonth.run(day.slice(0, 7), path, n);
      }
      for (const { day, value, n } of sources.entries()) {
        const source = bounded('source', day, value);
        addSource.run(day, source, n);
        addSourceMonth.run(day.slice(0, 7), source, n);
      }
      for (const { day, type, value, n } of events.entries()) {
        const subject = bounded('event', day, value, type);
        addEvent.run(day, type, subject, n);
        addEventMonth.run(day.slice(0, 7), type, subject, n);
      }
    }),

    /**
     * The end of a day: its salt and visitor hashes go (`today` and later stay), raw hits
     * before `keepFrom` go (their numbers stay in the daily totals).
     */
    prune: db.transaction((today: string, keepFrom: string) => {
      dropSalts.run(today);
      dropVisitors.run(today);
      dropHits.run(keepFrom);
    }),
  };
}
