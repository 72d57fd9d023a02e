import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { describeEntry } from '../src/core/describe';
import { desktop, deskForThisFile } from './setup';

const desk = deskForThisFile();

/** The titles of a press kit's photos on the server, in their order. */
const serverPhotos = async (key = 'site') =>
  ((await desk.server.request('GET', `/api/press/${key}`)).body.photos as { _id: string; title: string }[]).map(
    (p) => p.title,
  );
/** A band of its own, so a test has a press kit no other test writes to. */
async function bandKit(name: string) {
  const band = await desk.server.request('POST', '/api/groups/create', {
    token: desk.admin.token,
    body: { name, description: 'Plays.', images: {} },
  });
  expect(band.status).toBe(201);
  return band.body._id as string;
}
const jpeg = async (background: string) =>
  `data:image/jpeg;base64,${(
    await sharp({ create: { width: 60, height: 40, channels: 3, background } })
      .jpeg()
      .toBuffer()
  ).toString('base64')}`;

describe('press photos edited, deleted and reordered offline', () => {
  it('edits a photo whose upload has not been sent yet, deletes and reorders, and sends it all in order', async () => {
    const d = desktop(desk.gate.url, desk.admin.token);
    const first = await d.client.press.photos.create('site', { title: 'First', image: await jpeg('#123') });
    const second = await d.client.press.photos.create('site', { title: 'Second', image: await jpeg('#456') });
    const gone = await d.client.press.photos.create('site', { title: 'To delete', image: await jpeg('#789') });
    expect(first._id).not.toMatch(/^draft-/);
    await d.client.press.get('site');

    await desk.gate.down();
    const drafted = await d.client.press.photos.create('site', { title: 'Road', image: await jpeg('#a52') });
    expect(drafted._id).toMatch(/^draft-/);
    await d.client.press.photos.update('site', drafted._id, drafted, { title: 'Road, retitled', credit: 'Crew' });
    await d.client.press.photos.delete('site', gone._id);
    await d.client.press.photos.order('site', [drafted._id, second._id, first._id]);
    expect(d.outbox.entries().map((e) => describeEntry(e, (s) => s))).toEqual([
      'New press photo “Road”',
      'Changes to the press photo “Road, retitled”',
      'Deletion of the press photo “To delete”',
      'New order of the press photos',
    ]);
    // shown at once, offline
    expect((await d.client.press.get('site')).photos.map((p) => p.title)).toEqual([
      'Road, retitled',
      'Second',
      'First',
    ]);

    await desk.gate.up();
    await d.engine.syncNow();
    expect(d.outbox.size).toBe(0);
    expect(await serverPhotos()).toEqual(['Road, retitled', 'Second', 'First']);
    const kit = (await desk.server.request('GET', '/api/press/site')).body;
    expect(kit.photos[0]).toMatchObject({ credit: 'Crew' });
  });

  it('holds a press photo edit changed elsewhere as a conflict', async () => {
    // the band's kit, not the musician's: the other test counts the photos of the site's kit
    const key = await bandKit('Contested Photo Trio');
    const d = desktop(desk.gate.url, desk.admin.token);
    const photo = await d.client.press.photos.create(key, { title: 'Contested', image: await jpeg('#333') });
    await desk.gate.down();
    await d.client.press.photos.update(key, photo._id, photo, { title: 'Desktop title' });
    const web = await desk.server.request('PUT', `/api/press/${key}/photos/update/${photo._id}`, {
      token: desk.admin.token,
      body: { photoComparatorData: photo, photoData: { title: 'Web title' } },
    });
    expect(web.status).toBe(200);
    await desk.gate.up();
    const state = await d.engine.syncNow();
    expect(state.blocked).toMatchObject({ op: 'press.photoUpdate', status: 'conflict', conflicts: ['title'] });
    expect(await serverPhotos(key)).toEqual(['Web title']);
  });
});
