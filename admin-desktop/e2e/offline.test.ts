import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { startGate } from '../test/gate';
import { conflictShown, desktopForThisFile, screenshot } from './support';

const { api, preview, page, problems } = desktopForThisFile();

const go = (path: string) => page.goto(`${preview.url}/#/admin-panel/${path}`);
const pending = () => page.getByTestId('pending-count');
const eventsOnServer = async (title: string) =>
  ((await api.request('GET', '/api/events')).body as any[]).filter((e) => e.title === title);

async function addEvent(title: string, venue: string) {
  await go('add-event');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Group', { exact: true }).fill('Whitesell Brothers Quartet');
  await page.getByLabel('Venue', { exact: true }).fill(venue);
  const date = page.getByLabel('Start Date & Time');
  await date.fill('May 3, 2031 8:00 PM');
  await date.press('Escape');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.waitForURL(/view-events/);
}

describe('desktop admin offline (preview in Chromium, real API stopped and started)', () => {
  it('keeps drafts made while the API is down across a reload and sends each once when it is back', async () => {
    await go('view-events');
    await expect.poll(() => page.getByRole('status').textContent()).toBe('Online');
    await api.stop();

    await addEvent('Offline gig one', 'Radio Bean');
    await addEvent('Offline gig two', 'Nectars');
    await expect.poll(() => pending().textContent()).toBe('2 pending changes');
    await expect.poll(() => page.getByRole('status').textContent()).toBe('Offline');
    await expect.poll(() => page.getByText('Offline gig one').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('(not yet synced)').count()).toBe(2);
    await screenshot(page, 'offline-drafts');

    await page.reload();
    await expect.poll(() => pending().textContent()).toBe('2 pending changes');
    await expect.poll(() => page.getByText('Offline gig two').count()).toBeGreaterThan(0);

    await api.start();
    // sync starts by itself once the server answers (the poll), no click needed
    await expect.poll(() => pending().textContent(), { timeout: 20_000 }).toBe('All changes saved on the server');
    expect(await eventsOnServer('Offline gig one')).toHaveLength(1);
    expect(await eventsOnServer('Offline gig two')).toHaveLength(1);
    await page.getByRole('button', { name: 'Sync now' }).click();
    await page.reload();
    await expect.poll(() => page.getByText('Offline gig one').count()).toBeGreaterThan(0);
    expect(await eventsOnServer('Offline gig one')).toHaveLength(1);
    await screenshot(page, 'synced');
    expect(problems).toEqual([]);
  });

  it('shows a conflict with a newer web edit and leaves the web edit in place after "Keep theirs"', async () => {
    const token = await api.token();
    const created = await api.request(
      'POST',
      '/api/events/create',
      {
        group: 'Cannonball Quintet',
        venue: 'Original venue',
        title: 'Contested show',
        startDate: '2031-06-01T00:00:00.000Z',
      },
      token,
    );
    expect(created.status).toBe(201);
    const seen = created.body;
    await go(`edit-event?id=${seen._id}`);
    const venue = page.getByLabel('Venue', { exact: true });
    await expect.poll(() => venue.inputValue()).toBe('Original venue');

    await api.stop();
    await venue.fill('Desktop venue');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/view-events/);
    await expect.poll(() => pending().textContent()).toBe('1 pending change');
    // what was on the server before going offline is still readable
    await expect.poll(() => page.getByText('Desktop venue').count()).toBeGreaterThan(0);

    // The web edit lands first: the desktop's way to the server stays cut while the API is back.
    const cut = await startGate(api.url);
    await cut.down();
    await preview.setTarget(cut.url);
    await api.start();
    const { _id: _i, id: _d, updatedAt: _u, ...data } = seen;
    const web = await api.request(
      'PUT',
      `/api/events/update/${seen._id}`,
      { eventComparatorData: seen, eventData: { ...data, venue: 'Web venue' } },
      token,
    );
    expect(web.status).toBe(200);
    await preview.setTarget(api.url);
    await cut.close();

    const conflict = await conflictShown(page, 'event', /Venue/, /Web venue.*Desktop venue/);
    await screenshot(page, 'conflict');
    expect((await api.request('GET', `/api/events/edit/${seen._id}`, undefined, token)).body.venue).toBe('Web venue');

    await conflict.getByRole('button', { name: 'Keep theirs' }).click();
    await expect.poll(() => pending().textContent()).toBe('All changes saved on the server');
    expect((await api.request('GET', `/api/events/edit/${seen._id}`, undefined, token)).body.venue).toBe('Web venue');
    await page.reload();
    await expect.poll(() => page.getByText('Web venue').count()).toBeGreaterThan(0);
    // the screens show theirs; the given-up venue waits only in "Recently discarded"
    expect(await page.locator('.admin-main').getByText('Desktop venue').count()).toBe(0);
    await page.getByText('Recently discarded (1)').waitFor();
  });

  it('sends a group with a photo drafted offline, photo included, after a restart of the page', async () => {
    const photo = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#c08030' } })
      .png()
      .toBuffer();
    await api.stop();
    await go('add-group');
    await page.getByLabel('Name').fill('Offline Trio');
    await page.getByLabel('Description').fill('Formed on a train.');
    await page
      .locator('input[name="images"]')
      .setInputFiles({ name: 'trio.png', mimeType: 'image/png', buffer: photo });
    await expect.poll(() => page.getByRole('list', { name: 'Selected images' }).getByRole('listitem').count()).toBe(1);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.waitForURL(/view-groups/);
    await expect.poll(() => pending().textContent()).toBe('1 pending change');

    await page.reload();
    await expect.poll(() => pending().textContent()).toBe('1 pending change');
    await expect.poll(() => page.getByText('Offline Trio').count()).toBeGreaterThan(0);

    await api.start();
    await expect.poll(() => pending().textContent(), { timeout: 20_000 }).toBe('All changes saved on the server');
    const groups = ((await api.request('GET', '/api/groups')).body as any[]).filter((g) => g.name === 'Offline Trio');
    expect(groups).toHaveLength(1);
    const group = (await api.request('GET', `/api/groups/edit/${groups[0]._id}`)).body;
    const images = Object.values(group.images) as string[];
    expect(images).toHaveLength(1);
    const image = await fetch(new URL(images[0]!, api.url));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([120, 80]);
    await screenshot(page, 'group-synced');
    expect(problems).toEqual([]);
  });
});
