import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEntry } from '../src/core/describe';
import { isBlobRef } from '../src/core/images';
import { createMemoryStorage } from '../src/core/memory-storage';
import { deskForThisFile, desktop, losingAnswers, until } from './setup';

const desk = deskForThisFile();
let image: string;
beforeAll(async () => {
  const png = await sharp({ create: { width: 48, height: 32, channels: 3, background: '#603020' } })
    .png()
    .toBuffer();
  image = `data:image/png;base64,${png.toString('base64')}`;
});

const serverPhotos = async () => (await desk.server.request('GET', '/api/photos')).body as any[];
const titled = async (title: string) => (await serverPhotos()).filter((p) => p.title === title);
/** A photo saved on the web admin (straight to the API). */
async function webPhoto(title: string) {
  const res = await desk.server.request('POST', '/api/photos/create', {
    token: desk.admin.token,
    body: { title, credit: 'Web', image },
  });
  expect(res.status).toBe(201);
  return res.body;
}
/** Three photos of a test's own on the server, so an order has something to move whatever ran before. */
async function threePhotos(prefix: string) {
  for (const n of ['one', 'two', 'three']) await webPhoto(`${prefix} ${n}`);
}
const webOrder = (ids: string[]) =>
  desk.server.request('PUT', '/api/photos/order', { token: desk.admin.token, body: { ids } });

