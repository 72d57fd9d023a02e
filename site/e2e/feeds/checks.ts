import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Parser from 'rss-parser';
import sharp from 'sharp';
import { validateXML } from 'xmllint-wasm';
import { checkCalendars, get, type Problems } from './calendar-checks';
import type { RunningSite, Seeded } from './seed';

export type { Problems };

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
