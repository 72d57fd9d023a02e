import { beforeEach, describe, expect, it } from 'vitest';
import { adminForThisFile, memberForThisFile, serverForThisFile } from './harness';
import { BAD_TOKENS, validRegistration } from './users-helpers';

const server = serverForThisFile();
const admin = adminForThisFile(server);
const member = memberForThisFile(server);
// the user each test's route reads, changes or deletes: its own, so a deletion by one test
// leaves the signed-in member (and every other test's target) in place
let target: { id: string; email: string };
beforeEach(async () => {
  target = await server.createUser();
});

interface AdminRoute {
  method: string;
  path: () => string;
  body?: () => unknown;
  ok: number;
}

const userRoutes: AdminRoute[] = [
  { method: 'GET', path: () => '/api/users', ok: 200 },
  { method: 'GET', path: () => `/api/users/edit/${target.id}`, ok: 200 },
  { method: 'POST', path: () => '/api/users/create', body: () => validRegistration(), ok: 201 },
  {
    method: 'PUT',
    path: () => `/api/users/update/${target.id}`,
    body: () => {
      const seen = { firstName: 'Test', lastName: 'User', email: target.email, roles: ['user'] };
      return { userComparatorData: seen, userData: seen };
    },
    ok: 200,
  },
  { method: 'DELETE', path: () => `/api/users/delete/${target.id}`, ok: 200 },
];

describe.each(userRoutes)('$method $path (admin only)', (route) => {
  it.each(BAD_TOKENS)('refuses %s with 401', async (_label, makeToken) => {
    const token = makeToken(server.config.jwtSecret, admin);
    const res = await server.request(route.method, route.path(), { token, body: route.body?.() });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: expect.any(String) });
  });

  it('refuses a signed-in user without the admin role with 403', async () => {
    const res = await server.request(route.method, route.path(), { token: member.token, body: route.body?.() });
    expect(res.status).toBe(403);
  });

  it('answers an admin with success', async () => {
    const res = await server.request(route.method, route.path(), { token: admin.token, body: route.body?.() });
    expect(res.status).toBe(route.ok);
  });
});

// a deleted account's token names nobody any more: refused as unauthenticated, not forbidden
describe('a token of a deleted user', () => {
  it('is refused with 401', async () => {
    const gone = await server.member();
    await server.request('DELETE', `/api/users/delete/${gone.id}`, { token: admin.token });
    expect((await server.request('GET', '/api/users', { token: gone.token })).status).toBe(401);
  });
});
