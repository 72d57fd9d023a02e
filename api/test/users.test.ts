import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@jazz/contracts';
import { adminForThisFile, serverForThisFile } from './harness';
import { callWithoutSecrets, decodeJwt, expectPublicUser, validRegistration } from './users-helpers';

const server = serverForThisFile();
const admin = adminForThisFile(server);
/** Every request of this file also checks that nothing secret comes back. */
const call = callWithoutSecrets(server);

describe('POST /api/users/register', () => {
  it('creates a [user] with the public shape and lets it log in', async () => {
    const body = validRegistration({ email: '  Ella.F@Example.com ' });
    const res = await call('POST', '/api/users/register', { body });
    expect(res.status).toBe(201);
    expectPublicUser(res.body, {
      firstName: 'Ella',
      lastName: 'Fitzgerald',
      email: 'ella.f@example.com',
      roles: ['user'],
      courses: [],
    });
    expect(res.body._id).toMatch(/^[0-9a-f]{24}$/);
    const login = await call('POST', '/api/users/login', {
      body: { email: 'ella.f@example.com', password: body.password },
    });
    expect(login.status).toBe(200);
  });

  it('ignores roles and courses sent by the client', async () => {
    const res = await call('POST', '/api/users/register', {
      body: validRegistration({ roles: ['user', 'admin'], courses: ['sax'] }),
    });
    expect(res.status).toBe(201);
    expect(res.body.roles).toEqual(['user']);
    expect(res.body.courses).toEqual([]);
    const stored = server.db.prepare('SELECT roles FROM users WHERE id = ?').get(res.body._id) as { roles: string };
    expect(JSON.parse(stored.roles)).toEqual(['user']);
  });

  it('answers every missing field with its key and message', async () => {
    const res = await call('POST', '/api/users/register', { body: {} });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      firstName: MESSAGES.firstName,
      lastName: MESSAGES.lastName,
      email: MESSAGES.email,
      password: MESSAGES.password,
      password2: MESSAGES.password2Required,
    });
  });

  it.each([
    [{ firstName: '   ' }, { firstName: MESSAGES.firstName }],
    [{ lastName: '' }, { lastName: MESSAGES.lastName }],
    [{ email: 'not-an-email' }, { email: MESSAGES.email }],
    [{ password: 'short', password2: 'short' }, { password: MESSAGES.password }],
    [{ password2: 'something-else' }, { password2: MESSAGES.password2 }],
  ])('rejects %o', async (override, errors) => {
    const res = await call('POST', '/api/users/register', { body: validRegistration(override) });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(errors);
  });

  it('refuses an e-mail that is taken, whatever its case', async () => {
    const first = validRegistration();
    expect((await call('POST', '/api/users/register', { body: first })).status).toBe(201);
    const res = await call('POST', '/api/users/register', {
      body: validRegistration({ email: first.email.toUpperCase() }),
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ email: MESSAGES.emailTaken });
  });

  it('stores only a bcrypt hash of cost 10', async () => {
    const body = validRegistration();
    const res = await call('POST', '/api/users/register', { body });
    const row = server.db.prepare('SELECT password_hash FROM users WHERE id = ?').get(res.body._id) as {
      password_hash: string;
    };
    expect(row.password_hash).toMatch(/^\$2[aby]\$10\$/);
    expect(row.password_hash).not.toContain(body.password);
  });
});

describe('POST /api/users/login', () => {
  it('answers a token carrying the contract payload', async () => {
    const user = await server.createUser({ firstName: 'Sonny', lastName: 'Rollins' });
    const res = await call('POST', '/api/users/login', { body: { email: user.email, password: user.password } });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['token']);
    const payload = decodeJwt(res.body.token);
    expect(payload).toMatchObject({
      id: user.id,
      firstName: 'Sonny',
      lastName: 'Rollins',
      email: user.email,
      roles: ['user'],
    });
    expect(payload.exp).toBe((payload.iat as number) + server.config.tokenTtl);
    expect(JSON.stringify(payload)).not.toMatch(/password|hash/i);
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const user = await server.createUser();
    const wrong = await call('POST', '/api/users/login', { body: { email: user.email, password: 'wrong password' } });
    const unknown = await call('POST', '/api/users/login', {
      body: { email: 'nobody@example.com', password: user.password },
    });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ emailOrPasswordIncorrect: MESSAGES.emailOrPasswordIncorrect });
    }
  });

  it('answers empty fields with email and password keys', async () => {
    const res = await call('POST', '/api/users/login', { body: { email: '', password: '' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ email: MESSAGES.email, password: MESSAGES.password });
  });
});

describe('admin user management', () => {
  it('lists users in the public shape', async () => {
    const user = await server.createUser({ firstName: 'Listed' });
    const res = await call('GET', '/api/users', { token: admin.token });
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    for (const each of res.body) expectPublicUser(each);
    expect(res.body.find((u: any) => u._id === user.id)).toMatchObject({ firstName: 'Listed', email: user.email });
  });

  it('reads one user, or 404', async () => {
    const user = await server.createUser({ lastName: 'Single' });
    const res = await call('GET', `/api/users/edit/${user.id}`, { token: admin.token });
    expect(res.status).toBe(200);
    expectPublicUser(res.body, { _id: user.id, lastName: 'Single', roles: ['user'] });
    const missing = await call('GET', '/api/users/edit/000000000000000000000000', { token: admin.token });
    expect(missing.status).toBe(404);
  });

  it('creates a user, [user] by default', async () => {
    const { roles: _ignored, ...body } = { ...validRegistration(), roles: undefined };
    const res = await call('POST', '/api/users/create', { token: admin.token, body });
    expect(res.status).toBe(201);
    expectPublicUser(res.body, { email: body.email, roles: ['user'] });
    expect(
      (await call('POST', '/api/users/login', { body: { email: body.email, password: body.password } })).status,
    ).toBe(200);
  });

  it('creates an admin when asked, always with "user" too', async () => {
    const res = await call('POST', '/api/users/create', {
      token: admin.token,
      body: validRegistration({ roles: ['admin'] }),
    });
    expect(res.status).toBe(201);
    expect(res.body.roles).toEqual(['user', 'admin']);
  });

  it('validates create like register, plus roles and a taken e-mail', async () => {
    const empty = await call('POST', '/api/users/create', { token: admin.token, body: {} });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body).sort()).toEqual(['email', 'firstName', 'lastName', 'password', 'password2']);
    const badRole = await call('POST', '/api/users/create', {
      token: admin.token,
      body: validRegistration({ roles: ['root'] }),
    });
    expect(badRole.status).toBe(400);
    expect(badRole.body).toEqual({ roles: MESSAGES.roles });
    const existing = await server.createUser();
    const taken = await call('POST', '/api/users/create', {
      token: admin.token,
      body: validRegistration({ email: existing.email }),
    });
    expect(taken.status).toBe(400);
    expect(taken.body).toEqual({ email: MESSAGES.emailTaken });
  });

  it('deletes a user, then 404', async () => {
    const user = await server.createUser();
    const res = await call('DELETE', `/api/users/delete/${user.id}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ _id: user.id });
    expect((await call('GET', `/api/users/edit/${user.id}`, { token: admin.token })).status).toBe(404);
    expect((await call('DELETE', `/api/users/delete/${user.id}`, { token: admin.token })).status).toBe(404);
  });
});
