import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInAsAdmin } from './admin-helpers';
import { browserForThisFile, createEvent, newPage, siteForThisFile } from './support';

const site = siteForThisFile();
const browser = browserForThisFile();

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

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

  it('every admin screen, with field errors showing', async () => {
    const { context, page } = await newPage(browser);
    const admin = await signInAsAdmin(site, page);
    const event = await createEvent(site, admin.token, { title: 'Axe Night', startDate: '2027-06-01T00:00:00.000Z' });
    const screens = [
      '',
      '/view-users',
      '/add-user',
      `/edit-user?id=${admin.id}`,
      '/view-groups',
      '/add-group',
      '/view-events',
      '/add-event',
      `/edit-event?id=${event._id}`,
      '/import-shows',
      '/messages',
      '/edit-pages',
      '/edit-page/about',
      '/edit-page/listen',
      '/view-photos',
    ];
    for (const screen of screens) {
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
        await page.getByText('bad.csv: 1 problem.', { exact: false }).waitFor();
      }
      if (screen === '/edit-page/about') {
        // a new, empty row: its errors show beside its fields
        await page.getByRole('button', { name: 'Add album' }).click();
        await page.getByRole('button', { name: 'Save' }).click();
        await page.getByText('Title is required.').first().waitFor();
      }
      expect(await seriousViolations(page), screen || '/admin-panel').toEqual([]);
    }
    await context.close();
  });
});
