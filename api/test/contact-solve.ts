import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { TestServer } from './harness';

/** Solves a challenge the way the widget does and encodes the payload it would submit. */
export async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 });
  if (!solution) throw new Error('could not solve the challenge');
  const payload = { challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

/** Fetches a challenge from the server and solves it. */
export async function solvedAltcha(server: TestServer): Promise<string> {
  const res = await server.request<Challenge>('GET', '/api/altcha/challenge');
  if (res.status !== 200) throw new Error(`challenge: ${res.status}`);
  return solve(res.body);
}

export const contactForm = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ella',
  lastName: 'Fitzgerald',
  email: 'ella@example.com',
  subject: 'Booking for June',
  message: 'Could the quintet play our festival on June 14?\nWe have a grand piano.',
  ...overrides,
});
