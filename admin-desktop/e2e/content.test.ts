import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { startGate } from '../test/gate';
import { conflictShown, desktopForThisFile, screenshot } from './support';

// The site's pages and photos edited in the desktop app while the API is stopped.
const { api, preview, page, problems } = desktopForThisFile();

const go = (path: string) => page.goto(`${preview.url}/#/admin-panel/${path}`);
const pending = () => page.getByTestId('pending-count').textContent();
const status = () => page.getByRole('status').textContent();
const arrived = (method: string, path: string) =>
  api.requests.filter((r) => r.method === method && r.path === path).map((r) => r.status);

describe('desktop admin: pages and photos drafted while the API is stopped (preview in Chromium)', () => {
  it('The same page edit made in the desktop app while the API is stopped arrives once the API is back', async () => {
    const bio = 'Biography written on the train, with the API stopped.';
    await go('edit-pages');
    await expect.poll(status).toBe('Online');
    await api.stop();

    // Edit Pages and the About form open offline, from what the sign-in cached
    await page.getByRole('link', { name: 'About', exact: true }).click();
    const field = page.getByLabel('Biography');
    await expect.poll(() => field.inputValue()).not.toBe('');
    await field.fill(bio);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/edit-pages/);
    await expect.poll(pending).toBe('1 pending change');
    await expect.poll(status).toBe('Offline');
    await page.getByText('Show what waits to be sent').click();
    expect(await page.getByText('Changes to the page “About”').count()).toBe(1);
    await screenshot(page, 'page-edit-offline');

    await api.start();
    // the poll finds the server and sends the change by itself
    await expect.poll(pending, { timeout: 20_000 }).toBe('All changes saved on the server');
    expect((await api.request('GET', '/api/pages/about')).body.bio).toBe(bio);
    const about = await fetch(`${api.url}/about`);
    expect(about.status).toBe(200);
    expect(await about.text()).toContain(bio);
    // the API's log is read from its output as it comes: wait for the line, then it must be the only one
    await expect.poll(() => arrived('PUT', '/api/pages/update/about')).toEqual([200]);

    // nothing is sent again: not by Sync now, not after the app opens again
    await page.getByRole('button', { name: 'Sync now' }).click();
    await page.reload();
    await expect.poll(pending).toBe('All changes saved on the server');
    await page.getByRole('link', { name: 'About', exact: true }).click();
    await expect.poll(() => page.getByLabel('Biography').inputValue()).toBe(bio);
    expect(arrived('PUT', '/api/pages/update/about')).toEqual([200]);
    expect(problems).toEqual([]);
  });

  it('a photo uploaded while the API is stopped shows as pending, survives a reload and arrives once', async () => {
    const photo = await sharp({ create: { width: 90, height: 60, channels: 3, background: '#305070' } })
      .png()
      .toBuffer();
    const before = ((await api.request('GET', '/api/photos')).body as any[]).length;
    await go('view-photos');
    await expect.poll(status).toBe('Online');
    await api.stop();
    await page.reload();

    // View Photos opens offline, from what the sign-in cached
    const cards = page.getByRole('list', { name: 'Photos in display order' }).getByRole('listitem');
    await expect.poll(() => cards.count()).toBe(before);
    await page
      .locator('input[name="photos"]')
      .setInputFiles({ name: 'train_gig.png', mimeType: 'image/png', buffer: photo });
    await expect.poll(pending).toBe('1 pending change');
    await expect.poll(() => cards.count()).toBe(before + 1);
    const drafted = cards.last();
    expect(await drafted.getByText('(not yet synced)').count()).toBe(1);
    // an upload has no title until the owner writes one, not its file's name
    expect(await drafted.locator('input[name="title"]').inputValue()).toBe('');
    await screenshot(page, 'photo-offline');

    await page.reload();
    await expect.poll(pending).toBe('1 pending change');
    await expect.poll(() => cards.count()).toBe(before + 1);
    await expect.poll(() => cards.last().locator('input[name="title"]').inputValue()).toBe('');

    await api.start();
    await expect.poll(pending, { timeout: 20_000 }).toBe('All changes saved on the server');
    const sent = ((await api.request('GET', '/api/photos')).body as any[]).filter((p) => p.title === '');
    expect(sent).toHaveLength(1);
    const image = await fetch(new URL(sent[0].image, api.url));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);
    await expect.poll(() => arrived('POST', '/api/photos/create')).toEqual([201]);
    // the grid now shows the server's photo, no longer pending
    await expect.poll(() => page.getByText('(not yet synced)').count()).toBe(0);
    await expect.poll(() => cards.count()).toBe(before + 1);
    await screenshot(page, 'photo-synced');
    expect(problems).toEqual([]);
  });

  it('a photo title edited offline and changed on the web meanwhile is held as a conflict; "Keep theirs" keeps the web title', async () => {
    const token = await api.token();
    const photo = ((await api.request('GET', '/api/photos')).body as any[])[0];
    await go('view-photos');
    await expect.poll(status).toBe('Online');
    const title = page.getByLabel('Title of photo 1', { exact: true });
    await expect.poll(() => title.inputValue()).toBe(photo.title);
    await api.stop();
    await title.fill('Desk title');
    await page.getByRole('button', { name: 'Save photo 1', exact: true }).click();
    await expect.poll(pending).toBe('1 pending change');
    await expect.poll(() => page.getByText('(not yet synced)').count()).toBe(1);

    // The web edit lands first: the desktop's way to the server stays cut while the API is back.
    const cut = await startGate(api.url);
    await cut.down();
    await preview.setTarget(cut.url);
    await api.start();
    const web = await api.request(
      'PUT',
      `/api/photos/update/${photo._id}`,
      { photoComparatorData: photo, photoData: { title: 'Web title', credit: photo.credit } },
      token,
    );
    expect(web.status).toBe(200);
    await preview.setTarget(api.url);
    await cut.close();

    const conflict = await conflictShown(page, 'photo', /Title/, /Web title.*Desk title/);
    await screenshot(page, 'photo-conflict');
    const onServer = async () => ((await api.request('GET', '/api/photos')).body as any[])[0];
    expect((await onServer()).title).toBe('Web title');

    await conflict.getByRole('button', { name: 'Keep theirs' }).click();
    await expect.poll(pending).toBe('All changes saved on the server');
    expect((await onServer()).title).toBe('Web title');
    await expect.poll(() => title.inputValue()).toBe('Web title');
    expect(problems).toEqual([]);
  });
});
