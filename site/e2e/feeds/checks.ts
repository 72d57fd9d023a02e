import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ICAL from 'ical.js';
import Parser from 'rss-parser';
import sharp from 'sharp';
import { validateXML } from 'xmllint-wasm';
import type { RunningSite, Seeded } from './seed';

/** The failures found so far: each a line naming the file and the rule. */
export type Problems = string[];

const ZONE = 'America/New_York';
const STATUSES = new Set(['TENTATIVE', 'CONFIRMED', 'CANCELLED']);
const EVENT_STATUSES = new Set(
  ['EventScheduled', 'EventCancelled', 'EventPostponed', 'EventRescheduled', 'EventMovedOnline'].map(
    (s) => `https://schema.org/${s}`,
  ),
);
const AVAILABILITY = new Set(
  ['InStock', 'SoldOut', 'PreOrder', 'LimitedAvailability', 'OnlineOnly', 'Discontinued', 'OutOfStock'].map(
    (s) => `https://schema.org/${s}`,
  ),
);

/** The local wall clock "HH:MM" of an instant in New York. */
const localTime = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    date,
  );

function registerZones(calendar: ICAL.Component) {
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
}

/**
 * An iCalendar file, strictly: CRLF lines of at most 75 octets; what ical.js parses; VERSION
 * and PRODID; no METHOD unless every event has an ORGANIZER; RFC 7986 NAME, REFRESH-INTERVAL,
 * SOURCE (its own address), URL, IMAGE; per event UID, a UTC DTSTAMP, DTSTART, SEQUENCE, a
 * known STATUS; each TZID defined; each RECURRENCE-ID on an instance of its master's RRULE.
 */
