import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { compressBody, compressParts, improveLater, sendCachedBody, type CachedBody } from './cached-body';

// a body like a career's whole show list: over 1 MB
const large = JSON.stringify(
  Array.from({ length: 6_000 }, (_, i) => ({ _id: `show-${i}`, venue: `Club ${i}`, description: 'x'.repeat(200) })),
);
let body: CachedBody;
let server: ReturnType<Koa['listen']>;
let port = 0;

beforeAll(async () => {
  body = await compressBody(large, 'application/json; charset=utf-8');
  const app = new Koa();
  app.use((ctx) => sendCachedBody(ctx, body));
  server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port; // a server listening on a port answers an AddressInfo
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** The raw answer, bytes as sent (node:http does not decode). */
function get(encoding: string): Promise<{ headers: Record<string, unknown>; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    request({ port, headers: { 'Accept-Encoding': encoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, bytes: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('a kept body over 1 MB', () => {
  it('keeps only its compressed bytes', () => {
    expect(Buffer.byteLength(large)).toBeGreaterThan(1024 * 1024);
    expect(body.identity).toBeNull();
    expect(body.size).toBe(body.br!.length + body.gzip!.length);
  });

  it('sends gzip and brotli as kept, and the whole text to a client that takes neither', async () => {
    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.bytes).toString()).toBe(large);
    const br = await get('br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    const plain = await get('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes.toString()).toBe(large);
  });
});

describe('a small kept body', () => {
  it('keeps its plain bytes beside the compressed ones', async () => {
    const small = await compressBody('x'.repeat(2_000), 'text/plain');
    expect(small.identity?.toString()).toBe('x'.repeat(2_000));
  });

  it('holds no more memory than its bytes (not the whole output chunk of the compressor)', async () => {
    const page = await compressBody('<p>a show page</p>'.repeat(1_000), 'text/html');
    for (const bytes of [page.identity!, page.br!, page.gzip!]) expect(bytes.buffer.byteLength).toBe(bytes.length);
    const parts = await compressParts(['<p>', 'a show page', '</p>'.repeat(100)], 'text/html');
    for (const bytes of [parts.identity!, parts.br!, parts.gzip!]) expect(bytes.buffer.byteLength).toBe(bytes.length);
    const fast = page.br;
    improveLater(page);
    await vi.waitFor(() => expect(page.br).not.toBe(fast));
    for (const bytes of [page.br!, page.gzip!]) expect(bytes.buffer.byteLength).toBe(bytes.length);
  });
});

/** `text` cut into parts of uneven lengths, in characters (a part of JSON is whole characters). */
function cut(text: string, sizes: number[]): string[] {
  const characters = Array.from(text);
  const parts: string[] = [];
  for (let at = 0, i = 0; at < characters.length; i++) {
    const size = sizes[i % sizes.length]!;
    parts.push(characters.slice(at, at + size).join(''));
    at += size;
  }
  return parts;
}

describe('a body compressed part by part', () => {
  it('over 1 MB: the same hash as the whole text, its compressed bytes only, each unpacking to the text', async () => {
    const whole = await compressBody(large, 'application/json');
    const parts = await compressParts(cut(large, [1, 70_000, 333_333, 5]), 'application/json');
    expect(parts.hash).toBe(whole.hash);
    expect(parts.identity).toBeNull();
    expect(gunzipSync(parts.gzip!).toString()).toBe(large);
    expect(brotliDecompressSync(parts.br!).toString()).toBe(large);
    expect(parts.size).toBe(parts.br!.length + parts.gzip!.length);
  });

  it('without pauses between parts: the same', async () => {
    const parts = await compressParts(cut(large, [100_000]), 'application/json', false);
    expect(parts.hash).toBe(body.hash);
    expect(gunzipSync(parts.gzip!).toString()).toBe(large);
  });

  it('up to 1 MB keeps its plain bytes; under 256 bytes only them, as compressBody does', async () => {
    const text = 'é€🎷 plain words, '.repeat(500);
    const mid = await compressParts(cut(text, [7, 1_000]), 'text/plain');
    const whole = await compressBody(text, 'text/plain');
    expect(mid.identity?.toString()).toBe(text);
    expect(mid.hash).toBe(whole.hash);
    expect(brotliDecompressSync(mid.br!).toString()).toBe(text);
    const tiny = await compressParts(['[', '1,2', ']'], 'application/json');
    expect(tiny).toEqual(await compressBody('[1,2]', 'application/json'));
  });
});
