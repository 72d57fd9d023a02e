import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsAdmin } from './admin-helpers';
import {
  createEvent,
  hasHorizontalScroll,
  launchBrowser,
  newPage,
  screenshot,
  startSite,
  watchConsole,
  type Site,
} from './support';

let site: Site;
let browser: Browser;

const DAY = 24 * 3600_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const LONG_LINK = 'https://www.examplevenuewithalongname.com/calendar/2027/jazzseries/aneveningofswing?ref=newsletter';

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
  const { token } = await site.admin();
  // created out of order: the list orders them, not the database
  const long = { groupLink: LONG_LINK, venueLink: LONG_LINK, ticketsLink: LONG_LINK, timeText: '8 PM - 11 PM' };
  await createEvent(site, token, {
    title: 'Yak Brunch',
    venue: 'Flynn Space',
    location: 'Burlington, VT',
    startDate: inDays(-300),
  });
  await createEvent(site, token, {
    title: 'Okapi Evening',
    group: 'Whitesell Brothers Quartet',
    venue: 'Café Lena',
    location: 'Saratoga Springs, NY',
    startDate: inDays(120),
    description: 'A long description that goes on. '.repeat(12),
    ...long,
  });
  await createEvent(site, token, {
    title: 'Gnu Matinee',
    venue: 'Blue Note',
    location: 'New York, NY',
    startDate: inDays(-30),
    ...long,
  });
  await createEvent(site, token, {
    title: 'Zebra Night',
    venue: 'Flynn Space',
    location: 'Burlington, VT',
    startDate: inDays(30),
    ...long,
  });
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const OURS = ['Zebra Night', 'Okapi Evening', 'Gnu Matinee', 'Yak Brunch'];

/** The titles of the listed rows that this file created (the demo content may list others). */
async function listed(page: Page): Promise<string[]> {
  const titles = await page.locator('tbody td[data-label="Title"]').allTextContents();
  return titles.filter((t) => OURS.includes(t));
}

/** Waits until the list shows exactly these of our titles, in this order. */
async function expectListed(page: Page, titles: string[]) {
  await page.waitForFunction(
    ({ ours, want }) =>
      JSON.stringify(
        [...document.querySelectorAll('tbody td[data-label="Title"]')]
          .map((td) => td.textContent)
          .filter((t) => ours.includes(t!)),
      ) === JSON.stringify(want),
    { ours: OURS, want: titles },
  );
  expect(await listed(page)).toEqual(titles);
}

const pressed = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Which events to list' }).getByRole('button', { name, exact: true });

/** Every row button and link lies inside the window, and nothing covers it. */
async function rowButtonsInView(page: Page, width: number) {
  const buttons = page.locator('tbody .admin-actions').locator('a, button');
  const count = await buttons.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const button = buttons.nth(i);
    await button.scrollIntoViewIfNeeded();
    const box = (await button.boundingBox())!;
    const label = await button.getAttribute('aria-label');
    expect(box.x, `${label} starts in the window`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${label} ends in the window`).toBeLessThanOrEqual(width);
    const onTop = await button.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return hit !== null && el.contains(hit);
    });
    expect(onTop, `${label} is not covered`).toBe(true);
  }
}

describe('the admin events list', () => {
  it('filters Upcoming (default) / Past / All in the public orders, keeps the filter in the address, and searches', async () => {
    const { context, page } = await newPage(browser, 1280, 900);
    const problems = watchConsole(page);
    await signInAsAdmin(site, page);
    await page.getByRole('link', { name: 'View Events' }).click();
    await page.waitForURL(`${site.url}/admin-panel/view-events`);

    // upcoming first, soonest first
    await expectListed(page, ['Zebra Night', 'Okapi Evening']);
    expect(await pressed(page, 'Upcoming').getAttribute('aria-pressed')).toBe('true');
    expect(await pressed(page, 'Past').getAttribute('aria-pressed')).toBe('false');

    await pressed(page, 'Past').click();
    await page.waitForURL(`${site.url}/admin-panel/view-events?when=past`);
    await expectListed(page, ['Gnu Matinee', 'Yak Brunch']);
    expect(await pressed(page, 'Past').getAttribute('aria-pressed')).toBe('true');

    await pressed(page, 'All').click();
    await page.waitForURL(`${site.url}/admin-panel/view-events?when=all`);
    await expectListed(page, ['Zebra Night', 'Okapi Evening', 'Gnu Matinee', 'Yak Brunch']);

    // the address holds the filter: a reload and Back show the same view
    await page.reload();
    await expectListed(page, ['Zebra Night', 'Okapi Evening', 'Gnu Matinee', 'Yak Brunch']);
    expect(await pressed(page, 'All').getAttribute('aria-pressed')).toBe('true');
    await page.goBack();
    await page.waitForURL(`${site.url}/admin-panel/view-events?when=past`);
    await expectListed(page, ['Gnu Matinee', 'Yak Brunch']);
    await pressed(page, 'All').click();

    // search over title, band, venue and location, any case, within the view
    const search = page.getByLabel('Search events');
    await search.fill('flynn space');
    await expectListed(page, ['Zebra Night', 'Yak Brunch']);
    await search.fill('SARATOGA');
    await expectListed(page, ['Okapi Evening']);
    await search.fill('brothers');
    await expectListed(page, ['Okapi Evening']);
    await search.fill('gnu');
    await expectListed(page, ['Gnu Matinee']);
    await pressed(page, 'Upcoming').click();
    await expectListed(page, []);
    expect(await page.getByRole('status').filter({ hasText: 'match' }).textContent()).toBe(
      'No events match the search.',
    );
    await search.fill('');
    await pressed(page, 'All').click();
    await expectListed(page, ['Zebra Night', 'Okapi Evening', 'Gnu Matinee', 'Yak Brunch']);

    // 1280 px: long links and descriptions do not push the row buttons out of the window
    await rowButtonsInView(page, 1280);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await screenshot(page, 'admin-events-1280');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('becomes cards on a 390 px phone, with nothing wider than the screen', async () => {
    const { context, page } = await newPage(browser, 390, 844);
    await signInAsAdmin(site, page);
    await page.goto(`${site.url}/admin-panel/view-events?when=all`);
    await expectListed(page, ['Zebra Night', 'Okapi Evening', 'Gnu Matinee', 'Yak Brunch']);
    expect(await hasHorizontalScroll(page)).toBe(false);
    const wrap = page.locator('.admin-table-wrap');
    expect(await wrap.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await rowButtonsInView(page, 390);
    await page.getByLabel('Search events').fill('okapi');
    await expectListed(page, ['Okapi Evening']);
    await screenshot(page, 'admin-events-390');
    await context.close();
  });
});
