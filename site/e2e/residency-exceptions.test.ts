import { beforeAll, describe, expect, it } from 'vitest';
import { browserForThisFile, newPage, screenshot, siteForThisFile, updateEvent } from './support';

/**
 * A residency's exceptions in sight (issue 46, major 5): its one entry names a cancelled date
 * and a date moved to another day, its count leaves the cancelled one out, its dates list marks
 * both; a private date is neither counted nor named.
 */
const site = siteForThisFile();
const browser = browserForThisFile();
const DAY = 86_400_000;
const short = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: site.config.timezone, month: 'short', day: 'numeric' }).format(
    new Date(iso),
  );

let firstId = '';
let cancelled = '';
let movedFrom = '';
let movedTo = '';
beforeAll(async () => {
  const { token } = await site.admin();
  const from = new Date(Date.now() + 7 * DAY).toISOString().slice(0, 10);
  const created = await site.request('POST', '/api/series/create', {
    token,
    body: {
      group: 'Cannonball Quintet',
      venue: 'Radio Bean',
      title: 'Thursday Residency',
      repeat: { freq: 'weekly', byDay: ['TH'] },
      startTime: '19:00',
      from,
      count: 5,
    },
  });
  if (created.status !== 201) throw new Error(`series: ${created.status} ${created.text}`);
  const dates = created.body.events as Record<string, unknown>[];
  firstId = dates[0]!._id as string;
  const update = (date: Record<string, unknown>, changes: Record<string, unknown>) =>
    updateEvent(site, token, date, changes);
  cancelled = short(dates[1]!.startDate as string);
  await update(dates[1]!, { status: 'cancelled' });
  movedFrom = short(dates[2]!.startDate as string);
  const friday = new Date(Date.parse(dates[2]!.startDate as string) + DAY).toISOString();
  movedTo = short(friday);
  await update(dates[2]!, { startDate: friday });
  await update(dates[3]!, { private: true });
});

describe("a residency's exceptions", () => {
  it('are named in its one entry on /shows and marked in its dates (390 px)', async () => {
    const { context, page } = await newPage(browser, 390, 844);
    await page.goto(`${site.url}/shows`);
    const entry = page.locator('main li', { hasText: 'Thursday Residency' });
    await entry.waitFor();
    const text = (await entry.textContent()) ?? '';
    expect(text).toContain(`(not ${cancelled}; ${movedFrom} moved to Fri ${movedTo})`);
    // five dates: one cancelled, one private
    expect(text).toContain('3 dates');
    await screenshot(page, 'residency-exceptions-390');

    await page.goto(`${site.url}/shows/${firstId}`);
    const dates = page.locator('#dates');
    await dates.waitFor();
    const listed = (await dates.textContent()) ?? '';
    expect(listed).toContain('(cancelled)');
    expect(listed).toContain(`(moved from Thu ${movedFrom})`);
    expect(await dates.locator('li').count()).toBe(4);
    await context.close();
  });
});
