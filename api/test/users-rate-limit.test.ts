import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@jazz/contracts';
import { startTestServer, type TestServer } from './harness';
import { validRegistration } from './users-helpers';

// every server here runs the production window, so the limits are live
const withLimits = () => startTestServer({ config: { rateWindowMs: 60_000 } });

async function hammer(server: TestServer, times: number, path: string, body: () => unknown) {
  const statuses: number[] = [];
  for (let i = 0; i < times; i += 1) statuses.push((await server.request('POST', path, { body: body() })).status);
  return statuses;
}

function expectRetryAfter(res: { status: number; headers: Headers }) {
  expect(res.status).toBe(429);
  const seconds = Number(res.headers.get('retry-after'));
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(60);
}

describe('rate limits', () => {
  // a server for each test: the limits count per address, and every test comes from 127.0.0.1
  let server: TestServer;
  beforeEach(async () => {
    server = await withLimits();
  });
  afterEach(() => server.close());

  it('stops password guessing on one account after 10 tries, even with the right password', async () => {
    const user = await server.createUser();
    const statuses = await hammer(server, 10, '/api/users/login', () => ({ email: user.email, password: 'guess' }));
    expect(new Set(statuses)).toEqual(new Set([400]));
    const blocked = await server.request('POST', '/api/users/login', {
      body: { email: user.email.toUpperCase(), password: user.password },
    });
    expectRetryAfter(blocked);
    expect(blocked.body).toEqual({ message: expect.any(String) });
  });

  it('stops one address after 20 login attempts across accounts', async () => {
    const statuses = await hammer(server, 20, '/api/users/login', () => ({
      email: `someone-${Math.random()}@example.com`,
      password: 'guess',
    }));
    expect(new Set(statuses)).toEqual(new Set([400]));
    const other = await server.createUser();
    expectRetryAfter(
      await server.request('POST', '/api/users/login', { body: { email: other.email, password: other.password } }),
    );
  });
});

describe('register and password reset limits', () => {
  // a server for each test: the limits count per address, and every test comes from 127.0.0.1
  let server: TestServer;
  beforeEach(async () => {
    server = await withLimits();
  });
  afterEach(() => server.close());

  it('allows 10 registrations per address, then 429', async () => {
    const statuses = await hammer(server, 10, '/api/users/register', () => validRegistration({ password2: 'x' }));
    expect(new Set(statuses)).toEqual(new Set([400]));
    expectRetryAfter(await server.request('POST', '/api/users/register', { body: validRegistration() }));
  });

  it('sends at most 3 reset mails per account', async () => {
    const user = await server.createUser();
    const statuses = await hammer(server, 3, '/api/users/passwordReset', () => ({ email: user.email }));
    expect(statuses).toEqual([200, 200, 200]);
    expectRetryAfter(await server.request('POST', '/api/users/passwordReset', { body: { email: user.email } }));
  });

  it('answers at most 5 reset requests per address', async () => {
    const statuses = await hammer(server, 4, '/api/users/passwordReset', () => ({
      email: `nobody-${Math.random()}@example.com`,
    }));
    expect(new Set(statuses)).toEqual(new Set([400]));
    // the fifth is still answered
    const fifth = await server.request('POST', '/api/users/passwordReset', { body: { email: 'x@example.com' } });
    expect(fifth.body).toEqual({ emailnotfound: MESSAGES.emailnotfound });
    expectRetryAfter(await server.request('POST', '/api/users/passwordReset', { body: { email: 'y@example.com' } }));
  });
});

describe('a short window', () => {
  it('lets the same client in again once the window has passed', async () => {
    let time = Date.now();
    const server = await startTestServer({ config: { rateWindowMs: 1500 }, now: () => time });
    try {
      const user = await server.createUser();
      await hammer(server, 10, '/api/users/login', () => ({ email: user.email, password: 'guess' }));
      const blocked = await server.request('POST', '/api/users/login', {
        body: { email: user.email, password: user.password },
      });
      expect(blocked.status).toBe(429);
      // still inside the window, a millisecond before its end: refused
      time += 1499;
      expect((await server.request('POST', '/api/users/login', { body: { email: user.email } })).status).toBe(429);
      time += 1;
      await server.login(user.email, user.password);
    } finally {
      await server.close();
    }
  });
});

describe('brute force against one account', () => {
  // behind one proxy, so each request names its client address in X-Forwarded-For
  const login = (server: TestServer, from: string, body: unknown) =>
    server.request('POST', '/api/users/login', { body, headers: { 'X-Forwarded-For': from } });

  it('does not lock the owner out: the right password from another address still works', async () => {
    const server = await startTestServer({ config: { rateWindowMs: 60_000, trustProxy: 1 } });
    try {
      const owner = await server.createUser();
      const statuses: number[] = [];
      for (let i = 0; i < 15; i += 1)
        statuses.push((await login(server, '203.0.113.66', { email: owner.email, password: 'guess' })).status);
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
      expect(new Set(statuses.slice(10))).toEqual(new Set([429]));
      // the hammering address is held back, even with the right password
      expectRetryAfter(await login(server, '203.0.113.66', { email: owner.email, password: owner.password }));
      // the owner, elsewhere, signs in
      expect((await login(server, '198.51.100.10', { email: owner.email, password: owner.password })).status).toBe(200);
      expect((await login(server, '198.51.100.10', { email: owner.email, password: 'typo' })).status).toBe(400);
    } finally {
      await server.close();
    }
  });

  it('counts only failures: signing in many times from one address is never held back', async () => {
    const server = await startTestServer({ config: { rateWindowMs: 60_000 } });
    try {
      const user = await server.createUser();
      for (let i = 0; i < 25; i += 1) await server.login(user.email, user.password);
    } finally {
      await server.close();
    }
  });
});
