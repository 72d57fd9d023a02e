import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { openAdmin } from './admin-helpers';
import { createEvent, hasHorizontalScroll, browserForThisFile, screenshot, siteForThisFile } from './support';

const site = siteForThisFile();
const browser = browserForThisFile();

const DAY = 24 * 3600_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const LONG_LINK = 'https://www.examplevenuewithalongname.com/calendar/2027/jazzseries/aneveningofswing?ref=newsletter';

beforeAll(async () => {
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

/**
 * Every row button and link lies inside the window and inside the table's box as first shown
 * (the box is not scrolled sideways to find it), and nothing covers it.
 */
async function rowButtonsInView(page: Page, width: number) {
  const buttons = page.locator('tbody .admin-actions').locator('a, button');
  const count = await buttons.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const seen = await buttons.nth(i).evaluate((el) => {
      // scroll the window up or down only: a sideways scroll would hide what is tested
      const top = el.getBoundingClientRect().top + window.scrollY;
      window.scrollTo(window.scrollX, top - window.innerHeight / 2);
      const r = el.getBoundingClientRect();
      const box = el.closest('.admin-table-wrap')!.getBoundingClientRect();
      const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return {
        label: el.getAttribute('aria-label'),
        left: r.left,
        right: r.right,
        boxLeft: box.left,
        boxRight: box.right,
        onTop: hit !== null && el.contains(hit),
      };
    });
    expect(seen.left, `${seen.label} starts in the window`).toBeGreaterThanOrEqual(Math.max(0, seen.boxLeft));
    expect(seen.right, `${seen.label} ends in the window`).toBeLessThanOrEqual(Math.min(width, seen.boxRight));
    expect(seen.onTop, `${seen.label} is not covered`).toBe(true);
  }
}

describe('the admin events list', () => {
  it('filters Upcoming (default) / Past / All in the public orders, keeps the filter in the address, and searches', async () => {
    const { context, page, problems } = await openAdmin(site, browser, 1280, 900);
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
    expect(await page.locator('.admin-list-count').textContent()).toBe('No events match the search.');
    await search.fill('');
    await pressed(page, 'All').click();
    await expectListed(page, ['Zebra Night', 'Okapi Evening', 'Gnu Matinee', 'Yak Brunch']);

    // 1280 px: long links and descriptions do not push the row buttons out of the window
    await rowButtonsInView(page, 1280);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await screenshot(page, 'admin-events-1280');

    // Export CSV: every event, whatever the filter, with its _id and the day and time people edit
    await search.fill('okapi');
    await expectListed(page, ['Okapi Evening']);
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(file.suggestedFilename()).toBe('shows.csv');
    // the shared Chromium runs apart from this worker: the download is copied here, not read in place
    const folder = mkdtempSync(join(tmpdir(), 'jazz-csv-'));
    await file.saveAs(join(folder, 'shows.csv'));
    const csv = readFileSync(join(folder, 'shows.csv'), 'utf8');
    rmSync(folder, { recursive: true, force: true });
    expect(csv.split(/\r?\n/)[0]).toMatch(/^_id,date,time,endDate,endTime,title,group,/);
    for (const title of OURS) expect(csv).toContain(title);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('comes back from Edit Event (Save or Back) to the list with its filter and search', async () => {
    const { context, page } = await openAdmin(site, browser, 1280, 900);
    await page.goto(`${site.url}/admin-panel/view-events?when=all`);
    await page.getByLabel('Search events').fill('okapi');
    await expectListed(page, ['Okapi Evening']);
    const list = `${site.url}/admin-panel/view-events?when=all&q=okapi`;
    await page.waitForURL(list);

    await page.getByRole('link', { name: /^Edit event Okapi Evening/ }).click();
    await page.getByRole('heading', { name: 'Edit Event' }).waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(list);
    await expectListed(page, ['Okapi Evening']);

    await page.getByRole('link', { name: /^Edit event Okapi Evening/ }).click();
    await page.getByLabel('Location', { exact: true }).fill('Saratoga Springs, New York');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(list);
    expect(await pressed(page, 'All').getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByLabel('Search events').inputValue()).toBe('okapi');
    await expectListed(page, ['Okapi Evening']);
    await context.close();
  });

  it('becomes cards on a 390 px phone, with nothing wider than the screen', async () => {
    const { context, page } = await openAdmin(site, browser, 390, 844);
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
