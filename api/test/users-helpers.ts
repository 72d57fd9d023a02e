import jwt from 'jsonwebtoken';
import { expect } from 'vitest';
import type { RequestOptions, TestResponse, TestServer } from './harness';
import { testRegistration } from '@jazz/testing/factories';

const BCRYPT = /\$2[aby]\$\d\d\$/;

/**
 * No response may leak a password or its hash. Validation answers (400) name the password
 * field in their messages, so only the hash check applies to them.
 */
export function expectNoSecrets(res: TestResponse): void {
  expect(res.text).not.toMatch(BCRYPT);
  if (res.status !== 400) expect(res.text).not.toMatch(/password|hash/i);
}

/** Requests to `server` that each also check that nothing secret comes back. */
export const callWithoutSecrets =
  (server: TestServer) =>
  async (method: string, path: string, opts: RequestOptions = {}): Promise<TestResponse> => {
    const res = await server.request(method, path, opts);
    expectNoSecrets(res);
    return res;
  };

/** The public user shape, exactly: no extra keys. */
export function expectPublicUser(body: any, fields: Record<string, unknown> = {}): void {
  expect(Object.keys(body).sort()).toEqual(['_id', 'courses', 'email', 'firstName', 'id', 'lastName', 'roles']);
  expect(body._id).toBe(body.id);
  expect(body).toMatchObject(fields);
}

export const decodeJwt = (token: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;

/** A registration (the user factory of @jazz/testing/factories) with any field overridden, even a wrong one. */
export const validRegistration = (overrides: Record<string, unknown> = {}) => ({ ...testRegistration(), ...overrides });

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

type TokenMaker = (secret: string, admin: { id: string; email: string }) => string | undefined;

/**
 * Tokens the server must refuse with 401 although they name a real admin; built when a test
 * runs (the admin and the server secret exist only then).
 */
export const BAD_TOKENS: [string, TokenMaker][] = [
  ['no token', () => undefined],
  ['a token signed with another secret', (_s, a) => jwt.sign(adminPayload(a), 'not-the-secret', { expiresIn: 3600 })],
  ['an expired token', (s, a) => jwt.sign(adminPayload(a), s, { expiresIn: -10 })],
  [
    'an "alg: none" token',
    (_s, a) => {
      const now = Math.floor(Date.now() / 1000);
      return `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...adminPayload(a), iat: now, exp: now + 3600 })}.`;
    },
  ],
  ['a token of an old token version', (s, a) => jwt.sign({ ...adminPayload(a), tv: 7 }, s, { expiresIn: 3600 })],
  ['garbage', () => 'not.a.jwt'],
];

function adminPayload(admin: { id: string; email: string }) {
  return { id: admin.id, firstName: 'Test', lastName: 'User', email: admin.email, roles: ['user', 'admin'], tv: 0 };
}
