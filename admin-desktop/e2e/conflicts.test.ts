import { describe, expect, it } from 'vitest';
import { startGate } from '../test/gate';
import { desktopForThisFile, screenshot } from './support';

// Conflicts decided field by field, two at once, and a given-up field restored (preview in Chromium).
const { api, preview, page, problems } = desktopForThisFile({ context: { viewport: { width: 1366, height: 1000 } } });

const go = (path: string) => page.goto(`${preview.url}/#/admin-panel/${path}`);
const pending = () => page.getByTestId('pending-count').textContent();

describe('desktop admin: deciding conflicts', () => {
  it('shows two conflicts at once, decides one field by field, keeps theirs in the other, and restores a given-up field', async () => {
    const token = await api.token();
    const create = async (title: string) => {
      const res = await api.request(
        'POST',
        '/api/events/create',
        {
          group: 'Cannonball Quintet',
          venue: 'Original venue',
          location: 'Burlington, VT',
          title,
          startDate: '2031-07-01T00:00:00.000Z',
        },
        token,
      );
      expect(res.status).toBe(201);
      return res.body;
    };
    const first = await create('First contested');
    const second = await create('Second contested');

    // a new screen each time (through the list), not the last edit form kept for another show
    const open = async (seen: { _id: string }) => {
      await go('view-events');
      await page.getByRole('heading', { name: 'Events' }).waitFor();
      await go(`edit-event?id=${seen._id}`);
    };
    const editOffline = async (seen: { _id: string }, venue: string, location?: string) => {
      await open(seen);
      const field = page.getByLabel('Venue', { exact: true });
      await expect.poll(() => field.inputValue()).toBe('Original venue');
      await field.fill(venue);
      if (location) await page.getByLabel('Location', { exact: true }).fill(location);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.waitForURL(/view-events/);
    };
    await go('view-events');
    await expect.poll(() => page.getByRole('status').first().textContent()).toBe('Online');
    // seen once online, so the desktop keeps them to edit offline
    for (const seen of [first, second]) {
      await open(seen);
      await expect.poll(() => page.getByLabel('Venue', { exact: true }).inputValue()).toBe('Original venue');
    }
    // both drafted offline
    await api.stop();
    await editOffline(first, 'Desk venue one', 'Desk town');
    await editOffline(second, 'Desk venue two');
    await expect.poll(pending).toBe('2 pending changes');

    const cut = await startGate(api.url);
    await cut.down();
    await preview.setTarget(cut.url);
    await api.start();
    for (const [seen, extra] of [
      [first, { venue: 'Web venue one', location: 'Web town' }],
      [second, { venue: 'Web venue two' }],
    ] as const) {
      const now = (await api.request('GET', `/api/events/edit/${seen._id}`, undefined, token)).body;
      const { _id: _i, id: _d, updatedAt: _u, ...data } = now;
      const web = await api.request(
        'PUT',
        `/api/events/update/${seen._id}`,
        { eventComparatorData: now, eventData: { ...data, ...extra } },
        token,
      );
      expect(web.status).toBe(200);
    }
    await preview.setTarget(api.url);
    await cut.close();

    const panels = page.getByRole('region', { name: /Conflict: this event was changed elsewhere/ });
    await expect.poll(() => panels.count(), { timeout: 20_000 }).toBe(2);
    await screenshot(page, 'two-conflicts');

    const one = panels.filter({ hasText: 'Web venue one' });
    await one.getByRole('group', { name: 'Keep for Venue' }).getByLabel('Server').check();
    await one.getByRole('group', { name: 'Keep for Location' }).getByLabel('Mine').check();
    await one.getByRole('button', { name: 'Keep these choices' }).click();
    await panels.filter({ hasText: 'Web venue two' }).getByRole('button', { name: 'Keep theirs' }).click();
    await expect.poll(pending).toBe('All changes saved on the server');
    const stored = async (id: string) => (await api.request('GET', `/api/events/edit/${id}`, undefined, token)).body;
    expect(await stored(first._id)).toMatchObject({ venue: 'Web venue one', location: 'Desk town' });
    expect((await stored(second._id)).venue).toBe('Web venue two');

    // what was given up waits 30 days
    await page.getByText('Recently discarded (2)').click();
    const bin = page.getByRole('list', { name: 'Recently discarded' });
    await screenshot(page, 'discarded');
    await bin
      .getByRole('listitem')
      .filter({ hasText: 'your venue' })
      .first()
      .getByRole('button', { name: 'Restore' })
      .click();
    await expect
      .poll(
        async () =>
          (await stored(second._id)).venue === 'Desk venue two' || (await stored(first._id)).venue === 'Desk venue one',
      )
      .toBe(true);
    await expect.poll(pending).toBe('All changes saved on the server');
    expect(problems).toEqual([]);
  });
});
