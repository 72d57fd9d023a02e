import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { adminForThisFile, serverForThisFile } from './harness';

// An upload has no title until the owner writes one, and goes first or last.
const server = serverForThisFile();
const admin = adminForThisFile(server);

const png = async (color: string) =>
  `data:image/png;base64,${(
    await sharp({ create: { width: 12, height: 8, channels: 3, background: color } })
      .png()
      .toBuffer()
  ).toString('base64')}`;
const create = async (body: Record<string, unknown>) =>
  server.request('POST', '/api/photos/create', { token: admin.token, body: { image: await png('#123456'), ...body } });
const titles = async () =>
  ((await server.request('GET', '/api/photos')).body as { title: string }[]).map((p) => p.title);

describe('a new photo', () => {
  it('may have no title (an upload is not named after its file)', async () => {
    const res = await create({ title: '' });
    expect(res.status, res.text).toBe(201);
    expect(res.body.title).toBe('');
    const untitled = await create({});
    expect(untitled.status).toBe(201);
    expect(untitled.body.title).toBe('');
  });

  it("goes last by default, first when asked ('at')", async () => {
    await create({ title: 'Last one' });
    await create({ title: 'First one', at: 'first' });
    await create({ title: 'Another last', at: 'last' });
    const list = await titles();
    expect(list[0]).toBe('First one');
    expect(list.slice(-2)).toEqual(['Last one', 'Another last']);
    const wrong = await create({ title: 'x', at: 'middle' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ at: "Where a new photo goes must be 'first' or 'last'." });
  });
});

describe("the home page's photo", () => {
  it('is stored with the home page (Edit Pages → Home) and the home page shows it', async () => {
    const picked = (await create({ title: 'Picked for home', at: 'last' })).body;
    const seen = (await server.request('GET', '/api/pages/home')).body;
    expect(seen.heroPhoto).toBe('');
    const { _id, updatedAt: _u, ...fields } = seen;
    const saved = await server.request('PUT', '/api/pages/update/home', {
      token: admin.token,
      body: { pageComparatorData: seen, pageData: { ...fields, heroPhoto: picked._id } },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.heroPhoto).toBe(picked._id);
  });
});
