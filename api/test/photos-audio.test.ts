import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { toneWav } from '../src/audio/wav';
import { adminForThisFile, memberForThisFile, serverForThisFile } from './harness';

const server = serverForThisFile();
const admin = adminForThisFile(server);
const member = memberForThisFile(server);

async function pngDataUrl(width: number, height: number, color = '#345'): Promise<string> {
  const png = await sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

const create = async (title: string, token = admin.token) =>
  server.request('POST', '/api/photos/create', { token, body: { title, image: await pngDataUrl(120, 80) } });

describe('photos', () => {
  it('creates photos through the image pipeline and lists them publicly in order', async () => {
    const res = await create('On stage');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ title: 'On stage', credit: '', width: 120, height: 80 });
    expect(res.body.image).toMatch(/^\/media\/[0-9a-f]{64}-1600\.webp$/);
    // every variant of a 120 px upload is 120 px wide: the srcset names that width once, by its
    // smallest file
    expect(res.body.srcSet).toBe(res.body.image.replace('-1600.webp', '-400.webp') + ' 120w');
    expect(res.body.variants.map((variant: { url: string }) => variant.url.slice(-9))).toEqual([
      '-400.webp',
      '-800.webp',
      '1600.webp',
    ]);
    const image = await fetch(server.url + res.body.image);
    expect(image.headers.get('content-type')).toBe('image/webp');
    const next = await create('Soundcheck');
    const list = await server.request('GET', '/api/photos');
    expect(list.status).toBe(200);
    // the file's other tests may have added photos of their own: these two, in their order
    const mine = [res.body.id, next.body.id];
    expect(list.body.filter((p: { id: string }) => mine.includes(p.id)).map((p: { title: string }) => p.title)).toEqual(
      ['On stage', 'Soundcheck'],
    );
  });

  it('keeps the image of a photo when a group write collects unused media', async () => {
    const photo = (
      await server.request('POST', '/api/photos/create', {
        token: admin.token,
        body: { title: 'Kept', image: await pngDataUrl(64, 64, '#a1b2c3') },
      })
    ).body;
    const group = await server.request('POST', '/api/groups/create', { token: admin.token, body: { name: 'Gone' } });
    await server.request('DELETE', `/api/groups/delete/${group.body.id}`, { token: admin.token });
    expect((await fetch(server.url + photo.image)).status).toBe(200);
    await server.request('DELETE', `/api/photos/delete/${photo.id}`, { token: admin.token });
    expect((await fetch(server.url + photo.image)).status).toBe(404);
  });

  it('refuses writes to anonymous users and non-admins, and bad input with 400', async () => {
    expect((await create('x', '')).status).toBe(401);
    expect((await create('x', member.token)).status).toBe(403);
    const longTitle = await server.request('POST', '/api/photos/create', {
      token: admin.token,
      body: { title: 'x'.repeat(301), image: await pngDataUrl(10, 10) },
    });
    expect(longTitle.status).toBe(400);
    expect(longTitle.body).toEqual({ title: 'Title must be at most 300 characters.' });
    const notImage = await server.request('POST', '/api/photos/create', {
      token: admin.token,
      body: { title: 'x', image: `data:image/png;base64,${Buffer.from('not an image').toString('base64')}` },
    });
    expect(notImage.status).toBe(400);
    expect(notImage.body.image).toMatch(/JPEG, PNG/);
  });

  it('updates title and credit with a comparator: 409 with the current photo when it is stale', async () => {
    const photo = (await create('Old title')).body;
    const ok = await server.request('PUT', `/api/photos/update/${photo.id}`, {
      token: admin.token,
      body: { photoComparatorData: photo, photoData: { title: 'New title', credit: 'Photo by B' } },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ title: 'New title', credit: 'Photo by B', image: photo.image });
    const stale = await server.request('PUT', `/api/photos/update/${photo.id}`, {
      token: admin.token,
      body: { photoComparatorData: photo, photoData: { title: 'Lost' } },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toEqual(ok.body);
    const forbidden = await server.request('PUT', `/api/photos/update/${photo.id}`, {
      token: member.token,
      body: { photoComparatorData: ok.body, photoData: { title: 'Nope' } },
    });
    expect(forbidden.status).toBe(403);
  });

  it('orders by a permutation of every id, else 400; deletes once', async () => {
    // two photos of its own at least, whatever the other tests left
    await create('First to order');
    await create('Second to order');
    const before = (await server.request('GET', '/api/photos')).body as { id: string }[];
    const ids = before.map((p) => p.id).reverse();
    const ordered = await server.request('PUT', '/api/photos/order', { token: admin.token, body: { ids } });
    expect(ordered.status).toBe(200);
    expect(ordered.body.map((p: { id: string }) => p.id)).toEqual(ids);
    expect((await server.request('GET', '/api/photos')).body.map((p: { id: string }) => p.id)).toEqual(ids);

    for (const bad of [ids.slice(1), [...ids, ids[0]], [...ids.slice(1), 'unknown'], 'x'])
      expect(
        (await server.request('PUT', '/api/photos/order', { token: admin.token, body: { ids: bad } })).status,
      ).toBe(400);
    expect((await server.request('PUT', '/api/photos/order', { token: member.token, body: { ids } })).status).toBe(403);

    const key = { 'Idempotency-Key': 'delete-photo-1' };
    const gone = await server.request('DELETE', `/api/photos/delete/${ids[0]}`, { token: admin.token, headers: key });
    expect(gone.status).toBe(200);
    const replay = await server.request('DELETE', `/api/photos/delete/${ids[0]}`, { token: admin.token, headers: key });
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect((await server.request('DELETE', `/api/photos/delete/${ids[0]}`, { token: admin.token })).status).toBe(404);
    expect((await server.request('GET', '/api/photos')).body).toHaveLength(ids.length - 1);
  });
});

const upload = (bytes: Buffer, token = admin.token, type = 'audio/mpeg') =>
  fetch(`${server.url}/api/audio/upload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': type },
    body: new Uint8Array(bytes),
  });

describe('audio', () => {
  const wav = toneWav([220, 330], 1);

  it('stores a WAV under its content hash, whatever its declared type, and serves it with Range', async () => {
    const res = await upload(wav, admin.token, 'application/octet-stream');
    expect(res.status).toBe(201);
    const body = (await res.json()) as { url: string; type: string; bytes: number };
    expect(body).toMatchObject({ type: 'audio/wav', bytes: wav.length });
    expect(body.url).toMatch(/^\/audio\/[0-9a-f]{64}\.wav$/);

    const full = await fetch(server.url + body.url);
    expect(full.status).toBe(200);
    expect(full.headers.get('accept-ranges')).toBe('bytes');
    expect(full.headers.get('cache-control')).toContain('immutable');
    expect(Buffer.from(await full.arrayBuffer()).equals(wav)).toBe(true);

    const part = await fetch(server.url + body.url, { headers: { Range: 'bytes=4-11' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 4-11/${wav.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(wav.subarray(4, 12))).toBe(true);

    const tail = await fetch(server.url + body.url, { headers: { Range: 'bytes=-4' } });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer()).equals(wav.subarray(wav.length - 4))).toBe(true);

    const beyond = await fetch(server.url + body.url, { headers: { Range: `bytes=${wav.length}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${wav.length}`);

    expect((await fetch(`${server.url}/audio/${'0'.repeat(64)}.wav`)).status).toBe(404);
  });

  it('recognises MP3, M4A and OGG by their bytes and refuses anything else, named .mp3 or not', async () => {
    const mp3 = Buffer.concat([Buffer.from('ID3'), Buffer.alloc(200, 1)]);
    const m4a = Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypM4A '), Buffer.alloc(200, 2)]);
    const ogg = Buffer.concat([Buffer.from('OggS'), Buffer.alloc(200, 3)]);
    for (const [bytes, ext] of [
      [mp3, 'mp3'],
      [m4a, 'm4a'],
      [ogg, 'ogg'],
    ] as const) {
      const res = await upload(bytes);
      expect(res.status).toBe(201);
      expect(((await res.json()) as { url: string }).url.endsWith(`.${ext}`)).toBe(true);
    }
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    for (const bytes of [png, Buffer.from('<html>not audio</html>'), Buffer.alloc(0)]) {
      const res = await upload(bytes);
      expect(res.status).toBe(400);
      expect(await res.json()).toHaveProperty('audio');
    }
  });

  it('is for admins only, and refuses a body over 50 MB with 413', async () => {
    expect((await upload(wav, '')).status).toBe(401);
    expect((await upload(wav, member.token)).status).toBe(403);
    const big = Buffer.alloc(50 * 1024 * 1024 + 1);
    big.write('RIFF', 0);
    big.write('WAVE', 8);
    const res = await upload(big);
    expect(res.status).toBe(413);
  });
});
