import { jsonColumn, type Db } from '../db';
import type { Pushed, PushedFields, QueuedPush, StoredChange } from './records';

interface ChangeRow {
  event_id: string;
  kind: 'changed' | 'deleted';
  theirs: string | null;
  etag: string;
}

/** What was pushed of each show, the queue of shows waiting, his phone's edits waiting for him. */
export function createPushRecords(db: Db) {
  const pushedOf = db.prepare<
    [string],
    { event_id: string; href: string; etag: string; pushed: string; dropped: number }
  >('SELECT * FROM calendar_pushed WHERE event_id = ?');
  const allPushed = db.prepare<[], { event_id: string; href: string; etag: string; pushed: string; dropped: number }>(
    'SELECT * FROM calendar_pushed',
  );
  const savePushed = db.prepare(
    `INSERT INTO calendar_pushed (event_id, href, etag, pushed, dropped, pushed_at)
     VALUES (@eventId, @href, @etag, @pushed, @dropped, @now)
     ON CONFLICT(event_id) DO UPDATE SET href = excluded.href, etag = excluded.etag, pushed = excluded.pushed,
       dropped = excluded.dropped, pushed_at = excluded.pushed_at`,
  );
  const forgetPushed = db.prepare<[string]>('DELETE FROM calendar_pushed WHERE event_id = ?');

  const enqueue = db.prepare<[string, number]>(
    'INSERT OR IGNORE INTO calendar_push_queue (event_id, queued_at, next_at) VALUES (?, ?, 0)',
  );
  const due = db.prepare<[number], { event_id: string; attempts: number; next_at: number }>(
    'SELECT event_id, attempts, next_at FROM calendar_push_queue WHERE next_at <= ? ORDER BY queued_at LIMIT 200',
  );
  const nextDue = db.prepare<[], { at: number | null }>('SELECT MIN(next_at) AS at FROM calendar_push_queue');
  const dequeue = db.prepare<[string]>('DELETE FROM calendar_push_queue WHERE event_id = ?');
  const retryLater = db.prepare<[number, string, string]>(
    'UPDATE calendar_push_queue SET attempts = attempts + 1, next_at = ?, last_error = ? WHERE event_id = ?',
  );
  const waiting = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM calendar_push_queue');

  const changes = db.prepare<[], ChangeRow>(
    'SELECT event_id, kind, theirs, etag FROM calendar_changes ORDER BY found_at',
  );
  const changeOf = db.prepare<[string], ChangeRow>(
    'SELECT event_id, kind, theirs, etag FROM calendar_changes WHERE event_id = ?',
  );
  const toChange = (row: ChangeRow): StoredChange => ({
    eventId: row.event_id,
    kind: row.kind,
    theirs: row.theirs === null ? null : jsonColumn<PushedFields>(row.theirs),
    etag: row.etag,
  });
  const saveChange = db.prepare(
    `INSERT INTO calendar_changes (event_id, kind, theirs, etag, found_at) VALUES (@eventId, @kind, @theirs, @etag, @now)
     ON CONFLICT(event_id) DO UPDATE SET kind = excluded.kind, theirs = excluded.theirs, etag = excluded.etag`,
  );
  const dropChange = db.prepare<[string]>('DELETE FROM calendar_changes WHERE event_id = ?');

  const toPushed = (row: {
    event_id: string;
    href: string;
    etag: string;
    pushed: string;
    dropped: number;
  }): Pushed => ({
    eventId: row.event_id,
    href: row.href,
    etag: row.etag,
    pushed: jsonColumn<PushedFields>(row.pushed),
    dropped: row.dropped === 1,
  });

  return {
    pushed: (eventId: string): Pushed | undefined => {
      const row = pushedOf.get(eventId);
      return row ? toPushed(row) : undefined;
    },
    allPushed: (): Pushed[] => allPushed.all().map(toPushed),
    savePushed(value: Pushed, now: string) {
      savePushed.run({ ...value, pushed: JSON.stringify(value.pushed), dropped: value.dropped ? 1 : 0, now });
    },
    forgetPushed: (eventId: string) => void forgetPushed.run(eventId),

    enqueue: (eventIds: string[], now: number) =>
      db.transaction(() => {
        for (const id of eventIds) enqueue.run(id, now);
      })(),
    due: (now: number): QueuedPush[] =>
      due.all(now).map((row) => ({ eventId: row.event_id, attempts: row.attempts, nextAt: row.next_at })),
    nextDue: (): number | null => nextDue.get()?.at ?? null,
    dequeue: (eventId: string) => void dequeue.run(eventId),
    retryLater: (eventId: string, at: number, error: string) => void retryLater.run(at, error, eventId),
    /** Every waiting push due now, whatever its backoff (POST /run). */
    allDueNow: () => void db.prepare('UPDATE calendar_push_queue SET next_at = 0').run(),
    waiting: (): number => waiting.get()?.n ?? 0,

    changes: (): StoredChange[] => changes.all().map(toChange),
    change: (eventId: string): StoredChange | undefined => {
      const row = changeOf.get(eventId);
      return row && toChange(row);
    },
    saveChange(value: StoredChange, now: string) {
      saveChange.run({ ...value, theirs: value.theirs === null ? null : JSON.stringify(value.theirs), now });
    },
    dropChange: (eventId: string) => void dropChange.run(eventId),
  };
}
