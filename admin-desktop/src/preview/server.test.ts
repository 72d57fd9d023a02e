import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@jazz/api/testing';
import { startGate } from '../../test/gate';
import { startPreview } from './server';

let api: TestServer;
let preview: Awaited<ReturnType<typeof startPreview>>;
const dir = mkdtempSync(join(tmpdir(), 'desk-preview-'));
const rendererDir = join(dir, 'renderer');

beforeAll(async () => {
  mkdirSync(join(rendererDir, 'assets'), { recursive: true });
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>Jazz admin</title>');
  writeFileSync(join(rendererDir, 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(join(dir, 'secret.txt'), 'not for the browser');
  api = await startTestServer();
  preview = await startPreview({ port: 0, apiUrl: api.url, rendererDir });
});
afterAll(async () => {
  await preview.close();
  await api.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A raw HTTP request, so the Host header and the path are sent exactly as given. */
function raw(path: string, options: { host?: string; method?: string; body?: string } = {}) {
  const { port } = new URL(preview.url);
  return new Promise<{ status: number; headers: Record<string, unknown>; text: string }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        headers: {
          host: options.host ?? `127.0.0.1:${port}`,
          ...(options.body ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

describe('desktop:preview server', () => {
  it('serves the renderer with the CSP and forwards /api, bodies included, to the server', async () => {
    const page = await raw('/');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Jazz admin');
    expect(page.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect((await raw('/assets/app.js')).headers['content-type']).toMatch(/javascript/);

    const settings = await raw('/api/settings');
    expect(settings.status).toBe(200);
    expect(JSON.parse(settings.text)).toMatchObject({ timeZone: 'America/New_York' });
    const admin = await api.admin();
    const login = await raw('/api/users/login', {
      method: 'POST',
      body: JSON.stringify({ email: admin.email, password: admin.password }),
    });
    expect(login.status).toBe(200);
    expect(JSON.parse(login.text).token).toEqual(expect.any(String));
  });

  it('answers only requests addressed to itself (DNS rebinding)', async () => {
    const { port } = new URL(preview.url);
    expect((await raw('/', { host: `localhost:${port}` })).status).toBe(200);
    for (const host of [`evil.example:${port}`, 'evil.example', `127.0.0.1:${Number(port) + 1}`]) {
      expect((await raw('/', { host })).status, host).toBe(403);
      expect((await raw('/api/settings', { host })).status, host).toBe(403);
      expect((await raw('/__preview/settings', { host })).status, host).toBe(403);
    }
  });

  it('answers a bad percent-encoding with 400 and keeps serving', async () => {
    expect((await raw('/%E0%A4%A')).status).toBe(400);
    expect((await raw('/assets/%')).status).toBe(400);
    expect((await raw('/')).status).toBe(200);
  });

  it('serves nothing outside the renderer folder', async () => {
    for (const path of ['/..%2Fsecret.txt', '/assets/..%2F..%2Fsecret.txt', '/..%5Csecret.txt', '/%2E%2E/secret.txt']) {
      const res = await raw(path);
      expect(res.text, path).not.toContain('not for the browser');
      expect(res.status, path).toBe(404);
    }
  });

  it('drops the connection when the server can not be reached (the browser sees "offline")', async () => {
    const cut = await startGate(api.url);
    await cut.down();
    const put = await raw('/__preview/settings', { method: 'PUT', body: JSON.stringify({ serverUrl: cut.url }) });
    expect(put.status).toBe(200);
    await expect(raw('/api/settings')).rejects.toThrow();
    await raw('/__preview/settings', { method: 'PUT', body: JSON.stringify({ serverUrl: api.url }) });
    await cut.close();
    expect((await raw('/api/settings')).status).toBe(200);
  });

  it('takes an unencrypted address of another computer only when confirmed', async () => {
    const body = JSON.stringify({ serverUrl: 'http://jazz.example' });
    expect((await raw('/__preview/settings', { method: 'PUT', body })).status).toBe(400);
    const confirmed = JSON.stringify({ serverUrl: 'http://jazz.example', allowInsecure: true });
    expect((await raw('/__preview/settings', { method: 'PUT', body: confirmed })).status).toBe(200);
    await raw('/__preview/settings', { method: 'PUT', body: JSON.stringify({ serverUrl: api.url }) });
  });
});
