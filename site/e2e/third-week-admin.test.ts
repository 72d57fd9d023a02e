import { describe, expect, it } from 'vitest';
import { dayOf } from '@jazz/contracts/time';
import { openAdmin } from './admin-helpers';
import { browserForThisFile, hasHorizontalScroll, screenshot, siteForThisFile } from './support';

/**
 * The owner's third week in the admin (issue 46, its Admin minors), in Chromium at a phone's
 * 390 px and a laptop's 1366 px: a private show says "Private" in View Events, Edit Group and
 * the band's press kit each say where the other text lives, the date picker marks the site's
 * today. Screenshots go to SCREENS_DIR, else test-artifacts.
 */
const site = siteForThisFile();
const browser = browserForThisFile();
const year = new Date().getFullYear() + 1;

describe('the owner’s third week in the admin, in Chromium', () => {
  for (const width of [390, 1366]) {
    it(`at ${width} px: "Private" in View Events, the two texts of a band linked, today in the picker`, async () => {
      const { context, page, problems, admin } = await openAdmin(site, browser, width, 900);
      const band = await site.request('POST', '/api/groups/create', {
        token: admin.token,
        body: { name: `Third Week Trio ${width}` },
      });
      expect(band.status, band.text).toBe(201);
      const wedding = await site.request('POST', '/api/events/create', {
        token: admin.token,
        body: {
          group: `Third Week Trio ${width}`,
          venue: `Shelburne Farms ${width}`,
          location: 'Shelburne, VT',
          startDate: `${year}-06-05T22:00:00.000Z`,
          private: true,
        },
      });
      expect(wedding.status, wedding.text).toBe(201);

      await page.goto(`${site.url}/admin-panel/view-events?q=${encodeURIComponent(`Shelburne Farms ${width}`)}`);
      const row = page.getByRole('row', { name: new RegExp(`Shelburne Farms ${width}`) });
      await row.getByText('Private', { exact: true }).waitFor();
      expect(await hasHorizontalScroll(page)).toBe(false);
      await screenshot(page, `third-week-private-${width}`);

      await page.goto(`${site.url}/admin-panel/edit-group?id=${band.body._id}`);
      await page.getByRole('link', { name: `Third Week Trio ${width}’s press kit` }).click();
      await page.waitForURL(`${site.url}/admin-panel/press-kit/${band.body._id}`);
      await page.getByText('These bios are for bookers', { exact: false }).waitFor();
      expect(await hasHorizontalScroll(page)).toBe(false);
      await screenshot(page, `third-week-press-kit-bios-${width}`);
      await page.getByRole('link', { name: `Edit Third Week Trio ${width}` }).click();
      await page.getByRole('heading', { name: 'Edit Group' }).waitFor();
      await page.getByLabel('Description').waitFor();
      await screenshot(page, `third-week-edit-group-${width}`);

      // the picker's today is the site's day, whatever the browser's zone (the machine's; other
      // zones and the DST change are date-time-field.test.tsx's)
      await page.goto(`${site.url}/admin-panel/add-event`);
      await page.getByLabel(/^Start Date & Time/).click();
      const today = page.locator('.react-datepicker__day.site-today');
      await today.waitFor();
      const siteDay = Number(dayOf(Date.now(), 'America/New_York').slice(8));
      expect(Number(await today.textContent())).toBe(siteDay);
      await screenshot(page, `third-week-date-picker-${width}`);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
