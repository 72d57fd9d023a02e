import type { Event } from '@jazz/shared/contracts';
import { fixedBandOf, QUARTET, QUINTET } from '@jazz/shared/bands';
import { isUpcoming } from '@jazz/shared/shows';
import type { SiteData, SiteSettings } from '@jazz/shared/site';

/** iCalendar text: escape \ ; , and line breaks, a lone CR too (RFC 5545 section 3.3.11). */
const text = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');

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

/** How long a show stays in the feed after it is over: a subscriber's calendar keeps recent history. */
export const CALENDAR_KEEPS_PAST_DAYS = 90;

/**
 * The upcoming shows, and those of the last 90 days, as an iCalendar feed (a calendar app
 * would otherwise drop a show from the subscriber's calendar the day after it); UIDs derive
 * from event ids so calendars update in place.
 */
export function showsCalendar(events: Event[], settings: SiteSettings, now = Date.now()): string {
  const since = now - CALENDAR_KEEPS_PAST_DAYS * 24 * 3600_000;
  const host = new URL(settings.siteUrl).hostname;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${text(settings.siteName || 'Website').replace(/\//g, '-')}//Shows//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${text(settings.siteName ? `${settings.siteName} shows` : 'Shows')}`,
    `X-WR-TIMEZONE:${settings.timeZone}`,
  ];
  const listed = events.filter((e) => isUpcoming(e, now, settings.timeZone) || Date.parse(e.startDate) >= since);
  for (const event of listed) {
    const start = new Date(event.startDate);
    // a show's length is unknown: two hours keeps calendars readable
    const end = new Date(start.getTime() + 2 * 3600_000);
    const summary = event.title || `${event.group} at ${event.venue}`;
    const description = [
      event.group,
      event.timeText,
      event.description,
      event.ticketsLink && `Tickets: ${event.ticketsLink}`,
    ]
      .filter(Boolean)
      .join('\n');
    lines.push(
      'BEGIN:VEVENT',
      `UID:event-${event._id}@${host}`,
      `DTSTAMP:${stamp(event.updatedAt || event.startDate)}`,
      `DTSTART:${stamp(start.toISOString())}`,
      `DTEND:${stamp(end.toISOString())}`,
      `SUMMARY:${text(summary)}`,
      `LOCATION:${text([event.venue, event.location].filter(Boolean).join(', '))}`,
      `DESCRIPTION:${text(description)}`,
      `URL:${settings.siteUrl}/shows`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(fold).join('\r\n') + '\r\n';
}

/** The public pages of fixed address, as the sitemap lists them (and links spell them). */
export const PUBLIC_PATHS = [
  '/',
  '/about',
  '/shows',
  '/listen',
  '/Video',
  '/photos',
  '/lessons',
  '/contact',
  QUARTET.path,
  QUINTET.path,
];

/** The fixed pages, then one page per server group (the two fixed bands are listed once, above). */
export function sitemap(data: SiteData, settings: SiteSettings): string {
  const groups = data.listGroups().filter((group) => !fixedBandOf(group.name));
  const paths = [...PUBLIC_PATHS, ...groups.map((group) => `/groups/${encodeURIComponent(group._id)}`)];
  const urls = paths.map((path) => `  <url><loc>${settings.siteUrl}${path}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robots(settings: SiteSettings): string {
  return `User-agent: *\nDisallow: /admin-panel\nDisallow: /dashboard\nDisallow: /api/\n\nSitemap: ${settings.siteUrl}/sitemap.xml\n`;
}
