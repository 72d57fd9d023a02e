import { describe, expect, it } from 'vitest';
import type { Stats } from '@jazz/contracts';
import { adminForThisFile, serverForThisFile } from './harness';

// one proxy in front, so each test names its client by X-Forwarded-For
const server = serverForThisFile({
  now: () => Date.parse('2026-04-14T16:00:00Z'),
  config: { rateWindowMs: 60_000, hitsPerMinute: 5, trustProxy: 1, timezone: 'America/New_York' },
});
const admin = adminForThisFile(server);

const AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const hit = (client: string, path: string) =>
  server.request('POST', '/api/hits', {
    body: { type: 'pageview', path },
    headers: { 'User-Agent': AGENT, 'X-Forwarded-For': client },
  });

describe('hits per client address', () => {
  it('counts HITS_PER_MINUTE of one address and drops the rest quietly; another address still counts', async () => {
    const answers = [];
    const pages = [
      '/',
      '/about',
      '/listen',
      '/Video',
      '/photos',
      '/lessons',
      '/contact',
      '/press',
      '/register',
      '/login',
      '/forgotpassword',
      '/dashboard',
    ];
    for (const page of pages) answers.push((await hit('203.0.113.7', page)).status);
    // every hit is answered alike: nothing tells the client which rule applied
    expect(answers).toEqual(Array(12).fill(204));
    expect((await hit('198.51.100.2', '/shows')).status).toBe(204);

    const res = await server.request<Stats>('GET', '/api/stats?from=2026-04-14&to=2026-04-14', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.pageviews).toBe(6);
    expect(res.body.visitors).toBe(2);
    expect(
      res.body.pages
        .filter((p) => p.path !== '/shows')
        .map((p) => p.path)
        .sort(),
    ).toEqual(['/', '/Video', '/about', '/listen', '/photos']);
  });
});
