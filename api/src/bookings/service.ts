import { BOOKING_FIELDS, bookingDataSchema, type Booking } from '@jazz/contracts';
import { toCsv } from '@jazz/contracts/csv';
import { comparatorOf, matchesComparator, updateDataOf } from '../http/comparator';
import { badRequest, conflict, notFound, validate } from '../http/errors';
import { nowIso } from '../ids';
import { createClashReader } from './clashes';
import type { BookingPosition } from './repository';
import { bookingSubmit, type BookingsDeps } from './submit';

export { bookingsAdminPath } from './submit';

export const BOOKING_PAGE_MESSAGES = {
  limit: 'Limit must be a whole number from 1 to 200.',
  after: 'This is not a cursor this list gave: follow the next link, or start again without after.',
} as const;

function decodePosition(text: string): BookingPosition | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [createdAt, position]: unknown[] = value;
    if (typeof createdAt !== 'string' || createdAt.length > 40) return null;
    if (typeof position !== 'number' || !Number.isInteger(position)) return null;
    return { createdAt, position };
  } catch {
    return null;
  }
}

const CSV_COLUMNS = [
  'createdAt',
  'status',
  'name',
  'email',
  'organization',
  'city',
  'dates',
  'group',
  'budget',
  'message',
  'notes',
] as const;

/**
 * Booking requests: a human check, then the request and its mails are stored in one transaction
 * before anything is sent. The owner gets the whole request (Reply-To the booker). The booker's
 * address is not verified, so nothing he wrote is mailed to it: he sees his request on screen,
 * and at most a fixed-text acknowledgement goes to his inbox, for its first request of the day
 * (a SITE_TIMEZONE day) and within the site-wide budget of lesson and booking mails.
 */
export function createBookingsService(deps: BookingsDeps) {
  const { repo, config } = deps;
  const withClashes = createClashReader(repo, config.timezone);

  return {
    submit: bookingSubmit(deps),

    /** How many requests are new (not yet answered): the admin's overview. */
    countNew: (): number => repo.count('new'),

    /** One page of requests, newest first, and the cursor of the next while more remain. */
    page(limit: number, after?: string): { bookings: Booking[]; next?: string } {
      let position: BookingPosition | undefined;
      if (after) {
        position = decodePosition(after) ?? undefined;
        if (!position) throw badRequest({ after: BOOKING_PAGE_MESSAGES.after });
      }
      const { bookings, positions } = repo.page(limit + 1, position);
      const more = bookings.length > limit;
      const last = positions[limit - 1];
      return {
        bookings: bookings.slice(0, limit).map(withClashes),
        ...(more &&
          last && { next: Buffer.from(JSON.stringify([last.createdAt, last.position])).toString('base64url') }),
      };
    },

    update(id: string, input: unknown): Booking {
      const data = validate(bookingDataSchema, updateDataOf('booking', input) ?? {});
      const comparator = comparatorOf('booking', input);
      return repo.transaction(() => {
        const current = repo.get(id);
        if (!current) throw notFound('No such booking request.');
        if (!matchesComparator({ ...current }, comparator, BOOKING_FIELDS)) throw conflict(withClashes(current));
        repo.update(id, data, nowIso());
        return withClashes(repo.get(id)!);
      });
    },

    /** Every request as CSV, newest first; toCsv neutralises formula cells (a booker wrote them). */
    exportCsv(): string {
      return toCsv([[...CSV_COLUMNS], ...repo.list().map((booking) => CSV_COLUMNS.map((column) => booking[column]))]);
    },
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;
