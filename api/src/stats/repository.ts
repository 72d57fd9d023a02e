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
    write: db.transaction((hits: readonly StoredHit[]) => {
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
        const [day, path] = JSON.parse(key) as [string, string];
        addPage.run(day, path, n);
        addPageMonth.run(day.slice(0, 7), path, n);
      }
      for (const [key, n] of sourceCounts) {
        const [day, source] = JSON.parse(key) as [string, string];
        addSource.run(day, source, n);
        addSourceMonth.run(day.slice(0, 7), source, n);
      }
      for (const [key, n] of eventCounts) {
        const [day, type, subject] = JSON.parse(key) as [string, string, string];
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
  };
}

export type StatsRepository = ReturnType<typeof createStatsRepository>;
