import { beforeAll, describe, expect, it } from 'vitest';
import { seedShows } from './fixtures';
import { browserForThisFile, createEvent, newPage, pageScriptStarted, siteForThisFile, watchConsole } from './support';

const site = siteForThisFile();
let seeded: Awaited<ReturnType<typeof seedShows>>;
let cancelled: { _id: string };
const browser = browserForThisFile();

beforeAll(async () => {
  seeded = await seedShows(site);
  cancelled = await createEvent(site, seeded.admin.token, {
    title: 'E2E Cancelled Gig',
    group: 'E2E Swing Band',
    venue: 'E2E Barn',
    location: 'Montpelier, VT',
    address: '12 State St',
    description: 'First paragraph.\n\nSecond paragraph.',
    status: 'cancelled',
    startDate: new Date(Date.now() + 5 * 24 * 3600_000).toISOString(),
  });
});

const html = async (path: string) => {
  const res = await fetch(site.url + path);
  return { status: res.status, text: await res.text() };
};
const jsonLd = (text: string) =>
  [...text.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
const attr = (text: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(text)?.[1]?.replace(/&amp;/g, '&');

describe('a page per show, server-rendered (no JavaScript)', () => {
  it('answers at /shows/{id} and /shows/{id}/{slug}, one canonical, with everything a fan needs', async () => {
    const short = await html(`/shows/${cancelled._id}`);
    expect(short.status).toBe(200);
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(short.text)?.[1];
    expect(canonical).toMatch(new RegExp(`/shows/${cancelled._id}/e2e-cancelled-gig-\\d{4}-\\d{2}-\\d{2}$`));
    const long = await html(new URL(canonical!).pathname);
    expect(long.status).toBe(200);
    expect(/<link rel="canonical" href="([^"]+)"/.exec(long.text)?.[1]).toBe(canonical);

    const page = long.text;
    expect(page).toMatch(/<h1>E2E Cancelled Gig<\/h1>/);
    expect(page).toMatch(/(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), \w+ \d+, \d{4}/);
    expect(page).toMatch(/\d{1,2}:\d{2} (AM|PM)/); // no Time Text: the start time
    expect(page).toContain(`href="/groups/${seeded.band._id}"`); // the band, linked
    expect(page).toContain('12 State St');
    expect(page).toContain('<p class="show-description">First paragraph.</p>');
    expect(page).toContain('<p class="show-description">Second paragraph.</p>');
    expect(page).toContain('Cancelled');
    // a cancelled show offers no way there (issue 46): no Directions, no Tickets
    expect(page).not.toContain('https://www.google.com/maps/search/');

    const [ld] = jsonLd(page);
    expect(ld).toMatchObject({
      '@type': 'MusicEvent',
      name: 'E2E Cancelled Gig',
      eventStatus: 'https://schema.org/EventCancelled',
      location: { name: 'E2E Barn', address: { streetAddress: '12 State St', addressLocality: 'Montpelier' } },
      url: canonical,
    });
    expect(ld.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);

    expect(attr(page, 'og:url')).toBe(canonical);
    expect(attr(page, 'og:title')).toContain('E2E Cancelled Gig');
    expect(attr(page, 'twitter:card')).toBe('summary_large_image');
  });

  it('an upcoming show offers tickets, Add to calendar (one-show .ics) and Google Calendar', async () => {
    const page = (await html(`/shows/${seeded.upcoming._id}`)).text;
    expect(page).toContain('8:00 PM - 10:00 PM');
    expect(page).toContain('href="/cannonball-quintet"');
    expect(page).toContain('>Tickets<');
    expect(page).toContain(`href="/shows/${seeded.upcoming._id}.ics"`);
    expect(page).toContain('https://calendar.google.com/calendar/render?action=TEMPLATE');
    const ics = await fetch(`${site.url}/shows/${seeded.upcoming._id}.ics`);
    expect(ics.headers.get('content-type')).toMatch(/^text\/calendar/);
    const text = await ics.text();
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(text).toContain('SUMMARY:E2E Upcoming Quintet Night');
    expect((await fetch(`${site.url}/shows/nope.ics`)).status).toBe(404);
    // the whole feed says the cancelled show is cancelled
    expect((await (await fetch(site.url + '/shows.ics')).text()).replace(/\r\n /g, '')).toMatch(
      /SUMMARY:Cancelled: E2E Cancelled Gig[\s\S]*?STATUS:CANCELLED/,
    );
  });

  it('past shows keep their pages; an unknown show is a 404', async () => {
    const past = await html(`/shows/${seeded.past._id}`);
    expect(past.status).toBe(200);
    expect(past.text).toContain('This show has taken place.');
    expect((await html('/shows/no-such-show')).status).toBe(404);
  });

  it('every public page carries a social card with an absolute image that loads', async () => {
    for (const path of ['/', '/shows', '/about', '/cannonball-quintet', `/groups/${seeded.band._id}`]) {
      const page = (await html(path)).text;
      for (const key of ['og:title', 'og:description', 'og:url', 'og:type', 'og:image'])
        expect(attr(page, key), `${path} ${key}`).toBeTruthy();
      expect(attr(page, 'twitter:card')).toBe('summary_large_image');
      const image = attr(page, 'og:image')!;
      expect(image.startsWith(site.config.siteUrl)).toBe(true);
      const res = await fetch(site.url + new URL(image).pathname);
      expect(res.status, image).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\//);
    }
  });
});

describe('the lists, server-rendered', () => {
  it('/shows lists upcoming shows linked to their pages, /shows?when=past the past ones', async () => {
    const upcoming = (await html('/shows')).text;
    expect(upcoming).toContain(`href="/shows/${seeded.upcoming._id}/e2e-upcoming-quintet-night-`);
    expect(upcoming).toContain('aria-pressed="true"');
    expect(upcoming).not.toContain('>E2E Past Concert<');
    // the quartet show has no Time Text: its start time shows
    expect(upcoming).toMatch(/E2E Later Quartet Set[\s\S]*?|\d{1,2}:\d{2} (AM|PM)/);
    expect(upcoming).toContain('webcal://');
    expect(upcoming).toContain('https://calendar.google.com/calendar/render?cid=webcal');
    const past = (await html('/shows?when=past')).text;
    expect(past).toContain('E2E Past Concert');
    expect(past).not.toContain('E2E Upcoming Quintet Night<');
    expect(past).toContain(`<link rel="canonical" href="${site.config.siteUrl}/shows?when=past"`);
    const quintetPast = (await html('/cannonball-quintet?when=past')).text;
    expect(quintetPast).toContain('E2E Past Concert');
  });

  it('the quintet page lists a show whose band is written in another case, as its band link does', async () => {
    const show = await createEvent(site, seeded.admin.token, {
      title: 'E2E Lower Case Band',
      group: ' cannonball quintet ',
      venue: 'E2E Barn',
      startDate: new Date(Date.now() + 9 * 24 * 3600_000).toISOString(),
    });
    expect((await html(`/shows/${show._id}`)).text).toContain('href="/cannonball-quintet"');
    expect((await html('/cannonball-quintet')).text).toContain('E2E Lower Case Band');
  });

  it('the toggle goes to the same addresses with JavaScript, aria-pressed following', async () => {
    const { context, page } = await newPage(browser);
    const problems = watchConsole(page);
    await page.goto(site.url + '/shows');
    await pageScriptStarted(page);
    await page.getByRole('button', { name: 'Past Shows' }).click();
    await page.waitForURL(/\/shows\?when=past$/);
    await expect.poll(() => page.getByRole('button', { name: 'Past Shows' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByText('E2E Past Concert').count()).toBe(1);
    await pageScriptStarted(page);
    await page.getByRole('button', { name: 'Upcoming Shows' }).click();
    await page.waitForURL(/\/shows$/);
    await page.getByRole('link', { name: 'E2E Upcoming Quintet Night', exact: true }).first().click();
    await page.waitForURL(new RegExp(`/shows/${seeded.upcoming._id}/`));
    await page.getByRole('heading', { level: 1, name: 'E2E Upcoming Quintet Night' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('without JavaScript the toggle is a form that asks for the other list', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(site.url + '/shows');
    await page.getByRole('button', { name: 'Past Shows' }).click();
    await page.waitForURL(/when=past/);
    expect(await page.getByText('E2E Past Concert').count()).toBe(1);
    await context.close();
  });
});

// What Lighthouse's SEO audits read (without running Lighthouse: `npm run bench:lighthouse`
// measures the score) and what Google's rich results ask of an event.
const GENERIC_LINK_TEXT = [
  'click here',
  'click this',
  'go',
  'here',
  'this',
  'start',
  'right here',
  'more',
  'learn more',
];

describe('a show page for search engines (server HTML, no JavaScript)', () => {
  it('holds what Lighthouse SEO and Google rich results for events read', async () => {
    const res = await fetch(`${site.url}/shows/${seeded.upcoming._id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('x-robots-tag') ?? '').not.toMatch(/noindex/i);
    const page = await res.text();

    expect(page).toMatch(/<html lang="en"/);
    expect(page).toMatch(/<meta name="viewport" content="[^"]*width=device-width/);
    expect(/<title>([^<]*)<\/title>/.exec(page)?.[1]).toContain('E2E Upcoming Quintet Night');
    expect(/<meta name="description" content="([^"]+)"/.exec(page)?.[1]?.trim()).toBeTruthy();
    for (const robots of page.matchAll(/<meta name="(?:robots|googlebot)" content="([^"]*)"/g))
      expect(robots[1]).not.toMatch(/noindex|none/i);
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(page)?.[1];
    expect(canonical).toMatch(
      new RegExp(
        `^${site.config.siteUrl}/shows/${seeded.upcoming._id}/e2e-upcoming-quintet-night-\\d{4}-\\d{2}-\\d{2}$`,
      ),
    );
    expect(page.match(/<link rel="canonical"/g)).toHaveLength(1);

    // crawlable links with descriptive text
    const anchors = [...page.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)];
    expect(anchors.length).toBeGreaterThan(5);
    for (const [, attrs, inner] of anchors) {
      const href = /href="([^"]*)"/.exec(attrs!)?.[1];
      expect(href, attrs).toBeTruthy();
      expect(href).not.toMatch(/^javascript:/i);
      const text = inner!
        .replace(/<[^>]+>/g, '')
        .trim()
        .toLowerCase();
      expect(GENERIC_LINK_TEXT, `link text of ${href}`).not.toContain(text);
    }

    // robots.txt lets crawlers in to the show pages
    const robotsTxt = await (await fetch(`${site.url}/robots.txt`)).text();
    expect(robotsTxt).not.toMatch(/^Disallow:\s*\/(shows)?\s*$/m);

    // Google's required and recommended event properties
    const events = jsonLd(page).filter((ld) => ld['@type'] === 'MusicEvent');
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event['@context']).toBe('https://schema.org');
    expect(event.name).toBe('E2E Upcoming Quintet Night');
    expect(event.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?[+-]\d{2}:\d{2}$/);
    expect(event.location['@type']).toBe('Place');
    expect(event.location.name).toBeTruthy();
    const address = event.location.address;
    expect(typeof address === 'string' ? address : address.addressLocality || address.streetAddress).toBeTruthy();
    expect(event.eventStatus).toBe('https://schema.org/EventScheduled');
    expect(event.url).toBe(canonical);
  });

  it('loads in Chromium without a browser issue (Lighthouse Best Practices reads them)', async () => {
    const { context, page } = await newPage(browser, 390, 844);
    const cdp = await context.newCDPSession(page);
    const issues: string[] = [];
    cdp.on('Audits.issueAdded', ({ issue }) => issues.push(`${issue.code} ${JSON.stringify(issue.details)}`));
    await cdp.send('Audits.enable');
    await page.goto(`${site.url}/shows/${seeded.upcoming._id}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'E2E Upcoming Quintet Night' }).waitFor();
    // the first load leaves the shared contracts (zod) out; the follow form loads them on first
    // touch and validates with them, without eval
    const contractsLoaded = () =>
      page.evaluate(() => performance.getEntriesByType('resource').some((r) => /\/contracts-[^/]*\.js$/.test(r.name)));
    expect(await contractsLoaded()).toBe(false);
    await page.getByLabel('Email').focus();
    await expect.poll(contractsLoaded).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(issues).toEqual([]);
    await context.close();
  });
});
