import { once } from 'node:events';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createLogger } from '../src/http/logger';
import { startTestServer, type TestServer } from './harness';

/** Health, logs, HSTS, the proxy's client address and the bound on big uploads. */
const servers: TestServer[] = [];
const listeners: Server[] = [];
afterAll(async () => {
  for (const listener of listeners) {
    listener.closeAllConnections();
    listener.close();
  }
  await Promise.all(servers.map((s) => s.close()));
});

async function boot(options: Parameters<typeof startTestServer>[0] = {}) {
  const server = await startTestServer(options);
  servers.push(server);
  return server;
}

async function listen(server: Server) {
  listeners.push(server);
  if (!server.listening) server.listen(0, '127.0.0.1');
  if (!server.listening) await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('GET /healthz', () => {
  it('answers 200 with the database state and the mails waiting', async () => {
    const server = await boot({ smtpUrl: 'smtp://127.0.0.1:1' });
    const before = await server.request('GET', '/healthz');
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ db: 'ok', mailQueue: 0 });
    const user = await server.createUser();
    await server.request('POST', '/api/users/passwordReset', { body: { email: user.email } });
    await server.mailer.flush();
    expect((await server.request('GET', '/healthz')).body).toEqual({ db: 'ok', mailQueue: 1 });
  });

  it('answers 503 when the database does not answer', async () => {
    const server = await boot();
    server.db.close();
    const res = await server.request('GET', '/healthz');
    expect(res.status).toBe(503);
    expect(res.body.db).not.toBe('ok');
  });
});

