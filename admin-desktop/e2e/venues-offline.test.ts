import { describe, expect, it } from 'vitest';
import { desktopForThisFile, screenshot } from './support';

const { api, preview, page, problems } = desktopForThisFile();

const go = (path: string) => page.goto(`${preview.url}/#/admin-panel/${path}`);
const pending = () => page.getByTestId('pending-count');

describe('desktop admin: a show at a saved venue', () => {
  it('drafts a new show at a saved venue offline, and sends it with its venue when the server is back', async () => {
    const token = await api.token();
    const venue = await api.request(
      'POST',
      '/api/venues/create',
      { name: 'Radio Bean', address: '8 N Winooski Ave', city: 'Burlington', region: 'VT' },
      token,
    );
    expect(venue.status).toBe(201);
    // seen once online: the saved venues are kept for offline work
    await go('add-event');
    // the status bar's; the form's setlist editor has a live region of its own
    const connection = page.getByLabel('Sync status').getByRole('status');
    await expect.poll(() => connection.textContent()).toBe('Online');
    await page.getByLabel('Find a venue').fill('bean');
    await page.getByRole('button', { name: 'Radio Bean (Burlington, VT)' }).waitFor();

    await api.stop();
    await go('view-events');
    await go('add-event');
    await page.getByLabel('Title').fill('Offline at the Bean');
    await page.getByLabel('Group', { exact: true }).fill('Whitesell Brothers Quartet');
    await page.getByLabel('Find a venue').fill('bean');
    await page.getByRole('button', { name: 'Radio Bean (Burlington, VT)' }).click();
    expect(await page.getByLabel('Location').inputValue()).toBe('Burlington, VT');
    expect(await page.getByLabel('Address').inputValue()).toBe('8 N Winooski Ave');
    const date = page.getByLabel('Start Date & Time');
    await date.fill('May 8, 2031 8:00 PM');
    await date.press('Escape');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.waitForURL(/view-events/);
    await expect.poll(() => pending().textContent()).toBe('1 pending change');
    await expect.poll(() => page.getByText('Offline at the Bean').count()).toBeGreaterThan(0);
    await screenshot(page, 'offline-venue-draft');

    await api.start();
    await expect.poll(() => pending().textContent(), { timeout: 20_000 }).toBe('All changes saved on the server');
    const sent = ((await api.request('GET', '/api/events')).body as any[]).filter(
      (e) => e.title === 'Offline at the Bean',
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ venueId: venue.body._id, venue: 'Radio Bean', location: 'Burlington, VT' });
    expect(problems.filter((p) => !/Failed to load resource|ERR_CONNECTION_REFUSED/.test(p))).toEqual([]);
  });
});
