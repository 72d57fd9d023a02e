import { describe, expect, it } from 'vitest';
import { createContentVersion } from '../src/http/content-version';
import { createPageCache } from '../src/site/page-cache';
import { pageRenders } from '../src/site/rendered-page';
import { solvedAltcha } from './contact-solve';
import { adminForThisFile, serverForThisFile } from './harness';

const server = serverForThisFile({ config: { rateWindowMs: 60_000 } });
const admin = adminForThisFile(server);

/** A page cache over the server's own database, counting its renders. */
function countingCache() {
  const content = createContentVersion(server.db);
  let renders = 0;
  const cache = createPageCache<number>({ content, now: Date.now, nextChange: () => Number.POSITIVE_INFINITY });
  const get = async () =>
    cache.lookup('/', 'b') ?? cache.fill('/', 'b', async () => ({ value: ++renders, keep: true }));
  return { get, renders: () => renders };
}

describe('the content version moves only for writes to what a public page reads', () => {
  it('keeps the pages through failed writes and writes of private data', async () => {
    const { get, renders } = countingCache();
    await get();
    expect(renders()).toBe(1);
    // a 404, a refusal, a bad unsubscribe token, 429s
    expect((await server.request('POST', '/api/nope', { body: {} })).status).toBe(404);
    expect((await server.request('POST', '/api/events/create', { body: {} })).status).toBe(401);
    expect((await fetch(`${server.url}/unsubscribe/1.${'x'.repeat(43)}`, { method: 'POST' })).status).toBe(200);
    for (let i = 0; i < 12; i++) await server.request('POST', '/api/users/register', { body: {} });
    expect((await server.request('POST', '/api/users/register', { body: {} })).status).toBe(429);
    // writes of private data: a follow request and its confirmation mail, a contact message
    const followed = await server.request('POST', '/api/follow', {
      body: { email: 'cache-fan@example.com', groups: 'all', altcha: await solvedAltcha(server) },
    });
    expect(followed.status).toBe(202);
    await server.smtp.waitFor((m) => m.to.includes('cache-fan@example.com'));
    await get();
    expect(renders()).toBe(1);

    // a show created is public: the page is rendered again
    const created = await server.request('POST', '/api/events/create', {
      token: admin.token,
      body: {
        group: 'Cannonball Quintet',
        venue: 'Flynn',
        title: 'T',
        startDate: new Date(Date.now() + 864e5).toISOString(),
      },
    });
    expect(created.status).toBe(201);
    await get();
    expect(renders()).toBe(2);
  });
});

describe('the render cache', () => {
  const page = async (path: string) => {
    const res = await fetch(server.url + path, { headers: { 'Accept-Encoding': 'br' } });
    await res.arrayBuffer();
    return res;
  };

  it('answers an unknown query string with the page kept for its path, never a redirect', async () => {
    const first = await page('/shows');
    expect(first.status).toBe(200);
    const before = pageRenders();
    for (let i = 0; i < 20; i++) {
      const res = await page(`/shows?r=${i}&utm_source=mail`);
      expect(res.status).toBe(200);
      expect(res.headers.get('ETag')).toBe(first.headers.get('ETag'));
    }
    expect(pageRenders()).toBe(before);
    // the parameter the page reads is its own page
    expect((await page('/shows?when=past')).status).toBe(200);
    expect(pageRenders()).toBe(before + 1);
  });

  it('answers every unknown path from one kept 404, and keeps the other pages', async () => {
    await page('/shows');
    await page('/no-such-page-0');
    const before = pageRenders();
    for (let i = 1; i <= 600; i++) expect((await page(`/no-such-page-${i}`)).status).toBe(404);
    expect(pageRenders()).toBe(before);
    await page('/shows');
    expect(pageRenders()).toBe(before);
  });

  it('is not emptied by failed POSTs', async () => {
    await page('/shows');
    const before = pageRenders();
    await server.request('POST', '/api/nope', { body: {} });
    await fetch(`${server.url}/unsubscribe/bad-token`, { method: 'POST' });
    await page('/shows');
    expect(pageRenders()).toBe(before);
  });
});