export function checkCalendar(name: string, text: string, source: string, problems: Problems): ICAL.Component | null {
  const fail = (message: string) => problems.push(`${name}: ${message}`);
  if (/\r(?!\n)|(?<!\r)\n/.test(text)) fail('a line ends otherwise than with CRLF');
  for (const line of text.split('\r\n'))
    if (Buffer.byteLength(line, 'utf8') > 75) fail(`a line is longer than 75 octets: ${line.slice(0, 40)}…`);
  let calendar: ICAL.Component;
  try {
    calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  } catch (error) {
    fail(`ical.js can not parse it: ${String(error)}`);
    return null;
  }
  registerZones(calendar);
  if (calendar.getFirstPropertyValue('version') !== '2.0') fail('VERSION is not 2.0');
  if (!calendar.getFirstPropertyValue('prodid')) fail('no PRODID');
  const vevents = calendar.getAllSubcomponents('vevent');
  if (calendar.hasProperty('method') && vevents.some((v) => !v.hasProperty('organizer')))
    fail('METHOD without an ORGANIZER on every event (RFC 5546 3.2.1)');
  if (!calendar.getFirstPropertyValue('name')) fail('no NAME (RFC 7986)');
  // ical.js takes VALUE= as the property's type: read those two on the unfolded text
  const unfolded = text.replace(/\r\n[ \t]/g, '');
  if (!/^REFRESH-INTERVAL;VALUE=DURATION:P/m.test(unfolded)) fail('no REFRESH-INTERVAL;VALUE=DURATION');
  if (calendar.getFirstPropertyValue('source') !== source) fail(`SOURCE is not ${source}`);
  if (!/^https?:\/\//.test(String(calendar.getFirstPropertyValue('url') ?? ''))) fail('no URL');
  if (!/^IMAGE;VALUE=URI(;[^:]*)?:https?:\/\//m.test(unfolded)) fail('no IMAGE;VALUE=URI');
  const zones = new Set(calendar.getAllSubcomponents('vtimezone').map((z) => String(z.getFirstPropertyValue('tzid'))));
  const masters = new Map<string, ICAL.Component>();
  for (const vevent of vevents) {
    const uid = String(vevent.getFirstPropertyValue('uid') ?? '');
    if (!uid) fail('an event without UID');
    const stamp = vevent.getFirstPropertyValue('dtstamp') as ICAL.Time | null;
    if (!stamp || stamp.zone?.tzid !== 'UTC') fail(`${uid}: DTSTAMP missing or not in UTC`);
    if (!vevent.hasProperty('dtstart')) fail(`${uid}: no DTSTART`);
    const sequence = vevent.getFirstPropertyValue('sequence');
    if (typeof sequence !== 'number' || sequence < 0) fail(`${uid}: no SEQUENCE`);
    if (!STATUSES.has(String(vevent.getFirstPropertyValue('status')))) fail(`${uid}: STATUS unknown`);
    if (!vevent.getFirstPropertyValue('summary')) fail(`${uid}: no SUMMARY`);
    for (const property of vevent.getAllProperties()) {
      const tzid = property.getParameter('tzid');
      if (tzid && !zones.has(String(tzid))) fail(`${uid}: TZID ${String(tzid)} has no VTIMEZONE`);
    }
    if (!vevent.hasProperty('recurrence-id')) {
      if (masters.has(uid)) fail(`${uid}: two events with one UID`);
      masters.set(uid, vevent);
    }
  }
  for (const override of vevents.filter((v) => v.hasProperty('recurrence-id'))) {
    const uid = String(override.getFirstPropertyValue('uid'));
    const master = masters.get(uid);
    if (!master?.hasProperty('rrule')) {
      fail(`${uid}: RECURRENCE-ID without a recurring master`);
      continue;
    }
    const id = (override.getFirstPropertyValue('recurrence-id') as ICAL.Time).toUnixTime();
    const event = new ICAL.Event(master, { exceptions: [] });
    const it = event.iterator();
    let found = false;
    for (let next = it.next(); next && next.toUnixTime() <= id; next = it.next())
      if (next.toUnixTime() === id) found = true;
    if (!found) fail(`${uid}: RECURRENCE-ID ${new Date(id * 1000).toISOString()} is no instance of the rule`);
  }
  return calendar;
}

const summaries = (calendar: ICAL.Component | null) =>
  (calendar?.getAllSubcomponents('vevent') ?? []).map((v) => String(v.getFirstPropertyValue('summary')));

async function get(site: RunningSite, path: string, token?: string) {
  return site.request('GET', path, token ? { token } : {});
}

/** Every calendar the site serves, with the rules above and what each one must hold. */
async function checkCalendars(site: RunningSite, seeded: Seeded, problems: Problems) {
  const events = (await get(site, '/api/events', seeded.token)).body as any[];
  const series = (await get(site, `/api/series/${seeded.seriesId}`, seeded.token)).body;
  const files: [string, string?][] = [
    ['/shows.ics'],
    ['/cannonball-quintet.ics'],
    ['/whitesell-brothers-quartet.ics'],
    [`/groups/${seeded.band._id}.ics`],
    [`/series/${seeded.seriesId}.ics`],
    [`/shows/${seeded.moved._id}.ics`],
    [`/shows/${seeded.tba._id}.ics`],
    ['/api/events/export.ics', seeded.token],
  ];
  const parsed = new Map<string, ICAL.Component | null>();
  for (const [path, token] of files) {
    const res = await get(site, path, token);
    if (res.status !== 200 || !/^text\/calendar/.test(res.headers.get('content-type') ?? '')) {
      problems.push(`${path}: ${res.status} ${res.headers.get('content-type')}`);
      continue;
    }
    parsed.set(path, checkCalendar(path, res.text, site.siteUrl + path, problems));
  }
  // SUMMARY "Title · Band"; the per-band feeds hold their band only
  const all = summaries(parsed.get('/shows.ics') ?? null);
  if (!all.includes(`Sold-out night · Cannonball Quintet`)) problems.push('/shows.ics: SUMMARY is not "Title · Band"');
  if (!all.includes('Cancelled: Noche de Cancún · Cannonball Quintet'))
    problems.push('/shows.ics: a cancelled show is not marked, or its non-ASCII title is lost');
  for (const [path, band] of [
    ['/cannonball-quintet.ics', 'Cannonball Quintet'],
    ['/whitesell-brothers-quartet.ics', 'Whitesell Brothers Quartet'],
    [`/groups/${seeded.band._id}.ics`, seeded.band.name],
  ] as const) {
    const list = summaries(parsed.get(path) ?? null);
    if (list.length === 0 || list.some((s) => !s.endsWith(` · ${band}`)))
      problems.push(`${path}: holds shows of other bands`);
  }
  const movedFile = parsed.get(`/shows/${seeded.moved._id}.ics`)?.getFirstSubcomponent('vevent');
  if (Number(movedFile?.getFirstPropertyValue('sequence') ?? 0) < 1)
    problems.push('a moved show: SEQUENCE did not grow');
  const tbaStart = parsed
    .get(`/shows/${seeded.tba._id}.ics`)
    ?.getFirstSubcomponent('vevent')
    ?.getFirstProperty('dtstart');
  if (tbaStart?.type !== 'date') problems.push('a show whose time is to be announced: DTSTART is not a DATE');
  const exported = summaries(parsed.get('/api/events/export.ics') ?? null);
  if (exported.length !== events.length)
    problems.push(`export.ics: ${exported.length} events, the site has ${events.length}`);
  // the series expanded by ical.js is the site's dates: same instants, same statuses, 19:00 local unless moved
  const calendar = parsed.get(`/series/${seeded.seriesId}.ics`);
  if (calendar) {
    const vevents = calendar.getAllSubcomponents('vevent');
    const master = vevents.find((v) => v.hasProperty('rrule'));
    if (!master) problems.push('series: no RRULE');
    else {
      const event = new ICAL.Event(master, { exceptions: [] });
      for (const v of vevents.filter((x) => x.hasProperty('recurrence-id'))) event.relateException(new ICAL.Event(v));
      const expanded: string[] = [];
      const it = event.iterator();
      for (let next = it.next(); next; next = it.next()) {
        const details = event.getOccurrenceDetails(next);
        expanded.push(
          `${details.startDate.toJSDate().toISOString()} ${String(details.item.component.getFirstPropertyValue('status'))}`,
        );
      }
      const site = (series.events as any[]).map(
        (e) => `${e.startDate} ${e.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED'}`,
      );
      if (JSON.stringify(expanded) !== JSON.stringify(site))
        problems.push(`series: ical.js expands ${JSON.stringify(expanded)}, the site has ${JSON.stringify(site)}`);
      const hours = (series.events as any[]).map((e) => localTime(new Date(e.startDate)));
      if (hours.filter((h) => h === '19:00').length !== hours.length - 1)
        problems.push(`series: the dates are not at 19:00 local across DST: ${hours.join(', ')}`);
    }
  }
}

/** /shows.rss through a feed parser: guid = id (not a permalink), HTML descriptions, a series once. */
async function checkRss(site: RunningSite, seeded: Seeded, problems: Problems) {
  const res = await get(site, '/shows.rss');
  let feed: Awaited<ReturnType<Parser['parseString']>>;
  try {
    feed = await new Parser().parseString(res.text);
  } catch (error) {
    problems.push(`/shows.rss: the feed parser refuses it: ${String(error)}`);
    return;
  }
  if (!feed.title || !feed.link) problems.push('/shows.rss: channel without title or link');
  const guids = [...res.text.matchAll(/<guid([^>]*)>([^<]*)<\/guid>/g)];
  if (guids.length === 0 || guids.some(([, attrs]) => !/isPermaLink="false"/.test(attrs!)))
    problems.push('/shows.rss: a guid is not isPermaLink="false"');
  const items = feed.items;
  if (!items.some((item) => item.guid === seeded.moved._id)) problems.push('/shows.rss: a guid is not the show id');
  const seriesItems = items.filter((item) => item.guid === `series-${seeded.seriesId}`);
  if (seriesItems.length !== 1) problems.push(`/shows.rss: the series is ${seriesItems.length} items, not one`);
  const moved = items.find((item) => item.guid === seeded.moved._id);
  if (!moved?.content?.includes('Line one<br>Line two'))
    problems.push('/shows.rss: a description lost its line breaks');
  if (!items.some((item) => item.title?.includes('Noche de Cancún')))
    problems.push('/shows.rss: non-ASCII text is lost');
  if (!items.some((item) => item.content?.includes('&lt;always&gt; &amp; gladly')))
    problems.push('/shows.rss: the text is not escaped HTML');
}

/** /sitemap.xml against the sitemaps.org schema (libxml2's xmllint, as WebAssembly), each with lastmod. */
async function checkSitemap(site: RunningSite, problems: Problems) {
  const res = await get(site, '/sitemap.xml');
  const schema = readFileSync(join(import.meta.dirname, 'sitemap.xsd'), 'utf8');
  const result = await validateXML({ xml: [{ fileName: 'sitemap.xml', contents: res.text }], schema: [schema] });
  if (!result.valid) problems.push(`/sitemap.xml: ${result.errors.map((e) => e.rawMessage).join('; ')}`);
  const urls = res.text.match(/<url>.*?<\/url>/g) ?? [];
  if (urls.length === 0 || urls.some((url) => !/<lastmod>\d{4}-\d{2}-\d{2}T[\d:]+Z<\/lastmod>/.test(url)))
    problems.push('/sitemap.xml: a URL without lastmod');
  if (/\/(login|register|forgotpassword)</.test(res.text)) problems.push('/sitemap.xml: lists an account page');
}

const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].flatMap((m) => {
    const value = JSON.parse(m[1]!) as unknown;
    return Array.isArray(value) ? value : [value];
  });
const metaOf = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1]?.replace(/&amp;/g, '&');

