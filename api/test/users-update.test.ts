import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@jazz/contracts';
import { adminForThisFile, serverForThisFile } from './harness';
import { callWithoutSecrets, expectPublicUser } from './users-helpers';

const server = serverForThisFile();
const admin = adminForThisFile(server);
const call = callWithoutSecrets(server);

const read = async (id: string) => (await call('GET', `/api/users/edit/${id}`, { token: admin.token })).body;

const update = (id: string, comparator: Record<string, unknown>, userData: Record<string, unknown>) =>
  call('PUT', `/api/users/update/${id}`, {
    token: admin.token,
    body: { userComparatorData: comparator, userData: { ...userData, id } },
  });

describe('PUT /api/users/update/:id', () => {
  it('updates the fields and answers the updated user', async () => {
    const user = await server.createUser({ firstName: 'Old' });
    const before = await read(user.id);
    const res = await update(user.id, before, {
      firstName: 'Cannonball',
      lastName: 'Adderley',
      email: 'Cannon@Example.com',
      roles: ['user'],
    });
    expect(res.status).toBe(200);
    expectPublicUser(res.body, {
      _id: user.id,
      firstName: 'Cannonball',
      lastName: 'Adderley',
      email: 'cannon@example.com',
      roles: ['user'],
    });
    expect(await read(user.id)).toEqual(res.body);
    // the password is untouched by an update
    expect(
      (
        await server.request('POST', '/api/users/login', {
          body: { email: 'cannon@example.com', password: user.password },
        })
      ).status,
    ).toBe(200);
  });

  it('compares roles as a set: the roles seen in another order are no conflict', async () => {
    const user = await server.createUser({ roles: ['user', 'admin'] });
    const before = await read(user.id);
    expect(before.roles).toEqual(['user', 'admin']);
    const res = await update(
      user.id,
      { ...before, roles: ['admin', 'user'] },
      { firstName: 'Reordered', lastName: before.lastName, email: before.email, roles: ['user', 'admin'] },
    );
    expect(res.status).toBe(200);
    expect(res.body.firstName).toBe('Reordered');
    // a different set still is a conflict
    const stale = await update(
      user.id,
      { ...res.body, roles: ['user'] },
      { firstName: 'Stale', lastName: before.lastName, email: before.email, roles: ['user', 'admin'] },
    );
    expect(stale.status).toBe(409);
  });

  it('promotes a user to admin, whose token then opens admin routes', async () => {
    const user = await server.member();
    expect((await call('GET', '/api/users', { token: user.token })).status).toBe(403);
    const before = await read(user.id);
    const res = await update(user.id, before, { ...before, roles: ['user', 'admin'] });
    expect(res.status).toBe(200);
    expect(res.body.roles).toEqual(['user', 'admin']);
    expect((await call('GET', '/api/users', { token: user.token })).status).toBe(200);
  });

  it('refuses a stale comparator with 409, the current record, and no change', async () => {
    const user = await server.createUser({ firstName: 'Miles' });
    const seen = await read(user.id);
    const first = await update(user.id, seen, { ...seen, firstName: 'Miles D.' });
    expect(first.status).toBe(200);
    const stale = await update(user.id, seen, { ...seen, lastName: 'Overwritten' });
    expect(stale.status).toBe(409);
    expectPublicUser(stale.body.current, { _id: user.id, firstName: 'Miles D.', lastName: seen.lastName });
    expect(await read(user.id)).toEqual(first.body);
  });

  it('refuses a comparator missing a compared field', async () => {
    const user = await server.createUser();
    const { roles: _roles, ...partial } = await read(user.id);
    const res = await update(user.id, partial, { ...partial, roles: ['user'] });
    expect(res.status).toBe(409);
  });

  it('lets exactly one of two parallel updates from one comparator win', async () => {
    const user = await server.createUser();
    const seen = await read(user.id);
    const results = await Promise.all(
      ['A', 'B', 'C'].map((name) => update(user.id, seen, { ...seen, firstName: name })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
  });

  it('refuses an e-mail used by another user, keeps its own', async () => {
    const other = await server.createUser();
    const user = await server.createUser();
    const seen = await read(user.id);
    const taken = await update(user.id, seen, { ...seen, email: other.email.toUpperCase() });
    expect(taken.status).toBe(400);
    expect(taken.body).toEqual({ email: MESSAGES.emailTaken });
    const same = await update(user.id, seen, { ...seen, firstName: 'Same mail' });
    expect(same.status).toBe(200);
  });

  it('validates userData with the field keys', async () => {
    const user = await server.createUser();
    const seen = await read(user.id);
    const res = await update(user.id, seen, { firstName: '', lastName: ' ', email: 'x', roles: ['admin'] });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      firstName: MESSAGES.firstName,
      lastName: MESSAGES.lastName,
      email: MESSAGES.email,
      roles: MESSAGES.roles,
    });
    const noBody = await call('PUT', `/api/users/update/${user.id}`, { token: admin.token, body: {} });
    expect(noBody.status).toBe(400);
  });

  it('answers 404 for a missing user', async () => {
    const res = await update(
      '000000000000000000000000',
      {},
      {
        firstName: 'A',
        lastName: 'B',
        email: 'ghost@example.com',
        roles: ['user'],
      },
    );
    expect(res.status).toBe(404);
  });
});

describe('the last admin', () => {
  const solo = serverForThisFile();

  it('can be neither demoted nor deleted, until there is another admin', async () => {
    const only = await solo.admin();
    const path = `/api/users/edit/${only.id}`;
    const seen = (await solo.request('GET', path, { token: only.token })).body;

    const demote = await solo.request('PUT', `/api/users/update/${only.id}`, {
      token: only.token,
      body: { userComparatorData: seen, userData: { ...seen, roles: ['user'] } },
    });
    expect(demote.status).toBe(400);
    expect(demote.body).toEqual({ roles: MESSAGES.lastAdmin });

    const remove = await solo.request('DELETE', `/api/users/delete/${only.id}`, { token: only.token });
    expect(remove.status).toBe(400);
    expect(remove.body).toEqual({ roles: 'The last admin can not be deleted.' });
    expect((await solo.request('GET', path, { token: only.token })).body).toEqual(seen);

    // with a second admin, the first may step down, and its token loses admin rights at once
    const second = await solo.admin();
    const stepDown = await solo.request('PUT', `/api/users/update/${only.id}`, {
      token: second.token,
      body: { userComparatorData: seen, userData: { ...seen, roles: ['user'] } },
    });
    expect(stepDown.status).toBe(200);
    expect((await solo.request('GET', '/api/users', { token: only.token })).status).toBe(403);

    // now the second is the last one
    const removeSecond = await solo.request('DELETE', `/api/users/delete/${second.id}`, { token: second.token });
    expect(removeSecond.status).toBe(400);
    expect(removeSecond.body).toEqual({ roles: 'The last admin can not be deleted.' });
  });

  it('a deleted admin token is refused at once', async () => {
    // on the file's other server: admins made on `solo` would leave the last-admin test's admin not the last
    const keeper = await server.admin();
    const leaving = await server.admin();
    const res = await server.request('DELETE', `/api/users/delete/${leaving.id}`, { token: keeper.token });
    expect(res.status).toBe(200);
    expect((await server.request('GET', '/api/users', { token: leaving.token })).status).toBe(401);
  });
});
