import { FIXED_BANDS } from '@jazz/contracts/bands';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { pngDataUrl } from './fixtures';
import { browserForThisFile, hasHorizontalScroll, newPage, screenshot, siteForThisFile, watchConsole } from './support';

/**
 * A group's page shows small images at their natural size (a 10 x 10 upload
 * became an 850 px block) and keeps the description's paragraphs and line breaks. The generic
 * page /groups/{id} and the two fixed band pages render the same way.
 */
const site = siteForThisFile();
const browser = browserForThisFile();
const paths: string[] = [];

const DESCRIPTION = 'First line\nsecond line of the same paragraph.\n\nA second paragraph, <b>not bold</b>.';

beforeAll(async () => {
  const { token } = await site.admin();
  const images = { small: await pngDataUrl('#c00', 10, 10), large: await pngDataUrl('#06c', 1200, 600) };
  const groups = (await site.request('GET', '/api/groups')).body as { _id: string; name: string }[];
  const names = ['E2E Tiny Image Trio', ...FIXED_BANDS.map((band) => band.name)];
  for (const name of names) {
    const found = groups.find((group) => group.name === name);
    const res = found
      ? await site.request('PUT', `/api/groups/update/${found._id}`, {
          token,
          body: {
            groupComparatorData: (await site.request('GET', `/api/groups/edit/${found._id}`)).body,
            groupData: { name, description: DESCRIPTION, images },
          },
        })
      : await site.request('POST', '/api/groups/create', { token, body: { name, description: DESCRIPTION, images } });
    expect(res.status, `${name}: ${res.text}`).toBeLessThan(300);
    const band = FIXED_BANDS.find((fixed) => fixed.name === name);
    paths.push(band ? band.path : `/groups/${(res.body as { _id: string })._id}`);
  }
});

/** Each image of the page once loaded: its rendered width, natural width and its column's width. */
async function imageSizes(page: Page) {
  const images = page.locator('.group-images img');
  await expect.poll(() => images.count()).toBe(2);
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
  return images.evaluateAll((all) =>
    all.map((img) => ({
      rendered: img.getBoundingClientRect().width,
      natural: (img as HTMLImageElement).naturalWidth,
      column: img.parentElement!.clientWidth,
    })),
  );
}

describe('group pages in Chromium', () => {
  it('show a 10 x 10 image at 10 px and a large one at most at its natural size, inside the column', async () => {
    const { context, page } = await newPage(browser);
    const problems = watchConsole(page);
    for (const path of paths) {
      await page.goto(site.url + path);
      const [small, large] = await imageSizes(page);
      expect(small, path).toEqual({ rendered: 10, natural: 10, column: small!.column });
      expect(large!.natural, path).toBeGreaterThan(10);
      expect(large!.rendered, path).toBe(Math.min(large!.natural, large!.column));
    }
    await screenshot(page, 'group-images-desktop');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('fit a phone (390 px): the large image shrinks to the column, the small one stays small', async () => {
    const { context, page } = await newPage(browser, 390, 844);
    for (const path of paths) {
      await page.goto(site.url + path);
      const [small, large] = await imageSizes(page);
      expect(small!.rendered, path).toBe(10);
      expect(large!.rendered, path).toBe(large!.column);
      expect(large!.rendered, path).toBeLessThan(390);
      expect(await hasHorizontalScroll(page), path).toBe(false);
    }
    await context.close();
  });

  it('keep the paragraphs and line breaks of the description, as plain text', async () => {
    const { context, page } = await newPage(browser);
    for (const path of paths) {
      await page.goto(site.url + path);
      const paragraphs = page.locator('.group-description');
      await expect.poll(() => paragraphs.count(), { message: path }).toBe(2);
      expect(await paragraphs.first().innerText(), path).toBe('First line\nsecond line of the same paragraph.');
      expect(await paragraphs.first().locator('br').count(), path).toBe(1);
      expect(await paragraphs.nth(1).textContent(), path).toBe('A second paragraph, <b>not bold</b>.');
      expect(await page.locator('.group-description b').count(), path).toBe(0);
    }
    await context.close();
  });
});
