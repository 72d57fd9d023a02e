import { describe, expect, it } from 'vitest';
import { openAdmin } from './admin-helpers';
import { browserForThisFile, screenshot, siteForThisFile } from './support';

const site = siteForThisFile();
const browser = browserForThisFile();

describe('the admin asks before unsaved changes are lost', () => {
  for (const width of [390, 1366])
    it(`at ${width} px: a link away from an unsaved press photo credit asks, a reload asks, the kit's Save keeps the credit`, async () => {
      const admin = await site.admin();
      const photo = await site.request('POST', '/api/press/site/photos/create', {
        token: admin.token,
        body: {
          title: `Stage ${width}`,
          credit: '',
          usage: '',
          // a 1 x 1 PNG
          image:
            'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        },
      });
      expect(photo.status, photo.text).toBe(201);
      const { context, page } = await openAdmin(site, browser, width, 900);
      await page.goto(`${site.url}/admin-panel/press-kit/site`);
      const credit = page.getByLabel('Credit').last();
      await credit.fill('Jane Photographer');

      // a link of the admin: asked, and staying when declined
      const asked: string[] = [];
      page.once('dialog', (dialog) => (asked.push(dialog.message()), void dialog.dismiss()));
      await page.getByRole('link', { name: 'Back to the press kits' }).click();
      await expect.poll(() => asked).toEqual(['Leave this screen? Your unsaved changes will be lost.']);
      expect(new URL(page.url()).pathname).toBe('/admin-panel/press-kit/site');
      expect(await credit.inputValue()).toBe('Jane Photographer');
      await screenshot(page, `admin-unsaved-${width}`);

      // a reload: the browser's own question. Declined, the reload never happens, so nothing
      // waits for its load (that would be Playwright's whole navigation timeout): the test waits
      // for the question, and the reload left pending ends when the context closes.
      const question = page.waitForEvent('dialog');
      const reload = page.reload().catch(() => undefined);
      const unload = await question;
      expect(unload.type()).toBe('beforeunload');
      await unload.dismiss();

      // one Save for the kit keeps the credit
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.waitForURL(/\/admin-panel\/press-kits$/);
      const kit = (await site.request('GET', '/api/press/site')).body;
      expect(kit.photos.find((p: { _id: string }) => p._id === photo.body._id)?.credit).toBe('Jane Photographer');
      await context.close();
      await reload;
    });
});
