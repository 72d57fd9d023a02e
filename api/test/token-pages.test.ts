import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TOKEN_PAGE_LIMIT } from '../src/http/token-pages';
import { serverForThisFile } from './harness';

/**
 * The pages a mailed token opens are no oracle and no guessing ground (issue 45, finding 18):
 * each address has an allowance of looks, an unknown token counting like a known one.
 */
const server = serverForThisFile();

describe('a page opened by a token', () => {
  it('answers a made-up contract token 404 as an ended one, noindex, and an address that keeps guessing 429', async () => {
    const guess = () => randomBytes(32).toString('base64url');
    const first = await server.request('GET', `/contract/${guess()}`, {});
    expect(first.status).toBe(404);
    expect(first.headers.get('x-robots-tag')).toBe('noindex');
    for (let n = 1; n < TOKEN_PAGE_LIMIT.requests; n += 1)
      expect((await server.request('GET', `/contract/${guess()}`, {})).status).toBe(404);
    const refused = await server.request('POST', `/contract/${guess()}`, {});
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it("counts a call's page and a player's feed the same way", async () => {
    const guess = () => randomBytes(32).toString('base64url');
    for (let n = 0; n < TOKEN_PAGE_LIMIT.requests; n += 1) {
      const path = n % 2 ? `/call/${guess()}` : `/people/${guess()}.ics`;
      const res = await server.request('GET', path, {});
      expect(res.status, path).toBe(404);
      expect(res.headers.get('x-robots-tag'), path).toBe('noindex');
    }
    expect((await server.request('GET', `/call/${guess()}`, {})).status).toBe(429);
  });
});
