import { request } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { keptFirstServed } from '../src/app';
import { adminForThisFile, serverForThisFile } from './harness';

/**
 * The kept lists answered before Koa's chain (http/kept-first.ts) answer exactly what the chain
 * answers: the same status, headers (in the same order) and bytes, and the same request log line.
 * `/api/events?` (an empty query) is the same list through the chain: keptFirst takes only the
 * bare path. An https SITE_URL, so the HSTS header is among those compared.
 */
const server = serverForThisFile({ config: { siteUrl: 'https://jazz.example' } });
const admin = adminForThisFile(server);

interface Raw {
  status: number;
  /** [name, value] in the order sent; Date and the request id's value left out (they differ each time). */
  headers: [string, string][];
  requestId: string;
  body: Buffer;
}

/** One request with the raw answer: headers as sent, body still compressed. */
function raw(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    // the path as written: a URL would drop an empty query's '?'
    const { hostname, port } = new URL(server.url);
    request({ hostname, port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const pairs: [string, string][] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) pairs.push([res.rawHeaders[i]!, res.rawHeaders[i + 1]!]);
        resolve({
          status: res.statusCode ?? 0,
          headers: pairs
            .filter(([name]) => name !== 'Date')
            .map(([name, value]) => [name, name === 'X-Request-Id' ? '(id)' : value]),
          requestId: String(res.headers['x-request-id']),
          body: Buffer.concat(chunks),
        });
      });
    })
      .on('error', reject)
      .end();
  });
}

/**
 * The same request through the chain, then through keptFirst; says which one keptFirst answered.
 * The chain goes first: it builds the list and negotiates this Accept-Encoding.
 */
async function both(path: string, headers: Record<string, string> = {}, method = 'GET') {
  const before = keptFirstServed(server.app);
  const chain = await raw(`${path}?`, headers, method);
  const chainServed = keptFirstServed(server.app) - before;
  const first = await raw(path, headers, method);
  return { chain, first, chainServed, firstServed: keptFirstServed(server.app) - before - chainServed };
}

/**
 * `both`, until the two answers send the same bytes: a list's better compression replaces its
 * fast bytes in the background once (cached-body.ts), maybe between the two requests. A
 * difference that stays is a failure.
 */
async function bothSettled(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return vi.waitFor(
    async () => {
      const pair = await both(path, headers, method);
      const same = pair.first.body.equals(pair.chain.body) && pair.first.headers.join() === pair.chain.headers.join();
      expect(same).toBe(true);
      return pair;
    },
    { timeout: 5000 },
  );
}

describe('the kept lists before the chain', () => {
  it('answer the same headers and bytes as the chain, in every encoding, for GET and HEAD', async () => {
    for (let i = 0; i < 8; i++) {
      const res = await server.request('POST', '/api/events/create', {
        token: admin.token,
        body: {
          group: 'Kept Quartet',
          venue: 'Radio Bean',
          startDate: `2031-04-0${i + 1}T23:00:00Z`,
          title: `Night ${i}`,
        },
      });
      expect(res.status).toBe(201);
    }
    const groups = await server.request('POST', '/api/groups/create', {
      token: admin.token,
      body: { name: 'Kept Quartet', description: 'A band whose list is long enough to be compressed. '.repeat(8) },
    });
    expect(groups.status).toBeLessThan(300);

    for (const path of ['/api/events', '/api/groups', '/api/photos'])
      for (const method of ['GET', 'HEAD'])
        for (const encoding of ['br', 'gzip', 'br;q=0.5, gzip', 'identity', undefined]) {
          const headers: Record<string, string> = encoding === undefined ? {} : { 'Accept-Encoding': encoding };
          const { chain, first, chainServed, firstServed } = await bothSettled(path, headers, method);
          const what = `${method} ${path} (${encoding ?? 'no Accept-Encoding'})`;
          expect(chainServed, what).toBe(0);
          expect(firstServed, what).toBe(1);
          expect(first.status, what).toBe(200);
          expect(first.headers, what).toEqual(chain.headers);
          expect(first.body.equals(chain.body), what).toBe(true);
        }
    const names = (await raw('/api/events', { 'Accept-Encoding': 'br' })).headers.map(([name]) => name);
    expect(names).toEqual(
      expect.arrayContaining([
        'Strict-Transport-Security',
        'Content-Security-Policy',
        'X-Frame-Options',
        'Cache-Control',
        'Vary',
        'ETag',
        'Content-Encoding',
      ]),
    );
  });

  it('answer a 304 to a matching If-None-Match as the chain does, and keep a client-sent request id', async () => {
    const etag = (await raw('/api/events', { 'Accept-Encoding': 'gzip' })).headers.find(
      ([name]) => name === 'ETag',
    )![1];
    const { chain, first, firstServed } = await both('/api/events', {
      'Accept-Encoding': 'gzip',
      'If-None-Match': etag,
    });
    expect(firstServed).toBe(1);
    expect(first.status).toBe(304);
    expect(first.headers).toEqual(chain.headers);
    expect(first.body.length).toBe(0);

    const sent = await raw('/api/events', { 'X-Request-Id': 'proxy-id.42' });
    expect(sent.requestId).toBe('proxy-id.42');
    const refused = await raw('/api/events', { 'X-Request-Id': 'not a sane id' });
    expect(refused.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('write the request log line the chain writes', async () => {
    const before = keptFirstServed(server.app);
    const res = await raw('/api/events', { 'Accept-Encoding': 'br' });
    expect(keptFirstServed(server.app) - before).toBe(1);
    await vi.waitFor(() => expect(server.requests.at(-1)?.reqId).toBe(res.requestId));
    const line = server.requests.at(-1)!;
    expect(line).toEqual({
      reqId: res.requestId,
      method: 'GET',
      path: '/api/events',
      status: 200,
      responseTimeMs: expect.any(Number),
    });
    const chain = await raw('/api/events?', { 'Accept-Encoding': 'br' });
    await vi.waitFor(() => expect(server.requests.at(-1)?.reqId).toBe(chain.requestId));
    expect(Object.keys(server.requests.at(-1)!)).toEqual(Object.keys(line));
  });

  it('leave a signed-in list, a page, another method and a list changed by a write to the chain', async () => {
    await raw('/api/events');
    const before = keptFirstServed(server.app);
    const signedIn = await server.request('GET', '/api/events', { token: admin.token });
    expect(signedIn.status).toBe(200);
    expect((await server.request('GET', '/api/events?limit=2')).status).toBe(200);
    expect((await server.request('POST', '/api/events')).status).toBeGreaterThanOrEqual(400);
    const created = await server.request('POST', '/api/events/create', {
      token: admin.token,
      body: { group: 'Kept Quartet', venue: 'Radio Bean', startDate: '2031-05-01T23:00:00Z', title: 'After the write' },
    });
    expect(created.status).toBe(201);
    const after = await server.request('GET', '/api/events');
    expect(after.text).toContain('After the write');
    expect(keptFirstServed(server.app) - before).toBe(0);
    // built again: from now on answered first
    await server.request('GET', '/api/events');
    expect(keptFirstServed(server.app) - before).toBe(1);
  });
});
