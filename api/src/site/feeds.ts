import type { Event, Group } from '@jazz/contracts';
import { escapeXml } from '@jazz/contracts/escape';
import { bandCalendarPath, fixedBandOf, groupNamed, groupPath } from '@jazz/contracts/bands';
import { PAGE_NAMES } from '@jazz/contracts';
import { ADDRESSES, INDEXABLE_FIXED_PATHS, ROBOTS_DISALLOWED } from '@jazz/contracts/paths';
import { isUpcoming, seriesAsOneEntry, showName, showPath, UPCOMING_PAGE_SIZE } from '@jazz/contracts/shows';
import type { SiteData, SiteSettings } from '@jazz/contracts/site';
import { component, icsFile } from '../calendar/icalendar';
import { calendarHead, vevent, type CalendarMeta } from './show-vevent';

/** How long a show stays in the feed after it is over: a subscriber's calendar keeps recent history. */
export const CALENDAR_KEEPS_PAST_DAYS = 90;

/** The shows a subscribed calendar holds: upcoming, and those of the last 90 days. */
const subscribed = (events: Event[], settings: SiteSettings, now: number) => {
  const since = now - CALENDAR_KEEPS_PAST_DAYS * 24 * 3600_000;
  return events.filter((e) => isUpcoming(e, now, settings.timeZone) || Date.parse(e.startDate) >= since);
};

/** A calendar file of these shows, each date its own VEVENT. */
export const eventsCalendar = (events: Event[], meta: CalendarMeta, settings: SiteSettings) =>
  icsFile(component('VCALENDAR', [...calendarHead(meta, settings), ...events.flatMap((e) => vevent(e, settings))]));

/**
 * The upcoming shows, and those of the last 90 days, as an iCalendar feed (a calendar app
 * would otherwise drop a show from the subscriber's calendar the day after it). A series'
 * dates are each their own event here; its RRULE form is /series/{id}.ics.
 */
export function showsCalendar(events: Event[], settings: SiteSettings, now = Date.now()): string {
  const name = settings.siteName ? `${settings.siteName} shows` : 'Shows';
  return eventsCalendar(subscribed(events, settings, now), { name, path: '/shows.ics', page: '/shows' }, settings);
}

/** One band's shows (/groups/{id}.ics, /cannonball-quintet.ics, ...): what its page lists. */
export function bandCalendar(
  group: Pick<Group, '_id' | 'name' | 'images'>,
  events: Event[],
  settings: SiteSettings,
  now = Date.now(),
): string {
  const page = groupPath(group);
  const ours = events.filter((event) => groupNamed([group], event.group));
  return eventsCalendar(
    subscribed(ours, settings, now),
    { name: `${group.name} shows`, path: bandCalendarPath(group), page, image: Object.values(group.images)[0] },
    settings,
  );
}

/** One show as a calendar file (/shows/{id}.ics): "Add to calendar" on its page. */
export function showCalendar(event: Event, settings: SiteSettings): string {
  const page = showPath(event, settings.timeZone);
  return eventsCalendar([event], { name: showName(event), path: `/shows/${event._id}.ics`, page }, settings);
}

/** The public pages of fixed address, as the sitemap lists them (and links spell them): the registry's. */
export const PUBLIC_PATHS = INDEXABLE_FIXED_PATHS;

/** The latest of some ISO instants ('' for none). */
const latest = (...stamps: (string | undefined)[]) => stamps.filter(Boolean).sort().at(-1) ?? '';

type ShowLink = ReturnType<SiteData['shows']['links']>[number];

/**
 * When each address of the sitemap last changed (W3C datetime): a show's page its show (`ofShow`);
 * a band's page its record and its shows; a page of the owner's words its record and the site's;
 * the show lists their shows; any other page the site's latest change.
 */
