import type { BookingStatus } from '@jazz/contracts';
import { transactionOf, type Db } from '../db';
import { PLACE_JOIN, placeColumn } from '../events/place-columns';

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

/** Where a request sits in the newest-first order: a page's cursor. */
export interface BookingPosition {
  createdAt: string;
  position: number;
}

/** What a booking's clash shows of a show. */
export interface ClashShow {
  id: string;
  group: string;
  venue: string;
  title: string;
  startDate: string;
  timeTBA: boolean;
}

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
  // newest first by keyset: (created_at, rowid) after the last row of the previous page
  const firstPage = db.prepare<[number], BookingRow & { position: number }>(
    'SELECT *, rowid AS position FROM bookings ORDER BY created_at DESC, rowid DESC LIMIT ?',
  );
  const nextPage = db.prepare<[string, string, number, number], BookingRow & { position: number }>(
    `SELECT *, rowid AS position FROM bookings WHERE created_at <= ? AND (created_at < ? OR rowid < ?)
     ORDER BY created_at DESC, rowid DESC LIMIT ?`,
  );
  // the shows on the days a request names: one range read through the start-date index
  const showsBetween = db.prepare<[string, string], ClashShow>(
    `SELECT e.id, e.group_name AS "group", ${placeColumn('name')} AS venue, e.title, e.start_date AS startDate,
       e.time_tba AS timeTBA
     FROM events e ${PLACE_JOIN}
     WHERE e.start_date >= ? AND e.start_date < ? AND e.status <> 'cancelled'
     ORDER BY e.start_date, e.id`,
  );
  const update = db.prepare('UPDATE bookings SET status = ?, notes = ?, updated_at = ? WHERE id = ?');
  const countByStatus = db.prepare<[string], { n: number }>('SELECT count(*) AS n FROM bookings WHERE status = ?');
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
    /** How many requests have this status (the admin's overview counts the new ones). */
    count: (status: BookingStatus): number => countByStatus.get(status)!.n,
    /** Up to `limit` requests, newest first, after the position of an earlier page's last one. */
    page(limit: number, after?: BookingPosition): { bookings: StoredBooking[]; positions: BookingPosition[] } {
      const rows = after ? nextPage.all(after.createdAt, after.createdAt, after.position, limit) : firstPage.all(limit);
      return {
        bookings: rows.map(toBooking),
        positions: rows.map((row) => ({ createdAt: row.created_at, position: row.position })),
      };
    },
    /** The shows (not cancelled) starting in [from, to), two ISO instants, earliest first. */
    showsBetween: (from: string, to: string): ClashShow[] =>
      showsBetween.all(from, to).map((show) => ({ ...show, timeTBA: Boolean(show.timeTBA) })),
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
