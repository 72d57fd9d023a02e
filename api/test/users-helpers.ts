import { expect } from 'vitest';
import type { TestResponse } from './harness';

const BCRYPT = /\$2[aby]\$\d\d\$/;

/**
 * No response may leak a password or its hash. Validation answers (400) name the password
 * field in their messages, so only the hash check applies to them.
 */
export function expectNoSecrets(res: TestResponse): void {
  expect(res.text).not.toMatch(BCRYPT);
  if (res.status !== 400) expect(res.text).not.toMatch(/password|hash/i);
}

/** The public user shape, exactly: no extra keys. */
export function expectPublicUser(body: any, fields: Record<string, unknown> = {}): void {
  expect(Object.keys(body).sort()).toEqual(['_id', 'courses', 'email', 'firstName', 'id', 'lastName', 'roles']);
  expect(body._id).toBe(body.id);
  expect(body).toMatchObject(fields);
}

export const decodeJwt = (token: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;

export const validRegistration = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ella',
  lastName: 'Fitzgerald',
  email: `ella-${Math.random().toString(36).slice(2)}@example.com`,
  password: 'a-tisket-a-tasket',
  password2: 'a-tisket-a-tasket',
  ...overrides,
});
