import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { adminForThisFile, serverForThisFile } from './harness';

const server = serverForThisFile();
const admin = adminForThisFile(server);

const png = (color: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
    .png()
    .toBuffer();
const dataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`;

async function create(body: Record<string, unknown>) {
  const res = await server.request('POST', '/api/groups/create', { token: admin.token, body });
  expect(res.status).toBe(201);
  return res.body;
}
const update = (id: string, groupComparatorData: unknown, groupData: unknown) =>
  server.request('PUT', `/api/groups/update/${id}`, { token: admin.token, body: { groupComparatorData, groupData } });
const read = async (id: string) => (await server.request('GET', `/api/groups/edit/${id}`)).body;

describe('updating a group', () => {
  it('keeps an existing URL, drops a removed key, adds an upload, in the order sent', async () => {
    const group = await create({
      name: 'Quartet',
      description: 'Four.',
      images: { one: dataUrl(await png('#a00')), two: dataUrl(await png('#0a0')) },
    });
    const res = await update(group.id, group, {
      name: 'Quartet II',
      description: 'Still four.',
      images: { added: dataUrl(await png('#00a')), one: group.images.one },
      id: group.id,
    });
    expect(res.status).toBe(200);
    expect(res.body.name).toBe('Quartet II');
    expect(Object.keys(res.body.images)).toEqual(['added', 'one']);
    expect(res.body.images.one).toBe(group.images.one);
    expect(res.body.images.added).toMatch(/^\/media\/[0-9a-f]{64}-1600\.webp$/);
    expect(await read(group.id)).toEqual(res.body);
    // the dropped image belonged to nobody else: its files are collected
    expect((await server.request('GET', group.images.two)).status).toBe(404);
    expect((await server.request('GET', group.images.one)).status).toBe(200);
  });

  it('accepts the absolute form of a URL the group has', async () => {
    const group = await create({ name: 'Absolute', images: { a: dataUrl(await png('#123')) } });
    const res = await update(group.id, group, { name: 'Absolute', images: { a: server.url + group.images.a } });
    expect(res.status).toBe(200);
    expect(res.body.images).toEqual(group.images);
  });

  it('rejects the URL of an image this group does not have, and changes nothing', async () => {
    const other = await create({ name: 'Other', images: { theirs: dataUrl(await png('#777')) } });
    const group = await create({ name: 'Mine' });
    for (const url of [other.images.theirs, '/media/' + 'a'.repeat(64) + '-1600.webp', 'https://x.test/cat.png']) {
      const res = await update(group.id, group, { name: 'Mine 2', images: { stolen: url } });
      expect(res.status).toBe(400);
      expect(res.body.images).toMatch(/stolen/);
    }
    const create400 = await server.request('POST', '/api/groups/create', {
      token: admin.token,
      body: { name: 'Copycat', images: { a: other.images.theirs } },
    });
    expect(create400.status).toBe(400);
    expect(create400.body).toHaveProperty('images');
    expect(await read(group.id)).toEqual(group);
  });

  it('answers 409 with the current group when the comparator is stale, writing nothing', async () => {
    const group = await create({ name: 'Quintet', description: 'v1', images: { a: dataUrl(await png('#abc')) } });
    const first = await update(group.id, group, { name: 'Quintet', description: 'v2', images: group.images });
    expect(first.status).toBe(200);
    const stale = await update(group.id, group, {
      name: 'Overwrite',
      description: 'v3',
      images: { b: dataUrl(await png('#def')) },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toEqual(first.body);
    expect(await read(group.id)).toEqual(first.body);
    // an image comparator that differs is a conflict too
    const images = await update(group.id, { ...first.body, images: {} }, { name: 'Quintet' });
    expect(images.status).toBe(409);
  });

  it('treats a comparator without images as an empty set of images', async () => {
    const group = await create({ name: 'Bare' });
    const res = await update(group.id, { name: 'Bare', description: '' }, { name: 'Bare 2' });
    expect(res.status).toBe(200);
    expect(res.body.name).toBe('Bare 2');
  });

  it('lets exactly one of 40 parallel updates from one comparator win', async () => {
    const group = await create({ name: 'Race', description: 'start', images: { a: dataUrl(await png('#468')) } });
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        update(group.id, group, { name: `Race ${i}`, description: `winner ${i}`, images: group.images }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(39);
    const winner = results.find((r) => r.status === 200)!.body;
    expect(await read(group.id)).toEqual(winner);
    for (const loser of results.filter((r) => r.status === 409)) expect(loser.body.current).toEqual(winner);
  });
});
