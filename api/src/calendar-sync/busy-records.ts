import type { Db } from '../db';
import type { BusyTime } from './records';

/** His busy calendars as read: each one's sync token, each file's ETag, each file's busy times. */
export function createBusyRecords(db: Db) {
  const tokenOf = db.prepare<[string], { sync_token: string }>('SELECT sync_token FROM calendar_sources WHERE url = ?');
  const saveToken = db.prepare<[string, string]>(
    'INSERT INTO calendar_sources (url, sync_token) VALUES (?, ?) ON CONFLICT(url) DO UPDATE SET sync_token = excluded.sync_token',
  );
  const filesOf = db.prepare<[string], { href: string; etag: string }>(
    'SELECT href, etag FROM calendar_busy_files WHERE calendar_url = ?',
  );
  const saveFile = db.prepare<[string, string, string]>(
    `INSERT INTO calendar_busy_files (calendar_url, href, etag) VALUES (?, ?, ?)
     ON CONFLICT(calendar_url, href) DO UPDATE SET etag = excluded.etag`,
  );
  const dropFile = db.prepare<[string, string]>('DELETE FROM calendar_busy_files WHERE calendar_url = ? AND href = ?');
  const dropFileBusy = db.prepare<[string, string]>('DELETE FROM calendar_busy WHERE calendar_url = ? AND href = ?');
  const addBusy = db.prepare<[string, string, number, number, number, number]>(
    'INSERT INTO calendar_busy (calendar_url, href, start_ms, end_ms, all_day, transparent) VALUES (?, ?, ?, ?, ?, ?)',
  );
  // an entry is at most a few weeks long: the start index narrows the range, the end decides
  const busyBetween = db.prepare<
    [number, number, number],
    { start_ms: number; end_ms: number; all_day: number; transparent: number }
  >(
    `SELECT start_ms, end_ms, all_day, transparent FROM calendar_busy
     WHERE start_ms < ? AND start_ms > ? AND end_ms > ? ORDER BY start_ms`,
  );

  return {
    syncToken: (url: string): string => tokenOf.get(url)?.sync_token ?? '',
    saveSyncToken: (url: string, token: string) => void saveToken.run(url, token),
    files: (url: string): Map<string, string> => new Map(filesOf.all(url).map((row) => [row.href, row.etag])),
    /** A busy file read anew: its occurrences replace the ones it had. */
    saveFile(url: string, href: string, etag: string, busy: BusyTime[]) {
      db.transaction(() => {
        dropFileBusy.run(url, href);
        for (const b of busy) addBusy.run(url, href, b.start, b.end, b.allDay ? 1 : 0, b.transparent ? 1 : 0);
        saveFile.run(url, href, etag);
      })();
    },
    dropFile(url: string, href: string) {
      db.transaction(() => {
        dropFileBusy.run(url, href);
        dropFile.run(url, href);
      })();
    },
    /** Calendars no longer read: their files and busy time go. */
    keepOnlySources(urls: string[]) {
      const keep = new Set(urls);
      const known = db
        .prepare<[], { url: string }>('SELECT DISTINCT calendar_url AS url FROM calendar_busy_files')
        .all();
      db.transaction(() => {
        for (const { url } of known.filter((row) => !keep.has(row.url))) {
          db.prepare('DELETE FROM calendar_busy WHERE calendar_url = ?').run(url);
          db.prepare('DELETE FROM calendar_busy_files WHERE calendar_url = ?').run(url);
          db.prepare('DELETE FROM calendar_sources WHERE url = ?').run(url);
        }
      })();
    },
    /** Busy time overlapping [from, to) (ms), of entries at most `longest` ms long. */
    busyBetween: (from: number, to: number, longest: number): BusyTime[] =>
      busyBetween.all(to, from - longest, from).map((row) => ({
        start: row.start_ms,
        end: row.end_ms,
        allDay: row.all_day === 1,
        transparent: row.transparent === 1,
      })),
  };
}
