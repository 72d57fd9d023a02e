import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressBody, sendCachedBody, type CachedBody } from './cached-body';

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
});
