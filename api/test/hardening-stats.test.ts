import { describe, expect, it } from 'vitest';
import type { Stats } from '@jazz/contracts';
import { adminForThisFile, serverForThisFile } from './harness';
import { storedPageview, testRecorder } from './stats-helpers';

/** Statistics can not fill the disk: junk is `other`, a day's values are bounded, raw rows have a budget. */
const server = serverForThisFile({
  now: () => Date.parse('2026-05-05T16:00:00Z'),
  config: { timezone: 'America/New_York', statsDayValues: 5 },
});
const admin = adminForThisFile(server);

const AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const hit = (body: Record<string, unknown>, agent = AGENT) =>
  server.request('POST', '/api/hits', { body, headers: { 'User-Agent': agent } });
const stats = async () =>
  (await server.request<Stats>('GET', '/api/stats?from=2026-05-05&to=2026-05-05', { token: admin.token })).body;

describe('what the statistics keep', () => {
  it('stores a path that is no page and a target that is no link of the site as `other`, raw rows too', async () => {
    const show = await server.request('POST', '/api/events/create', {
      token: admin.token,
      body: {
        group: 'Cannonball Quintet',
        venue: 'Radio Bean',
        startDate: '2031-05-03T23:30:00.000Z',
        ticketsLink: 'https://tickets.example/real',
      },
    });
    expect(show.status).toBe(201);
    for (let i = 0; i < 20; i++) {
      const junk = `${i}-${'x'.repeat(280)}`;
      expect((await hit({ type: 'pageview', path: `/${junk}` })).status).toBe(204);
      expect(
        (await hit({ type: 'outbound_click', path: '/contact', target: `https://junk.example/${junk}` })).status,
      ).toBe(204);
    }
    await hit({ type: 'ticket_click', path: '/shows', target: 'https://tickets.example/real' });
    const body = await stats();
    expect(body.pages).toEqual(expect.arrayContaining([{ path: 'other', pageviews: 20 }]));
    expect(body.pages.some((page) => page.path.includes('xxx'))).toBe(false);
    // this test's raw rows: its one visitor's (the file's other tests count other visitors' hits)
    const raw = server.db
      .prepare(
        `SELECT DISTINCT path, target FROM stats_hits
         WHERE visitor = (SELECT visitor FROM stats_hits WHERE target = 'https://tickets.example/real')`,
      )
      .all() as {
      path: string;
      target: string | null;
    }[];
    expect(raw.map((row) => row.path).sort()).toEqual(['/contact', '/shows', 'other']);
    expect(new Set(raw.map((row) => row.target))).toEqual(new Set(['https://tickets.example/real', 'other', null]));
    const subjects = server.db.prepare('SELECT DISTINCT subject FROM stats_events').pluck().all();
    expect(subjects.some((subject) => String(subject).includes('xxx'))).toBe(false);
  });

  it('keeps at most statsDayValues distinct values a day per table; the rest count as `other`', async () => {
    for (let i = 0; i < 12; i++)
      await hit({ type: 'pageview', path: `/about?utm_source=campaign-${i}` }, `${AGENT} ${i}`);
    const body = await stats();
    const sources = body.sources.map((row) => row.source);
    expect(sources.filter((source) => source !== 'other')).toHaveLength(5);
    expect(sources).toContain('other');
  });

  it('deletes the oldest raw hits first past the disk budget; the totals stay', () => {
    let clock = Date.parse('2026-05-06T16:00:00Z');
    const recorder = testRecorder(server, () => clock, {
      diskBudgetBytes: 1,
      budgetEveryMs: Number.POSITIVE_INFINITY,
    });
    for (let i = 0; i < 200; i++) {
      recorder.add(storedPageview(clock, '2026-05-06', '/about', `v${i}`));
      clock += 1000;
    }
    recorder.flush();
    const before = recorder.repo.rawCount();
    expect(before).toBeGreaterThanOrEqual(200);
    // a budget of one byte: every raw hit goes, oldest first
    expect(recorder.keepWithinBudget()).toBe(before);
    expect(recorder.repo.rawCount()).toBe(0);
    expect(recorder.repo.days('2026-05-06', '2026-05-06')).toEqual([
      { date: '2026-05-06', visitors: 200, pageviews: 200 },
    ]);
  });
});
