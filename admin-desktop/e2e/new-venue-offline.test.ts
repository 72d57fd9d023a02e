import { describe, expect, it } from 'vitest';
import { desktopForThisFile, screenshot } from './support';

const { api, preview, page, problems } = desktopForThisFile();

const go = (path: string) => page.goto(`${preview.url}/#/admin-panel/${path}`);
const pending = () => page.getByTestId('pending-count');

describe('desktop admin: a show at a NEW venue drafted offline', () => {
  it('saves the venue and the show offline, and sends both in order, the show with the venue’s real id', async () => {
    await go('add-event');
    // the status bar's; the form's setlist editor has a live region of its own
    const connection = page.getByLabel('Sync status').getByRole('status');
    await expect.poll(() => connection.textContent()).toBe('Online');

    await api.stop();
    await go('view-events');
    await go('add-event');
    await page.getByLabel('Title').fill('Opening night offline');
    await page.getByLabel('Group', { exact: true }).fill('Whitesell Brothers Quartet');
    await page.getByLabel('Venue', { exact: true }).fill('The New Room');
    await page.getByLabel('Location').fill('Winooski, VT');
    await page.getByRole('button', { name: 'Save “The New Room” as a venue' }).click();
    // the drafted venue is chosen for the show at once
    await page.getByText('its details fill the fields below').waitFor();
    const date = page.getByLabel('Start Date & Time');
    await date.fill('June 12, 2031 8:00 PM');
    await date.press('Escape');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.waitForURL(/view-events/);
    await expect.poll(() => pending().textContent()).toBe('2 pending changes');
    await screenshot(page, 'offline-new-venue-draft');

    await api.start();
    await expect.poll(() => pending().textContent(), { timeout: 20_000 }).toBe('All changes saved on the server');
    const venues = ((await api.request('GET', '/api/venues')).body as any[]).filter((v) => v.name === 'The New Room');
    expect(venues).toHaveLength(1);
    expect(venues[0]).toMatchObject({ city: 'Winooski', region: 'VT' });
    const sent = ((await api.request('GET', '/api/events')).body as any[]).filter(
      (e) => e.title === 'Opening night offline',
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ venueId: venues[0]._id, venue: 'The New Room', location: 'Winooski, VT' });
    expect(problems.filter((p) => !/Failed to load resource|ERR_CONNECTION_REFUSED/.test(p))).toEqual([]);
  });
});
