import type { Event } from '@jazz/shared/contracts';
import { fixedBandOf, groupPath } from '@jazz/shared/bands';
import { INDEXABLE_FIXED_PATHS, ROBOTS_DISALLOWED } from '@jazz/shared/paths';
import { isUpcoming, lineupText, placeLines, showEnd, showName, showPath, timeToBeAnnounced } from '@jazz/shared/shows';
import type { SiteData, SiteSettings } from '@jazz/shared/site';

/** iCalendar text: escape \ ; , and line breaks, a lone CR too (RFC 5545 section 3.3.11). */
const text = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/** Lines longer than 75 octets are folded with CRLF + space (RFC 5545 section 3.1). */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let start = 0;
  while (start < bytes.length) {
    let end = Math.min(start + (start === 0 ? 75 : 74), bytes.length);
    // never cut inside a UTF-8 sequence
    while (end < bytes.length && (bytes[end]! & 0xc0) === 0x80) end--;
    parts.push(bytes.subarray(start, end).toString('utf8'));
    start = end;
  }
  return parts.join('\r\n ');
}

const stamp = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** "20270501": the show's day in the site's zone, as an all-day DTSTART. */
const day = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(new Date(iso))
    .replace(/-/g, '');

/** How long a show stays in the feed after it is over: a subscriber's calendar keeps recent history. */
export const CALENDAR_KEEPS_PAST_DAYS = 90;

function calendarHead(name: string, settings: SiteSettings): string[] {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${text(settings.siteName || 'Website').replace(/\//g, '-')}//Shows//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${text(name)}`,
    `X-WR-TIMEZONE:${settings.timeZone}`,
  ];
}

/** One VEVENT: UIDs derive from event ids, so calendars update a show in place. */
function vevent(event: Event, settings: SiteSettings): string[] {
  const host = new URL(settings.siteUrl).hostname;
  const url = settings.siteUrl + showPath(event, settings.timeZone);
  const lineup = lineupText(event.lineup);
  const price = [event.price?.trim(), event.soldOut ? 'sold out' : ''].filter(Boolean).join(', ');
  const description = [
    event.status === 'scheduled' ? '' : event.status.toUpperCase(),
    event.group,
    lineup && `With ${lineup}`,
    event.timeText,
    price && `Price: ${price}`,
    event.description,
    event.ticketsLink && `Tickets: ${event.ticketsLink}`,
    url,
  ]
    .filter(Boolean)
    .join('\n');
  return [
    'BEGIN:VEVENT',
    `UID:event-${event._id}@${host}`,
    `DTSTAMP:${stamp(event.updatedAt || event.startDate)}`,
    // a time to be announced is an all-day entry; else the show ends at its end, the end its
    // time text names, or after the site's usual show length
    ...(timeToBeAnnounced(event)
      ? [`DTSTART;VALUE=DATE:${day(event.startDate, settings.timeZone)}`]
      : [
          `DTSTART:${stamp(event.startDate)}`,
          `DTEND:${stamp(showEnd(event, settings.timeZone, settings.showMinutes))}`,
        ]),
    `SUMMARY:${text((event.status === 'cancelled' ? 'Cancelled: ' : '') + showName(event))}`,
    `LOCATION:${text([event.venue, ...placeLines(event)].filter(Boolean).join(', '))}`,
    `DESCRIPTION:${text(description)}`,
    // RFC 5545 knows TENTATIVE, CONFIRMED and CANCELLED; a postponed show is not confirmed
    `STATUS:${event.status === 'cancelled' ? 'CANCELLED' : event.status === 'postponed' ? 'TENTATIVE' : 'CONFIRMED'}`,
    `URL:${url}`,
    'END:VEVENT',
  ];
}

const finish = (lines: string[]) => [...lines, 'END:VCALENDAR'].map(fold).join('\r\n') + '\r\n';

/**
 * The upcoming shows, and those of the last 90 days, as an iCalendar feed (a calendar app
 * would otherwise drop a show from the subscriber's calendar the day after it).
 */
export function showsCalendar(events: Event[], settings: SiteSettings, now = Date.now()): string {
  const since = now - CALENDAR_KEEPS_PAST_DAYS * 24 * 3600_000;
  const lines = calendarHead(settings.siteName ? `${settings.siteName} shows` : 'Shows', settings);
  const listed = events.filter((e) => isUpcoming(e, now, settings.timeZone) || Date.parse(e.startDate) >= since);
  for (const event of listed) lines.push(...vevent(event, settings));
  return finish(lines);
}

/** One show as a calendar file (/shows/{id}.ics): "Add to calendar" on its page. */
export function showCalendar(event: Event, settings: SiteSettings): string {
  return finish([...calendarHead(showName(event), settings), ...vevent(event, settings)]);
}

/** The public pages of fixed address, as the sitemap lists them (and links spell them): the registry's. */
export const PUBLIC_PATHS = INDEXABLE_FIXED_PATHS;

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * The fixed pages, then one page per server group (the two fixed bands are listed once, above),
 * the year pages of the archive (the site's and each band's), and a page per show.
 */
export function sitemap(data: SiteData, settings: SiteSettings): string {
  const groups = data.listGroups();
  const years = (path: string, groupId?: string) =>
    data.shows.pastYears({ groupId }).map((year) => `${path}?when=past&year=${year}`);
  const paths = [
    ...PUBLIC_PATHS,
    '/shows?when=past',
    ...years('/shows'),
    ...groups.filter((group) => !fixedBandOf(group.name)).map(groupPath),
    ...groups.flatMap((group) => [`${groupPath(group)}?when=past`, ...years(groupPath(group), group._id)]),
    ...data.shows.links().map((event) => showPath(event, settings.timeZone)),
    ...groups.map((group) => `${groupPath(group)}/press`),
  ];
  const urls = paths.map((path) => `  <url><loc>${escapeXml(settings.siteUrl + path)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robots(settings: SiteSettings): string {
  return `User-agent: *\n${[...ROBOTS_DISALLOWED, '/api/'].map((path) => `Disallow: ${path}\n`).join('')}\nSitemap: ${settings.siteUrl}/sitemap.xml\n`;
}
