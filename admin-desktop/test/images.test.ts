import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { restartTestServer } from '@jazz/api/testing';
import { isBlobRef } from '../src/core/images';
import { createMemoryStorage } from '../src/core/memory-storage';
import type { DraftStorage } from '../src/core/outbox-types';
import { deskForThisFile, desktop } from './setup';

const desk = deskForThisFile();
let photo: string;
beforeAll(async () => {
  const png = await sharp({ create: { width: 64, height: 40, channels: 3, background: '#204060' } })
    .png()
    .toBuffer();
  photo = `data:image/png;base64,${png.toString('base64')}`;
});

/**
 * What a new launch of the desktop finds: the entries and the image bytes (with their type) as
 * they were written, in a storage of its own, none of the first launch's objects.
 */
async function relaunched(storage: DraftStorage & { blobCount(): number }) {
  const next = createMemoryStorage();
  for (const entry of await storage.listEntries()) {
    await next.putEntry(entry);
    const images = (entry as { data?: { images?: Record<string, unknown> } }).data?.images ?? {};
    for (const ref of Object.values(images).filter(isBlobRef)) {
      const blob = (await storage.getBlob(ref.$blob))!;
      await next.putBlob(ref.$blob, new Blob([await blob.arrayBuffer()], { type: blob.type }));
    }
  }
  expect(next.blobCount()).toBe(storage.blobCount());
  return next;
}

describe('group images drafted offline', () => {
  it('are kept as Blobs in the drafts storage, survive a restart of the desktop and of the server, and arrive with the group', async () => {
    const storage = createMemoryStorage();
    const first = desktop(desk.gate.url, desk.admin.token, { storage });
    await desk.gate.down();
    const draft = await first.client.groups.create({
      name: 'Train Band',
      description: 'Drafted offline',
      images: { a: photo },
    });
    expect(draft._id).toMatch(/^draft-/);
    const [entry] = await storage.listEntries();
    const stored = (entry as any).data.images.a;
    expect(isBlobRef(stored)).toBe(true);
    expect(storage.blobCount()).toBe(1);
    const blob = await storage.getBlob(stored.$blob);
    expect(blob?.type).toBe('image/png');
    // readable offline: the pending group shows its photo
    expect((await first.client.groups.get(draft._id)).images.a).toBe(photo);
    first.engine.stop();

    // a new launch over what the first one stored
    await desk.gate.up();
    const kept = await relaunched(storage);
    const second = desktop(desk.gate.url, desk.admin.token, { storage: kept });
    await second.outbox.load();
    expect(second.outbox.size).toBe(1);
    await second.engine.syncNow();
    expect(second.outbox.size).toBe(0);
    expect(kept.blobCount()).toBe(0);

    // and the server restarted on its data folder still serves the group with its image
    desk.server = await restartTestServer(desk.server);
    desk.gate.retarget(desk.server.url);

    const list = (await desk.server.request('GET', '/api/groups')).body as any[];
    const made = list.filter((g) => g.name === 'Train Band');
    expect(made).toHaveLength(1);
    const group = (await desk.server.request('GET', `/api/groups/edit/${made[0]._id}`)).body;
    const urls = Object.values(group.images) as string[];
    expect(urls).toHaveLength(1);
    const image = await fetch(new URL(urls[0]!, desk.server.url));
    expect(image.status).toBe(200);
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([64, 40]);
  });

  it('updates a group offline keeping its existing image URLs and adding the new photo', async () => {
    const storage = createMemoryStorage();
    const d = desktop(desk.gate.url, desk.admin.token, { storage });
    const group = await d.client.groups.create({ name: 'Edited Band', images: { a: photo } });
    const [existing] = Object.values(group.images);
    expect(existing).toMatch(/^\/media\//);
    await desk.gate.down();
    await d.client.groups.update(group._id, group, { name: 'Edited Band', images: { a: existing!, b: photo } });
    expect(storage.blobCount()).toBe(1);
    await desk.gate.up();
    await d.engine.syncNow();
    const after = (await desk.server.request('GET', `/api/groups/edit/${group._id}`)).body;
    expect(Object.keys(after.images).sort()).toEqual(['a', 'b']);
    expect(after.images.a).toBe(existing);
  });

  it('holds a change the server refuses (and what was built on it), sends the rest, and drops it on request', async () => {
    const d = desktop(desk.gate.url, desk.admin.token);
    const group = await d.client.groups.create({ name: 'Soon Gone' });
    await desk.gate.down();
    await d.client.groups.update(group._id, group, { name: 'Soon Gone, renamed' });
    await d.client.groups.update(group._id, { ...group, name: 'Soon Gone, renamed' }, { name: 'Renamed twice' });
    await d.client.events.create({
      group: 'Other',
      venue: 'Other venue',
      startDate: '2031-01-01T00:00:00Z',
      title: 'Independent',
    });
    await desk.gate.up();
    expect(
      (await desk.server.request('DELETE', `/api/groups/delete/${group._id}`, { token: desk.admin.token })).status,
    ).toBe(200);
    const state = await d.engine.syncNow();
    expect(state.blocked?.status).toBe('rejected');
    // the independent event did not wait for the refused group change; the second rename did
    const events = (await desk.server.request('GET', '/api/events')).body as any[];
    expect(events.filter((e) => e.title === 'Independent')).toHaveLength(1);
    expect(d.outbox.size).toBe(2);
    await d.engine.keepTheirs(state.blocked!.seq);
    // both group changes dropped
    expect(d.outbox.size).toBe(0);
  });
});
