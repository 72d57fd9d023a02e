import { describe, expect, it } from 'vitest';
import { openAdmin, seriousViolations } from './admin-helpers';
import { browserForThisFile, createEvent, newPage, siteForThisFile } from './support';

const site = siteForThisFile();
const browser = browserForThisFile();

describe('accessibility of the account and admin screens (axe, serious and critical)', () => {
  it('account pages', async () => {
    const { context, page } = await newPage(browser);
    for (const path of ['/register', '/login', '/forgotpassword']) {
      await page.goto(`${site.url}${path}`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await seriousViolations(page), path).toEqual([]);
    }
    await context.close();
  });

  /** Signs in, then checks each screen in turn (some with their field errors made to show first). */
  async function checkScreens(screens: (string | ((adminId: string, token: string) => Promise<string>))[]) {
    const { context, page, admin } = await openAdmin(site, browser);
    for (const entry of screens) {
      const screen = typeof entry === 'string' ? entry : await entry(admin.id, admin.token);
      await page.goto(`${site.url}/admin-panel${screen}`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1 }).waitFor();
      if (screen === '/add-event') {
        await page.getByRole('button', { name: 'Add', exact: true }).click();
        await page.getByText('Group is required.').waitFor();
      }
      if (screen === '/import-shows') {
        // a file with a bad row: its problems show beside it
        const csv = 'group,venue,startDate\nCannonball Quintet,,2027-06-01 20:00\n';
        await page
          .locator('input[type=file]')
          .setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
        await page.getByText('bad.csv: 1 problem refuses 1 show.', { exact: false }).waitFor();
      }
      if (screen === '/edit-page/about') {
        // a new, empty row: its errors show beside its fields
        await page.getByRole('button', { name: 'Add album' }).click();
        await page.getByRole('button', { name: 'Save', exact: true }).click();
        await page.getByText('Title is required.').first().waitFor();
      }
      expect(await seriousViolations(page), screen || '/admin-panel').toEqual([]);
    }
    await context.close();
  }

  // every admin screen, a few per test (each test signs in afresh)
  it('every admin screen: home and users', async () => {
    await checkScreens(['', '/view-users', '/add-user', async (id) => `/edit-user?id=${id}`]);
  });

  it('every admin screen: groups and events, with field errors showing', async () => {
    await checkScreens([
      '/view-groups',
      '/add-group',
      '/view-events',
      '/add-event',
      async (_id, token) => {
        const event = await createEvent(site, token, { title: 'Axe Night', startDate: '2027-06-01T00:00:00.000Z' });
        return `/edit-event?id=${event._id}`;
      },
    ]);
  });

  it('every admin screen: repertoire and reports, with a tune and a show without its setlist', async () => {
    await checkScreens([
      async (_id, token) => {
        await site.request('POST', '/api/tunes/create', {
          token,
          body: { title: 'Axe Blues', original: true, composers: [{ name: 'A. Writer', pro: 'BMI', share: 100 }] },
        });
        return '/repertoire';
      },
      async (_id, token) => {
        await createEvent(site, token, {
          title: 'Unreported',
          startDate: new Date(Date.now() - 30 * 86_400_000).toISOString(),
        });
        return '/reports';
      },
    ]);
  });

  it('every admin screen: import (a bad row showing), venues, messages and followers', async () => {
    await checkScreens(['/import-shows', '/view-venues', '/messages', '/followers']);
  });

  it('every admin screen: pages (row errors showing) and photos', async () => {
    await checkScreens(['/edit-pages', '/edit-page/about', '/edit-page/listen', '/view-photos']);
  });

  it('every admin screen: lessons, statistics, press kits and bookings', async () => {
    await checkScreens(['/lessons', '/lesson-settings', '/stats', '/press-kits', '/press-kit/site', '/bookings']);
  });
});