/**
 * A schema.org Event as Google's event rich results ask: name, startDate (with offset, or a
 * day), location with name and a PostalAddress; eventStatus of the list; an image; offers with
 * url, availability, price and currency, validFrom. A cancelled show has no offer; a moved
 * show says previousStartDate.
 */
function checkEventLd(where: string, ld: any, problems: Problems) {
  const fail = (message: string) => problems.push(`${where} JSON-LD "${String(ld.name)}": ${message}`);
  if (!['MusicEvent', 'Event'].includes(ld['@type'])) fail('not an Event');
  if (!ld.name) fail('no name');
  if (!/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2})?$/.test(ld.startDate ?? ''))
    fail('startDate without offset');
  if (!ld.location?.name || !ld.location?.address) fail('location without name and address');
  if (typeof ld.location?.address === 'object' && ld.location.address['@type'] !== 'PostalAddress')
    fail('address is not a PostalAddress');
  if (!EVENT_STATUSES.has(ld.eventStatus)) fail('eventStatus unknown');
  if (!Array.isArray(ld.image) || !/^https?:\/\//.test(ld.image[0] ?? '')) fail('no image');
  if (ld.offers) {
    const offer = ld.offers;
    if (!offer.url || !AVAILABILITY.has(offer.availability)) fail('offer without url or availability');
    if (!offer.validFrom) fail('offer without validFrom');
    if (offer.price !== undefined && !offer.priceCurrency) fail('price without currency');
  }
  if (ld.eventStatus === 'https://schema.org/EventCancelled' && ld.offers) fail('a cancelled show offers tickets');
}

