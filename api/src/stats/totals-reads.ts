import type { Db } from '../db';
import { splitByMonths } from './days';

/** The reads of the statistics' report: the daily totals and the period's pages, sources and events. */
export function createTotalsReads(db: Db) {
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

  return {
    days: (from: string, to: string) => days.all(from, to),
    pageTotals: (from: string, to: string) => pageTotals.all(...parts(from, to)),
    sources: (from: string, to: string, limit: number) => sources.all(...parts(from, to), limit),
    eventTotals: (from: string, to: string) => eventTotals.all(...parts(from, to)),
  };
}
