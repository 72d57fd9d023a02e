import { describe, expect, it } from 'vitest';
import { SEARCHES_PER_WINDOW } from '../src/events/routes';
import { adminForThisFile, serverForThisFile } from './harness';

// a minute's window, and each client's address from X-Forwarded-For
const server = serverForThisFile({ config: { rateWindowMs: 60_000, trustProxy: 1 } });
const admin = adminForThisFile(server);

const search = (address: string, token?: string) =>
  server.request('GET', '/api/events?q=quintet', { token, headers: { 'X-Forwarded-For': address } });

describe('anonymous searches (issue 45, finding 12)', () => {
  it('are bounded per address: past the allowance 429 with Retry-After; others, pages and the admin go on', async () => {
    for (let i = 0; i < SEARCHES_PER_WINDOW; i++) expect((await search('10.7.0.1')).status).toBe(200);
    const refused = await search('10.7.0.1');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await search('10.7.0.2')).status).toBe(200);
    expect((await search('10.7.0.1', admin.token)).status).toBe(200);
    const page = await server.request('GET', '/api/events?when=upcoming', {
      headers: { 'X-Forwarded-For': '10.7.0.1' },
    });
    expect(page.status).toBe(200);
  });
});
