import { existsSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createGroupsRepository } from '../src/groups/repository';
import { placeholderImage } from '../src/media';
import { createContentServices } from '../src/services';
import { adminForThisFile, serverForThisFile } from './harness';

const server = serverForThisFile();
const admin = adminForThisFile(server);
let url: string;
beforeAll(async () => {
  const png = await sharp({ create: { width: 50, height: 50, channels: 4, background: '#c9a45caa' } })
    .png()
    .toBuffer();
  const res = await server.request('POST', '/api/groups/create', {
    token: admin.token,
    body: { name: 'Served', images: { a: `data:image/png;base64,${png.toString('base64')}` } },
  });
  url = res.body.images.a;
});

/**
 * A GET with the path sent byte for byte: fetch() would resolve "../" and add
 * "Cache-Control: no-cache" to conditional requests, hiding what a browser cache sees.
 */
function rawGet(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; type: string | undefined; body: string }>((resolve, reject) => {
    const req = httpRequest(server.url + '/', { path, headers }, (res) => {
      let body = '';
      res.setEncoding('latin1');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, type: res.headers['content-type'], body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('GET /media/<file>', () => {
  it('serves with the WebP type, immutable caching, an ETag and a 304 on revalidation', async () => {
    const res = await fetch(server.url + url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]{64}-1600"$/);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(bytes.length);
    expect((await sharp(bytes).metadata()).hasAlpha).toBe(true);

    const again = await rawGet(url, { 'If-None-Match': etag! });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    expect((await rawGet(url, { 'If-None-Match': '"other"' })).status).toBe(200);
  });

  it('answers HEAD with the headers and no body', async () => {
    const get = await fetch(server.url + url);
    const size = (await get.arrayBuffer()).byteLength;
    const head = await fetch(server.url + url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/webp');
    expect(Number(head.headers.get('content-length'))).toBe(size);
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  it('answers a plain 404 for missing files and for any name outside the pattern', async () => {
    const paths = [
      '/media/' + '0'.repeat(64) + '-1600.webp',
      '/media/../site.db',
      '/media/%2e%2e/site.db',
      '/media/..%2fsite.db',
      '/media/' + url.slice(7).replace('.webp', '.png'),
      '/media/jwt-secret',
      '/media/',
    ];
    for (const path of paths) {
      const res = await rawGet(path);
      expect(res.status, path).toBe(404);
      expect(res.type, path).toMatch(/^text\/plain/);
      expect(res.body, path).toBe('Not found');
    }
    expect((await fetch(server.url + url, { method: 'POST' })).status).toBe(405);
  });
});

describe('shared media and clean-up', () => {
  it('keeps a file another group uses when one group is deleted, collects it after the last', async () => {
    const bytes = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#0f0' } })
      .png()
      .toBuffer();
    const body = (name: string) => ({ name, images: { same: `data:image/png;base64,${bytes.toString('base64')}` } });
    const one = (await server.request('POST', '/api/groups/create', { token: admin.token, body: body('One') })).body;
    const two = (await server.request('POST', '/api/groups/create', { token: admin.token, body: body('Two') })).body;
    expect(one.images.same).toBe(two.images.same);
    const file = join(server.dir, 'media', one.images.same.slice('/media/'.length));

    await server.request('DELETE', `/api/groups/delete/${one.id}`, { token: admin.token });
    expect((await fetch(server.url + two.images.same)).status).toBe(200);
    await server.request('DELETE', `/api/groups/delete/${two.id}`, { token: admin.token });
    expect((await fetch(server.url + two.images.same)).status).toBe(404);
    expect(existsSync(file)).toBe(false);
    const count = server.db.prepare('SELECT COUNT(*) AS n FROM group_images WHERE group_id IN (?, ?)');
    expect(count.get(one.id, two.id)).toEqual({ n: 0 });
  });
});

describe('seed and server-side rendering helpers', () => {
  it('creates a group from raw image bytes, visible through the API and the repository', async () => {
    const image = await placeholderImage('Whitesell Brothers Quartet', 1200, 800);
    expect((await sharp(image).metadata()).format).toBe('png');
    const group = await createContentServices(server).groups.createWithImages({
      name: 'Whitesell Brothers Quartet',
      description: 'Demo band.',
      images: [image, await placeholderImage('On stage', 800, 1000)],
    });
    expect(Object.keys(group.images)).toEqual(['image0', 'image1']);
    const res = await fetch(server.url + group.images.image0);
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(1200);

    const api = await server.request('GET', `/api/groups/edit/${group.id}`);
    expect(api.body).toEqual(group);
    const repository = createGroupsRepository(server.db);
    expect(repository.get(group.id)).toEqual(group);
    expect(repository.list()).toEqual((await server.request('GET', '/api/groups')).body);
  });

  it('rejects bytes that are not an image from the seed path too', async () => {
    const service = createContentServices(server).groups;
    await expect(service.createWithImages({ name: 'Bad', images: [Buffer.from('nope')] })).rejects.toMatchObject({
      status: 400,
    });
  });
});