function lastModified(data: SiteData, links: ShowLink[]) {
  const groups = data.listGroups();
  const site = data.getPage('site').updatedAt;
  let shows = site;
  const known = new Map<string, string>();
  const ours = new Map(groups.map((group) => [group, ''] as [Group, string]));
  for (const link of links) {
    if (link.updatedAt > shows) shows = link.updatedAt;
    for (const [group, stamp] of ours)
      if (link.updatedAt > stamp && groupNamed([group], link.group)) ours.set(group, link.updatedAt);
  }
  for (const [group, stamp] of ours) {
    known.set(groupPath(group), latest(site, group.updatedAt, stamp));
    known.set(`${groupPath(group)}/press`, latest(site, group.updatedAt));
  }
  const addresses = new Map<string, string>(Object.entries(ADDRESSES));
  for (const name of PAGE_NAMES) {
    const path = addresses.get(name);
    if (path) known.set(path, latest(site, data.getPage(name).updatedAt));
  }
  // (every show's change is at most `shows`)
  const everything = latest(shows, ...groups.map((group) => group.updatedAt), ...known.values());
  const w3c = (stamp: string) => (stamp ? new Date(stamp).toISOString().replace(/\.\d{3}Z$/, 'Z') : '');
  return {
    ofPath: (path: string) => w3c(known.get(path) || (path.startsWith('/shows') ? shows : everything)),
    ofShow: (link: ShowLink) => w3c(link.updatedAt || shows),
  };
}

/** Show addresses written into the sitemap at a time (a part of its text). */
const SITEMAP_PART = 500;

/**
 * The fixed pages, then one page per server group (the two fixed bands are listed once, above),
 * the later pages of the upcoming lists and the year pages of the archive (the site's and each
 * band's), and a page per show. Read once and kept until a write (feed-cache.ts): the show
 * pages' addresses are made of a few columns (`links`), each written once. The text comes in
 * parts (SITEMAP_PART shows each), compressed as they come: at 20,000 shows it is 2.9 MB,
 * never held whole.
 */
export function* sitemap(data: SiteData, settings: SiteSettings): Generator<string> {
  const groups = data.listGroups();
  const years = (path: string, groupId?: string) =>
    data.shows.pastYears({ groupId }).map((year) => `${path}?when=past&year=${year}`);
  const laterPages = (path: string, groupId?: string) => {
    const upcoming = data.shows.upcoming(groupId === undefined ? {} : { groupId });
    const entries = seriesAsOneEntry(upcoming, (id) => data.shows.seriesRule(id), 'upcoming', settings.timeZone);
    const pages = Math.ceil(entries.events.length / UPCOMING_PAGE_SIZE);
    return Array.from({ length: Math.max(0, pages - 1) }, (_, i) => `${path}?page=${i + 2}`);
  };
  const links = data.shows.links();
  const pages = [
    ...PUBLIC_PATHS,
    ...laterPages('/shows'),
    '/shows?when=past',
    ...years('/shows'),
    ...groups.filter((group) => !fixedBandOf(group.name)).map(groupPath),
    ...groups.flatMap((group) => [
      ...laterPages(groupPath(group), group._id),
      `${groupPath(group)}?when=past`,
      ...years(groupPath(group), group._id),
    ]),
  ];
  const lastmod = lastModified(data, links);
  const url = (path: string, stamp: string) =>
    `  <url><loc>${escapeXml(settings.siteUrl + path)}</loc>${stamp ? `<lastmod>${stamp}</lastmod>` : ''}</url>\n`;
  const ofPaths = (paths: string[]) => paths.map((path) => url(path, lastmod.ofPath(path))).join('');
  yield `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`;
  yield ofPaths(pages);
  for (let at = 0; at < links.length; at += SITEMAP_PART)
    yield links
      .slice(at, at + SITEMAP_PART)
      .map((link) => url(showPath(link, settings.timeZone), lastmod.ofShow(link)))
      .join('');
  yield ofPaths(groups.map((group) => `${groupPath(group)}/press`));
  yield '</urlset>\n';
}

export function robots(settings: SiteSettings): string {
  return `User-agent: *\n${[...ROBOTS_DISALLOWED, '/api/'].map((path) => `Disallow: ${path}\n`).join('')}\nSitemap: ${settings.siteUrl}/sitemap.xml\n`;
}
