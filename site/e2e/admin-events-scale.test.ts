import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { cutoffOf, wallClock, zonedInstant } from '@jazz/contracts/time';
import { openAdmin } from './admin-helpers';
import { browserForThisFile, hasHorizontalScroll, screenshot, siteForThisFile } from './support';

/**
 * The admin's events list over a twenty-year career: 20,000 shows written straight into the
 * test's database (the seed is the test's, never shipped), read a page at a time by the server.
 */
const site = siteForThisFile();
const browser = browserForThisFile();

const SHOWS = 20_000;
const HOUR = 3600_000;
const BANDS = ['Cannonball Quintet', 'Whitesell Brothers Quartet'];

interface Seeded {
  title: string;
  start: string;
}
const seeded: Seeded[] = [];

beforeAll(async () => {
  // the two bands as records (the Band list offers the site's bands); their shows name them
  const { token } = await site.admin();
  for (const name of BANDS) {
    const res = await site.request('POST', '/api/groups/create', { token, body: { name, description: '' } });
    expect(res.status, res.text).toBe(201);
  }
  const insert = site.db.prepare(
    `INSERT INTO events (id, group_name, venue, city, region, title, start_date, status, time_tba, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const now = Date.now();
  const first = now - 19 * 365 * 24 * HOUR;
  // nineteen years back, one forward, a show every 8 h 46 min or so
  const step = Math.floor((20 * 365 * 24 * HOUR) / SHOWS);
  const stamp = new Date(now).toISOString();
  site.db.transaction(() => {
    for (let i = 0; i < SHOWS; i++) {
      const start = new Date(first + i * step).toISOString();
      const title = `Set ${String(i).padStart(5, '0')}`;
      const status = i % 50 === 7 ? 'cancelled' : 'scheduled';
      insert.run(
        randomBytes(12).toString('hex'),
        BANDS[i % 2],
        `Venue ${i % 80}`,
        'Burlington',
        'VT',
        title,
        start,
        status,
        0,
        stamp,
        stamp,
      );
      seeded.push({ title, start });
    }
    // a show whose time is not known yet, in a month, stored at midnight of its day (site zone)
    const day = wallClock(new Date(now + 30 * 24 * HOUR), 'America/New_York');
    insert.run(
      randomBytes(12).toString('hex'),
      BANDS[0],
      'Moose Hall',
      'Stowe',
      'VT',
      'Moose Night',
      new Date(zonedInstant('America/New_York', day.year, day.month, day.day, 0)).toISOString(),
      'scheduled',
      1,
      stamp,
      stamp,
    );
  })();
  expect(SHOWS).toBeGreaterThan(0);
});

const titles = (page: Page) => page.locator('tbody td[data-label="Title"]').allTextContents();

/** Waits until the table's rows say what `check` wants. */
async function rowsWhere(page: Page, check: (titles: string[]) => boolean) {
  await expect.poll(async () => check(await titles(page)), { timeout: 15_000 }).toBe(true);
}

describe('the admin events list at 20,000 shows', () => {
  it('opens on the first page of upcoming shows, soonest first, and shows more on request (1366 px)', async () => {
    const { context, page } = await openAdmin(site, browser, 1366, 900);
    await page.goto(`${site.url}/admin-panel/view-events`);
    const now = Date.now();
    const upcoming = seeded.filter((show) => now < cutoffOf(show.start, 'America/New_York')).map((show) => show.title);
    await rowsWhere(page, (shown) => shown.length === 100);
    // the TBA show sits among the seeded ones; the seeded upcoming order holds around it
    const shown = (await titles(page)).filter((title) => title !== 'Moose Night');
    expect(shown).toEqual(upcoming.slice(0, shown.length));
    expect(await page.locator('.admin-list-count').textContent()).toBe('The first 100 events; more below');
    expect(await hasHorizontalScroll(page)).toBe(false);
    await screenshot(page, 'admin-events-20000-1366');

    await page.getByRole('button', { name: 'Show more events' }).click();
    await rowsWhere(page, (rows) => rows.length === 200);
    const more = (await titles(page)).filter((title) => title !== 'Moose Night');
    expect(more).toEqual(upcoming.slice(0, more.length));

    // Past: newest first
    await page.getByRole('group', { name: 'Which events to list' }).getByRole('button', { name: 'Past' }).click();
    const past = seeded
      .filter((show) => now >= cutoffOf(show.start, 'America/New_York'))
      .map((show) => show.title)
      .reverse();
    await rowsWhere(page, (rows) => rows[0] === past[0]);
    expect(await titles(page)).toEqual(past.slice(0, 100));
    await context.close();
  });

  it('searches, and narrows by band, status and dates, on the server', async () => {
    const { context, page } = await openAdmin(site, browser, 1366, 900);
    await page.goto(`${site.url}/admin-panel/view-events?when=all`);
    await rowsWhere(page, (rows) => rows.length === 100);

    await page.getByLabel('Search events').fill('set 00042');
    await rowsWhere(page, (rows) => rows.length === 1 && rows[0] === 'Set 00042');
    await page.getByLabel('Search events').fill('');
    await rowsWhere(page, (rows) => rows.length === 100);

    await page.getByLabel('Band', { exact: true }).selectOption('Whitesell Brothers Quartet');
    await page.getByLabel('Status', { exact: true }).selectOption('cancelled');
    await page.waitForURL(/group=Whitesell\+Brothers\+Quartet/);
    await page.waitForURL(/status=cancelled/);
    // every 50th show from the 7th is cancelled: those of the quartet are the odd ones
    await expect
      .poll(async () => {
        const groups = await page.locator('tbody td[data-label="Group"]').allTextContents();
        const statuses = await page.locator('tbody td[data-label="Status"]').allTextContents();
        return (
          groups.length > 0 &&
          groups.every((g) => g === 'Whitesell Brothers Quartet') &&
          statuses.every((s) => s.startsWith('Cancelled'))
        );
      })
      .toBe(true);
    const wanted = seeded.find((_, i) => i % 50 === 7 && i % 2 === 1)!;
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(wanted.start));
    await page.getByLabel('From', { exact: true }).fill(day);
    await page.getByLabel('To', { exact: true }).fill(day);
    await rowsWhere(page, (rows) => rows.length === 1 && rows[0] === wanted.title);
    expect(page.url()).toContain(`from=${day}`);
    await context.close();
  });

  it('a show without a known time reads "time TBA", and a phone gets cards with the row actions', async () => {
    const { context, page } = await openAdmin(site, browser, 390, 844);
    await page.goto(`${site.url}/admin-panel/view-events?q=moose`);
    await rowsWhere(page, (rows) => rows.length === 1 && rows[0] === 'Moose Night');
    const start = (await page.locator('tbody td[data-label="Start Date"]').textContent())!;
    expect(start).toMatch(/time TBA$/);
    expect(start).not.toContain('12:00 AM');
    expect(await hasHorizontalScroll(page)).toBe(false);
    // a card: the row is a block, its labels are shown, its buttons are on screen
    expect(
      await page
        .locator('tbody tr')
        .first()
        .evaluate((tr) => getComputedStyle(tr).display),
    ).toBe('block');
    const edit = page.getByRole('link', { name: /^Edit event Moose Night, .* time TBA$/ });
    const box = (await edit.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await screenshot(page, 'admin-events-20000-390');

    // Delete still works from the card, and the list reads again without it
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: /^Delete event Moose Night/ }).click();
    await expect
      .poll(async () => (await page.locator('.admin-list-count').textContent()) ?? '')
      .toBe('No events match the search.');
    await context.close();
  });

  it('Bookings: the newest 50 requests, then older ones on request, each with the shows on its days', async () => {
    const insert = site.db.prepare(
      `INSERT INTO bookings (id, name, email, organization, city, dates, group_name, budget, message, created_at, updated_at)
       VALUES (?, 'Ella Booker', 'ella@venue.example', ?, 'Burlington, VT', ?, '', '', 'Hello', ?, ?)`,
    );
    // the day of a seeded show, a year back, so each request clashes with it
    const shown = seeded[Math.floor(seeded.length / 2)]!;
    const day = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    }).format(new Date(shown.start));
    site.db.transaction(() => {
      for (let i = 0; i < 60; i++) {
        const at = new Date(Date.parse('2030-01-01T12:00:00Z') + i * 60_000).toISOString();
        insert.run(randomBytes(12).toString('hex'), `Club ${String(i).padStart(2, '0')}`, day, at, at);
      }
    })();
    const { context, page } = await openAdmin(site, browser, 1366, 900);
    await page.goto(`${site.url}/admin-panel/bookings`);
    const items = page.locator('li.admin-message');
    await expect.poll(() => items.count(), { timeout: 15_000 }).toBe(50);
    // newest first: Club 59 down to Club 10
    expect(await items.first().textContent()).toContain('Club 59');
    expect(await items.first().locator('.booking-clashes li').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Show older requests' }).click();
    await expect.poll(() => items.count()).toBe(60);
    expect(await items.last().textContent()).toContain('Club 00');
    expect(await page.getByRole('button', { name: 'Show older requests' }).count()).toBe(0);
    await context.close();
  });

  it("Lessons: the week calendar shows that week's shows, read by day range", async () => {
    const { context, page } = await openAdmin(site, browser, 1366, 900);
    await page.goto(`${site.url}/admin-panel/lessons`);
    const week = page.getByRole('list', { name: /^Lessons and shows, week of / });
    // a show every 8 h 46 min or so: the shown week has its share, the next week other ones
    await expect.poll(() => week.locator('li.admin-week-show').count(), { timeout: 15_000 }).toBeGreaterThan(10);
    const first = await week.locator('li.admin-week-show').allTextContents();
    await page.getByRole('button', { name: 'Next week' }).click();
    await expect
      .poll(async () => (await week.locator('li.admin-week-show').allTextContents()).join() !== first.join())
      .toBe(true);
    expect(await week.locator('li.admin-week-show').count()).toBeLessThan(30);
    await context.close();
  });
});
