import type { Db } from '../db';
import { nowIso } from '../ids';
import type { OutgoingMail } from './outgoing-mail';

export interface QueueRow {
  id: number;
  to_addr: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string | null;
  /** JSON object of extra headers (List-Unsubscribe), or null. */
  headers: string | null;
  /** JSON { method, content } of a calendar invitation, or null. */
  ical: string | null;
  /** JSON [{ filename, contentType, content (base64) }], or null. */
  attachments: string | null;
  attempts: number;
}

/** SQL of mail_queue, the durable outbox: every statement prepared once. */
export function createMailQueueRepository(db: Db) {
  const insert = db.prepare(
    'INSERT INTO mail_queue (to_addr, reply_to, subject, text_body, html_body, headers, next_attempt_at, created_at, priority, ical, attachments) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const nextDue = db.prepare<[], { at: number | null }>(
    "SELECT MIN(next_attempt_at) AS at FROM mail_queue WHERE status = 'queued'",
  );
  const due = db.prepare<[number], QueueRow>(
    "SELECT id, to_addr, reply_to, subject, text_body, html_body, headers, ical, attachments, attempts FROM mail_queue WHERE status = 'queued' AND next_attempt_at <= ? ORDER BY priority DESC, id",
  );
  // the body (and an invoice's PDF) goes once delivered: a reset link must not stay readable in the data folder
  const sent = db.prepare(
    "UPDATE mail_queue SET status = 'sent', attempts = attempts + 1, sent_at = ?, last_error = NULL, text_body = '', attachments = NULL WHERE id = ?",
  );
  // only a mail not yet due (by a second at least): none that a delivery may be sending now
  const withdraw = db.prepare(
    "DELETE FROM mail_queue WHERE id = ? AND status = 'queued' AND attempts = 0 AND next_attempt_at > ?",
  );
  const held = db
    .prepare<[number, number], number>(
      "SELECT 1 FROM mail_queue WHERE id = ? AND status = 'queued' AND attempts = 0 AND next_attempt_at > ?",
    )
    .pluck();
  const pending = db.prepare<[], { n: number }>("SELECT COUNT(*) AS n FROM mail_queue WHERE status = 'queued'");
  const failed = db.prepare(
    'UPDATE mail_queue SET attempts = ?, last_error = ?, next_attempt_at = ?, status = ? WHERE id = ?',
  );

  const givenUp = db.prepare<[string, number], { to_addr: string; subject: string; created_at: string }>(
    "SELECT to_addr, subject, created_at FROM mail_queue WHERE status = 'failed' AND created_at >= ? ORDER BY id DESC LIMIT ?",
  );

  return {
    /** Mails given up on since an instant (ISO), newest first. */
    failedSince: (since: string, limit: number) => givenUp.all(since, limit),
    /** Stores a mail due now; returns its id. */
    insert: (mail: OutgoingMail): number =>
      Number(
        insert.run(
          mail.to,
          mail.replyTo ?? null,
          mail.subject,
          mail.text,
          mail.html ?? null,
          mail.headers ? JSON.stringify(mail.headers) : null,
          Date.now() + (mail.delayMs ?? 0),
          nowIso(),
          mail.priority ?? 0,
          mail.ical ? JSON.stringify(mail.ical) : null,
          mail.attachments?.length ? JSON.stringify(mail.attachments) : null,
        ).lastInsertRowid,
      ),
    /** Whether every one of these mails is held and not due before `notBefore`. */
    withdrawable: (ids: number[], notBefore: number): boolean => ids.every((id) => held.get(id, notBefore) === 1),
    /** Deletes a held mail that is not yet due; whether it was deleted. */
    withdraw: (id: number, notBefore: number): boolean => withdraw.run(id, notBefore).changes > 0,
    /** When the earliest queued mail is due (ms), or null when nothing is queued. */
    nextDueAt: (): number | null => nextDue.get()?.at ?? null,
    due: (now: number): QueueRow[] => due.all(now),
    /** Marks a mail delivered and clears its body (recipient, subject and times stay). */
    markSent: (id: number): void => void sent.run(nowIso(), id),
    /** How many mails wait to be delivered (queued, including those waiting for a retry). */
    pending: (): number => pending.get()!.n,
    /** Copies the WAL into the database and empties it, so cleared bodies leave the WAL too. */
    checkpoint: (): void => void db.pragma('wal_checkpoint(TRUNCATE)'),
    /** Records a failed attempt: retried at `retryAt`, or given up when `final`. */
    markFailed(id: number, attempts: number, error: string, retryAt: number, final: boolean): void {
      failed.run(attempts, error.slice(0, 500), retryAt, final ? 'failed' : 'queued', id);
    },
  };
}
