import type { Db } from '../db';
import { splitByMonths } from './days';

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

interface Totals {
  visitors: number;
  pageviews: number;
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

/** SQL of the statistics: raw hits, the daily salts and the daily totals (migration 012). */
export function createStatsRepository(db: Db) {
  /** Adds to a totals table: the row of `keys` is made, or its `counts` grow by the values run with (keys first). */
  const adding = (table: string, keys: string[], counts: string[]) => {
    const columns = [...keys, ...counts];
    const grow = counts.map((count) => `${count} = ${count} + excluded.${count}`);
    return db.prepare(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})
       ON CONFLICT (${keys.join(', ')}) DO UPDATE SET ${grow.join(', ')}`,
    );
  };
  const saltOf = db.prepare<[string], Buffer>('SELECT salt FROM stats_salts WHERE day = ?').pluck();
  const addSalt = db.prepare('INSERT OR IGNORE INTO stats_salts (day, salt) VALUES (?, ?)');
  const dropSalts = db.prepare('DELETE FROM stats_salts WHERE day < ?');
  const dropVisitors = db.prepare('DELETE FROM stats_visitors WHERE day < ?');
  const dropHits = db.prepare('DELETE FROM stats_hits WHERE day < ?');
  const insertHit = db.prepare(
    'INSERT INTO stats_hits (at, day, type, path, source, target, visitor) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const seeVisitor = db.prepare('INSERT OR IGNORE INTO stats_visitors (day, visitor) VALUES (?, ?)');
  const addDay = adding('stats_days', ['day'], ['visitors', 'pageviews']);
  const addPage = adding('stats_pages', ['day', 'path'], ['pageviews']);
  const addSource = adding('stats_sources', ['day', 'source'], ['visitors']);
  const addEvent = adding('stats_events', ['day', 'type', 'subject'], ['count']);
  const addPageMonth = adding('stats_page_months', ['month', 'path'], ['pageviews']);
  const addSourceMonth = adding('stats_source_months', ['month', 'source'], ['visitors']);
  const addEventMonth = adding('stats_event_months', ['month', 'type', 'subject'], ['count']);

  const days = db.prepare<[string, string], { date: string; visitors: number; pageviews: number }>(
    'SELECT day AS date, visitors, pageviews FROM stats_days WHERE day BETWEEN ? AND ? ORDER BY day',
  );
  // Every page and every event subject of the period, one scan each (the service takes the top
  // lists and the shows' numbers from them). Whole months come from the monthly totals, the
  // days before and after them from the daily ones: a year reads about 12 + 60 days of rows.
  const pageTotals = db.prepare<string[], { path: string; pageviews: number }>(
    `SELECT path, SUM(pageviews) AS pageviews FROM (
       SELECT path, pageviews FROM stats_pages WHERE day BETWEEN ? AND ?
       UNION ALL SELECT path, pageviews FROM stats_pages WHERE day BETWEEN ? AND ?
       UNION ALL SELECT path, pageviews FROM stats_page_months WHERE month BETWEEN ? AND ?
     ) GROUP BY path`,
  );
  const sources = db.prepare<(string | number)[], { source: string; visitors: number }>(
    `SELECT source, SUM(visitors) AS visitors FROM (
       SELECT source, visitors FROM stats_sources WHERE day BETWEEN ? AND ?
       UNION ALL SELECT source, visitors FROM stats_sources WHERE day BETWEEN ? AND ?
       UNION ALL SELECT source, visitors FROM stats_source_months WHERE month BETWEEN ? AND ?
     ) GROUP BY source ORDER BY visitors DESC, source LIMIT ?`,
  );
  const eventTotals = db.prepare<string[], { type: string; subject: string; count: number }>(
    `SELECT type, subject, SUM(count) AS count FROM (
       SELECT type, subject, count FROM stats_events WHERE day BETWEEN ? AND ?
       UNION ALL SELECT type, subject, count FROM stats_events WHERE day BETWEEN ? AND ?
       UNION ALL SELECT type, subject, count FROM stats_event_months WHERE month BETWEEN ? AND ?
     ) GROUP BY type, subject`,
  );
  /** The six bounds of the queries above: an empty part reads nothing (from after to). */
  const parts = (from: string, to: string): string[] => {
    const { before, months, after } = splitByMonths(from, to);
    return [
      ...(before ?? ['9999-12-31', '0000-01-01']),
      ...(after ?? ['9999-12-31', '0000-01-01']),
      ...(months ?? ['9999-12', '0000-01']),
    ];
  };

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
  /** How many distinct values of a day each totals table keeps; past it a new one counts as `other`. */
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

  const bump = <K>(map: Map<K, number>, key: K, by = 1) => map.set(key, (map.get(key) ?? 0) + by);

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
      // per day and table, at most maxDayValues distinct values: a new one past it is `other`
      const counted = new Map<string, number>();
      const bounded = (kind: 'page' | 'source' | 'event', day: string, value: string, type = ''): string => {
        if (value === 'other') return value;
        const seen = kind === 'event' ? hasValue.event.get(day, type, value) : hasValue[kind].get(day, value);
        if (seen) return value;
        const key = `${kind}:${day}`;
        const count = counted.get(key) ?? dayValues[kind].get(day)!;
        if (count >= maxDayValues) return 'other';
        counted.set(key, count + 1);
        return value;
      };
      const totals = new Map<string, Totals>();
      const pageCounts = new Map<string, number>();
      const sourceCounts = new Map<string, number>();
      const eventCounts = new Map<string, number>();
      const totalsOf = (day: string) => {
        let t = totals.get(day);
        if (!t) totals.set(day, (t = { visitors: 0, pageviews: 0 }));
        return t;
      };
      for (const hit of hits) {
        insertHit.run(hit.at, hit.day, hit.type, hit.path, hit.source, hit.target, hit.visitor);
        const t = totalsOf(hit.day);
        if (seeVisitor.run(hit.day, hit.visitor).changes > 0) {
          t.visitors++;
          if (hit.source) bump(sourceCounts, JSON.stringify([hit.day, hit.source]));
        }
        if (hit.type === 'pageview') {
          t.pageviews++;
          bump(pageCounts, JSON.stringify([hit.day, hit.path]));
        } else bump(eventCounts, JSON.stringify([hit.day, hit.type, subjectOf(hit)]));
      }
      for (const [day, t] of totals) addDay.run(day, t.visitors, t.pageviews);
      for (const [key, n] of pageCounts) {
        const [day, sent] = JSON.parse(key) as [string, string];
        const path = bounded('page', day, sent);
        addPage.run(day, path, n);
        addPageMonth.run(day.slice(0, 7), path, n);
      }
      for (const [key, n] of sourceCounts) {
        const [day, sent] = JSON.parse(key) as [string, string];
        const source = bounded('source', day, sent);
        addSource.run(day, source, n);
        addSourceMonth.run(day.slice(0, 7), source, n);
      }
      for (const [key, n] of eventCounts) {
        const [day, type, sent] = JSON.parse(key) as [string, string, string];
        const subject = bounded('event', day, sent, type);
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

    days: (from: string, to: string) => days.all(from, to),
    pageTotals: (from: string, to: string) => pageTotals.all(...parts(from, to)),
    sources: (from: string, to: string, limit: number) => sources.all(...parts(from, to), limit),
    eventTotals: (from: string, to: string) => eventTotals.all(...parts(from, to)),
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

export type StatsRepository = ReturnType<typeof createStatsRepository>;
