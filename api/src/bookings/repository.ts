import type { BookingStatus } from '@jazz/shared/contracts';
import { transactionOf, type Db } from '../db';

export interface StoredBooking {
  id: string;
  name: string;
  email: string;
  organization: string;
  city: string;
  dates: string;
  group: string;
  budget: string;
  message: string;
  status: BookingStatus;
  notes: string;
  createdAt: string;
  updatedAt: string;
}

/** A row of the table (the fields the API shows): the booking's fields, three of them under their column names. */
type BookingRow = Omit<StoredBooking, 'group' | 'createdAt' | 'updatedAt'> & {
  group_name: string;
  created_at: string;
  updated_at: string;
};

export type BookingWrite = Omit<StoredBooking, 'status' | 'notes' | 'createdAt' | 'updatedAt'>;

// field by field: the row also holds the ids of its two mails, which the API does not show
const toBooking = (row: BookingRow): StoredBooking => ({
  id: row.id,
  name: row.name,
  email: row.email,
  organization: row.organization,
  city: row.city,
  dates: row.dates,
  group: row.group_name,
  budget: row.budget,
  message: row.message,
  status: row.status,
  notes: row.notes,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** SQL of the booking requests. */
export function createBookingsRepository(db: Db) {
  const insert = db.prepare(
    `INSERT INTO bookings (id, name, email, organization, city, dates, group_name, budget, message, created_at, updated_at)
     VALUES (@id, @name, @email, @organization, @city, @dates, @group, @budget, @message, @now, @now)`,
  );
  const setMails = db.prepare('UPDATE bookings SET owner_mail_id = ?, copy_mail_id = ? WHERE id = ?');
  const acknowledged = db.prepare<[string, string], { created_at: string }>(
    'SELECT created_at FROM bookings WHERE email = ? COLLATE NOCASE AND copy_mail_id IS NOT NULL AND created_at >= ?',
  );
  const all = db.prepare<[], BookingRow>('SELECT * FROM bookings ORDER BY created_at DESC, rowid DESC');
  const one = db.prepare<[string], BookingRow>('SELECT * FROM bookings WHERE id = ?');
  const update = db.prepare('UPDATE bookings SET status = ?, notes = ?, updated_at = ? WHERE id = ?');
  return {
    transaction: transactionOf(db),
    insert(data: BookingWrite, now: string): void {
      insert.run({ ...data, now });
    },
    setMails: (id: string, ownerMail: number, copyMail: number | null): void =>
      void setMails.run(ownerMail, copyMail, id),
    /** When requests from `email` that were acknowledged by mail were made, since `since` (an instant). */
    acknowledgedSince: (email: string, since: string): string[] =>
      acknowledged.all(email, since).map((row) => row.created_at),
    list: (): StoredBooking[] => all.all().map(toBooking),
    get(id: string): StoredBooking | undefined {
      const row = one.get(id);
      return row && toBooking(row);
    },
    update(id: string, data: { status: BookingStatus; notes: string }, now: string): void {
      update.run(data.status, data.notes, now, id);
    },
  };
}

export type BookingsRepository = ReturnType<typeof createBookingsRepository>;
