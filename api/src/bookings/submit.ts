import { BOOKING_MESSAGES, bookingSchema, type BookingFields } from '@jazz/contracts';
import { groupNamed } from '@jazz/contracts/bands';
import { dayName } from '@jazz/contracts/shows';
import { dayOf, dayParts, type Day } from '@jazz/contracts/time';
import type { Config } from '../config';
import type { Altcha } from '../contact/altcha';
import { badRequest, validate } from '../http/errors';
import { newId } from '../ids';
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
  /** The site's bands, as the site writes their names (the fixed bands and the groups). */
  bandNames: () => string[];
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

/** When the booker hears back, as the acknowledgement promises it (docs/press-and-bookings.md). */
export const BOOKING_ANSWER_TIME = 'within two working days';

/** At most this many days are named one by one; more are written as a span. */
const DAYS_NAMED = 4;

/**
 * The days the site read from a request, in the site's words: "Saturday, June 5 and Sunday,
 * June 6" (the year added when it is not the request's), "10 days, Monday, June 7 to Wednesday,
 * June 16" for many. Never the booker's own text.
 */
export function daysInWords(days: readonly Day[], requestDay: Day): string {
  const [thisYear] = dayParts(requestDay);
  const named = (day: Day) => {
    const [year] = dayParts(day);
    return year === thisYear ? dayName(day) : `${dayName(day)}, ${year}`;
  };
  if (days.length > DAYS_NAMED) return `${days.length} days, ${named(days[0]!)} to ${named(days.at(-1)!)}`;
  const words = days.map(named);
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join('; ')} and ${words.at(-1)}`;
}

/** What the acknowledgement may say of the request: only what the site itself writes. */
interface Understood {
  /** One of the site's bands, as the site writes its name; '' when none was chosen or known. */
  band: string;
  /** The days read from the request, in the site's words; '' when none could be read. */
  days: string;
}

/** The acknowledgement's text: the site's name, the band and days as the site writes them, when he hears back. */
const acknowledgementText = (site: string, understood: Understood, siteUrl: string) =>
  [
    `${site}: we received your request.`,
    '',
    ...(understood.band ? [`Band: ${understood.band}`] : []),
    ...(understood.days ? [`The days we read in it: ${understood.days}`] : []),
    ...(understood.band || understood.days ? [''] : []),
    `We answer every request by e-mail, ${BOOKING_ANSWER_TIME}.`,
    ...(understood.days ? ['If these are not the days you meant, answer this mail.'] : []),
    'If you did not send a request, ignore this mail.',
    '',
    '-- ',
    siteUrl,
  ].join('\n');

/**
 * A request's mails, queued: the whole request to the owner (Reply-To the booker), and when
 * `acknowledge` and the budget allow, a fixed-text acknowledgement to the booker from `site`.
 */
function bookingMails(deps: BookingsDeps) {
  const { config, mailer } = deps;
  return (id: string, site: string, fields: Required<BookingFields>, acknowledge: Understood | null) => {
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
    // the site's own words only: the visitor's name, organisation, dates as typed and message
    // never go to his address (Hardening III)
    const acknowledgement =
      acknowledge && deps.budget.allows()
        ? mailer.enqueue({
            to: fields.email,
            replyTo: deps.ownerAddress(),
            subject: `${oneLine(site)}: we received your request`,
            text: acknowledgementText(site, acknowledge, config.siteUrl),
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
    const at = new Date((deps.now ?? Date.now)());
    const today = dayOf(at, config.timezone);
    const named = daysOf(fields.dates, at, config.timezone);
    if (named.length > 0 && named.every((day) => day < today)) throw badRequest({ dates: BOOKING_MESSAGES.datesPast });
    const check = await altcha.verify(payload);
    if (!check.ok) throw notHuman();
    const id = newId();
    const site = deps.siteName();
    // what the acknowledgement may say: the band as the site writes it, the days it read
    const band = fields.group
      ? groupNamed(
          deps.bandNames().map((name) => ({ name })),
          fields.group,
        )?.name
      : undefined;
    const understood = { band: band ?? '', days: daysInWords(named, today) };
    repo.transaction(() => {
      if (!deps.spentAltcha.markAltchaUsed(check.signature, check.expiresAt)) throw notHuman();
      // the requests of the last two days cover every zone's "today"; the day decides
      const acknowledgedToday = repo
        .acknowledgedSince(fields.email, new Date(at.getTime() - 2 * 86_400_000).toISOString())
        .some((createdAt) => dayOf(createdAt, config.timezone) === today);
      repo.insert({ id, ...fields }, at.toISOString());
      const { ownerMail, acknowledgement } = enqueueMails(id, site, fields, acknowledgedToday ? null : understood);
      repo.setMails(id, ownerMail, acknowledgement);
    });
    return { _id: id };
  };
}
