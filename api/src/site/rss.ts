import type { Event } from '@jazz/contracts';
import { escapeXml, textAsHtml } from '@jazz/contracts/escape';
import {
  showDateText,
  isUpcoming,
  lineupText,
  shortDateText,
  showName,
  showPath,
  startTimeText,
  placeOf,
  whereLine,
} from '@jazz/contracts/shows';
import type { SiteSettings } from '@jazz/contracts/site';

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
    `${showDateText(event, timeZone)}, ${time}`,
    event.group,
    whereLine(placeOf(event)),
    lineup && `With ${lineup}`,
    price,
    event.description.trim(),
  ]
    .filter(Boolean)
    .join('\n');
}

/** One item: a one-off show, or a series as one entry (its next date, and the dates it has). */
interface Item {
  guid: string;
  event: Event;
  dates: Event[];
}

/** A series is one item (its guid the series' id), a one-off show one item (its own id). */
function itemsOf(upcoming: Event[]): Item[] {
  const items: Item[] = [];
  const bySeries = new Map<string, Item>();
  for (const event of upcoming) {
    const series = event.seriesId ? bySeries.get(event.seriesId) : undefined;
    if (series) {
      series.dates.push(event);
      continue;
    }
    const item = { guid: event.seriesId ? `series-${event.seriesId}` : event._id, event, dates: [event] };
    if (event.seriesId) bySeries.set(event.seriesId, item);
    items.push(item);
  }
  return items;
}

/** "4 dates: Dec 3 – Dec 24" for a series' item. */
const datesText = (dates: Event[], timeZone: string) =>
  `${dates.filter((date) => date.status !== 'cancelled').length} dates: ${shortDateText(dates[0]!.startDate, timeZone)} – ${shortDateText(dates.at(-1)!.startDate, timeZone)}`;

/**
 * /shows.rss: the upcoming shows as RSS 2.0, earliest first, each item linking its page. The
 * guid is the show's id (a series': its id), never its address, so an edited title or date
 * is not a new item; the description is escaped HTML keeping the text's line breaks. The
 * shows page advertises it.
 */
export function showsRss(events: Event[], settings: SiteSettings, now = Date.now()): string {
  const upcoming = events.filter((event) => isUpcoming(event, now, settings.timeZone));
  const title = settings.siteName ? `${settings.siteName}: upcoming shows` : 'Upcoming shows';
  const self = `${settings.siteUrl}/shows.rss`;
  const items = itemsOf(upcoming).map(({ guid, event, dates }) => {
    const url = settings.siteUrl + showPath(event, settings.timeZone);
    const when = dates.length > 1 ? datesText(dates, settings.timeZone) : showDateText(event, settings.timeZone);
    const name = `${event.status === 'cancelled' ? 'Cancelled: ' : ''}${showName(event)} (${when})`;
    const text = itemText(event, settings.timeZone);
    return [
      '    <item>',
      `      <title>${escapeXml(name)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="false">${escapeXml(guid)}</guid>`,
      `      <description>${escapeXml(textAsHtml(text))}</description>`,
      `      <pubDate>${rfc822(event.createdAt || event.updatedAt || event.startDate)}</pubDate>`,
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
