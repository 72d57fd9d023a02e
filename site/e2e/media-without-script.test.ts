import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seededForThisFile } from './fixtures';
import { browserForThisFile, newPage, pageScriptStarted, screenshot, siteForThisFile, watchConsole } from './support';

const site = siteForThisFile();
const browser = browserForThisFile();
const seeded = seededForThisFile(site);

/** A phone (or a laptop) with JavaScript off: what a visitor sees before or without the script. */
async function withoutScript<T>(width: number, run: (page: Page) => Promise<T>): Promise<T> {
  await seeded;
  const context = await browser.newContext({ viewport: { width, height: 844 }, javaScriptEnabled: false });
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

/** The providers' own pages answered here: the test leaves no machine. */
async function answerProviders(page: Page) {
  for (const host of [
    'www.youtube.com',
    'vimeo.com',
    'open.spotify.com',
    'www.youtube-nocookie.com',
    'player.vimeo.com',
  ])
    await page.route(`https://${host}/**`, (route) =>
      route.fulfill({ body: `<title>${host}</title><p>the provider's page</p>`, contentType: 'text/html' }),
    );
}

// issue 46, major 8: without script a video could not be watched (the preview was a button)
describe('videos, playlists and photos without script', () => {
  it('a video preview is a link to its YouTube or Vimeo page, which a tap opens (390 px, no JavaScript)', async () => {
    await withoutScript(390, async (page) => {
      await answerProviders(page);
      await page.goto(site.url + '/Video');
      const one = page.getByRole('link', { name: 'Play E2E Video One' });
      expect(await one.getAttribute('href')).toBe('https://www.youtube.com/watch?v=E2Evideo001');
      expect(await page.getByRole('link', { name: 'Play E2E Video Two' }).getAttribute('href')).toBe(
        'https://vimeo.com/76979871',
      );
      await screenshot(page, 'video-without-script-390');
      await one.click();
      await page.waitForURL('https://www.youtube.com/watch?v=E2Evideo001');
    });
  });

  it('a copy button is shown only with script: the calendar address stays in its field (390 px, no JavaScript)', async () => {
    await withoutScript(390, async (page) => {
      await page.goto(`${site.url}/cannonball-quintet`);
      const section = page.getByRole('region', { name: 'Cannonball Quintet shows in your calendar' });
      expect(await section.getByLabel('Calendar address').inputValue()).toBe(
        `${site.config.siteUrl}/cannonball-quintet.ics`,
      );
      // a button that would do nothing is not offered
      await section.locator('button', { hasText: 'Copy address' }).waitFor({ state: 'hidden' });
      expect(await section.getByRole('button').count()).toBe(0);
    });
  });

  it('a playlist preview is a link to its page (390 px, no JavaScript)', async () => {
    await withoutScript(390, async (page) => {
      await answerProviders(page);
      await page.goto(site.url + '/listen');
      const spotify = page.getByRole('link', { name: 'Play E2E Spotify playlist' });
      expect(await spotify.getAttribute('href')).toBe('https://open.spotify.com/playlist/E2Eplaylist00000001');
      await spotify.click();
      await page.waitForURL('https://open.spotify.com/playlist/E2Eplaylist00000001');
    });
  });

  it('a photo of the gallery is a link to its large image (390 px, no JavaScript)', async () => {
    await withoutScript(390, async (page) => {
      await page.goto(site.url + '/photos');
      await screenshot(page, 'photos-without-script-390', { fullPage: false });
      const first = page.locator('.gallery a.gallery-item').first();
      const href = (await first.getAttribute('href'))!;
      expect(href).toMatch(/^\/media\//);
      const answer = page.waitForResponse((response) => response.url() === site.url + href);
      await first.click();
      await page.waitForURL(site.url + href);
      expect((await answer).headers()['content-type']).toMatch(/^image\//);
    });
  });

  it('at 1366 px without script the previews and the photos read as before', async () => {
    await withoutScript(1366, async (page) => {
      await page.goto(site.url + '/Video');
      await screenshot(page, 'video-without-script-1366');
      await page.goto(site.url + '/photos');
      await screenshot(page, 'photos-without-script-1366', { fullPage: false });
      expect(await page.locator('.gallery a.gallery-item').count()).toBeGreaterThan(0);
    });
  });

  it('with script a tap still puts the player in place of the preview, and opens the lightbox on a photo', async () => {
    await seeded;
    const { context, page } = await newPage(browser, 390, 844);
    const problems = watchConsole(page);
    await answerProviders(page);
    await page.goto(site.url + '/Video');
    await pageScriptStarted(page);
    await page.getByRole('link', { name: 'Play E2E Video One' }).click();
    const frame = page.locator('.embed iframe').first();
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/E2Evideo001?autoplay=1');
    expect(page.url()).toBe(site.url + '/Video');
    await screenshot(page, 'video-with-script-390');

    await page.goto(site.url + '/photos');
    await pageScriptStarted(page);
    await page.locator('.gallery-item').first().click();
    await page.getByRole('dialog', { name: /^Photo 1 of / }).waitFor();
    expect(page.url()).toBe(site.url + '/photos');
    expect(problems).toEqual([]);
    await context.close();
  });
});
