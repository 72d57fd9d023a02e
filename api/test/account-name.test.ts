import { describe, expect, it } from 'vitest';
import { adminForThisFile, memberForThisFile, serverForThisFile } from './harness';

const server = serverForThisFile();
const admin = adminForThisFile(server);
const member = memberForThisFile(server);

describe('PUT /api/users/me/name', () => {
  it('renames the signed-in account: the greeting and the admin’s user list follow', async () => {
    const res = await server.request('PUT', '/api/users/me/name', {
      token: admin.token,
      body: { firstName: ' Dana ', lastName: 'Whitfield' },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ firstName: 'Dana', lastName: 'Whitfield' });
    expect((await server.request('GET', '/api/users/me', { token: admin.token })).body).toMatchObject({
      firstName: 'Dana',
      lastName: 'Whitfield',
    });
    // the roles and the address stay as they were
    expect(res.body.roles).toContain('admin');
  });

  it('refuses an empty name per field and a request without a session', async () => {
    const res = await server.request('PUT', '/api/users/me/name', {
      token: member.token,
      body: { firstName: '  ', lastName: '' },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body).sort()).toEqual(['firstName', 'lastName']);
    const anonymous = await server.request('PUT', '/api/users/me/name', { body: { firstName: 'A', lastName: 'B' } });
    expect(anonymous.status).toBe(401);
  });
});