describe('the request log', () => {
  function capture(level: 'info' | 'warn') {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    return { lines, logger: createLogger(level, stream) };
  }

  it('writes one JSON line per request, with the id sent back as X-Request-Id, and no secrets', async () => {
    const server = await boot();
    const { lines, logger } = capture('info');
    const url = await listen(
      createApp({ db: server.db, config: server.config, mailer: server.mailer, logger }).listen(),
    );
    const user = await server.createUser();
    const login = await fetch(`${url}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    const { token } = (await login.json()) as { token: string };
    const secret = 'A'.repeat(43);
    await fetch(`${url}/api/users/_resetpassword/${user.id}/${secret}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    await fetch(`${url}/resetpassword/${user.id}/${secret}?x=1`);
    await fetch(`${url}/api/groups`);

    const requests = lines.filter((line) => line.msg === 'request');
    expect(requests).toHaveLength(4);
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/api/users/login', status: 200, level: 30 });
    expect(requests[0]!.reqId).toBe(login.headers.get('x-request-id'));
    expect(requests[0]!.responseTimeMs).toEqual(expect.any(Number));
    expect(requests[0]!.time).toEqual(expect.any(String));
    expect(requests[1]!.path).toBe('/api/users/_resetpassword/[redacted]');
    expect(requests[2]!.path).toBe('/resetpassword/[redacted]');
    expect(new Set(requests.map((line) => line.reqId)).size).toBe(4);
    const all = JSON.stringify(lines);
    for (const secretText of [secret, token, user.password]) expect(all).not.toContain(secretText);
  });

  it('follows LOG_LEVEL', async () => {
    // its own server's folder, not the first one another test booted
    const server = await boot();
    expect(loadConfig({ DATA_DIR: server.dir, LOG_LEVEL: 'warn' }).logLevel).toBe('warn');
    expect(() => loadConfig({ DATA_DIR: server.dir, LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    const { lines, logger } = capture('warn');
    const url = await listen(
      createApp({ db: server.db, config: server.config, mailer: server.mailer, logger }).listen(),
    );
    await fetch(`${url}/api/groups`);
    expect(lines).toEqual([]);
  });
});

describe('HSTS', () => {
  it('is sent for one year with subdomains when SITE_URL is https, and not over plain http', async () => {
    const plain = await boot();
    expect((await plain.request('GET', '/api/groups')).headers.get('strict-transport-security')).toBeNull();
    const secure = await boot({ config: { siteUrl: 'https://example.com' } });
    for (const path of ['/api/groups', '/robots.txt', '/healthz'])
      expect((await secure.request('GET', path)).headers.get('strict-transport-security'), path).toBe(
        'max-age=31536000; includeSubDomains',
      );
  });
});

describe('TRUST_PROXY', () => {
  // the contact form allows 5 attempts a minute per client address: cheap to count with
  const contact = (server: TestServer, forwardedFor: string) =>
    server.request('POST', '/api/contact', { body: {}, headers: { 'X-Forwarded-For': forwardedFor } });

  it('reads TRUST_PROXY as a number of proxies', () => {
    const dir = servers[0]!.dir;
    expect(loadConfig({ DATA_DIR: dir }).trustProxy).toBe(0);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(() => loadConfig({ DATA_DIR: dir, TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
  });

  it('with 1 proxy, counts the address the proxy appended, whatever the client wrote before it', async () => {
    const server = await boot({ config: { trustProxy: 1, rateWindowMs: 60_000 } });
    for (let i = 0; i < 5; i += 1) expect((await contact(server, `10.0.0.${i}, 198.51.100.7`)).status).toBe(400);
    expect((await contact(server, '10.9.9.9, 198.51.100.7')).status).toBe(429);
    // another client behind the same proxy is not held back
    expect((await contact(server, '198.51.100.8')).status).toBe(400);
  });

  it('with 2 proxies, counts the second address from the right', async () => {
    const server = await boot({ config: { trustProxy: 2, rateWindowMs: 60_000 } });
    for (let i = 0; i < 5; i += 1)
      expect((await contact(server, `10.0.0.${i}, 198.51.100.7, 10.1.1.1`)).status).toBe(400);
    expect((await contact(server, '198.51.100.7, 10.1.1.2')).status).toBe(429);
  });

  it('without TRUST_PROXY, ignores X-Forwarded-For', async () => {
    const server = await boot({ config: { rateWindowMs: 60_000 } });
    for (let i = 0; i < 5; i += 1) expect((await contact(server, `198.51.100.${i}`)).status).toBe(400);
    expect((await contact(server, '198.51.100.99')).status).toBe(429);
  });
});

describe('image-heavy bodies', () => {
  it('reads at most two at once: the third gets 503 with Retry-After, and a later one goes through', async () => {
    const server = await boot();
    const { token } = await server.admin();
    const http = server.app.listen();
    let arrived = 0;
    const twoArrived = new Promise<void>((resolve) =>
      http.on('request', () => {
        arrived += 1;
        // Koa's handler ran first, synchronously up to the body read: the slot is taken
        if (arrived === 2) setImmediate(resolve);
      }),
    );
    const url = new URL(await listen(http));
    // two uploads that send their headers and a first part of a big body, then wait
    const held = [0, 1].map(() => {
      const req = httpRequest({
        host: url.hostname,
        port: url.port,
        method: 'POST',
        path: '/api/groups/create',
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
          'Content-Length': String(150 * 1024 * 1024),
        },
      });
      req.on('error', () => {});
      req.write('{"name":"Big","images":{"a":"data:image/png;base64,');
      return req;
    });
    await twoArrived;
    const send = () =>
      fetch(`${url.origin}/api/groups/create`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Small' }),
      });
    const third = await send();
    expect(third.status).toBe(503);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await third.json()).toEqual({ message: expect.any(String) });
    // a small body on another route is not held back
    expect((await fetch(`${url.origin}/api/groups`)).status).toBe(200);

    const closed = held.map((req) => new Promise((resolve) => req.on('close', resolve)));
    held.forEach((req) => req.destroy());
    await Promise.all(closed);
    // the server notices the aborted bodies and frees their slots
    await vi.waitFor(async () => expect((await send()).status).toBe(201), { timeout: 15_000, interval: 20 });
  });
});
