import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { desktopForThisFile, screenshot } from './support';

// Images seen once are shown again with the API stopped (preview in Chromium, main's handler).
const { api, preview, page, problems } = desktopForThisFile();

const go = (path: string) => page.goto(`${preview.url}/#/admin-panel/${path}`);

describe('desktop admin: images already seen, offline', () => {
  it('View Photos shows the photos seen online after a reload with the API stopped', async () => {
    const png = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#803050' } })
      .png()
      .toBuffer();
    const created = await api.request(
      'POST',
      '/api/photos/create',
      { title: 'Seen once', image: `data:image/png;base64,${png.toString('base64')}` },
      await api.token(),
    );
    expect(created.status).toBe(201);
    // as in the app, whose app:// answers Chromium does not keep: no browser cache to fall back
    // on (a route turns Playwright's cache off)
    await page.route('**/media/**', (route) => route.continue());
    await go('view-photos');
    const images = page.getByRole('list', { name: 'Photos in display order' }).locator('img');
    const loaded = () =>
      images.evaluateAll((list) => list.filter((img) => (img as HTMLImageElement).naturalWidth > 0).length);
    await expect.poll(() => images.count()).toBeGreaterThan(0);
    const count = await images.count();
    await expect.poll(loaded).toBe(count);

    await api.stop();
    await page.reload();
    await expect.poll(() => images.count()).toBe(count);
    await expect.poll(loaded).toBe(count);
    await screenshot(page, 'photos-offline');
    await api.start();
    expect(problems.filter((p) => !/Failed to load resource|net::ERR/.test(p))).toEqual([]);
  });
});