/** A show page, /shows and the account pages: JSON-LD, Open Graph, noindex. */
async function checkPages(site: RunningSite, seeded: Seeded, problems: Problems) {
  const page = async (path: string) => {
    const res = await fetch(site.url + path);
    return { status: res.status, text: await res.text() };
  };
  for (const show of [seeded.cancelled, seeded.moved, seeded.soldOut, seeded.tba, seeded.atVenue]) {
    const { status, text } = await page(`/shows/${show._id}`);
    if (status !== 200) {
      problems.push(`/shows/${show._id}: ${status}`);
      continue;
    }
    const lds = jsonLdOf(text).filter((ld) => ld['@type'] === 'MusicEvent');
    if (lds.length !== 1) problems.push(`/shows/${show._id}: ${lds.length} events in JSON-LD`);
    for (const ld of lds) checkEventLd(`/shows/${show._id}`, ld, problems);
    const ld = lds[0] ?? {};
    if (show === seeded.cancelled && (ld.eventStatus !== 'https://schema.org/EventCancelled' || ld.offers))
      problems.push('a cancelled show: not EventCancelled, or an offer');
    if (show === seeded.moved && !ld.previousStartDate) problems.push('a moved show: no previousStartDate');
    if (show === seeded.soldOut && ld.offers?.availability !== 'https://schema.org/SoldOut')
      problems.push('a sold-out show: not SoldOut');
    if (show === seeded.tba && !/^\d{4}-\d{2}-\d{2}$/.test(ld.startDate ?? ''))
      problems.push('a time to be announced: startDate is not a day');
    if (show === seeded.atVenue) {
      const address = ld.location?.address ?? {};
      if (address.postalCode !== 'H2X 3K8' || address.addressCountry !== 'CA')
        problems.push(
          `a show at a venue: PostalAddress without postalCode or addressCountry: ${JSON.stringify(address)}`,
        );
      await checkCard(site, text, problems);
    }
    const description = metaOf(text, 'og:description') ?? '';
    if (
      !/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*, [A-Z][a-z]+ \d+, \d{4}, (\d{1,2}:\d{2} [AP]M|time to be announced|8:00 PM)/.test(
        description,
      )
    )
      problems.push(`/shows/${show._id}: og:description does not start with date and time: ${description}`);
  }
  const shows = await page('/shows');
  const events = jsonLdOf(shows.text).filter((ld) => ld['@type'] === 'MusicEvent');
  if (events.length === 0) problems.push('/shows: no JSON-LD events');
  for (const ld of events) checkEventLd('/shows', ld, problems);
  // every band page advertises its feed and offers it three ways; a series' date all its dates
  for (const [path, feed] of [
    ['/cannonball-quintet', '/cannonball-quintet.ics'],
    ['/whitesell-brothers-quartet', '/whitesell-brothers-quartet.ics'],
    [`/groups/${seeded.band._id}`, `/groups/${seeded.band._id}.ics`],
    ['/shows', '/shows.ics'],
  ]) {
    const { text } = await page(path!);
    const address = site.siteUrl + feed;
    if (!text.includes(`<link rel="alternate" type="text/calendar"`) || !text.includes(`href="${address}"`))
      problems.push(`${path}: does not advertise ${feed}`);
    if (!text.includes(`href="${address.replace(/^https?:/, 'webcal:')}"`)) problems.push(`${path}: no webcal link`);
    if (
      !text.includes(
        `calendar.google.com/calendar/render?cid=${encodeURIComponent(address.replace(/^https?:/, 'webcal:'))}`,
      )
    )
      problems.push(`${path}: no Google Calendar link`);
    if (!text.includes(`value="${address}"`) || !text.includes('>Copy address</button>'))
      problems.push(`${path}: no address to copy`);
  }
  const seriesDate = ((await get(site, `/api/series/${seeded.seriesId}`, seeded.token)).body.events as any[]).at(-1);
  if (!(await page(`/shows/${seriesDate._id}`)).text.includes(`href="/series/${seeded.seriesId}.ics"`))
    problems.push("a series' date does not offer all its dates");
  for (const path of ['/login', '/register', '/forgotpassword']) {
    const { text } = await page(path);
    if (!/<meta name="robots" content="noindex"/.test(text)) problems.push(`${path}: no noindex`);
  }
}