describe('photos drafted offline', () => {
  it('keeps uploads, edits, deletions and an order made offline across a restart, and sends each once', async () => {
    const kept = await webPhoto('Offline: kept');
    const gone = await webPhoto('Offline: to delete');
    const storage = createMemoryStorage();
    const first = desktop(desk.gate.url, desk.admin.token, { storage });
    await first.client.photos.list();
    await desk.gate.down();

    const upload = await first.client.photos.create({ title: 'Offline: upload', credit: '', image });
    expect(upload._id).toMatch(/^draft-/);
    // an upload made offline, then edited offline: the edit depends on it
    await first.client.photos.update(upload._id, upload, { title: 'Offline: upload edited', credit: 'Train' });
    const dropped = await first.client.photos.create({ title: 'Offline: dropped', credit: '', image });
    await first.client.photos.delete(dropped._id);
    await first.client.photos.update(kept._id, kept, { title: 'Offline: kept', credit: 'Desk' });
    await first.client.photos.delete(gone._id);
    const shown = await first.client.photos.list();
    const ids = shown.map((p) => p._id);
    await first.client.photos.order([upload._id, ...ids.filter((id) => id !== upload._id)]);

    expect(first.outbox.size).toBe(7);
    expect(first.outbox.isPending('photo', upload._id)).toBe(true);
    const entry = first.outbox.entries()[0]!;
    expect(entry.op === 'photo.create' && isBlobRef(entry.data.image)).toBe(true);
    expect(storage.blobCount()).toBe(2);
    expect(first.outbox.entries().map((e) => describeEntry(e, (iso) => iso))).toEqual([
      'New photo “Offline: upload”',
      'Changes to the photo “Offline: upload edited”',
      'New photo “Offline: dropped”',
      'Deletion of the photo “Offline: dropped”',
      'Changes to the photo “Offline: kept”',
      'Deletion of the photo “Offline: to delete”',
      'New order of the photos',
    ]);
    // the grid offline: the drafts applied, the upload first and shown from its own bytes
    const offline = await first.client.photos.list();
    expect(offline[0]).toMatchObject({ _id: upload._id, title: 'Offline: upload edited', image });
    expect(offline.map((p) => p.title)).not.toContain('Offline: dropped');
    expect(offline.map((p) => p.title)).not.toContain('Offline: to delete');
    expect(offline.find((p) => p._id === kept._id)?.credit).toBe('Desk');
    first.engine.stop();

    // the app starts again over the same storage, with the server back
    await desk.gate.up();
    const second = desktop(desk.gate.url, desk.admin.token, { storage });
    await second.outbox.load();
    expect(second.outbox.size).toBe(7);
    await second.engine.syncNow();
    expect(second.outbox.size).toBe(0);
    expect(storage.blobCount()).toBe(0);

    const onServer = await serverPhotos();
    expect(await titled('Offline: upload')).toHaveLength(0);
    expect(await titled('Offline: upload edited')).toHaveLength(1);
    expect(onServer[0]).toMatchObject({ title: 'Offline: upload edited', credit: 'Train' });
    expect(await titled('Offline: dropped')).toHaveLength(0);
    expect(await titled('Offline: to delete')).toHaveLength(0);
    expect((await titled('Offline: kept'))[0].credit).toBe('Desk');
    // the draft's id now names the real photo
    expect((await second.client.photos.list())[0]!._id).toBe(onServer[0]._id);
  });

  it('uploads once when the answer to the first send was lost', async () => {
    let sends = 0;
    const d = desktop(desk.gate.url, desk.admin.token, {
      wrap: losingAnswers('photos', 'create', () => ++sends === 1),
    });
    await d.client.photos.list();
    await desk.gate.down();
    await d.client.photos.create({ title: 'Lost answer', credit: '', image });
    await desk.gate.up();
    await d.engine.syncNow();
    // the first try reached the server; the retry with the same key is answered from its record
    await until(() => d.outbox.size === 0);
    expect(sends).toBe(2);
    expect(await titled('Lost answer')).toHaveLength(1);
  });

  it('a refused upload holds only its own edit: the order and other photos still go out', async () => {
    const d = desktop(desk.gate.url, desk.admin.token);
    const seen = (await d.client.photos.list()).map((p) => p._id);
    await desk.gate.down();
    // bytes that are no image: the server refuses them (400), the draft itself is well formed
    const broken = await d.client.photos.create({
      title: 'Broken upload',
      credit: '',
      image: 'data:image/png;base64,AAAA',
    });
    await d.client.photos.update(broken._id, broken, { title: 'Broken upload, renamed', credit: '' });
    const fine = await d.client.photos.create({ title: 'Fine upload', credit: '', image });
    const shown = (await d.client.photos.list()).map((p) => p._id);
    await d.client.photos.order([fine._id, ...shown.filter((id) => id !== fine._id)]);
    await desk.gate.up();

    const state = await d.engine.syncNow();
    expect(state.blocked).toMatchObject({ op: 'photo.create', status: 'rejected' });
    expect(d.outbox.entries().map((e) => e.op)).toEqual(['photo.create', 'photo.update']);
    const fineOnServer = (await titled('Fine upload'))[0];
    expect((await serverPhotos()).map((p) => p._id)).toEqual([fineOnServer._id, ...seen]);

    await d.engine.keepTheirs(state.blocked!.seq);
    expect(d.outbox.size).toBe(0);
    expect(await titled('Broken upload, renamed')).toHaveLength(0);
    expect((await serverPhotos()).map((p) => p._id)).toEqual([fineOnServer._id, ...seen]);
  });

  it('holds an edit that conflicts with a web edit, and its later edit; other photos still go out', async () => {
    const contested = await webPhoto('Contested photo');
    const other = await webPhoto('Other photo');
    const d = desktop(desk.gate.url, desk.admin.token);
    await d.client.photos.list();
    await desk.gate.down();
    const mine = await d.client.photos.update(contested._id, contested, { title: 'Desk title', credit: 'Web' });
    await d.client.photos.update(contested._id, mine, { title: 'Desk title 2', credit: 'Desk' });
    await d.client.photos.update(other._id, other, { title: 'Other photo', credit: 'Desk' });
    const web = await desk.server.request('PUT', `/api/photos/update/${contested._id}`, {
      token: desk.admin.token,
      body: { photoComparatorData: contested, photoData: { title: 'Web title', credit: 'Web' } },
    });
    expect(web.status).toBe(200);
    await desk.gate.up();

    const state = await d.engine.syncNow();
    expect(state.blocked).toMatchObject({ op: 'photo.update', id: contested._id, status: 'conflict' });
    expect(state.blocked?.current).toMatchObject({ title: 'Web title' });
    expect(await titled('Web title')).toHaveLength(1);
    expect((await titled('Other photo'))[0].credit).toBe('Desk');
    // the later edit of the same photo waits behind the conflict
    expect(d.outbox.entries().map((e) => e.op)).toEqual(['photo.update', 'photo.update']);

    await d.engine.keepMine(state.blocked!.seq);
    expect(d.outbox.size).toBe(0);
    expect((await titled('Desk title 2'))[0].credit).toBe('Desk');
  });

  it('holds an order made offline when the photos were reordered elsewhere; "keep theirs" keeps the web order', async () => {
    // three at least: of two, the web's order (the last first) would be the reversed order drafted
    await threePhotos('Order');
    const d = desktop(desk.gate.url, desk.admin.token);
    const seen = (await d.client.photos.list()).map((p) => p._id);
    await desk.gate.down();
    await d.client.photos.order([...seen].reverse());
    const web = [seen.at(-1)!, ...seen.slice(0, -1)];
    expect((await webOrder(web)).status).toBe(200);
    await desk.gate.up();

    const state = await d.engine.syncNow();
    expect(state.blocked).toMatchObject({ op: 'photo.order', status: 'conflict' });
    expect((await serverPhotos()).map((p) => p._id)).toEqual(web);

    await d.engine.keepTheirs(state.blocked!.seq);
    expect(d.outbox.size).toBe(0);
    expect((await serverPhotos()).map((p) => p._id)).toEqual(web);
    await desk.gate.down();
    expect((await d.client.photos.list()).map((p) => p._id)).toEqual(web);
  });

  it('"keep mine" on an order conflict puts the photos in the order drafted offline', async () => {
    // three at least: of two, the first two swapped would be the reversed order the web sends
    await threePhotos('Keep mine');
    const d = desktop(desk.gate.url, desk.admin.token);
    const seen = (await d.client.photos.list()).map((p) => p._id);
    await desk.gate.down();
    const mine = [seen[1]!, seen[0]!, ...seen.slice(2)];
    await d.client.photos.order(mine);
    expect((await webOrder([...seen].reverse())).status).toBe(200);
    await desk.gate.up();

    const state = await d.engine.syncNow();
    expect(state.blocked).toMatchObject({ op: 'photo.order', status: 'conflict' });
    await d.engine.keepMine(state.blocked!.seq);
    expect(d.outbox.size).toBe(0);
    expect((await serverPhotos()).map((p) => p._id)).toEqual(mine);
  });

  it('sends an order once when its answer was lost (no conflict with itself), photos added meanwhile last', async () => {
    let sends = 0;
    await threePhotos('Lost order');
    const d = desktop(desk.gate.url, desk.admin.token, { wrap: losingAnswers('photos', 'order', () => ++sends === 1) });
    const seen = (await d.client.photos.list()).map((p) => p._id);
    await desk.gate.down();
    const wanted = [...seen.slice(1), seen[0]!];
    await d.client.photos.order(wanted);
    // added while the desktop can not reach the server (the web admin goes straight to the API)
    const added = await webPhoto('Added on the web meanwhile');
    await desk.gate.up();

    await d.engine.syncNow();
    await until(() => d.outbox.size === 0);
    expect(sends).toBe(2);
    expect(d.engine.getState().blocked).toBeNull();
    expect((await serverPhotos()).map((p) => p._id)).toEqual([...wanted, added._id]);
  });

  it('sends an order again when a photo was added on the web between its read and its write', async () => {
    await threePhotos('Racing');
    let racing = true;
    const d = desktop(desk.gate.url, desk.admin.token, {
      wrap: (api) => ({
        ...api,
        photos: {
          ...api.photos,
          list: async () => {
            const list = await api.photos.list();
            if (racing && d.engine.getState().syncing) {
              racing = false;
              await webPhoto('Added between read and write');
            }
            return list;
          },
        },
      }),
    });
    const seen = (await d.client.photos.list()).map((p) => p._id);
    await desk.gate.down();
    const wanted = [seen.at(-1)!, ...seen.slice(0, -1)];
    await d.client.photos.order(wanted);
    await desk.gate.up();

    const state = await d.engine.syncNow();
    expect(racing).toBe(false);
    expect(state.blocked).toBeNull();
    expect(d.outbox.size).toBe(0);
    const added = (await titled('Added between read and write'))[0];
    expect((await serverPhotos()).map((p) => p._id)).toEqual([...wanted, added._id]);
  });
});
