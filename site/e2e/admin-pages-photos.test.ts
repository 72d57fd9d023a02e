import { QUINTET } from '@jazz/contracts/bands';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { toneWav } from '../../api/src/audio/wav';
import { answerNextDialog, openAdmin, pngFile, rowWith, signInAsAdmin } from './admin-helpers';
import { browserForThisFile, hasHorizontalScroll, newPage, screenshot, siteForThisFile, watchConsole } from './support';

const site = siteForThisFile();
const browser = browserForThisFile();

const UNSAVED = 'Are you sure you want to go back? Any unsaved changes will be lost.';

interface ApiPhoto {
  _id: string;
  title: string;
  credit: string;
}
const photoTitles = async () => ((await site.request('GET', '/api/photos')).body as ApiPhoto[]).map((p) => p.title);

/**
 * The photos of the public /photos page, freshly loaded in the browser: their titles in order,
 * once each has loaded (an image that does not load fails the check).
 */
async function publicPhotos(page: Page): Promise<string[]> {
  await page.goto(`${site.url}/photos`);
  await page.getByRole('heading', { name: 'Photos', exact: true }).waitFor();
  const images = page.locator('.gallery img');
  await expect
    .poll(() => images.evaluateAll((all) => all.every((img) => (img as HTMLImageElement).complete)))
    .toBe(true);
  const loaded = await images.evaluateAll((all) => all.map((img) => (img as HTMLImageElement).naturalWidth > 0));
  expect(loaded.every(Boolean)).toBe(true);
  return images.evaluateAll((all) => all.map((img) => img.getAttribute('alt') ?? ''));
}

/** The titles of the admin's photo grid, in order (each card's Title field). */
const gridTitles = (page: Page) =>
  page
    .locator('.photo-card input[name="title"]')
    .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));

describe('the admin edits the pages', () => {
  it('edits the biography and a link of the About page; a row error shows beside its field; Back asks first', async () => {
    const { context, page, problems } = await openAdmin(site, browser);
    await page.getByRole('link', { name: 'Edit Pages' }).click();
    await page.waitForURL(`${site.url}/admin-panel/edit-pages`);
    await page.locator('.admin-pages').getByRole('link', { name: 'About', exact: true }).click();
    await page.waitForURL(`${site.url}/admin-panel/edit-page/about`);
    // the title follows a client-side navigation in an effect, a moment after the URL
    await expect.poll(() => page.title()).toMatch(/^Edit Page \|/);

    const bio = page.getByLabel('Biography');
    await bio.waitFor();
    await bio.fill('E2E biography: first paragraph.\n\nA second paragraph, <b>not bold</b>.');

    // Back with a change asks; dismissing keeps the form as it is
    const asked = answerNextDialog(page, false);
    await page.getByRole('button', { name: 'Back' }).click();
    expect(await asked).toBe(UNSAVED);
    expect(page.url()).toBe(`${site.url}/admin-panel/edit-page/about`);

    await page.getByRole('button', { name: 'Add link' }).click();
    const links = page.getByRole('group', { name: 'Links', exact: true });
    const row = links.getByRole('group').last();
    await row.getByLabel('Name', { exact: true }).fill('E2E Label');
    await row.getByLabel('Link', { exact: true }).fill('not a web address');
    await page.getByRole('button', { name: 'Save' }).click();
    const address = row.getByLabel('Link', { exact: true });
    await expect.poll(() => address.getAttribute('aria-invalid')).toBe('true');
    await row.getByText('Address must be a web address starting with https:// or http://.').waitFor();
    expect(await address.evaluate((el) => el === document.activeElement)).toBe(true);
    await address.fill('https://example.com/e2e-label');
    // the new row moves to the top with the keyboard
    const count = await links.getByRole('group').count();
    for (let n = count; n > 1; n--) await page.getByRole('button', { name: `Move link ${n} up` }).press('Enter');
    await screenshot(page, 'admin-edit-page-about');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`${site.url}/admin-panel/edit-pages`);

    const about = (await site.request('GET', '/api/pages/about')).body;
    expect(about.bio).toBe('E2E biography: first paragraph.\n\nA second paragraph, <b>not bold</b>.');
    expect(about.links[0]).toEqual({ name: 'E2E Label', url: 'https://example.com/e2e-label' });

    // the public page shows it at once: two paragraphs, the markup as text, the new link first
    await page.goto(`${site.url}/about`);
    await page.getByRole('heading', { name: /^About\b/ }).waitFor();
    expect(await page.locator('main p').allTextContents()).toEqual([
      'E2E biography: first paragraph.',
      'A second paragraph, <b>not bold</b>.',
    ]);
    expect(await page.locator('main b').count()).toBe(0);
    const link = page.locator('main').getByRole('link', { name: 'E2E Label' });
    expect(await link.getAttribute('href')).toBe('https://example.com/e2e-label');
    expect(await page.locator('main li a').first().textContent()).toBe('E2E Label');

    expect(problems).toEqual([]);
    await context.close();
  });

  it('adds a track to the Listen page with an uploaded audio file', async () => {
    const { context, page, problems } = await openAdmin(site, browser);
    await page.goto(`${site.url}/admin-panel/edit-page/listen`);
    await page.getByRole('button', { name: 'Add track' }).click();
    const tracks = page.getByRole('group', { name: 'Tracks', exact: true });
    const row = tracks.getByRole('group').last();
    await row.getByLabel('Title', { exact: true }).fill('E2E Tone');
    await row.getByLabel('Audio file', { exact: true }).setInputFiles({
      name: 'e2e-tone.wav',
      mimeType: 'audio/wav',
      buffer: toneWav([440], 0.1, 8000),
    });
    await row.getByText('New file (saved with the page):').waitFor();
    await row.getByText('e2e-tone.wav').waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`${site.url}/admin-panel/edit-pages`);
    const listen = (await site.request('GET', '/api/pages/listen')).body;
    const track = listen.tracks.at(-1);
    expect(track.title).toBe('E2E Tone');
    expect(track.audio).toMatch(/\/audio\/[^/]+\.wav$/);
    expect((await site.request('GET', new URL(track.audio, site.url).pathname)).status).toBe(200);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('works on a phone (390 px): the Lessons form without sideways scrolling', async () => {
    const { context, page } = await openAdmin(site, browser, 390, 844);
    await page.goto(`${site.url}/admin-panel/edit-page/lessons`);
    await page.getByLabel('Description').waitFor();
    await page.getByRole('button', { name: 'Add testimonial' }).click();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await screenshot(page, 'admin-edit-page-lessons-phone');
    await context.close();
  });
});