/** Open Graph: a 1200 x 630 JPEG with its size, type and alt in the head, and the file says so. */
async function checkCard(site: RunningSite, html: string, problems: Problems) {
  const image = metaOf(html, 'og:image') ?? '';
  if (!/\.jpg$/.test(image)) problems.push(`og:image is not a JPEG: ${image}`);
  if (metaOf(html, 'og:image:width') !== '1200' || metaOf(html, 'og:image:height') !== '630')
    problems.push('og:image:width/height are not 1200 x 630');
  if (!metaOf(html, 'og:image:alt')) problems.push('no og:image:alt');
  const res = await fetch(new URL(new URL(image).pathname, site.url));
  if (res.headers.get('content-type') !== 'image/jpeg')
    problems.push(`og:image answers ${res.headers.get('content-type')}`);
  const meta = await sharp(Buffer.from(await res.arrayBuffer()))
    .metadata()
    .catch(() => null);
  if (meta?.format !== 'jpeg' || meta.width !== 1200 || meta.height !== 630)
    problems.push(`og:image is ${meta?.format} ${meta?.width} x ${meta?.height}`);
}

/** The CSV export: a BOM by default, none with ?bom=0, and our import reads it back. */
async function checkCsv(site: RunningSite, seeded: Seeded, problems: Problems) {
  // the bytes: a text decoder would drop the BOM it is looking for
  const bytes = async (path: string) =>
    Buffer.from(
      await (await fetch(site.url + path, { headers: { Authorization: `Bearer ${seeded.token}` } })).arrayBuffer(),
    );
  const csv = await bytes('/api/events/export.csv');
  if (!csv.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))) problems.push('export.csv: no UTF-8 BOM');
  if (!csv.toString('utf8').includes('Café Müller')) problems.push('export.csv: non-ASCII text is lost');
  const plain = await bytes('/api/events/export.csv?bom=0');
  if (plain[0] === 0xef) problems.push('export.csv?bom=0: a BOM');
  const answer = await fetch(`${site.url}/api/events/import?dryRun=1`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${seeded.token}`, 'Content-Type': 'text/csv' },
    body: csv,
  });
  const back = { status: answer.status, text: await answer.text() };
  if (back.status !== 200)
    problems.push(`export.csv: our import refuses it: ${back.status} ${back.text.slice(0, 300)}`);
}

/** Every check; an empty list is a pass. */
export async function validateFeeds(site: RunningSite, seeded: Seeded): Promise<Problems> {
  const problems: Problems = [];
  await checkCalendars(site, seeded, problems);
  await checkRss(site, seeded, problems);
  await checkSitemap(site, problems);
  await checkPages(site, seeded, problems);
  await checkCsv(site, seeded, problems);
  return problems;
}
