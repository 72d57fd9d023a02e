import { describe, expect, it } from 'vitest';
import { adminForThisFile, memberForThisFile, serverForThisFile } from './harness';
import { BAD_TOKENS } from './users-helpers';

/**
 * The 401/403 part of the permission matrix over the group and event admin routes: the guard
 * must answer before any validation or lookup, so even an empty body or a made-up id gets
 * 401 or 403, never 400 or 404.
 */
const server = serverForThisFile();
const admin = adminForThisFile(server);
const member = memberForThisFile(server);

const routes: [string, string][] = [
  ['POST', '/api/groups/create'],
  ['PUT', '/api/groups/update/x'],
  ['DELETE', '/api/groups/delete/x'],
  ['POST', '/api/events/create'],
  ['PUT', '/api/events/update/x'],
  ['DELETE', '/api/events/delete/x'],
  ['GET', '/api/users'],
];

// an empty body: the guard must answer before validation would complain about it
const bodyFor = (method: string) => (method === 'GET' ? undefined : {});

describe.each(routes)('%s %s', (method, path) => {
  it.each(BAD_TOKENS)('refuses %s with 401', async (_label, makeToken) => {
    const token = makeToken(server.config.jwtSecret, admin);
    const res = await server.request(method, path, { token, body: bodyFor(method) });
    expect(res.status).toBe(401);
  });

  it('refuses a user without the admin role with 403', async () => {
    const res = await server.request(method, path, { token: member.token, body: bodyFor(method) });
    expect(res.status).toBe(403);
  });

  it('lets an admin through the guard', async () => {
    const res = await server.request(method, path, { token: admin.token, body: bodyFor(method) });
    expect([401, 403]).not.toContain(res.status);
    expect(res.status).toBeLessThan(500);
  });
});
