import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSite, type Site } from './support';

/**
 * "Run it on a server": Debian's caddy (CI installs it; a missing caddy fails this
 * test) in front of the app with `tls internal`, as deploy/Caddyfile does with a real
 * certificate. Through Caddy a page and the API answer, and the rate limits count the client
 * address Caddy forwarded, not Caddy's own, and never one the client wrote itself.
 */
const CADDY = '/usr/bin/caddy';
const repo = resolve(import.meta.dirname, '..', '..');
let site: Site;
let caddy: ChildProcess;
let home: string;
let port: number;
let ca: Buffer;
let caddyLog = '';

/** A port free right now, for Caddy (it can not be told to pick one and report it). */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.on('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as { port: number };
      probe.close(() => done(free));
    });
  });
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** HTTPS through Caddy, checked against Caddy's own root certificate, from the client address `from`. */
function viaCaddy(
  method: string,
  path: string,
  options: { from?: string; headers?: Record<string, string>; body?: string } = {},
) {
  return new Promise<Answer>((done, fail) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        servername: 'localhost',
        ca,
        localAddress: options.from ?? '127.0.0.2',
        headers: { Host: `localhost:${port}`, ...options.headers },
        agent: false,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', fail);
    req.end(options.body);
  });
}

/** Waits until Caddy has made its local CA and answers through to the site. */
async function waitForCaddy() {
  await vi.waitFor(
    async () => {
      // if Caddy is gone, the failure at the timeout says why
      expect(caddy.exitCode, `Caddy exited:\n${caddyLog}`).toBeNull();
      ca = readFileSync(join(home, 'data', 'caddy', 'pki', 'authorities', 'local', 'root.crt'));
      expect((await viaCaddy('GET', '/healthz')).status).toBe(200);
    },
    { timeout: 30_000, interval: 100 },
  );
}

beforeAll(async () => {
  site = await startSite({ config: { trustProxy: 1, rateWindowMs: 60_000 } });
  home = mkdtempSync(join(tmpdir(), 'jazz-caddy-'));
  port = await freePort();
  const httpPort = await freePort();
  const upstream = new URL(site.url).host;
  writeFileSync(
    join(home, 'Caddyfile'),
    `{
  admin off
  skip_install_trust
  auto_https disable_redirects
  http_port ${httpPort}
  https_port ${port}
  storage file_system ${join(home, 'data', 'caddy')}
}

https://localhost:${port} {
  tls internal
  reverse_proxy ${upstream}
}
`,
  );
  caddy = spawn(CADDY, ['run', '--adapter', 'caddyfile', '--config', join(home, 'Caddyfile')], {
    env: { ...process.env, HOME: home, XDG_DATA_HOME: join(home, 'data'), XDG_CONFIG_HOME: join(home, 'config') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const spawned = new Promise<void>((done, fail) => {
    caddy.once('spawn', done);
    caddy.once('error', (error) => fail(new Error(`Can not start ${CADDY} (apt-get install caddy): ${error.message}`)));
  });
  caddy.stdout!.on('data', (chunk: Buffer) => (caddyLog += chunk.toString()));
  caddy.stderr!.on('data', (chunk: Buffer) => (caddyLog += chunk.toString()));
  await spawned;
  await waitForCaddy();
});

afterAll(async () => {
  if (caddy && caddy.exitCode === null) {
    const exited = new Promise((done) => caddy.once('exit', done));
    caddy.kill('SIGTERM');
    await exited;
  }
  await site?.close();
  if (home) rmSync(home, { recursive: true, force: true });
});

describe('behind Caddy', () => {
  it('serves a page over HTTPS', async () => {
    const page = await viaCaddy('GET', '/');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toMatch(/<title>[^<]+<\/title>/);
  });

  it('answers the API', async () => {
    const groups = await viaCaddy('GET', '/api/groups');
    expect(groups.status).toBe(200);
    expect(Array.isArray(JSON.parse(groups.body))).toBe(true);
    expect(groups.headers['x-request-id']).toEqual(expect.any(String));
  });

  it('counts the client address Caddy forwarded, whatever X-Forwarded-For the client sends', async () => {
    // the contact form allows 5 attempts a minute per client address
    const post = (spoofed: string) =>
      viaCaddy('POST', '/api/contact', {
        from: '127.0.0.3',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': spoofed },
        body: '{}',
      });
    for (let i = 0; i < 5; i += 1) expect((await post(`10.0.0.${i}`)).status).toBe(400);
    const limited = await post('10.0.0.99');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // another client through the same Caddy is not held back
    expect(
      (
        await viaCaddy('POST', '/api/contact', {
          from: '127.0.0.4',
          headers: { 'Content-Type': 'application/json' },
          body: '{}',
        })
      ).status,
    ).toBe(400);
    // nor is Caddy's own address (the app's socket peer for every request above)
    const direct = await fetch(`${site.url}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(direct.status).toBe(400);
  });
});

describe('deploy/Caddyfile', () => {
  it('is a valid Caddyfile: www redirected, the app proxied on 127.0.0.1:3000', () => {
    const adapted = spawnSync(
      CADDY,
      ['adapt', '--adapter', 'caddyfile', '--config', join(repo, 'deploy', 'Caddyfile')],
      {
        encoding: 'utf8',
        env: { ...process.env, HOME: home },
      },
    );
    expect(adapted.status, adapted.stderr).toBe(0);
    const json = adapted.stdout;
    expect(json).toContain('"www.example.com"');
    expect(json).toMatch(/"Location":\["https:\/\/example\.com\{http\.request\.uri\}"\]/);
    expect(json).toContain('"dial":"127.0.0.1:3000"');
  });
});
