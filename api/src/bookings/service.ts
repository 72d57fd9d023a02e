import {
  BOOKING_FIELDS,
  BOOKING_MESSAGES,
  bookingDataSchema,
  bookingSchema,
  type Booking,
  type BookingFields,
  type Event,
} from '@jazz/shared/contracts';
import { toCsv } from '@jazz/shared/csv';
import type { Config } from '../config';
import type { Altcha } from '../contact/altcha';
import { comparatorOf, matchesComparator } from '../http/comparator';
import { badRequest, conflict, notFound, validate } from '../http/errors';
import { idsOf, newId, nowIso } from '../ids';
import type { Mailer } from '../mail/mailer';
import { dayOfInstant, daysOf } from './days';
import type { BookingsRepository, StoredBooking } from './repository';

/**
 * docs/product.md: a cell starting with =, +, -, @, tab or CR gets a leading '. The project's CSV
 * writer does this too once the hardening branch is in; a cell that already starts with ' is
 * left alone there, so doing it here first never doubles it.
 */
const neutralised = (cell: string) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);

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
 * Booking requests: a human check, then the request and both its mails (to the owner, a copy
 * to the booker) are stored in one transaction before anything is sent.
 */
export function createBookingsService(deps: {
  repo: BookingsRepository;
  spentAltcha: { markAltchaUsed(signature: string, expiresAt: number): boolean };
  altcha: Altcha;
  mailer: Mailer;
  config: Config;
  ownerAddress: () => string;
  siteName: () => string;
  events: () => Event[];
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

  function withClashes(stored: StoredBooking, events: Event[]): Booking {
    const days = daysOf(stored.dates, new Date(stored.createdAt), config.timezone);
    const wanted = new Set(days);
    const clashes = events
      .filter((event) => event.status !== 'cancelled')
      .map((event) => ({ event, day: dayOfInstant(event.startDate, config.timezone) }))
      .filter(({ day }) => wanted.has(day))
      .sort((a, b) => a.event.startDate.localeCompare(b.event.startDate))
      .map(({ event, day }) => ({
        eventId: event._id,
        day,
        group: event.group,
        venue: event.venue,
        title: event.title,
        startDate: event.startDate,
        timeTBA: event.timeTBA === true,
      }));
    return { ...idsOf(stored.id), ...withoutId(stored), days, clashes };
  }
  const withoutId = ({ id: _id, ...rest }: StoredBooking) => rest;

  return {
    async submit(body: unknown): Promise<{ _id: string }> {
      const { altcha: payload, ...fields } = validate(bookingSchema, body);
      // a date that is over (every day the text names is before today in the site's zone)
      const today = dayOfInstant(nowIso(), config.timezone);
      const named = daysOf(fields.dates, new Date(), config.timezone);
      if (named.length > 0 && named.every((day) => day < today))
        throw badRequest({ dates: BOOKING_MESSAGES.datesPast });
      const check = await altcha.verify(payload);
      if (!check.ok) throw notHuman();
      const id = newId();
      const site = deps.siteName();
      repo.transaction(() => {
        if (!deps.spentAltcha.markAltchaUsed(check.signature, check.expiresAt)) throw notHuman();
        repo.insert({ id, ...fields }, nowIso());
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
        const copy = mailer.enqueue({
          to: fields.email,
          // the booker's answer goes to the site's contact address, not to the no-reply sender
          replyTo: deps.ownerAddress(),
          subject: `Your booking request to ${oneLine(site)}`,
          text: [
            `Thank you for your booking request. This is your copy; ${site} will answer you by e-mail.`,
            '',
            ...details(fields),
            '',
            '-- ',
            config.siteUrl,
          ].join('\n'),
        });
        repo.setMails(id, ownerMail, copy);
      });
      return { _id: id };
    },

    list(): Booking[] {
      const events = deps.events();
      return repo.list().map((stored) => withClashes(stored, events));
    },

    update(id: string, input: unknown): Booking {
      const body = (input ?? {}) as { bookingComparatorData?: unknown; bookingData?: unknown };
      const data = validate(bookingDataSchema, body.bookingData ?? {});
      const comparator = comparatorOf('booking', body);
      return repo.transaction(() => {
        const current = repo.get(id);
        if (!current) throw notFound('No such booking request.');
        const events = deps.events();
        if (!matchesComparator({ ...current }, comparator, BOOKING_FIELDS))
          throw conflict(withClashes(current, events));
        repo.update(id, data, nowIso());
        return withClashes(repo.get(id)!, events);
      });
    },

    /** Every request as CSV, newest first, formula cells neutralised (a booker wrote them). */
    exportCsv(): string {
      return toCsv([
        [...CSV_COLUMNS],
        ...repo.list().map((booking) => CSV_COLUMNS.map((column) => neutralised(booking[column]))),
      ]);
    },
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;
