import { randomBytes } from 'node:crypto';
import type { ApiClient } from '@jazz/client/api-client';
import { describe, expect, it, vi } from 'vitest';
import { EVENTS_TOKEN_KEY, SYNC_PAGE } from '../src/core/kinds/events-sync';
import { createMemoryStorage } from '../src/core/memory-storage';
import { refreshSiteSettings } from '../src/core/site-settings';
import { deskForThisFile, desktop, eventData } from './setup';

const desk = deskForThisFile();

/** The calls the desktop makes for shows: each changes request, and any whole-list read. */
function watched() {
  const changes: { since: string | undefined; limit: number | undefined }[] = [];
  let wholeLists = 0;
  const wrap = (api: ApiClient): ApiClient => ({
    ...api,
    events: {
      ...api.events,
      list: () => {
        wholeLists++;
        return api.events.list();
      },
      changes: (since, limit) => {
        changes.push({ since, limit });
        return api.events.changes(since, limit);
      },
    },
  });
  return { wrap, changes, wholeLists: () => wholeLists };
}

/** Shows written straight into the server's database, a day apart from `from`: an archive larger than one page. */
function seedArchive(count: number, title: string, from: string) {
  const insert = desk.server.db.prepare(
    `INSERT INTO events (id, group_name, venue, title, start_date, created_at, updated_at)
     VALUES (?, 'Cannonball Quintet', 'Radio Bean', ?, ?, ?, ?)`,
  );
  const stamp = new Date(Date.now() - 60_000).toISOString();
  desk.server.db.transaction(() => {
    for (let i = 0; i < count; i++)
      insert.run(
        randomBytes(12).toString('hex'),
        `${title} ${i}`,
        new Date(Date.parse(from) + i * 86_400_000).toISOString(),
        stamp,
        stamp,
      );
  })();
}

/** Lets the server's clock pass the last write (a changes answer lists what is older than its millisecond). */
async function clockPasses() {
  const written = Date.now();
  await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(written));
}

describe('the desktop keeps every show by changes since its last sync', () => {
  it('downloads the archive a page at a time once, then asks only for what changed', async () => {
    seedArchive(SYNC_PAGE + 150, 'Archive', '2010-01-01');
    const made = await desk.server.request('POST', '/api/events/create', {
      token: desk.admin.token,
      body: eventData('Sync: to edit'),
    });
    const doomed = await desk.server.request('POST', '/api/events/create', {
      token: desk.admin.token,
      body: eventData('Sync: to delete'),
    });
    await clockPasses();
    const watch = watched();
    const d = desktop(desk.gate.url, desk.admin.token, { wrap: watch.wrap });

    // the site's zone, as sign-in keeps it: the offline pages read days in it, not the machine's
    await refreshSiteSettings(d.api, d.storage);
    const first = await d.client.events.list();
    const server = (await desk.server.request('GET', '/api/events', { token: desk.admin.token })).body as {
      _id: string;
    }[];
    expect(first.map((e) => e._id).sort()).toEqual(server.map((e) => e._id).sort());
    // pages of SYNC_PAGE: the first without a token, the rest following it
    expect(watch.changes.length).toBeGreaterThanOrEqual(2);
    expect(watch.changes[0]).toEqual({ since: undefined, limit: SYNC_PAGE });
    expect(watch.changes.slice(1).every((c) => typeof c.since === 'string')).toBe(true);
    expect(watch.wholeLists()).toBe(0);

    // elsewhere: an edit, a deletion, a new show
    const { _id, id, updatedAt, seriesId, ...fields } = made.body;
    void [_id, id, updatedAt, seriesId];
    const edit = await desk.server.request('PUT', `/api/events/update/${made.body._id}`, {
      token: desk.admin.token,
      body: { eventComparatorData: made.body, eventData: { ...fields, title: 'Sync: edited elsewhere' } },
    });
    expect(edit.status, edit.text).toBe(200);
    await desk.server.request('DELETE', `/api/events/delete/${doomed.body._id}`, { token: desk.admin.token });
    await desk.server.request('POST', '/api/events/create', {
      token: desk.admin.token,
      body: eventData('Sync: added elsewhere'),
    });
    await clockPasses();

    const asked = watch.changes.length;
    const second = await d.client.events.list();
    // one request, with the token of the last sync
    expect(watch.changes.slice(asked)).toEqual([{ since: expect.any(String), limit: SYNC_PAGE }]);
    const titles = second.map((e) => e.title);
    expect(titles).toContain('Sync: edited elsewhere');
    expect(titles).toContain('Sync: added elsewhere');
    expect(titles).not.toContain('Sync: to delete');
    expect(titles).not.toContain('Sync: to edit');
    expect(second).toHaveLength(first.length + 1 - 1);

    // offline: the admin's pages come from the copy on this machine, with the server's rules
    await desk.gate.down();
    const page = await d.client.events.page({ q: 'archive', when: 'past', limit: 3 });
    const last = SYNC_PAGE + 149;
    expect(page.items.map((e) => e.title)).toEqual([last, last - 1, last - 2].map((n) => `Archive ${n}`));
    expect(page.next).toBe('3');
    const rest = await d.client.events.page({ q: 'archive', when: 'past', limit: 3, after: page.next! });
    expect(rest.items.map((e) => e.title)).toEqual([last - 3, last - 4, last - 5].map((n) => `Archive ${n}`));
    // Archive 3 starts at midnight UTC on January 4th: 7 PM on the 3rd in Vermont
    const day = await d.client.events.page({ from: '2010-01-03', to: '2010-01-03' });
    expect(day.items.map((e) => e.title)).toEqual(['Archive 3']);
    expect(day.next).toBeNull();
    // a show drafted offline is in the list at once
    await d.client.events.create(eventData('Sync: drafted offline'));
    expect((await d.client.events.page({ q: 'drafted offline' })).items).toHaveLength(1);
  });

  it('downloads anew when the server no longer knows the token (410)', async () => {
    // its own archive larger than one page, in years and words the other test's pages do not ask for
    seedArchive(SYNC_PAGE + 1, 'Redownloaded', '1990-01-01');
    const storage = createMemoryStorage();
    const watch = watched();
    const d = desktop(desk.gate.url, desk.admin.token, { storage, wrap: watch.wrap });
    await d.client.events.list();
    const old = Buffer.from(
      JSON.stringify([1, '', '', new Date(Date.now() - 120 * 86_400_000).toISOString()]),
    ).toString('base64url');
    await storage.setCache(EVENTS_TOKEN_KEY, old);
    const asked = watch.changes.length;
    const again = await d.client.events.list();
    expect(watch.changes[asked]).toEqual({ since: old, limit: SYNC_PAGE });
    expect(watch.changes[asked + 1]).toEqual({ since: undefined, limit: SYNC_PAGE });
    expect(again.length).toBeGreaterThan(SYNC_PAGE);
    expect(await storage.getCache(EVENTS_TOKEN_KEY)).not.toBe(old);
  });
});
