import { afterEach, describe, expect, it, vi } from 'vitest';
import { processZoneForThisFile } from '@jazz/testing/per-file';
import { testSeriesData } from '@jazz/testing/factories';
import type { Page } from 'playwright-core';
import { browserForThisFile, createEvent, newPage, putLessonSettings, screenshot, siteForThisFile } from './support';

/**
 * The visitors' minors of issue 46: the home page's Next show, directions with the town, no
 * Tickets or Directions for a cancelled or past show, tap targets of 44 px, the zone in words.
 */
const site = siteForThisFile();
const browser = browserForThisFile();
afterEach(() => {
  vi.useRealTimers();
});

const html = async (path: string) => (await fetch(site.url + path)).text();
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** The height and width of each element the locator finds, as laid out. */
const boxes = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      return { height: Math.round(box.height), width: Math.round(box.width) };
    }),
  );

describe('a show page and its lists (issue 46)', () => {
  it('directions carry the town; a cancelled or past show has neither Tickets nor Directions, the API keeps its link', async () => {
    const admin = await site.admin();
    const common = {
      group: 'Cannonball Quintet',
      venue: 'Flynn Space',
      location: 'Burlington, VT',
      address: '153 Main St',
    };
    const tickets = 'https://tickets.example.com/flynn';
    const on = await createEvent(site, admin.token, {
      ...common,
      title: 'On Sale',
      startDate: inDays(6),
      ticketsLink: tickets,
    });
    const off = await createEvent(site, admin.token, {
      ...common,
      title: 'Called Off',
      startDate: inDays(7),
      ticketsLink: tickets,
      status: 'cancelled',
    });
    const past = await createEvent(site, admin.token, {
      ...common,
      title: 'Long Gone',
      startDate: inDays(-20),
      ticketsLink: tickets,
    });

    const onPage = await html(`/shows/${on._id}`);
    expect(onPage).toContain(`href="${tickets}"`);
    expect(onPage).toContain(
      'https://www.google.com/maps/search/?api=1&amp;query=Flynn%20Space%2C%20153%20Main%20St%2C%20Burlington%2C%20VT',
    );
    for (const id of [off._id, past._id]) {
      const page = await html(`/shows/${id}`);
      expect(page, id).not.toContain(`href="${tickets}"`);
      expect(page, id).not.toContain('google.com/maps');
    }
    // the API still answers the link (SPEC's field), for the admin and any client
    const listed = (await site.request('GET', '/api/events')).body as { _id: string; ticketsLink: string }[];
    expect(listed.filter((event) => [off._id, past._id].includes(event._id)).map((event) => event.ticketsLink)).toEqual(
      [tickets, tickets],
    );
    // the past list names no tickets either
    expect(await html('/shows?when=past')).not.toContain(`href="${tickets}"`);
  });

  it('Tickets and Copy address are tap targets of 44 px at least (390 px)', async () => {
    const { context, page } = await newPage(browser, 390, 844);
    await page.goto(site.url + '/shows');
    const listed = await boxes(page, '.show-list a.tickets');
    expect(listed.length).toBeGreaterThan(0);
    for (const box of listed) expect(box.height).toBeGreaterThanOrEqual(44);
    const copy = await boxes(page, '.calendar-links button');
    expect(copy).toHaveLength(1);
    expect(copy[0]!.height).toBeGreaterThanOrEqual(44);
    expect(copy[0]!.width).toBeGreaterThanOrEqual(44);
    await screenshot(page, 'visitor-shows-390');
    await page.locator('.show-title a').first().click();
    await page.waitForURL(/\/shows\/[^/]+\//);
    const onPage = await boxes(page, '.show-actions a.tickets');
    expect(onPage).toHaveLength(1);
    expect(onPage[0]!.height).toBeGreaterThanOrEqual(44);
    await screenshot(page, 'visitor-show-390');
    await page.setViewportSize({ width: 1366, height: 900 });
    await screenshot(page, 'visitor-show-1366');
    await context.close();
  });

  it('the site\'s zone reads "Eastern Time" on /shows, a show\'s page and /lessons, never America/New_York', async () => {
    await putLessonSettings(site);
    const { context, page } = await newPage(browser, 390, 844);
    await page.goto(site.url + '/lessons');
    await page.getByText('Times are Eastern Time.').waitFor();
    for (const path of ['/shows', '/lessons']) {
      await page.goto(site.url + path);
      const words = await page.locator('main').innerText();
      expect(words, path).toMatch(/Eastern Time/);
      expect(words, path).not.toMatch(/America\/New[ _]York|New York time/);
    }
    await page.goto(site.url + '/shows');
    await page.locator('.show-title a').first().click();
    await page.waitForURL(/\/shows\/[^/]+\//);
    expect(await page.locator('.show-facts').innerText()).toContain('(Eastern Time)');
    await context.close();
  });
});

describe('the home page names the next show (issue 46)', () => {
  // the server's own zone is elsewhere: the site's day is New York's
  processZoneForThisFile('Asia/Tokyo');

  it('looks as a fan sees it (390 and 1366 px)', async () => {
    const { context, page } = await newPage(browser, 390, 844);
    await page.goto(site.url + '/');
    const next = page.locator('.next-show');
    await next.getByRole('link', { name: 'On Sale', exact: true }).waitFor();
    await screenshot(page, 'visitor-home-390');
    await page.setViewportSize({ width: 1366, height: 900 });
    await screenshot(page, 'visitor-home-1366');
    // a Tickets link of 44 px here too
    const tickets = await boxes(page, '.next-show a.tickets');
    expect(tickets).toHaveLength(1);
    expect(tickets[0]!.height).toBeGreaterThanOrEqual(44);
    await context.close();
  });

  it('links to its page, names its band, and says "Tonight" from the start of its day (across the DST change, TZ elsewhere)', async () => {
    const admin = await site.admin();
    // Sunday November 7, 2027, 8 PM EST: the evening New York's clocks went back
    const night = await createEvent(site, admin.token, {
      group: 'Cannonball Quintet',
      title: 'Fall Back Night',
      startDate: '2027-11-08T01:00:00.000Z',
    });
    vi.useFakeTimers({ toFake: ['Date'] });
    // 11:59 PM EDT on Saturday the 6th: the kept home page names the day
    vi.setSystemTime(Date.parse('2027-11-07T03:59:00.000Z'));
    await html('/');
    const before = await html('/');
    expect(before).toContain(`href="/shows/${night._id}/`);
    expect(before).toContain('Sunday, November 7, 2027');
    expect(before).toContain('href="/cannonball-quintet">Cannonball Quintet</a>');
    expect(before).not.toContain('Tonight');
    // midnight: the page kept since is rendered again, "Tonight"
    vi.setSystemTime(Date.parse('2027-11-07T04:00:00.000Z'));
    expect(await html('/')).toContain('Tonight, </strong>');
    // 11:30 PM EST, after the clocks went back: still tonight
    vi.setSystemTime(Date.parse('2027-11-08T04:30:00.000Z'));
    expect(await html('/')).toContain('Tonight, </strong>');
  });

  it('says a residency comes back, when the next show is one of its dates', async () => {
    const admin = await site.admin();
    // a residency after every other show of this file: Thursdays in January 2035
    const residency = await site.request('POST', '/api/series/create', {
      token: admin.token,
      body: testSeriesData({ from: '2035-01-04', count: 3 }),
    });
    expect(residency.status, residency.text).toBe(201);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse('2035-01-02T12:00:00.000Z'));
    await html('/');
    const home = await html('/');
    expect(home).toContain('Thursday, January 4, 2035');
    expect(home).toContain('<p class="next-show-rule">Every Thursday</p>');
    // its last date is a show like any other: still one of the residency
    vi.setSystemTime(Date.parse('2035-01-17T12:00:00.000Z'));
    await html('/');
    expect(await html('/')).toContain('<p class="next-show-rule">Every Thursday</p>');
  });
});
