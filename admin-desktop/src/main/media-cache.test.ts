import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path, { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createAppHandler } from './app-handler';
import { createMediaCache } from './media-cache';

const dir = mkdtempSync(join(tmpdir(), 'desk-media-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The app's handler over a server that answers until `down` is set. */
function handlerOver(cacheDir: string, maxBytes?: number) {
  const state = { down: false, asked: 0 };
  const handle = createAppHandler({
    serverUrl: async () => 'http://server.example',
    fetchUpstream: async (url) => {
      state.asked++;
      if (state.down) throw new TypeError('fetch failed');
      if (url.endsWith('/api/groups')) return Response.json([]);
      return new Response(new Uint8Array(Buffer.from(`image of ${new URL(url).pathname}`)), {
        headers: { 'Content-Type': 'image/webp', 'Cache-Control': 'public, max-age=31536000, immutable' },
      });
    },
    rendererDir: dir,
    path,
    mediaCache: createMediaCache(cacheDir, maxBytes),
  });
  return { state, get: (p: string) => handle(new Request(`app://admin${p}`)) };
}

describe('images already shown, offline', () => {
  it('answers an image seen before from the kept copy when the server is out of reach; one never seen stays an error', async () => {
    const { state, get } = handlerOver(join(dir, 'a'));
    const online = await get('/media/abc-800.webp');
    expect(online.status).toBe(200);
    expect(await online.text()).toBe('image of /media/abc-800.webp');
    state.down = true;
    const offline = await get('/media/abc-800.webp');
    expect(offline.status).toBe(200);
    expect(offline.headers.get('content-type')).toBe('image/webp');
    expect(await offline.text()).toBe('image of /media/abc-800.webp');
    await expect(get('/media/never-800.webp')).rejects.toThrow();
    // the API is never answered from the kept images
    await expect(get('/api/groups')).rejects.toThrow();
  });

  it('keeps to its size, dropping the oldest first', async () => {
    const cacheDir = join(dir, 'b');
    const { get } = handlerOver(cacheDir, 60);
    for (const name of ['one', 'two', 'three']) expect((await get(`/media/${name}-800.webp`)).status).toBe(200);
    // each image is 30 bytes: two fit
    expect(readdirSync(cacheDir).filter((f) => f.endsWith('.bin'))).toHaveLength(2);
  });
});
