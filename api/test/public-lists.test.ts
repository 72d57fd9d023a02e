import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { adminForThisFile, serverForThisFile } from './harness';

/**
 * The public lists are answered ahead of the router (http/public-lists.ts): they must answer
 * as their routes do, stay fresh after every write, and leave other methods to the router.
 */
const server = serverForThisFile();
const admin = adminForThisFile(server);

const LISTS = ['/api/events', '/api/groups', '/api/photos'];

describe('the public lists', () => {
  it('answer GET and HEAD with a strong ETag, and 304 while nothing changed', async () => {
    for (const path of LISTS) {
      const first = await fetch(server.url + path);
      expect(first.status, path).toBe(200);
      expect(Array.isArray(await first.json()), path).toBe(true);
      const etag = first.headers.get('etag')!;
      expect(etag, path).toMatch(/^"[\w-]+"$/);
      expect(first.headers.get('cache-control'), path).toBe('no-cache');

      const head = await fetch(server.url + path, { method: 'HEAD' });
      expect(head.status, path).toBe(200);
      expect(head.headers.get('etag'), path).toBe(etag);
      expect(await head.text(), path).toBe('');

      const again = await fetch(server.url + path, { headers: { 'If-None-Match': etag } });
      expect(again.status, path).toBe(304);
    }
  });

  it('are the same for a visitor with a admin.token, or a stale one', async () => {
    for (const path of LISTS) {
      const anonymous = await server.request('GET', path);
      const signedIn = await server.request('GET', path, { token: admin.token });
      const stale = await server.request('GET', path, { token: 'not-a-admin.token' });
      expect(signedIn.status, path).toBe(200);
      expect(stale.status, path).toBe(200);
      expect(signedIn.text, path).toBe(anonymous.text);
      expect(stale.text, path).toBe(anonymous.text);
    }
  });

  it('show every write at the very next request', async () => {
    const group = await server.request('POST', '/api/groups/create', {
      token: admin.token,
      body: { name: 'Fresh Trio', description: '', images: {} },
    });
    expect(group.status).toBe(201);
    expect((await server.request('GET', '/api/groups')).body.map((g: any) => g.name)).toContain('Fresh Trio');

    const image = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#246' } })
      .png()
      .toBuffer();
    const photo = await server.request('POST', '/api/photos/create', {
      token: admin.token,
      body: { title: 'Soundcheck', image: `data:image/png;base64,${image.toString('base64')}` },
    });
    expect(photo.status).toBe(201);
    expect((await server.request('GET', '/api/photos')).body.map((p: any) => p.title)).toContain('Soundcheck');

    const removed = await server.request('DELETE', `/api/photos/delete/${photo.body._id}`, { token: admin.token });
    expect(removed.status).toBe(200);
    expect((await server.request('GET', '/api/photos')).body.map((p: any) => p.title)).not.toContain('Soundcheck');
  });

  it('leave other methods to the router: 405 with Allow, and OPTIONS', async () => {
    for (const path of LISTS) {
      const post = await server.request('POST', path, { token: admin.token, body: {} });
      expect(post.status, path).toBe(405);
      expect(post.headers.get('allow'), path).toContain('GET');
      const options = await fetch(server.url + path, { method: 'OPTIONS' });
      expect(options.status, path).toBe(204);
      expect(options.headers.get('allow'), path).toContain('HEAD');
    }
  });
});
