import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { closeSync, openSync, readdirSync, readlinkSync, writeSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { oneSheetRenders } from '../src/press/one-sheet';
import { adminForThisFile, serverForThisFile, type TestServer } from './harness';

/** Downloads against one client: concurrent zips bounded, stalled ones closed, one PDF render per version. */
const server = serverForThisFile({ config: { downloadStallMs: 500 } });
const admin = adminForThisFile(server);

let photos = false;
/** One press photo whose original is 32 MB: a zip far larger than the socket buffers. */
async function bigPhoto(on: TestServer) {
  if (photos) return;
  photos = true;
  const image = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#357' } })
    .jpeg()
    .toBuffer();
  const res = await on.request('POST', '/api/press/site/photos/create', {
    token: admin.token,
    body: { title: 'Large', image: `data:image/jpeg;base64,${image.toString('base64')}` },
  });
  expect(res.status).toBe(201);
  const chunk = randomBytes(1024 * 1024);
  const fd = openSync(join(on.dir, 'press', `${res.body._id}.jpg`), 'w');
  for (let i = 0; i < 32; i++) writeSync(fd, chunk);
  closeSync(fd);
}

/** A download that reads its first bytes and then stops reading (a stalled client). */
async function stalled(on: TestServer, path: string): Promise<{ socket: Socket; head: string }> {
  const { port } = new URL(on.url);
  const socket = connect(Number(port), '127.0.0.1');
  await once(socket, 'connect');
  socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
  const [first] = (await once(socket, 'data')) as [Buffer];
  socket.pause();
  return { socket, head: first.toString('latin1', 0, 200) };
}

describe('photos.zip', () => {
  it('allows two concurrent downloads per client address; the third is a 429 with Retry-After', async () => {
    await bigPhoto(server);
    const first = await stalled(server, '/press/photos.zip');
    const second = await stalled(server, '/press/photos.zip');
    try {
      expect(first.head).toMatch(/^HTTP\/1\.1 200/);
      expect(second.head).toMatch(/^HTTP\/1\.1 200/);
      const third = await fetch(`${server.url}/press/photos.zip`);
      expect(third.status).toBe(429);
      expect(third.headers.get('retry-after')).toBeTruthy();
    } finally {
      first.socket.destroy();
      second.socket.destroy();
    }
  });

  it('closes a download that makes no progress (the stall deadline, 30 s in production)', async () => {
    await bigPhoto(server);
    // the server runs in this process: its open files are this process's descriptors
    const pressDir = join(server.dir, 'press');
    const openOriginals = () =>
      readdirSync('/proc/self/fd').filter((fd) => {
        try {
          return readlinkSync(`/proc/self/fd/${fd}`).startsWith(pressDir);
        } catch {
          return false; // closed meanwhile
        }
      }).length;
    await vi.waitFor(() => expect(openOriginals()).toBe(0), { timeout: 10_000, interval: 50 });
    const { socket, head } = await stalled(server, '/press/photos.zip');
    try {
      expect(head).toMatch(/^HTTP\/1\.1 200/);
      // the first bytes (the answer's head) may come before the zip opens the original: wait for it
      await vi.waitFor(() => expect(openOriginals()).toBe(1), { timeout: 10_000, interval: 10 });
      // the client never reads on and never leaves: the server closes the download itself
      await vi.waitFor(() => expect(openOriginals()).toBe(0), { timeout: 10_000, interval: 50 });
    } finally {
      socket.destroy();
    }
  });
});

describe('the one-sheet PDF', () => {
  it('is rendered once for 20 requests at once after an edit', async () => {
    const before = oneSheetRenders.count;
    const answers = await Promise.all(Array.from({ length: 20 }, () => fetch(`${server.url}/press.pdf`)));
    expect(answers.map((res) => res.status)).toEqual(Array(20).fill(200));
    await Promise.all(answers.map((res) => res.arrayBuffer()));
    expect(oneSheetRenders.count - before).toBe(1);
  });
});
