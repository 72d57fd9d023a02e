import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@jazz/client/api-client';
import { createMemoryStorage } from '../src/core/memory-storage';
import { createOfflineClient } from '../src/core/offline-client';
import { Outbox } from '../src/core/outbox';
import { SyncEngine } from '../src/core/sync';
import { desktop, deskForThisFile, eventData } from './setup';

// A conflict resolves field by field; what did not conflict is kept; a discarded draft can be restored for 30 days.
const desk = deskForThisFile();
const DAY = 24 * 3600_000;
let photos: string[];
beforeAll(async () => {
  photos = await Promise.all(
    ['#204060', '#602040', '#406020', '#a0a0a0'].map(async (background) => {
      const png = await sharp({ create: { width: 48, height: 32, channels: 3, background } })
        .png()
        .toBuffer();
      return `data:image/png;base64,${png.toString('base64')}`;
    }),
  );
});

const group = async (id: string) => (await desk.server.request('GET', `/api/groups/edit/${id}`)).body;
const event = async (id: string) =>
  (await desk.server.request('GET', `/api/events/edit/${id}`, { token: desk.admin.token })).body;

/** A desktop whose restore bin runs on a clock the test moves. */
function clocked(now: { at: number }) {
  const api = createApiClient({ baseURL: desk.gate.url, timeoutMs: 5000 });
  api.setToken(desk.admin.token);
  const storage = createMemoryStorage();
  const outbox = new Outbox(storage);
  const engine = new SyncEngine(outbox, api, { baseDelayMs: 20, maxDelayMs: 100, now: () => now.at });
  return { storage, outbox, engine, client: createOfflineClient(api, outbox, engine) };
}

describe('deciding a conflict on the desktop', () => {
  it('"Keep theirs" takes their description and keeps the 4 photos uploaded offline; the description can be restored', async () => {
    const d = desktop(desk.gate.url, desk.admin.token);
    const seen = await d.client.groups.create({ name: 'Offline Photos Band', description: 'First words' });
    await desk.gate.down();
    const images = Object.fromEntries(photos.map((photo, i) => [`p${i}`, photo]));
    await d.client.groups.update(seen._id, seen, { name: seen.name, description: 'Desk words', images });
    const web = await desk.server.request('PUT', `/api/groups/update/${seen._id}`, {
      token: desk.admin.token,
      body: { groupComparatorData: seen, groupData: { name: seen.name, description: 'Web words' } },
    });
    expect(web.status).toBe(200);
    await desk.gate.up();

    const state = await d.engine.syncNow();
    expect(state.blocked?.status).toBe('conflict');
    expect(state.blocked?.conflicts).toEqual(['description']);
    const after = await d.engine.keepTheirs(state.blocked!.seq);
    expect(after.blocked).toBeNull();
    expect(d.outbox.size).toBe(0);
    const kept = await group(seen._id);
    expect(kept.description).toBe('Web words');
    expect(Object.keys(kept.images).sort()).toEqual(['p0', 'p1', 'p2', 'p3']);

    // the given-up description waits in the bin, and comes back over the server's version
    const [bin] = await d.engine.discarded();
    expect(bin?.fields).toEqual(['description']);
    await d.engine.restore(bin!.id);
    expect(d.outbox.size).toBe(0);
    const restored = await group(seen._id);
    expect(restored.description).toBe('Desk words');
    expect(Object.keys(restored.images).sort()).toEqual(['p0', 'p1', 'p2', 'p3']);
    expect(await d.engine.discarded()).toEqual([]);
  });

  it('takes mine for one field and theirs for another', async () => {
    const d = desktop(desk.gate.url, desk.admin.token);
    const seen = await d.client.events.create(eventData('Field by field'));
    await desk.gate.down();
    await d.client.events.update(
      seen._id,
      seen,
      eventData('Field by field', { venue: 'Desk venue', location: 'Desk town', price: '$20' }),
    );
    const web = await desk.server.request('PUT', `/api/events/update/${seen._id}`, {
      token: desk.admin.token,
      body: {
        eventComparatorData: seen,
        eventData: eventData('Field by field', { venue: 'Web venue', location: 'Web town' }),
      },
    });
    expect(web.status).toBe(200);
    await desk.gate.up();
    const state = await d.engine.syncNow();
    expect([...(state.blocked?.conflicts ?? [])].sort()).toEqual(['location', 'venue']);
    await d.engine.resolve(state.blocked!.seq, { venue: 'mine', location: 'theirs' });
    expect(await event(seen._id)).toMatchObject({ venue: 'Desk venue', location: 'Web town', price: '$20' });
  });

  it('keeps a dropped change for 30 days, its drafted images too, then forgets it', async () => {
    const now = { at: Date.now() };
    const d = clocked(now);
    const seen = await d.client.groups.create({ name: 'Refused Band' });
    await desk.gate.down();
    await d.client.groups.update(seen._id, seen, { name: 'Refused Band', images: { a: photos[0]! } });
    await desk.gate.up();
    expect(
      (await desk.server.request('DELETE', `/api/groups/delete/${seen._id}`, { token: desk.admin.token })).status,
    ).toBe(200);
    const state = await d.engine.syncNow();
    expect(state.blocked?.status).toBe('rejected');
    await d.engine.keepTheirs(state.blocked!.seq);
    expect(d.outbox.size).toBe(0);
    expect(d.storage.blobCount()).toBe(1);
    now.at += 29 * DAY;
    expect(await d.engine.discarded()).toHaveLength(1);
    now.at += 2 * DAY;
    expect(await d.engine.discarded()).toEqual([]);
    expect(d.storage.blobCount()).toBe(0);
  });

  it('restores a dropped draft as it was', async () => {
    const d = desktop(desk.gate.url, desk.admin.token);
    const seen = await d.client.events.create(eventData('Dropped then wanted'));
    await desk.gate.down();
    await d.client.events.update(seen._id, seen, eventData('Dropped then wanted', { venue: 'Desk venue' }));
    await desk.gate.up();
    const theirs = await desk.server.request('PUT', `/api/events/update/${seen._id}`, {
      token: desk.admin.token,
      body: { eventComparatorData: seen, eventData: eventData('Dropped then wanted', { venue: 'Web venue' }) },
    });
    expect(theirs.status).toBe(200);
    const state = await d.engine.syncNow();
    await d.engine.keepTheirs(state.blocked!.seq);
    expect((await event(seen._id)).venue).toBe('Web venue');
    const [bin] = await d.engine.discarded();
    await d.engine.restore(bin!.id);
    expect((await event(seen._id)).venue).toBe('Desk venue');
  });
});

describe('the status bar knows', () => {
  it('says offline when the server stops answering, before any save, and online again when it is back', async () => {
    const api = createApiClient({ baseURL: desk.gate.url, timeoutMs: 2000 });
    api.setToken(desk.admin.token);
    const engine = new SyncEngine(new Outbox(createMemoryStorage()), api, {
      baseDelayMs: 20,
      maxDelayMs: 50,
      heartbeatMs: 30,
    });
    try {
      await vi.waitFor(() => expect(engine.getState().online).toBe(true));
      await desk.gate.down();
      await vi.waitFor(() => expect(engine.getState().online).toBe(false));
      expect(engine.getState().pending).toBe(0);
      await desk.gate.up();
      await vi.waitFor(() => expect(engine.getState().online).toBe(true));
    } finally {
      engine.stop();
    }
  });
});
