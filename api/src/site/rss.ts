import type { Event } from '@jazz/shared/contracts';
import { dateText, isUpcoming, lineupText, placeLines, showName, showPath, startTimeText } from '@jazz/shared/shows';
import type { SiteSettings } from '@jazz/shared/site';

const escapeXml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** RFC 822 dates, as RSS 2.0 asks ("Tue, 24 Nov 2026 06:00:00 GMT"). */
const rfc822 = (iso: string) => new Date(iso).toUTCString();

/** The lines of one show in its item: when, who, where, with whom, what it costs. */
function itemText(event: Event, timeZone: string): string {
  const time = event.timeTBA
    ? 'Time to be announced'
    : event.timeText.trim() || startTimeText(event.startDate, timeZone);
  const price = [event.price?.trim(), event.soldOut ? 'Sold out' : ''].filter(Boolean).join(', ');
  const lineup = lineupText(event.lineup);
  return [
    event.status === 'scheduled' ? '' : event.status.toUpperCase(),
    `${dateText(event.startDate, timeZone)}, ${time}`,
    event.group,
    [event.venue, ...placeLines(event)].join(', '),
    lineup && `With ${lineup}`,
    price,
    event.description.trim(),
  ]
    .filter(Boolean)
    .join('\n');
}

/**
 * /shows.rss: the upcoming shows as RSS 2.0, earliest first, each item linking its page (its
 * guid, so a reader shows an edited show once). The shows page advertises it.
 */
export function showsRss(events: Event[], settings: SiteSettings, now = Date.now()): string {
  const upcoming = events.filter((event) => isUpcoming(event, now, settings.timeZone));
  const title = settings.siteName ? `${settings.siteName}: upcoming shows` : 'Upcoming shows';
  const self = `${settings.siteUrl}/shows.rss`;
  const items = upcoming.map((event) => {
    const url = settings.siteUrl + showPath(event, settings.timeZone);
    const name = `${event.status === 'cancelled' ? 'Cancelled: ' : ''}${showName(event)} (${dateText(event.startDate, settings.timeZone)})`;
    return [
      '    <item>',
      `      <title>${escapeXml(name)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      <description>${escapeXml(itemText(event, settings.timeZone))}</description>`,
      `      <pubDate>${rfc822(event.updatedAt || event.startDate)}</pubDate>`,
      '    </item>',
    ].join('\n');
  });
  const built = upcoming.reduce((latest, event) => (event.updatedAt > latest ? event.updatedAt : latest), '');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(title)}</title>`,
    `    <link>${escapeXml(settings.siteUrl)}/shows</link>`,
    `    <description>${escapeXml(title)}, with dates, places and tickets.</description>`,
    '    <language>en-us</language>',
    `    <atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml" />`,
    ...(built ? [`    <lastBuildDate>${rfc822(built)}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
