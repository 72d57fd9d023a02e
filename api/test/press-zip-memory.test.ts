import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readdirSync, readlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { forThisFile } from '@jazz/testing/per-file';
import { describe, expect, it, vi } from 'vitest';
import { adminForThisFile, serverForThisFile } from './harness';

/**
 * "Download all" streams the zip from the files on disk, a photo at a time; it is never built in
 * memory. Five originals of 40 MB each (200 MB). The server runs in this process: its open
 * files are this process's descriptors. How much memory the download takes is a figure of
 * `npm run bench` (scripts/bench-import.mjs), not of this test.
 */
const server = serverForThisFile();
const admin = adminForThisFile(server);

const PHOTOS = 5;
const SIZE = 40 * 1024 * 1024;
const pressDir = () => join(server.dir, 'press');

/** The press originals this process has open now. */
const openOriginals = () =>
  readdirSync('/proc/self/fd').filter((fd) => {
    try {
      return readlinkSync(`/proc/self/fd/${fd}`).startsWith(pressDir());
    } catch {
      return false; // closed meanwhile
    }
  }).length;

// the five photos, made once before the first test
forThisFile(async () => {
  const image = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#357' } })
    .jpeg()
    .toBuffer();
  const chunk = randomBytes(1024 * 1024);
  for (let i = 0; i < PHOTOS; i++) {
    const res = await server.request('POST', '/api/press/site/photos/create', {
      token: admin.token,
      body: { title: `Large ${i}`, image: `data:image/jpeg;base64,${image.toString('base64')}` },
    });
    expect(res.status).toBe(201);
    // the stored original becomes a 40 MB file, written a megabyte at a time
    const fd = openSync(join(pressDir(), `${res.body._id}.jpg`), 'w');
    for (let written = 0; written < SIZE; written += chunk.length) writeSync(fd, chunk);
    closeSync(fd);
  }
  return {};
});

/** A download of another test closes its last photo a moment after its last byte. */
const noneOpen = () => vi.waitFor(() => expect(openOriginals()).toBe(0), { timeout: 10_000 });

describe('GET {press page}/photos.zip', () => {
  it('streams 200 MB of photos from disk, one open photo at a time', async () => {
    await noneOpen();
    let received = 0;
    let mostOpen = 0;
    let chunksWhileOpen = 0;
    const res = await fetch(`${server.url}/press/photos.zip`);
    expect(res.status).toBe(200);
    expect(Number(res.headers.get('content-length'))).toBeGreaterThan(PHOTOS * SIZE);
    const reader = res.body!.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.length;
      const open = openOriginals();
      mostOpen = Math.max(mostOpen, open);
      if (open > 0) chunksWhileOpen++;
    }
    expect(received).toBe(Number(res.headers.get('content-length')));
    // a zip built in memory would have read and closed every photo before its first byte
    // went out; streamed, the bytes go out while the photos are being read, one after another
    expect(chunksWhileOpen).toBeGreaterThan(PHOTOS);
    expect(mostOpen).toBe(1);
  }, 120_000);

  it('closes the photo it was reading when the download is left before its end', async () => {
    await noneOpen();
    const leave = new AbortController();
    const res = await fetch(`${server.url}/press/photos.zip`, { signal: leave.signal });
    const reader = res.body!.getReader();
    let received = 0;
    while (received < 1024 * 1024) received += (await reader.read()).value!.length;
    expect(openOriginals()).toBe(1);
    leave.abort();
    await vi.waitFor(() => expect(openOriginals()).toBe(0), { timeout: 10_000 });
  }, 60_000);
});