describe('the admin photo grid', () => {
  it('uploads three photos, reorders them (buttons and drag), edits a title in place and deletes one', async () => {
    const { context, page } = await newPage(browser);
    const problems = watchConsole(page);
    // the visitor's tab, beside the admin's
    const visitor = await context.newPage();
    const visitorProblems = watchConsole(visitor);
    await signInAsAdmin(site, page);
    await page.getByRole('link', { name: 'View Photos' }).click();
    await page.waitForURL(`${site.url}/admin-panel/view-photos`);
    const before = await photoTitles();
    await expect.poll(async () => (await gridTitles(page)).length).toBe(before.length);

    await page
      .locator('input[name="photos"]')
      .setInputFiles([
        await pngFile('e2e-red.png', '#c00'),
        await pngFile('e2e-green.png', '#0a0'),
        await pngFile('e2e-blue.png', '#00c'),
      ]);
    // An upload has no title: not its file's name
    await expect.poll(() => gridTitles(page), { timeout: 30_000 }).toEqual([...before, '', '', '']);
    expect(await photoTitles()).toEqual([...before, '', '', '']);
    const n = before.length;
    // each title is saved when its card is left, without a Save
    for (const [i, name] of ['e2e red', 'e2e green', 'e2e blue'].entries())
      await page.getByRole('textbox', { name: `Title of photo ${n + i + 1}` }).fill(name);
    await page.getByRole('heading', { name: 'Photos', level: 1 }).click();
    await expect.poll(photoTitles).toEqual([...before, 'e2e red', 'e2e green', 'e2e blue']);
    expect(await publicPhotos(visitor)).toEqual([...before, 'e2e red', 'e2e green', 'e2e blue']);

    // the keyboard's way: blue one place earlier
    await page.getByRole('button', { name: `Move photo ${n + 3} earlier` }).press('Enter');
    await expect.poll(photoTitles).toEqual([...before, 'e2e red', 'e2e blue', 'e2e green']);
    expect(await publicPhotos(visitor)).toEqual([...before, 'e2e red', 'e2e blue', 'e2e green']);
    // the mouse's way: green dragged onto red's place
    await page.getByRole('img', { name: 'e2e green' }).dragTo(page.getByRole('img', { name: 'e2e red' }));
    await expect.poll(photoTitles).toEqual([...before, 'e2e green', 'e2e red', 'e2e blue']);
    expect(await gridTitles(page)).toEqual(await photoTitles());
    expect(await publicPhotos(visitor)).toEqual([...before, 'e2e green', 'e2e red', 'e2e blue']);

    // a title edited in place
    const title = page.getByRole('textbox', { name: `Title of photo ${n + 2}` });
    await title.fill('E2E Red Sunset');
    await page.getByRole('textbox', { name: `Credit of photo ${n + 2}` }).fill('Photo: E2E');
    await page.getByRole('button', { name: `Save photo ${n + 2}` }).click();
    await expect.poll(photoTitles).toEqual([...before, 'e2e green', 'E2E Red Sunset', 'e2e blue']);
    expect(await publicPhotos(visitor)).toEqual([...before, 'e2e green', 'E2E Red Sunset', 'e2e blue']);
    await screenshot(page, 'admin-view-photos');

    const asked = answerNextDialog(page, true);
    await page.getByRole('button', { name: `Delete photo ${n + 1}` }).click();
    expect(await asked).toBe('Are you sure you want to delete this photo?');
    await expect.poll(photoTitles).toEqual([...before, 'E2E Red Sunset', 'e2e blue']);
    await expect.poll(() => gridTitles(page)).toEqual([...before, 'E2E Red Sunset', 'e2e blue']);
    expect(await publicPhotos(visitor)).toEqual([...before, 'E2E Red Sunset', 'e2e blue']);
    await screenshot(visitor, 'public-photos-after-admin');

    expect(problems).toEqual([]);
    expect(visitorProblems).toEqual([]);
    await context.close();
  });
});

