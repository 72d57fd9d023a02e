import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { islandsLoaderTag } from '@jazz/client/islands';
import { startTestServer, type TestResponse, type TestServer } from './harness';

/**
 * Security headers on every kind of response: API answers and errors, rendered
 * pages, static files, feeds, media, 304s, 404s and 405s. The site is a small stand-in build
 * so this test does not depend on `npm run build`.
 */
let server: TestServer;
let dist: string;
let mediaPath: string;
let etag: string;

function fakeSiteBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'jazz-fake-dist-'));
  mkdirSync(join(root, 'client', 'assets'), { recursive: true });
  mkdirSync(join(root, 'server'), { recursive: true });
  // the shell's scripts are marked as the build marks them (site/vite.config.ts)
  writeFileSync(
    join(root, 'client', 'index.html'),
    '<!doctype html><head><!--app-head--><!--app-scripts--><script src="/beacon.js" defer></script>' +
      '<script type="module" crossorigin src="/assets/app-123.js"></script><!--/app-scripts--></head><!--app-html-->',
  );
  writeFileSync(join(root, 'client', 'assets', 'app-123.js'), 'console.log(1);');
  writeFileSync(
    join(root, 'server', 'entry-server.js'),
    `export async function render(request) {
       const path = new URL(request.url).pathname;
       if (path === '/old') return { kind: 'redirect', status: 301, location: '/shows' };
       if (path === '/broken') throw new Error('render failed');
       if (path === '/islands')
         return { kind: 'page', status: 200, head: '<title>t</title>', html: 'page', data: '',
           scripts: ${JSON.stringify(islandsLoaderTag('/assets/app-123.js', ['/assets/page-1.js']))} };
       return { kind: 'page', status: path === '/missing-page' ? 404 : 200, head: '<title>t</title>', html: 'page', data: '' };
     }`,
  );
  return root;
}

beforeAll(async () => {
  dist = fakeSiteBuild();
  server = await startTestServer({ config: { siteDist: dist } });
  const admin = await server.admin();
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
    .png()
    .toBuffer();
  const group = await server.request('POST', '/api/groups/create', {
    token: admin.token,
    body: { name: 'Headers', images: { a: `data:image/png;base64,${png.toString('base64')}` } },
  });
  mediaPath = group.body.images.a;
  etag = (await server.request('GET', mediaPath)).headers.get('etag')!;
});
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

function expectSecurityHeaders(res: TestResponse, label: string): void {
  expect(res.headers.get('x-content-type-options'), label).toBe('nosniff');
  expect(res.headers.get('content-security-policy'), label).toContain("frame-ancestors 'none'");
  expect(res.headers.get('x-frame-options'), label).toBe('DENY');
  expect(res.headers.get('referrer-policy'), label).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('x-powered-by'), label).toBeNull();
}

describe('security headers', () => {
  it('are on every kind of response', async () => {
    const cases: [string, string, number, Record<string, string>?][] = [
      ['GET', '/api/groups', 200],
      ['GET', '/api/users', 401],
      ['GET', '/api/nothing', 404],
      ['GET', '/api/users/login', 405],
      ['POST', '/api/users/login', 400],
      ['GET', '/', 200],
      ['GET', '/shows', 200],
      ['GET', '/missing-page', 404],
      ['GET', '/broken', 200],
      ['GET', '/assets/app-123.js', 200],
      ['GET', '/assets/nothing.js', 404],
      ['GET', '/%E0%A4%A', 404],
      ['GET', '/robots.txt', 200],
      ['GET', '/sitemap.xml', 200],
      ['GET', '/shows.ics', 200],
      ['GET', mediaPath, 200],
      ['HEAD', mediaPath, 200],
      ['GET', '/media/nothing.webp', 404],
      ['POST', '/media/nothing.webp', 405],
      ['POST', '/', 404],
    ];
    for (const [method, path, status, headers] of cases) {
      const res = await server.request(method, path, { headers });
      const label = `${method} ${path}`;
      expect(res.status, label).toBe(status);
      expectSecurityHeaders(res, label);
    }
  });

  it('are on a 304', async () => {
    // node:http, since fetch turns a conditional request of its own into a full one
    const res = await new Promise<{ status?: number; headers: IncomingHttpHeaders }>((resolve, reject) => {
      httpGet(server.url + mediaPath, { headers: { 'If-None-Match': etag } }, (res) => {
        res.resume();
        resolve({ headers: res.headers, status: res.statusCode });
      }).on('error', reject);
    });
    expect(res.status).toBe(304);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('are on a redirect and on a 413', async () => {
    const redirect = await fetch(server.url + '/old', { redirect: 'manual' });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('x-content-type-options')).toBe('nosniff');
    const tooLarge = await server.request('POST', '/api/users/login', { raw: JSON.stringify({ e: 'x'.repeat(2e6) }) });
    expect(tooLarge.status).toBe(413);
    expectSecurityHeaders(tooLarge, '413');
  });

  it("admit a page of islands' loader by its hash, and no other inline script", async () => {
    const res = await server.request('GET', '/islands');
    const html = res.text;
    // the loader stands where the shell's scripts were: the page asks for no script by itself
    expect(html).not.toContain('app-scripts');
    expect(html).not.toMatch(/<script\s(?:[^>]*\s)?src=/);
    const inline = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256').update(inline[0]!).digest('base64');
    const scriptSrc = /(?:^|; )script-src ([^;]*)/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
    expect(scriptSrc).toBe(`'self' 'sha256-${hash}'`);
    // a page of the React app keeps the shell's scripts
    const app = (await server.request('GET', '/shows')).text;
    expect(app).toContain(
      '<script src="/beacon.js" defer></script><script type="module" crossorigin src="/assets/app-123.js">',
    );
    expect(app).not.toContain('app-scripts');
  });
});
