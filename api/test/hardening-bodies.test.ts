import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { serverForThisFile } from './harness';

/**
 * Anonymous bodies in flight have a budget, site-wide and per client address: past it a new one
 * is refused with 503 and Retry-After before it is read. Here 3 MB site-wide, 2 MB per address.
 */
const server = serverForThisFile({
  config: { trustProxy: 1, anonymousBodyBytes: 3 * 1024 * 1024, anonymousBodyBytesPerAddress: 2 * 1024 * 1024 },
});
const MB = 1024 * 1024;

/** A POST whose 1 MB body starts and then waits: what a slow client holds. */
async function slowBody(client: string) {
  const socket: Socket = connect(Number(new URL(server.url).port), '127.0.0.1');
  await once(socket, 'connect');
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
  socket.on('error', () => {});
  socket.write(
    `POST /api/users/login HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: ${client}\r\nContent-Type: application/json\r\nContent-Length: ${MB}\r\n\r\n{"email":"`,
  );
  return { socket, answer: () => answer };
}

describe('anonymous request bodies', () => {
  it('get 503 with Retry-After, unread, past the per-address and the site-wide budget; room comes back', async () => {
    const member = await server.member();
    const held = [await slowBody('10.0.0.1'), await slowBody('10.0.0.1')];
    // the slow bodies are counted once the server has their headers: a third from that address is refused
    await vi.waitFor(async () => {
      const third = await slowBody('10.0.0.1');
      held.push(third);
      await vi.waitFor(() => expect(third.answer()).toMatch(/^HTTP\/1\.1 503/));
      expect(third.answer()).toMatch(/\r\nRetry-After: \d+\r\n/i);
    });
    // another address has room of its own, until the site-wide budget is spent
    const other = await slowBody('10.0.0.2');
    held.push(other);
    const refused = await slowBody('10.0.0.3');
    held.push(refused);
    await vi.waitFor(() => expect(refused.answer()).toMatch(/^HTTP\/1\.1 503/));
    expect(other.answer()).toBe('');
    // small bodies of signed-in users are not counted
    const me = await server.request('PUT', '/api/users/me/password', {
      token: member.token,
      body: { currentPassword: 'wrong', password: 'a new password 1' },
    });
    expect(me.status).toBe(400);
    for (const conn of held) conn.socket.destroy();
    await vi.waitFor(async () => {
      const res = await server.request('POST', '/api/users/login', {
        body: { email: 'nobody@example.com', password: 'x' },
        headers: { 'X-Forwarded-For': '10.0.0.3' },
      });
      expect(res.status).toBe(400);
    });
  });
});

describe('small bodies beside big ones waiting (issue 45, finding 3)', () => {
  it('let login, password reset and a small form through while slow 1 MB bodies fill the budget', async () => {
    // 1 MB bodies from many addresses until the site-wide budget refuses one
    const held: Awaited<ReturnType<typeof slowBody>>[] = [];
    for (let i = 0; ; i++) {
      const one = await slowBody(`10.9.0.${i}`);
      held.push(one);
      const refused = await vi
        .waitFor(() => expect(one.answer()).toMatch(/^HTTP\/1\.1 503/), { timeout: 300 })
        .then(() => true)
        .catch(() => false);
      if (refused) break;
      expect(i).toBeLessThan(10);
    }
    try {
      const from = { 'X-Forwarded-For': '10.9.1.1' };
      const login = await server.request('POST', '/api/users/login', {
        body: { email: 'nobody@example.com', password: 'x' },
        headers: from,
      });
      expect(login.status).toBe(400);
      const reset = await server.request('POST', '/api/users/passwordReset', {
        body: { email: 'nobody@example.com' },
        headers: from,
      });
      expect(reset.body).toHaveProperty('emailnotfound');
      const follow = await server.request('POST', '/api/follow', { body: { email: 'not an address' }, headers: from });
      expect(follow.status).toBe(400);
    } finally {
      for (const conn of held) conn.socket.destroy();
    }
  });
});
