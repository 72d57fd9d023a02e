import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { desktopForThisFile, screenshot, watchConsole } from './support';

// The server is in California, the laptop wherever it is: times follow the server's zone.
const app = desktopForThisFile({
  apiEnv: { SITE_TIMEZONE: 'America/Los_Angeles' },
  context: { timezoneId: 'Europe/Paris' },
});
const { api, preview, context } = app;
// the app is closed and opened again below: a new window, watched afresh
let page: Page = app.page;
let problems = app.problems;

const pending = () => page.getByTestId('pending-count');

async function addShow(title: string, when: string) {
  await page.goto(`${preview.url}/#/admin-panel/add-event`);
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Group', { exact: true }).fill('Whitesell Brothers Quartet');
  await page.getByLabel('Venue', { exact: true }).fill('The Baked Potato');
  const date = page.getByLabel('Start Date & Time');
  await date.fill(when);
  await date.press('Escape');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.waitForURL(/view-events/);
}

const sentDates = async (title: string) =>
  ((await api.request('GET', '/api/events')).body as any[]).filter((e) => e.title === title).map((e) => e.startDate);

describe('desktop admin against a server in California (preview in Chromium, laptop in Paris)', () => {
  it('edits times in the server zone, learned at sign-in and known offline', async () => {
    await expect.poll(() => page.getByRole('status').textContent()).toBe('Online');
    await api.stop();
    await page.goto(`${preview.url}/#/admin-panel/add-event`);
    // the field names the zone it edits in (its description; End Date & Time has its own)
    const describedBy = (el: Element) =>
      (el.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' ');
    expect(await page.getByLabel('Start Date & Time').evaluate(describedBy)).toBe("Pacific Time, the site's time zone");
    await addShow('Pacific gig', 'December 5, 2031 8:00 PM');
    await expect.poll(() => pending().textContent()).toBe('1 pending change');
    await api.start();
    await page.getByRole('button', { name: 'Sync now' }).click();
    await expect.poll(() => pending().textContent(), { timeout: 20_000 }).toBe('All changes saved on the server');
    // 8:00 PM in Los Angeles (PST, UTC-8) is 04:00 UTC the next day
    expect(await sentDates('Pacific gig')).toEqual(['2031-12-06T04:00:00.000Z']);
  });

  it('closed with a draft and opened again with a valid session, sends what waits', async () => {
    await expect.poll(() => page.getByRole('status').textContent()).toBe('Online');
    await api.stop();
    await addShow('Reopened gig', 'December 6, 2031 9:00 PM');
    await expect.poll(() => pending().textContent()).toBe('1 pending change');

    // the app is closed, the server comes back, the app is opened again; what the old window
    // said while the server was away (a list it could not refresh) is not this test's question
    await page.close();
    await api.start();
    page = await context.newPage();
    problems = watchConsole(page);
    await page.goto(preview.url);
    await page.waitForURL(/#\/admin-panel/);
    await expect.poll(() => pending().textContent(), { timeout: 20_000 }).toBe('All changes saved on the server');
    expect(await page.getByText(/session has expired/).count()).toBe(0);
    await screenshot(page, 'reopened');
    expect(await sentDates('Reopened gig')).toEqual(['2031-12-07T05:00:00.000Z']);
    expect(problems).toEqual([]);
  });
});
