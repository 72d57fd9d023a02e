import { BOOKING_MESSAGES, bookingSchema, type BookingFields } from '@jazz/contracts';
import { dayOf } from '@jazz/contracts/time';
import type { Config } from '../config';
import type { Altcha } from '../contact/altcha';
import { badRequest, validate } from '../http/errors';
import { newId, nowIso } from '../ids';
import type { MailBudget } from '../mail/budgets';
import type { Mailer } from '../mail/mailer';
import { daysOf } from './days';
import type { BookingsRepository } from './repository';

/** The admin's Bookings screen, where the owner's mail links to. */
export const bookingsAdminPath = '/admin-panel/bookings';

export interface BookingsDeps {
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
}

const notHuman = () => badRequest({ altcha: BOOKING_MESSAGES.altcha });
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

/**
 * A request's mails, queued: the whole request to the owner (Reply-To the booker), and when
 * `acknowledge` and the budget allow, a fixed-text acknowledgement to the booker from `site`.
 */
function bookingMails(deps: BookingsDeps) {
  const { config, mailer } = deps;
  return (id: string, site: string, fields: Required<BookingFields>, acknowledge: boolean) => {
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
      acknowledge && deps.budget.allows()
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
    return { ownerMail, acknowledgement };
  };
}

/**
 * A booking request sent: a human check, then the request and its mails are stored in one
 * transaction before anything is sent; the acknowledgement only for the booker's first request
 * of the day (a SITE_TIMEZONE day).
 */
export function bookingSubmit(deps: BookingsDeps) {
  const { repo, config, altcha } = deps;
  const enqueueMails = bookingMails(deps);
  return async function submit(body: unknown): Promise<{ _id: string }> {
    const { altcha: payload, ...fields } = validate(bookingSchema, body);
    // a date that is over (every day the text names is before today in the site's zone)
    const today = dayOf(nowIso(), config.timezone);
    const named = daysOf(fields.dates, new Date(), config.timezone);
    if (named.length > 0 && named.every((day) => day < today)) throw badRequest({ dates: BOOKING_MESSAGES.datesPast });
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
      const { ownerMail, acknowledgement } = enqueueMails(id, site, fields, !acknowledgedToday);
      repo.setMails(id, ownerMail, acknowledgement);
    });
    return { _id: id };
  };
}
