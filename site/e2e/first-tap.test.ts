import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserForThisFile, newPage, putLessonSettings, screenshot, siteForThisFile, watchConsole } from './support';

/**
 * The first tap is kept when a widget starts (issue 46, major 2): on /lessons a length and a
 * place chosen before the booking island starts stay chosen, and a time tapped meanwhile shows
 * at once that it was taken.
 */
const site = siteForThisFile();
const browser = browserForThisFile();

const ENTRY = /\/assets\/index-[^/]+\.js$/;
/** Holds the page's entry script (the islands' start) until the answer is called (site/e2e/islands.test.ts). */
async function holdEntry(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(ENTRY, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

beforeAll(async () => {
  await putLessonSettings(site, {
    lengths: [
      { minutes: 30, price: '$30' },
      { minutes: 60, price: '$60' },
    ],
    noticeHours: 24,
    formats: [
      { key: 'in-person', label: 'In person', town: 'Burlington', address: '12 Pine St' },
      { key: 'online', label: 'Online', link: 'https://meet.example/lesson' },
    ],
  });
});

describe('a choice made before the lesson widget starts (390 px)', () => {
  it('keeps "Online" and "60 minutes" chosen and the time tapped, which shows busy at once (script held)', async () => {
    const { context, page } = await newPage(browser, 390, 844);
    const problems = watchConsole(page);
    const release = await holdEntry(page);
    await page.goto(`${site.url}/lessons`);
    await page.locator('#lesson-length').selectOption('60');
    await page.locator('#lesson-format-online').check();
    const slot = page.locator('.lesson-slot').first();
    const time = await slot.getAttribute('data-slot');
    await slot.click();
    // taken at once, while the script is still on its way
    expect(await slot.getAttribute('data-held')).toBe('');
    await screenshot(page, 'first-tap-held-390');
    release();

    await page.locator('[data-island][data-live]').waitFor({ state: 'attached' });
    const step = page.locator('.lesson-step');
    await step.waitFor();
    expect(await page.locator('#lesson-length').inputValue()).toBe('60');
    expect(await page.locator('#lesson-format-online').isChecked()).toBe(true);
    expect(await step.textContent()).toContain('60 minutes');
    expect(await step.textContent()).toContain('Online');
    expect(await page.locator('.lesson-slot[aria-pressed="true"]').getAttribute('data-slot')).toBe(time);
    expect(await page.locator('[data-held]').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps "Online" tapped as the widget starts on a normal network', async () => {
    const { context, page } = await newPage(browser, 390, 844);
    await page.goto(`${site.url}/lessons`, { waitUntil: 'networkidle' });
    await page.locator('#lesson-format-online').check();
    await page.locator('[data-island][data-live]').waitFor({ state: 'attached' });
    // the island's first renders are done: two frames
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.locator('#lesson-format-online').isChecked()).toBe(true);
    expect(await page.locator('#lesson-format-in-person').isChecked()).toBe(false);
    await context.close();
  });
});

describe('a choice made before the follow form starts (390 px)', () => {
  it('keeps "All bands" unticked, tapped while the script was held', async () => {
    const { token } = await site.admin();
    // the bands are offered one by one when there are two or more
    for (const name of ['Cannonball Quintet', 'Whitesell Brothers Quartet'])
      await site.request('POST', '/api/groups/create', { token, body: { name, description: '', images: {} } });
    const { context, page } = await newPage(browser, 390, 844);
    const problems = watchConsole(page);
    const release = await holdEntry(page);
    await page.goto(`${site.url}/shows`);
    const form = page.getByRole('region', { name: 'Get an e-mail when a show is announced' });
    await form.getByLabel('All bands').uncheck();
    release();

    await page.locator('[data-island="follow"][data-live]').waitFor({ state: 'attached' });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await form.getByLabel('All bands').isChecked()).toBe(false);
    // the bands can be chosen one by one now
    await form.getByLabel('Cannonball Quintet').check();
    expect(await form.getByLabel('Cannonball Quintet').isChecked()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps "All bands" unticked as the first touch on a normal network', async () => {
    const { context, page } = await newPage(browser, 390, 844);
    await page.goto(`${site.url}/shows`, { waitUntil: 'networkidle' });
    const form = page.getByRole('region', { name: 'Get an e-mail when a show is announced' });
    await form.getByLabel('All bands').uncheck();
    await page.locator('[data-island="follow"][data-live]').waitFor({ state: 'attached' });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await form.getByLabel('All bands').isChecked()).toBe(false);
    await form.getByLabel('Whitesell Brothers Quartet').check();
    expect(await form.getByLabel('Whitesell Brothers Quartet').isChecked()).toBe(true);
    await context.close();
  });
});
