import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { openAdmin, pngFile } from './admin-helpers';
import { seedShows } from './fixtures';
import { browserForThisFile, hasHorizontalScroll, screenshot, siteForThisFile } from './support';

/**
 * The owner's first week, walked in Chromium as he would: photos (where uploads go,
 * HEIC, titles saved on leaving), Edit Pages (the home page's photo, a growing biography box
 * with its count) and the event screens, at a phone's 390 px and a laptop's 1366 px, with a
 * screenshot of each screen (SCREENS_DIR, else test-artifacts) for a person to look at.
 */
const site = siteForThisFile();
const browser = browserForThisFile();
const HEIC = readFileSync(resolve(import.meta.dirname, '..', '..', 'api', 'test', 'fixtures', 'four-colours.heic'));

const photos = async () =>
  ((await site.request('GET', '/api/photos')).body as { _id: string; title: string; image: string }[]).map(
    ({ _id, title, image }) => ({ _id, title, image }),
  );

// shows and a band on the Events screen, as he would have made them
beforeAll(() => seedShows(site));

describe("the owner's first week, in Chromium", () => {
  it('photos: new uploads go first when he says so (remembered), a HEIC is taken, no file names as titles', async () => {
    const { context, page, problems } = await openAdmin(site, browser, 1366, 900);
    await page.goto(`${site.url}/admin-panel/view-photos`);
    const zone = page.getByRole('button', { name: /Drop photos here/ });
    expect(await zone.textContent()).toContain('JPEG, PNG, WebP, AVIF, GIF or HEIC, up to 40 MB each.');
    const before = await photos();
    await page.getByLabel('first in the gallery').check();
    await page.reload();
    expect(await page.getByLabel('first in the gallery').isChecked()).toBe(true);

    await page
      .locator('input[name="photos"]')
      .setInputFiles([await pngFile('IMG_4032.png', '#c60'), { name: 'IMG_4033.HEIC', mimeType: '', buffer: HEIC }]);
    await expect.poll(async () => (await photos()).length, { timeout: 30_000 }).toBe(before.length + 2);
    const after = await photos();
    // the drop's order is kept at the top; no title is made from "IMG_4032"
    expect(after.slice(2).map((p) => p._id)).toEqual(before.map((p) => p._id));
    expect(after.slice(0, 2).map((p) => p.title)).toEqual(['', '']);
    await expect.poll(() => page.locator('.photo-card').count()).toBe(after.length);
    await page.getByRole('textbox', { name: 'Title of photo 1' }).fill('Soundcheck');
    await page.getByRole('textbox', { name: 'Credit of photo 1' }).fill('Photo: Jo');
    await page.getByRole('heading', { name: 'Photos', level: 1 }).click();
    await expect.poll(async () => (await photos())[0]!.title).toBe('Soundcheck');
    await screenshot(page, 'admin-photos-after-upload-1366');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('Edit Pages → Home says which photo the home page shows and picks another; the page shows it', async () => {
    const { context, page } = await openAdmin(site, browser, 1366, 900);
    const list = await photos();
    await page.goto(`${site.url}/admin-panel/edit-page/home`);
    const now = page.locator('.home-photo-now');
    await expect.poll(() => now.textContent()).toMatch(/^The home page shows Photo 1/);
    const select = page.getByLabel('Photo', { exact: true });
    await select.selectOption(list[1]!._id);
    expect(await now.textContent()).toMatch(/^The home page shows Photo 2/);
    await screenshot(page, 'admin-edit-page-home-picked-1366');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`${site.url}/admin-panel/edit-pages`);
    const home = await (await fetch(site.url + '/')).text();
    const stem = list[1]!.image.replace(/-\d+\.webp$/, '');
    expect(home.slice(home.indexOf('home-hero'))).toContain(stem);
    await context.close();
  });

  it('the biography box grows with its text and counts as it nears its limit', async () => {
    const { context, page } = await openAdmin(site, browser, 1366, 900);
    await page.goto(`${site.url}/admin-panel/edit-page/about`);
    const bio = page.getByLabel('Biography');
    await bio.fill('One line.');
    const short = (await bio.boundingBox())!.height;
    await bio.fill(Array.from({ length: 40 }, (_, i) => `Paragraph ${i + 1} of a long life in music.`).join('\n\n'));
    const tall = (await bio.boundingBox())!.height;
    expect(tall).toBeGreaterThan(short * 3);
    expect(await bio.evaluate((area) => area.scrollHeight <= area.clientHeight + 1)).toBe(true);
    expect(await page.getByText(/of 20,000 characters/).count()).toBe(0);
    await bio.fill('x'.repeat(19_500));
    const count = page.getByText('19,500 of 20,000 characters');
    await count.waitFor();
    // the window where the box ends and its count shows (a whole-page picture would be metres long)
    await count.scrollIntoViewIfNeeded();
    await screenshot(page, 'admin-edit-page-about-long-bio-1366', { fullPage: false });
    await context.close();
  });

  for (const width of [390, 1366]) {
    it(`the photo, page and event screens fit ${width} px`, async () => {
      const { context, page, problems } = await openAdmin(site, browser, width, 900);
      const screens: [string, string, string][] = [
        ['view-photos', 'admin-photos', 'Photos'],
        ['edit-pages', 'admin-edit-pages', 'Edit Pages'],
        ['edit-page/home', 'admin-edit-page-home', 'Edit Page: Home'],
        ['edit-page/about', 'admin-edit-page-about', 'Edit Page: About'],
        ['view-events', 'admin-events', 'Events'],
        ['add-event', 'admin-add-event', 'Add Event'],
      ];
      for (const [path, name, heading] of screens) {
        await page.goto(`${site.url}/admin-panel/${path}`);
        await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
        await page.waitForLoadState('networkidle');
        expect(await hasHorizontalScroll(page), `${path} at ${width}px`).toBe(false);
        await screenshot(page, `${name}-${width}`);
      }
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
