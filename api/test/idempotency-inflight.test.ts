import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import Router from '@koa/router';
import { koaBody } from 'koa-body';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAuth } from '../src/auth/middleware';
import { errorMiddleware } from '../src/http/errors';
import { idempotency } from '../src/http/idempotency';
import { createIdempotencyRepository } from '../src/http/idempotency-repository';
import { createUserRepository } from '../src/users/repository';
import { startTestServer, type TestServer } from './harness';

// A slow write route behind the real middleware, to hold a request in flight while its
// duplicates arrive (the app's own routes answer too fast to overlap): it answers only once
// all the requests of the test reached the idempotency middleware.
let server: TestServer;
let slow: Server;
let slowUrl: string;
let applied = 0;
let arrivals = 0;
let expected = Infinity;
let allArrived: () => void = () => {};
let arrived = Promise.resolve();
/** The next `n` requests to /slow are held until the last of them reached the middleware. */
function holdUntil(n: number) {
  arrivals = 0;
  expected = n;
  arrived = new Promise((resolve) => (allArrived = resolve));
}

beforeAll(async () => {
  server = await startTestServer();
  // the auth without the app's own idempotency on admin writes: the test mounts it after its counter
  const auth = createAuth(createUserRepository(server.db), server.config.jwtSecret);
  const router = new Router();
  router.post('/slow', async (ctx) => {
    applied += 1;
    const n = applied;
    await arrived;
    ctx.status = 201;
    ctx.body = { n };
  });
  router.post('/boom', () => {
    applied += 1;
    throw new Error('database on fire');
  });
  const app = new Koa();
  app.use(errorMiddleware({ info: () => {}, error: () => {} }));
  app.use(koaBody());
  app.use(auth.resolveUser);
  app.use(auth.requireAdmin);
  app.use(async (ctx, next) => {
    // counted just before idempotency(), which reaches its wait for the running one at once
    if (ctx.path === '/slow' && ++arrivals === expected) allArrived();
    await next();
  });
  app.use(idempotency(createIdempotencyRepository(server.db)));
  app.use(router.routes());
  slow = app.listen(0, '127.0.0.1');
  await once(slow, 'listening');
  slowUrl = `http://127.0.0.1:${(slow.address() as AddressInfo).port}`;
});
afterAll(async () => {
  slow.closeAllConnections();
  slow.close();
  await server.close();
});

it('makes a duplicate that arrives mid-flight wait and replay the first answer', async () => {
  const { token } = await server.admin();
  const post = (path: string, key: string) =>
    fetch(slowUrl + path, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': key } });
  applied = 0;
  holdUntil(3);
  const [a, b, c] = await Promise.all([post('/slow', 'k1'), post('/slow', 'k1'), post('/slow', 'k1')]);
  expect(applied).toBe(1);
  expect([a.status, b.status, c.status]).toEqual([201, 201, 201]);
  const bodies = await Promise.all([a.json(), b.json(), c.json()]);
  expect(bodies).toEqual([{ n: 1 }, { n: 1 }, { n: 1 }]);
  const replayed = [a, b, c].map((r) => r.headers.get('idempotent-replayed'));
  expect(replayed.filter((v) => v === 'true')).toHaveLength(2);
});

it('does not store a 500, so a retry runs again', async () => {
  const { token } = await server.admin();
  const post = () =>
    fetch(slowUrl + '/boom', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': 'b1' },
    });
  applied = 0;
  expect((await post()).status).toBe(500);
  expect((await post()).status).toBe(500);
  expect(applied).toBe(2);
});
