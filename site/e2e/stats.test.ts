import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { toneWav } from '../../api/src/audio/wav';
import { signInAsAdmin, rowWith } from './admin-helpers';
import { savePage, seedShows } from './fixtures';
import { browserForThisFile, siteForThisFile, watchConsole } from './support';

const site = siteForThisFile();
const browser = browserForThisFile();

// a visitor's browser: headless Chromium's own agent is a bot's, and bots are not counted
const VISITOR_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** Reloads the Stats screen until its totals read as expected (the beacons are on their way). */
async function statsShow(page: Page, visitors: string, pageviews: string) {
  await expect
    .poll(
      async () => {
        await page.reload();
        const shown = page.getByTestId('stats-pageviews');
        await shown.waitFor();
        return [await page.getByTestId('stats-visitors').textContent(), await shown.textContent()];
      },
      { timeout: 15_000, interval: 250 },
    )
    .toEqual([visitors, pageviews]);
}

describe('statistics', () => {
  it('counts a visit to /, /shows, a show page, its Tickets click and a track played; the Stats screen shows them', async () => {
    const { admin, upcoming } = await seedShows(site);
    const upload = await fetch(site.url + '/api/audio/upload', {
      method: 'POST',
      headers: { Authorization: `Bearer ${admin.token}`, 'Content-Type': 'audio/wav' },
      body: new Uint8Array(toneWav([440], 1, 8000)),
    });
    const { url: audio } = (await upload.json()) as { url: string };
    await savePage(site, admin.token, 'listen', { tracks: [{ title: 'Stats Track', audio }], playlists: [] });

    const visitor = await browser.newContext({ userAgent: VISITOR_AGENT });
    // the tickets seller's page: answered here, so the click leaves the site for real
    await visitor.route('https://example.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<p>Tickets</p>' }),
    );
    const page = await visitor.newPage();
    const problems = watchConsole(page);
    const hits: string[] = [];
    // a hit the server has answered (it is recorded before the answer): closing the visitor's
    // browser as a hit is only sent could lose it
    page.on('requestfinished', (request) => {
      if (request.url().endsWith('/api/hits')) hits.push(request.postData() ?? '');
    });
    await page.goto(`${site.url}/?utm_source=e2e-newsletter`);
    await page.getByRole('link', { name: 'SHOWS', exact: true }).first().click();
    await page.waitForURL(`${site.url}/shows`);
    await page
      .getByRole('link', { name: /E2E Upcoming Quintet Night/ })
      .first()
      .click();
    await page.waitForURL(new RegExp(`/shows/${upcoming._id}/`));
    const showPath = new URL(page.url()).pathname;
    await page.locator('a.tickets').first().click();
    await page.waitForURL('https://example.com/tickets');
    await page.goto(`${site.url}/listen`);
    const player = page.locator('audio').first();
    await player.scrollIntoViewIfNeeded();
    await player.evaluate((el: HTMLAudioElement) => el.play().catch(() => {}));
    await expect.poll(() => hits.filter((body) => body.includes('audio_play')).length).toBe(1);
    expect(problems).toEqual([]);
    await visitor.close();

    // the admin's own pages are never counted (and this browser's agent is a bot's)
    const owner = await browser.newContext();
    const adminPage = await owner.newPage();
    await signInAsAdmin(site, adminPage);
    await adminPage.getByRole('link', { name: 'Stats' }).click();
    await adminPage.waitForURL(`${site.url}/admin-panel/stats`);
    await statsShow(adminPage, '1', '4');
    expect(await rowWith(adminPage, '/shows').first().textContent()).toContain('1');
    // the show's page among the top pages: named by its show, never by its path with the id (issue 46)
    await expect.poll(() => rowWith(adminPage, 'Show: E2E Upcoming Quintet Night').count()).toBe(1);
    expect(await rowWith(adminPage, showPath).count()).toBe(0);
    expect(await rowWith(adminPage, 'e2e-newsletter').textContent()).toContain('1');
    // the show's row: 1 page view, 1 ticket click
    const show = adminPage.getByRole('region', { name: 'Shows', exact: true }).locator('tbody tr', {
      hasText: 'E2E Upcoming Quintet Night',
    });
    await expect.poll(() => show.locator('td').allTextContents()).toEqual(['1', '1']);
    expect(await rowWith(adminPage, 'Stats Track').locator('td').allTextContents()).toEqual(['Track', '1']);
    expect(await rowWith(adminPage, 'Ticket clicks').locator('td').textContent()).toBe('1');
    expect(await rowWith(adminPage, 'Track plays').locator('td').textContent()).toBe('1');
    // a chart for the eye, its table for screen readers
    expect(await adminPage.locator('.stats-chart canvas').count()).toBeGreaterThan(0);
    expect(await adminPage.getByRole('table', { name: 'Visitors and page views per day' }).count()).toBe(1);
    const axe = await new AxeBuilder({ page: adminPage }).analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual(
      [],
    );
    // another period reads again: nothing counted 7 days ago, in a custom period
    await adminPage.getByLabel('Custom', { exact: true }).check();
    await adminPage.getByLabel('From', { exact: true }).fill('2020-01-01');
    await adminPage.getByLabel('To', { exact: true }).fill('2020-01-07');
    await expect.poll(() => adminPage.getByTestId('stats-pageviews').textContent()).toBe('0');

    // the events list and the show's edit screen show its numbers too
    await adminPage.goto(`${site.url}/admin-panel/view-events`);
    const listed = rowWith(adminPage, 'E2E Upcoming Quintet Night');
    // by column name: the merges put Status after the numbers
    const cell = (label: string) => listed.locator(`td[data-label="${label}"]`).textContent();
    await expect.poll(async () => [await cell('Page Views'), await cell('Ticket Clicks')]).toEqual(['1', '1']);
    await adminPage.goto(`${site.url}/admin-panel/edit-event?id=${encodeURIComponent(upcoming._id)}`);
    await expect.poll(() => adminPage.locator('.show-numbers').textContent()).toBe('Page views: 1. Ticket clicks: 1.');
    await owner.close();
  });

  it('counts nothing of a visitor who opts out with Do Not Track or Global Privacy Control', async () => {
    const admin = await site.admin();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: site.config.timezone }).format(new Date());
    const pageviews = async () =>
      (await site.request('GET', `/api/stats?from=${today}&to=${today}`, { token: admin.token })).body.pageviews;
    const before = await pageviews();

    // DNT set in the browser: the beacon sends nothing at all
    const dnt = await browser.newContext({ userAgent: VISITOR_AGENT, extraHTTPHeaders: { DNT: '1' } });
    await dnt.addInitScript(() => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }));
    const quiet = await dnt.newPage();
    const sent: string[] = [];
    quiet.on('request', (request) => {
      if (request.url().endsWith('/api/hits')) sent.push(request.url());
    });
    await quiet.goto(`${site.url}/shows`, { waitUntil: 'networkidle' });
    await quiet.getByRole('link', { name: 'SHOWS', exact: true }).first().click();
    await quiet.goto(`${site.url}/`, { waitUntil: 'networkidle' });
    expect(sent).toEqual([]);
    await dnt.close();

    // Sec-GPC on every request (a browser that does not tell the page): the server ignores the hit
    const gpc = await browser.newContext({ userAgent: VISITOR_AGENT, extraHTTPHeaders: { 'Sec-GPC': '1' } });
    const page = await gpc.newPage();
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/hits'));
    await page.goto(`${site.url}/`);
    expect((await answered).status()).toBe(204);
    await gpc.close();
    expect(await pageviews()).toBe(before);
  });
});
