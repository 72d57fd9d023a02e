import type { ContactFields, ContactMessage, DeliveryState } from '@jazz/contracts';
import { transactionOf, type Db } from '../db';
import { idsOf, newId, nowIso } from '../ids';

interface MessageRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  subject: string;
  message: string;
  created_at: string;
  mail_id: number | null;
  status: DeliveryState | null;
  attempts: number | null;
  last_error: string | null;
  to_addr: string | null;
}

function toMessage(row: MessageRow): ContactMessage {
  return {
    ...idsOf(row.id),
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    createdAt: row.created_at,
    // a message stored without a mail (a crash between the two steps) never reached anyone
    delivery: row.status ?? 'failed',
    attempts: row.attempts ?? 0,
    lastError: row.mail_id === null ? 'The mail was never queued.' : row.last_error,
    mailedTo: row.to_addr,
  };
}

/** SQL for contact_messages and altcha_used. */
export function createContactRepository(db: Db) {
  const insertUsed = db.prepare<[string, number]>(
    'INSERT INTO altcha_used (signature, expires_at) VALUES (?, ?) ON CONFLICT (signature) DO NOTHING',
  );
  const purgeUsed = db.prepare<[number]>('DELETE FROM altcha_used WHERE expires_at < ?');
  const insertMessage = db.prepare(
    `INSERT INTO contact_messages (id, first_name, last_name, email, subject, message, created_at)
     VALUES (@id, @firstName, @lastName, @email, @subject, @message, @createdAt)`,
  );
  const setMail = db.prepare<[number, string]>('UPDATE contact_messages SET mail_id = ? WHERE id = ?');
  const listAll = db.prepare<[], MessageRow>(
    `SELECT m.id, m.first_name, m.last_name, m.email, m.subject, m.message, m.created_at, m.mail_id,
            q.status, q.attempts, q.last_error, q.to_addr
     FROM contact_messages m LEFT JOIN mail_queue q ON q.id = m.mail_id
     ORDER BY m.created_at DESC, m.rowid DESC`,
  );

  return {
    transaction: transactionOf(db),
    /** Records a solution as spent; false when it was spent before. */
    markAltchaUsed: (signature: string, expiresAt: number): boolean => insertUsed.run(signature, expiresAt).changes > 0,
    /** Spent solutions are only needed until their challenge expires. */
    purgeExpiredAltcha: (now: number): number => purgeUsed.run(now).changes,
    insertMessage(fields: Required<ContactFields>): string {
      const id = newId();
      insertMessage.run({ ...fields, id, createdAt: nowIso() });
      return id;
    },
    setMailId: (id: string, mailId: number): void => void setMail.run(mailId, id),
    /** Newest first, with the delivery state of each message's mail. */
    list: (): ContactMessage[] => listAll.all().map(toMessage),
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