describe('a fixed band page follows the admin', () => {
  it('refuses a file that only looks like an image, says why, and offers no Try again', async () => {
    const { context, page } = await openAdmin(site, browser);
    await page.goto(`${site.url}/admin-panel/view-photos`);
    const before = await photoTitles();
    await page
      .locator('input[name="photos"]')
      .setInputFiles({ name: 'e2e-fake.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not really a JPEG') });
    const upload = page
      .getByRole('list', { name: 'Uploads' })
      .getByRole('listitem')
      .filter({ hasText: 'e2e-fake.jpg' });
    await upload.getByRole('alert').waitFor();
    expect(await upload.getByRole('alert').textContent()).toMatch(/^Images must be image files/);
    // the server refused the file itself: sending it again can not help
    expect(await upload.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    await upload.getByRole('button', { name: 'Dismiss' }).click();
    await expect.poll(() => upload.count()).toBe(0);
    expect(await photoTitles()).toEqual(before);
    await context.close();
  });

  it('editing the Cannonball Quintet group in the admin changes /cannonball-quintet', async () => {
    // the quintet's server group (a fresh test database has none: made as the seed would)
    const admin = await site.admin();
    const groups = (await site.request('GET', '/api/groups')).body as { _id: string; name: string }[];
    if (!groups.some((group) => group.name === QUINTET.name)) {
      const made = await site.request('POST', '/api/groups/create', {
        token: admin.token,
        body: { name: QUINTET.name, description: 'The quintet before the edit.', images: {} },
      });
      expect(made.status).toBe(201);
    }
    const { context, page, problems } = await openAdmin(site, browser);
    await page.goto(`${site.url}${QUINTET.path}`);
    await page.getByRole('heading', { name: QUINTET.name, exact: true }).waitFor();
    const imagesBefore = await page.locator('.group-images img').count();

    await page.goto(`${site.url}/admin-panel/view-groups`);
    await rowWith(page, QUINTET.name).getByRole('link', { name: 'Edit' }).click();
    const description = page.getByLabel('Description');
    await description.waitFor();
    await description.fill('Quintet words from the admin.\n\nA second paragraph, <i>as typed</i>.');
    await page.locator('input[name="images"]').setInputFiles([await pngFile('e2e-quintet.png', '#a60')]);
    await expect.poll(() => page.locator('.image-previews img').count()).toBe(imagesBefore + 1);
    await page.getByLabel('Playlist URL').fill('https://open.spotify.com/playlist/E2Equintet00000000001');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`${site.url}/admin-panel/view-groups`);

    await page.goto(`${site.url}${QUINTET.path}`);
    await page.getByRole('heading', { name: QUINTET.name, exact: true }).waitFor();
    expect(await page.locator('.group-description').allTextContents()).toEqual([
      'Quintet words from the admin.',
      'A second paragraph, <i>as typed</i>.',
    ]);
    const images = page.locator('.group-images img');
    expect(await images.count()).toBe(imagesBefore + 1);
    const last = images.last();
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => last.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.getByRole('link', { name: `Play ${QUINTET.name} playlist` }).waitFor();
    await screenshot(page, 'admin-edited-quintet-page');
    expect(problems).toEqual([]);
    await context.close();
  });
});
