import type { Event } from '@jazz/contracts';
import {
  calendarTitle,
  lineupText,
  placeOf,
  showEnd,
  showPath,
  timeToBeAnnounced,
  whereLine,
} from '@jazz/contracts/shows';
import { SITE_CARD_IMAGE, socialCard } from '@jazz/contracts/paths';
import type { SiteSettings } from '@jazz/contracts/site';
import { dateStamp, utcStamp } from '@jazz/contracts/time';
import { component, icsLine, icsText } from '../calendar/icalendar';

/** How often a subscribed calendar should look again (RFC 7986 REFRESH-INTERVAL). */
export const REFRESH_INTERVAL = 'PT6H';

/** What a calendar file says of itself (RFC 7986): its name, its own address, its page. */
export interface CalendarMeta {
  name: string;
  /** The file's own path (SOURCE). */
  path: string;
  /** The page it belongs to (URL). */
  page: string;
  /** A site path or absolute URL (IMAGE); the site's card when not given. */
  image?: string;
  description?: string;
}

const absolute = (link: string, siteUrl: string) => (link.startsWith('/') ? siteUrl + link : link);

/**
 * The calendar's head. No METHOD: a feed is a snapshot (RFC 5545 without iTIP), so no ORGANIZER
 * is needed and DTSTAMP is the time the show was last revised (RFC 5545 3.8.7.2).
 */
export function calendarHead(meta: CalendarMeta, settings: SiteSettings): string[] {
  return [
    'VERSION:2.0',
    `PRODID:-//${icsText(settings.siteName || 'Website').replace(/\//g, '-')}//Shows//EN`,
    'CALSCALE:GREGORIAN',
    icsLine('NAME', icsText(meta.name)),
    icsLine('X-WR-CALNAME', icsText(meta.name)),
    ...(meta.description ? [icsLine('DESCRIPTION', icsText(meta.description))] : []),
    `X-WR-TIMEZONE:${settings.timeZone}`,
    icsLine('REFRESH-INTERVAL', REFRESH_INTERVAL, { VALUE: 'DURATION' }),
    `X-PUBLISHED-TTL:${REFRESH_INTERVAL}`,
    icsLine('SOURCE', settings.siteUrl + meta.path, { VALUE: 'URI' }),
    `URL:${settings.siteUrl + meta.page}`,
    icsLine('IMAGE', absolute(socialCard(meta.image || SITE_CARD_IMAGE).url, settings.siteUrl), {
      VALUE: 'URI',
      DISPLAY: 'BADGE',
    }),
  ];
}

/** RFC 5545 knows TENTATIVE, CONFIRMED and CANCELLED; a postponed show is not confirmed. */
const STATUS = (event: Pick<Event, 'status'>) =>
  event.status === 'cancelled' ? 'CANCELLED' : event.status === 'postponed' ? 'TENTATIVE' : 'CONFIRMED';

/**
 * What a show's entry says, whatever its dates: title ("Title · Band"), place, the lines of
 * its description, status. A series' dates are compared on these to find its overrides.
 */
export function veventContent(event: Event, settings: SiteSettings, url: string): string[] {
  const price = [event.price?.trim(), event.soldOut ? 'sold out' : ''].filter(Boolean).join(', ');
  const lineup = lineupText(event.lineup);
  const description = [
    event.status === 'scheduled' ? '' : event.status.toUpperCase(),
    event.group,
    lineup && `With ${lineup}`,
    event.timeText,
    price && `Price: ${price}`,
    event.description,
    // a cancelled show sells nothing: its tickets link stays in the API, not in calendars
    event.status !== 'cancelled' && event.ticketsLink && `Tickets: ${event.ticketsLink}`,
    url,
  ]
    .filter(Boolean)
    .join('\n');
  return [
    `SUMMARY:${icsText((event.status === 'cancelled' ? 'Cancelled: ' : '') + calendarTitle(event))}`,
    `LOCATION:${icsText(whereLine(placeOf(event)))}`,
    `DESCRIPTION:${icsText(description)}`,
    `STATUS:${STATUS(event)}`,
    `URL:${url}`,
  ];
}

/** When the show was announced and last revised, and how often it changed (SEQUENCE). */
export const veventHistory = (event: Pick<Event, 'updatedAt' | 'createdAt' | 'sequence' | 'startDate'>) => [
  `DTSTAMP:${utcStamp(event.updatedAt || event.startDate)}`,
  ...(event.createdAt ? [`CREATED:${utcStamp(event.createdAt)}`] : []),
  ...(event.updatedAt ? [`LAST-MODIFIED:${utcStamp(event.updatedAt)}`] : []),
  `SEQUENCE:${event.sequence ?? 0}`,
];

/** The host part of every UID: UIDs derive from ids, so calendars update a show in place. */
export const uidHost = (settings: SiteSettings) => new URL(settings.siteUrl).hostname;

/**
 * When a show's entry happens, in UTC: a time to be announced is an all-day entry; else the show
 * ends at its end, the end its time text names, or after the site's usual show length. A single
 * show's entry and a series' changed date (its RECURRENCE-ID override) both write it.
 */
export const veventDates = (event: Event, settings: SiteSettings): string[] =>
  timeToBeAnnounced(event)
    ? [`DTSTART;VALUE=DATE:${dateStamp(event.startDate, settings.timeZone)}`]
    : [
        `DTSTART:${utcStamp(event.startDate)}`,
        `DTEND:${utcStamp(showEnd(event, settings.timeZone, settings.showMinutes))}`,
      ];

/** One show's VEVENT, in UTC (a time to be announced is an all-day entry). */
export function vevent(event: Event, settings: SiteSettings): string[] {
  const url = settings.siteUrl + showPath(event, settings.timeZone);
  return component('VEVENT', [
    `UID:event-${event._id}@${uidHost(settings)}`,
    ...veventHistory(event),
    ...veventDates(event, settings),
    ...veventContent(event, settings, url),
    // only the admin's export holds a private show (no public file does): a calendar it is read into keeps it private
    ...(event.private ? ['CLASS:PRIVATE'] : []),
  ]);
}
