import { describe, expect, it } from 'vitest';
import { testEventData } from '@jazz/testing/factories';
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

  it('compresses a page fast for its first visitor, and better in the background', async () => {
    // the length sent (fetch hands the body over decoded)
    const brBytes = async () => {
      const res = await fetch(`${server.url}/about`, { headers: { 'Accept-Encoding': 'br' } });
      await res.arrayBuffer();
      expect(res.headers.get('Content-Encoding')).toBe('br');
      return Number(res.headers.get('Content-Length'));
    };
    const first = await brBytes();
    // before: brotli 11 on the first request's path, so the bytes never changed
    let later = first;
    for (let i = 0; i < 200 && later === first; i++) {
      await new Promise((resolve) => setImmediate(resolve));
      later = await brBytes();
    }
    expect(later).toBeLessThan(first);
  });

  it('is not emptied by failed POSTs', async () => {
    await page('/shows');
    const before = pageRenders();
    expect((await server.request('POST', '/api/nope', { body: {} })).status).toBe(404);
    await fetch(`${server.url}/unsubscribe/bad-token`, { method: 'POST' });
    expect((await server.request('POST', '/api/users/login', { body: {} })).status).toBe(400);
    let limited = 0;
    for (let i = 0; i < 15 && limited !== 429; i++)
      limited = (await server.request('POST', '/api/users/register', { body: {} })).status;
    expect(limited).toBe(429);
    await page('/shows');
    expect(pageRenders()).toBe(before);
  });

  it('answers a show under any slug from its one kept page, and keeps the other pages', async () => {
    const created = await server.request('POST', '/api/events/create', {
      token: admin.token,
      body: testEventData({ title: 'Slugs' }),
    });
    expect(created.status).toBe(201);
    const show = `/shows/${created.body._id}`;
    const first = await page(show);
    expect(first.status).toBe(200);
    await page('/shows');
    const before = pageRenders();
    // before: each slug was rendered and kept, so 520 of them evicted /shows
    for (let i = 0; i < 520; i++) {
      const res = await page(`${show}/slug-${i}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('ETag')).toBe(first.headers.get('ETag'));
    }
    await page('/shows');
    expect(pageRenders()).toBe(before);
  });

  it('answers every missing show and group from one kept 404 of its kind', async () => {
    await page('/shows/no-such-show-0');
    await page('/groups/no-such-group-0');
    await page('/groups/no-such-group-0/press');
    const before = pageRenders();
    for (let i = 1; i <= 50; i++) {
      expect((await page(`/shows/no-such-show-${i}`)).status).toBe(404);
      expect((await page(`/shows/no-such-show-${i}/slug`)).status).toBe(404);
      expect((await page(`/groups/no-such-group-${i}`)).status).toBe(404);
      expect((await page(`/groups/no-such-group-${i}/press`)).status).toBe(404);
    }
    // before: each one rendered
    expect(pageRenders()).toBe(before);
    // the kept 404 names no id: any missing show may get it
    const text = await (await fetch(`${server.url}/shows/no-such-show-7`)).text();
    expect(text).toContain('<meta name="robots" content="noindex" />');
    expect(text).not.toContain('no-such-show');
  });
});
