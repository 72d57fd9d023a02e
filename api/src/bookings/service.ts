import {
  BOOKING_FIELDS,
  BOOKING_MESSAGES,
  bookingDataSchema,
  bookingSchema,
  type Booking,
  type BookingFields,
} from '@jazz/contracts';
import { toCsv } from '@jazz/contracts/csv';
import type { Config } from '../config';
import type { Altcha } from '../contact/altcha';
import { comparatorOf, matchesComparator, updateDataOf } from '../http/comparator';
import { badRequest, conflict, notFound, validate } from '../http/errors';
import { newId, nowIso } from '../ids';
import type { MailBudget } from '../mail/budgets';
import type { Mailer } from '../mail/mailer';
import { dayOf } from '@jazz/contracts/time';
import { daysOf } from './days';
import { createClashReader } from './clashes';
import type { BookingPosition, BookingsRepository } from './repository';

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

const notHuman = () => badRequest({ altcha: BOOKING_MESSAGES.altcha });

/** The admin's Bookings screen, where the owner's mail links to. */
export const bookingsAdminPath = '/admin-panel/bookings';

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
export function createBookingsService(deps: {
  repo: BookingsRepository;
  spentAltcha: { markAltchaUsed(signature: string, expiresAt: number): boolean };
  altcha: Altcha;
  mailer: Mailer;
  config: Config;
  ownerAddress: () => string;
  siteName: () => string;
  /** The site-wide hourly budget of lesson and booking mails to visitors. */
  budget: MailBudget;
  now?: () => number;
}) {
  const { repo, config, mailer, altcha } = deps;
  const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

  const details = (fields: Required<BookingFields>) => [
    `Name: ${fields.name}`,
    `Email: ${fields.email}`,
    `Organization or venue: ${fields.organization}`,
    `City: ${fields.city}`,
    `Dates: ${fields.dates}`,
    `Band: ${fields.group || '(any)'}`,
    `Budget: ${fields.budget || '(not given)'}`,
    '',
    fields.message,
  ];

  const withClashes = createClashReader(repo, config.timezone);

  return {
    async submit(body: unknown): Promise<{ _id: string }> {
      const { altcha: payload, ...fields } = validate(bookingSchema, body);
      // a date that is over (every day the text names is before today in the site's zone)
      const today = dayOf(nowIso(), config.timezone);
      const named = daysOf(fields.dates, new Date(), config.timezone);
      if (named.length > 0 && named.every((day) => day < today))
        throw badRequest({ dates: BOOKING_MESSAGES.datesPast });
      const check = await altcha.verify(payload);
      if (!check.ok) throw notHuman();
      const id = newId();
      const site = deps.siteName();
      const at = new Date((deps.now ?? Date.now)());
      repo.transaction(() => {
        if (!deps.spentAltcha.markAltchaUsed(check.signature, check.expiresAt)) throw notHuman();
        const today = dayOf(at.toISOString(), config.timezone);
        // the requests of the last two days cover every zone's "today"; the day decides
        const acknowledgedToday = repo
          .acknowledgedSince(fields.email, new Date(at.getTime() - 2 * 86_400_000).toISOString())
          .some((createdAt) => dayOf(createdAt, config.timezone) === today);
        repo.insert({ id, ...fields }, at.toISOString());
        const ownerMail = mailer.enqueue({
          to: deps.ownerAddress(),
          replyTo: fields.email,
          subject: `Booking request: ${oneLine(fields.organization)}, ${oneLine(fields.dates)}`,
          text: [
            ...details(fields),
            '',
            `Open it in the admin: ${config.siteUrl}${bookingsAdminPath}#booking-${id}`,
            '',
            '-- ',
            `Sent from a booking form of ${config.siteUrl}`,
          ].join('\n'),
        });
        // fixed text only: the visitor's name, organisation and message never go to his address
        const acknowledgement =
          !acknowledgedToday && deps.budget.allows()
            ? mailer.enqueue({
                to: fields.email,
                replyTo: deps.ownerAddress(),
                subject: `${oneLine(site)}: we received your request`,
                text: [
                  `${site}: we received your request.`,
                  '',
                  'We will answer you by e-mail. If you did not send a request, ignore this mail.',
                  '',
                  '-- ',
                  config.siteUrl,
                ].join('\n'),
              })
            : null;
        repo.setMails(id, ownerMail, acknowledgement);
      });
      return { _id: id };
    },

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
