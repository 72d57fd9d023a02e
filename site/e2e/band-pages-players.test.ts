import { QUARTET } from '@jazz/contracts/bands';
import { beforeAll, describe, expect, it } from 'vitest';
import { pngDataUrl, savePage } from './fixtures';
import { browserForThisFile, createEvent, newPage, screenshot, siteForThisFile, watchConsole } from './support';

/**
 * Every band page (the fixed ones and /groups/{id}) shows the same parts;
 * players have their provider's size and the preview's words are never cut; the
 * player's address is computed by the server and is in the page's HTML.
 */
const site = siteForThisFile();
const browser = browserForThisFile();
const DAY = 24 * 3600_000;
const BANDCAMP =
  'https://bandcamp.com/EmbeddedPlayer/album=1234567890/size=large/bgcol=ffffff/linkcol=0687f5/tracklist=false/artwork=small/transparent=true/';
const paths: Record<string, string> = {};

beforeAll(async () => {
  const { token } = await site.admin();
  await savePage(site, token, 'bands', { bands: [{ name: 'E2E Other Band', url: 'https://other-band.example' }] });
  const groups = (await site.request('GET', '/api/groups')).body as { _id: string; name: string }[];
  const fields = (name: string) => ({
    name,
    description: `The words of ${name}.`,
    images: { one: '' },
    // a pasted Bandcamp embed code, as Share / Embed gives it
    playlistUrl: `<iframe style="border: 0; width: 100%; height: 120px;" src="${BANDCAMP}" seamless></iframe>`,
    videos: [
      { title: `${name} live`, url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s', caption: 'At the club' },
    ],
  });
  for (const name of [QUARTET.name, 'E2E Parts Trio']) {
    const image = await pngDataUrl('#06c', 400, 200);
    const found = groups.find((group) => group.name === name);
    const body = { ...fields(name), images: { one: image } };
    const res = found
      ? await site.request('PUT', `/api/groups/update/${found._id}`, {
          token,
          body: {
            groupComparatorData: (await site.request('GET', `/api/groups/edit/${found._id}`)).body,
            groupData: body,
          },
        })
      : await site.request('POST', '/api/groups/create', { token, body });
    expect(res.status, res.text).toBeLessThan(300);
    paths[name] = name === QUARTET.name ? QUARTET.path : `/groups/${(res.body as { _id: string })._id}`;
    await createEvent(site, token, {
      title: `${name} spring show`,
      group: name.toUpperCase(),
      startDate: new Date(Date.now() + 12 * DAY).toISOString(),
    });
  }
});

describe('band pages', () => {
  it('show description, images, shows, playlist and videos on the quartet page and /groups/{id} alike', async () => {
    for (const [name, path] of Object.entries(paths)) {
      const html = await (await fetch(site.url + path)).text();
      expect(html, path).toContain(`The words of ${name}.`);
      expect(html, path).toContain(`${name} spring show`);
      // the player addresses are in the page's HTML, computed by the server
      expect(html, path).toContain(`data-src="${BANDCAMP}"`);
      expect(html, path).toContain(
        'data-src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&amp;start=42"',
      );
    }
    const { context, page } = await newPage(browser);
    const problems = watchConsole(page);
    for (const path of Object.values(paths)) {
      await page.goto(site.url + path);
      await expect.poll(() => page.locator('.group-images img').count(), { message: path }).toBe(1);
      expect(await page.locator('.group-description').count(), path).toBe(1);
      expect(await page.locator('.show-title').allTextContents(), path).toHaveLength(1);
      expect(await page.locator('.embed-playlist').count(), path).toBe(1);
      expect(await page.locator('.video .embed-video').count(), path).toBe(1);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a server group sits after the external links in the BANDS menu', async () => {
    const html = await (await fetch(site.url + '/')).text();
    const menu = html.slice(html.indexOf('dropdown-list'));
    const group = menu.indexOf(`href="${paths['E2E Parts Trio']}"`);
    const external = menu.indexOf('href="https://other-band.example"');
    // SPEC's order, kept by docs/product.md: the fixed bands, the external links, then server groups
    expect(external).toBeGreaterThan(0);
    expect(group).toBeGreaterThan(external);
  });
});

describe("a Bandcamp player's size", () => {
  for (const width of [390, 1366]) {
    it(`is Bandcamp's 120 px, and the preview's words are not cut (${width} px)`, async () => {
      const { context, page } = await newPage(browser, width, 900);
      await page.goto(site.url + paths['E2E Parts Trio']);
      const box = page.locator('.embed-playlist');
      await box.scrollIntoViewIfNeeded();
      const inside = await box.evaluate((embed) => {
        const outer = embed.getBoundingClientRect();
        return [...embed.querySelectorAll('.facade-title, .facade-note, .facade-play')].every((part) => {
          const r = part.getBoundingClientRect();
          return r.top >= outer.top && r.bottom <= outer.bottom && r.left >= outer.left && r.right <= outer.right;
        });
      });
      expect(inside).toBe(true);
      expect((await box.boundingBox())!.height).toBeLessThanOrEqual(120);
      await screenshot(page, `band-player-${width}`);
      await box.locator('.facade').click();
      await expect.poll(() => box.locator('iframe').getAttribute('src')).toBe(BANDCAMP);
      expect(Math.round((await box.boundingBox())!.height)).toBe(120);
      await context.close();
    });
  }
});
