import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, signIn, startApi, startPreview, watchConsole } from './support';

let api: Awaited<ReturnType<typeof startApi>>;
let preview: Awaited<ReturnType<typeof startPreview>>;
let browser: Browser;
let page: Page;
let problems: string[];

beforeAll(async () => {
  api = await startApi();
  preview = await startPreview(api.url);
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: 1400, height: 1000 } })).newPage();
  problems = watchConsole(page);
  await signIn(page, preview.url, api.admin);
});

afterAll(async () => {
  await browser?.close();
  await preview?.close();
  await api?.close();
});

const go = (path: string) => page.goto(`${preview.url}/#/admin-panel/${path}`);
const pending = () => page.getByTestId('pending-count');
const eventsOnServer = async (title: string) =>
  ((await api.request('GET', '/api/events')).body as any[]).filter((e) => e.title === title);

async function addEvent(title: string, venue: string) {
  await go('add-event');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Group', { exact: true }).fill('Whitesell Brothers Quartet');
  await page.getByLabel('Venue', { exact: true }).fill(venue);
  const date = page.getByLabel('Start Date & Time');
  await date.fill('May 3, 2031 8:00 PM');
  await date.press('Escape');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.waitForURL(/view-events/);
}

describe('desktop admin offline (preview in Chromium, real API stopped and started)', () => {
  it('keeps drafts made while the API is down across a reload and sends each once when it is back', async () => {
    await go('view-events');
    await expect.poll(() => page.getByRole('status').textContent()).toBe('Online');
    await api.stop();

    await addEvent('Offline gig one', 'Radio Bean');
    await addEvent('Offline gig two', 'Nectars');
    await expect.poll(() => pending().textContent()).toBe('2 pending changes');
    await expect.poll(() => page.getByRole('status').textContent()).toBe('Offline');
    await expect.poll(() => page.getByText('Offline gig one').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('(not yet synced)').count()).toBe(2);
    await screenshot(page, 'offline-drafts');

    await page.reload();
    await expect.poll(() => pending().textContent()).toBe('2 pending changes');
    await expect.poll(() => page.getByText('Offline gig two').count()).toBeGreaterThan(0);

    await api.start();
    // sync starts by itself once the server answers (the poll), no click needed
    await expect.poll(() => pending().textContent(), { timeout: 20_000 }).toBe('All changes saved on the server');
    expect(await eventsOnServer('Offline gig one')).toHaveLength(1);
    expect(await eventsOnServer('Offline gig two')).toHaveLength(1);
    await page.getByRole('button', { name: 'Sync now' }).click();
    await page.reload();
    await expect.poll(() => page.getByText('Offline gig one').count()).toBeGreaterThan(0);
    expect(await eventsOnServer('Offline gig one')).toHaveLength(1);
    await screenshot(page, 'synced');
    expect(problems).toEqual([]);
  });
});
