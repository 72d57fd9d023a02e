import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { parseCsv } from '@jazz/testing/csv';
import { STATS_EVENT_TYPES, type Stats } from '@jazz/contracts';
import { createContentVersion } from '../src/http/content-version';
import type { HitRecorderOptions } from '../src/stats/recorder';
import { createStatsService } from '../src/stats/service';
import { pageKey } from '../src/site/rendered-page';
import { splitByMonths } from '../src/stats/days';
import { adminForThisFile, memberForThisFile, serverForThisFile } from './harness';
import { storedPageview, testRecorder } from './stats-helpers';

// the app's clock: each test moves it to its own days, so their numbers never mix
let clock = Date.parse('2026-03-10T15:00:00Z');
const server = serverForThisFile({ now: () => clock, config: { timezone: 'America/New_York' } });
const admin = adminForThisFile(server);
const member = memberForThisFile(server);

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

function hit(body: Record<string, unknown>, headers: Record<string, string> = {}, agent = BROWSER) {
  return server.request('POST', '/api/hits', { body, headers: { 'User-Agent': agent, ...headers } });
}

async function stats(from: string, to = from): Promise<Stats> {
  const res = await server.request<Stats>('GET', `/api/stats?from=${from}&to=${to}`, { token: admin.token });
  expect(res.status).toBe(200);
  return res.body;
}

const at = (iso: string) => {
  clock = Date.parse(iso);
};

/** Titles that are on the site (a play is kept by a title the site shows, else as `other`). */
const onTheSite = (...titles: string[]) =>
  server.db
    .prepare("INSERT OR REPLACE INTO pages (name, data, updated_at) VALUES ('stats-test-titles', ?, '2026-01-01')")
    .run(JSON.stringify({ tracks: titles.map((title) => ({ title })) }));

describe('POST /api/hits', () => {
  it('counts a page view, seen at once in GET /api/stats in the shape of the Stats contract', async () => {
    at('2026-01-05T15:00:00Z');
    expect((await hit({ type: 'pageview', path: '/' })).status).toBe(204);
    expect((await hit({ type: 'pageview', path: '/shows' })).status).toBe(204);
    const body = await stats('2026-01-04', '2026-01-06');
    expect(body.visitors).toBe(1);
    expect(body.pageviews).toBe(2);
    expect(body.days).toEqual([
      { date: '2026-01-04', visitors: 0, pageviews: 0 },
      { date: '2026-01-05', visitors: 1, pageviews: 2 },
      { date: '2026-01-06', visitors: 0, pageviews: 0 },
    ]);
    expect(body.pages).toEqual(
      expect.arrayContaining([
        { path: '/', pageviews: 1 },
        { path: '/shows', pageviews: 1 },
      ]),
    );
    expect(Object.keys(body).sort()).toEqual(
      ['days', 'events', 'pages', 'pageviews', 'plays', 'shows', 'sources', 'visitors'].sort(),
    );
    // every event type of the contract, each at zero: none left out, none more
    expect(body.events).toEqual(Object.fromEntries(STATS_EVENT_TYPES.map((type) => [type, 0])));
  });

  it('accepts text/plain, as navigator.sendBeacon sends a string', async () => {
    at('2026-01-07T15:00:00Z');
    const res = await server.request('POST', '/api/hits', {
      raw: JSON.stringify({ type: 'pageview', path: '/about' }),
      headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'User-Agent': BROWSER },
    });
    expect(res.status).toBe(204);
    expect((await stats('2026-01-07')).pages).toEqual([{ path: '/about', pageviews: 1 }]);
  });

  it('refuses a body that is no hit, naming the field', async () => {
    const bad = await hit({ type: 'visit', path: '/' });
    expect(bad.status).toBe(400);
    expect(bad.body).toHaveProperty('type');
    expect((await hit({ type: 'pageview', path: 'http://elsewhere/' })).body).toHaveProperty('path');
    const raw = await server.request('POST', '/api/hits', {
      raw: '{not json',
      headers: { 'Content-Type': 'text/plain', 'User-Agent': BROWSER },
    });
    expect(raw.status).toBe(400);
  });

  it('does not count bots, prefetches, DNT or Sec-GPC, nor a request without an agent', async () => {
    at('2026-01-08T15:00:00Z');
    const page = { type: 'pageview', path: '/photos' };
    const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    for (const res of [
      await hit(page, {}, googlebot),
      await hit(page, {}, 'curl/8.5.0'),
      await hit(page, {}, 'HeadlessChrome/131.0 Mozilla/5.0'),
      await hit(page, { 'Sec-Purpose': 'prefetch' }),
      await hit(page, { Purpose: 'prefetch' }),
      await hit(page, { DNT: '1' }),
      await hit(page, { 'Sec-GPC': '1' }),
      await server.request('POST', '/api/hits', { body: page, headers: { 'User-Agent': '' } }),
    ])
      // the answer never tells which rule applied
      expect(res.status).toBe(204);
    expect((await stats('2026-01-08')).pageviews).toBe(0);
    // DNT: 0 is no opt-out
    await hit(page, { DNT: '0' });
    expect((await stats('2026-01-08')).pageviews).toBe(1);
  });

  it('never counts admin pages, and keeps token pages without their token', async () => {
    at('2026-01-09T15:00:00Z');
    await hit({ type: 'pageview', path: '/admin-panel' });
    await hit({ type: 'pageview', path: '/admin-panel/events/edit/abc' });
    await hit({ type: 'pageview', path: '/Admin-Panel/users' });
    await hit({ type: 'pageview', path: '/resetpassword/secret-reset-token-1' });
    await hit({ type: 'pageview', path: '/follow/confirm/secret-follow-token-2' });
    await hit({ type: 'pageview', path: '/unsubscribe/secret-unsub-token-3' });
    await hit({ type: 'pageview', path: '/account/verify/secret-verify-token-4?x=1' });
    await hit({ type: 'pageview', path: '/contract/secret-contract-token-5' });
    await hit({ type: 'pageview', path: '/call/secret-call-token-6' });
    await hit({ type: 'pageview', path: '/people/secret-feed-token-7.ics' });
    const body = await stats('2026-01-09');
    expect(body.pages.map((p) => p.path).sort()).toEqual(
      ['/account/verify', '/call', '/contract', '/follow/confirm', '/people', '/resetpassword', '/unsubscribe'].sort(),
    );
    const stored = server.db.prepare('SELECT path FROM stats_hits').pluck().all() as string[];
    expect(stored.join(' ')).not.toMatch(/secret|admin-panel/i);
  });

  it('knows a visitor for one day: the same browser twice is one visitor, the next day a new one', async () => {
    at('2026-01-12T14:00:00Z');
    await hit({ type: 'pageview', path: '/' });
    await hit({ type: 'pageview', path: '/shows' });
    await hit({ type: 'pageview', path: '/' }, {}, BROWSER.replace('131.0', '130.0'));
    at('2026-01-13T14:00:00Z');
    await hit({ type: 'pageview', path: '/' });
    const body = await stats('2026-01-12', '2026-01-13');
    expect(body.days).toEqual([
      { date: '2026-01-12', visitors: 2, pageviews: 3 },
      { date: '2026-01-13', visitors: 1, pageviews: 1 },
    ]);
    // over several days, visitors are the sum of the days' visitors
    expect(body.visitors).toBe(3);
    const hashes = server.db
      .prepare("SELECT DISTINCT visitor FROM stats_hits WHERE day IN ('2026-01-12', '2026-01-13')")
      .pluck()
      .all();
    expect(hashes).toHaveLength(3);
  });

  it('deletes a day’s salt after the day, and never stores an address or an agent', async () => {
    const agent = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0 zq5d1e-marker';
    at('2026-01-20T16:00:00Z');
    await hit({ type: 'pageview', path: '/' }, { 'X-Forwarded-For': '203.0.113.77' }, agent);
    await stats('2026-01-20');
    const salts = () => server.db.prepare('SELECT day FROM stats_salts').pluck().all();
    expect(salts()).toContain('2026-01-20');
    expect((await stats('2026-01-20')).pageviews).toBe(1);
    at('2026-01-21T16:00:00Z');
    await hit({ type: 'pageview', path: '/' }, {}, agent);
    await stats('2026-01-21');
    // the salts of the days up to today: later days' are the other tests' (their clocks went further)
    expect(salts().filter((day) => String(day) <= '2026-01-21')).toEqual(['2026-01-21']);
    // neither in a table nor anywhere in the database file
    server.db.pragma('wal_checkpoint(TRUNCATE)');
    const file = readFileSync(join(server.dir, 'site.db')).toString('latin1');
    expect(file).not.toContain('zq5d1e-marker');
    expect(file).not.toContain('127.0.0.1');
    expect(file).not.toContain('203.0.113.77');
  });

  it('counts days in SITE_TIMEZONE across the DST change, whatever the process zone', async () => {
    const zone = process.env.TZ;
    process.env.TZ = 'Asia/Tokyo';
    try {
      // 2026-11-01 is 25 hours long in New York: 00:30 EDT (04:30Z) and 23:30 EST (04:30Z next day)
      at('2026-11-01T04:30:00Z');
      await hit({ type: 'pageview', path: '/' });
      at('2026-11-02T04:30:00Z');
      await hit({ type: 'pageview', path: '/' });
      at('2026-11-02T05:30:00Z'); // 00:30 EST, 2 November
      await hit({ type: 'pageview', path: '/' });
      at('2026-11-01T03:30:00Z'); // 23:30 EDT, 31 October
      await hit({ type: 'pageview', path: '/' });
      const body = await stats('2026-10-31', '2026-11-02');
      expect(body.days.map((d) => [d.date, d.pageviews])).toEqual([
        ['2026-10-31', 1],
        ['2026-11-01', 2],
        ['2026-11-02', 1],
      ]);
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('gives sources from utm_source and other sites’ referrers, not the site’s own', async () => {
    at('2026-01-26T15:00:00Z');
    await hit({ type: 'pageview', path: '/shows?utm_source=Newsletter', referrer: 'https://mail.example/' });
    await hit({ type: 'pageview', path: '/' }, {}, 'Mozilla/5.0 Firefox/1 a');
    await hit(
      { type: 'pageview', path: '/', referrer: 'https://www.venue.example/calendar' },
      {},
      'Mozilla/5.0 Firefox/1 b',
    );
    await hit({ type: 'pageview', path: '/', referrer: 'http://localhost:3999/shows' }, {}, 'Mozilla/5.0 Firefox/1 c');
    const body = await stats('2026-01-26');
    expect(body.sources).toEqual(
      expect.arrayContaining([
        { source: 'newsletter', visitors: 1 },
        { source: 'venue.example', visitors: 1 },
      ]),
    );
    expect(body.sources).toHaveLength(2);
    // the page is kept without its query
    expect(body.pages.map((p) => p.path)).toContain('/shows');
  });

  it('gives a ticket click to the show whose page is its path; plays per track; every event', async () => {
    at('2026-02-02T15:00:00Z');
    const created = await server.request('POST', '/api/events/create', {
      token: admin.token,
      body: {
        group: 'Cannonball Quintet',
        venue: 'Radio Bean',
        location: 'Burlington, VT',
        title: 'Spring show',
        startDate: '2031-05-03T23:30:00.000Z',
        ticketsLink: 'https://tickets.example/1',
      },
    });
    expect(created.status).toBe(201);
    const id = created.body._id as string;
    const page = `/shows/${id}/spring-show`;
    await hit({ type: 'pageview', path: page });
    await hit({ type: 'pageview', path: `/shows/${id}` });
    await hit({ type: 'ticket_click', path: page, target: 'https://tickets.example/1' });
    // from the list of shows: a ticket click, but of no show's page
    await hit({ type: 'ticket_click', path: '/shows', target: 'https://tickets.example/1' });
    await hit({ type: 'pageview', path: '/shows/no-such-show/x' });
    onTheSite('Solar', 'Nardis', 'Live at the Bean');
    await hit({ type: 'audio_play', path: '/listen', target: 'Solar' });
    await hit({ type: 'audio_play', path: '/listen', target: 'Solar' });
    await hit({ type: 'audio_play', path: '/listen', target: 'Nardis' });
    await hit({ type: 'video_play', path: '/video', target: 'Live at the Bean' });
    for (const type of ['outbound_click', 'follow', 'contact', 'booking', 'lesson'])
      await hit({ type, path: '/contact' });
    const body = await stats('2026-02-02');
    // each show is named by its title and date, not only its id
    expect(body.shows).toEqual([
      { id, title: 'Spring show', startDate: '2031-05-03T23:30:00.000Z', pageviews: 2, ticketClicks: 1 },
    ]);
    expect(body.events).toEqual({
      audio_play: 3,
      video_play: 1,
      ticket_click: 2,
      outbound_click: 1,
      follow: 1,
      contact: 1,
      booking: 1,
      lesson: 1,
    });
    expect(body.plays).toEqual([
      { type: 'audio_play', target: 'Solar', plays: 2 },
      { type: 'audio_play', target: 'Nardis', plays: 1 },
      { type: 'video_play', target: 'Live at the Bean', plays: 1 },
    ]);
    const shows = await server.request('GET', '/api/stats/shows', { token: admin.token });
    expect(shows.status).toBe(200);
    // once, with its counts (the file's other tests count shows of their own)
    expect(shows.body.filter((show: { id: string }) => show.id === id)).toEqual([
      expect.objectContaining({ id, title: 'Spring show', pageviews: 2, ticketClicks: 1 }),
    ]);
  });

  it('folds raw hits older than 90 days into the daily totals', async () => {
    at('2025-06-02T15:00:00Z');
    await hit({ type: 'pageview', path: '/lessons' });
    await hit({ type: 'audio_play', path: '/listen', target: 'Solar' });
    await stats('2025-06-02');
    const raw = () => server.db.prepare("SELECT COUNT(*) FROM stats_hits WHERE day = '2025-06-02'").pluck().get();
    expect(raw()).toBe(2);
    at('2025-08-30T15:00:00Z'); // 89 days on: still kept
    await stats('2025-08-30');
    expect(raw()).toBe(2);
    at('2025-09-01T15:00:00Z'); // 91 days on
    await stats('2025-09-01');
    expect(raw()).toBe(0);
    const old = await stats('2025-06-02');
    expect(old.days).toEqual([{ date: '2025-06-02', visitors: 1, pageviews: 1 }]);
    expect(old.pages).toEqual([{ path: '/lessons', pageviews: 1 }]);
    expect(old.events.audio_play).toBe(1);
  });

  it('never moves the content version: counting, salts and pruning are no content', () => {
    const content = createContentVersion(server.db);
    const recorder = testRecorder(server, () => clock, { content });
    const service = createStatsService({
      recorder,
      siteUrl: 'http://localhost:3999',
      findShow: () => ({ title: 'A show', venue: '', startDate: '2031-01-01T00:00:00.000Z' }),
      now: () => clock,
      unchanged: (fn) => content.unchanged(fn),
      siteValues: { page: (path) => path, target: (target) => target },
    });
    const count = () =>
      service.count({ body: { type: 'pageview', path: '/' }, ip: '192.0.2.1', userAgent: BROWSER, header: () => '' });
    at('2026-02-09T15:00:00Z');
    const before = content.current();
    expect(count()).toBe(true);
    at('2026-02-10T15:00:00Z'); // a new day: a new salt, the old one deleted
    expect(count()).toBe(true);
    expect(service.read('2026-02-09', '2026-02-10').pageviews).toBe(2);
    expect(server.db.prepare("SELECT day FROM stats_salts WHERE day = '2026-02-09'").get()).toBeUndefined();
    expect(content.current()).toBe(before);
    // a write that is content still moves it (a table public pages may read; the version
    // counts rows of the database's own tables, so a TEMP table would not do)
    server.db.exec("INSERT INTO app_state (key, value) VALUES ('stats-test-probe', '1')");
    expect(content.current()).not.toBe(before);
  });
});

describe('GET /api/stats/export.csv', () => {
  it('gives one table as CSV, formulas neutralised, shows by name, for admins only', async () => {
    at('2026-02-16T15:00:00Z');
    const created = await server.request('POST', '/api/events/create', {
      token: admin.token,
      body: {
        group: 'Cannonball Quintet',
        venue: 'Radio Bean',
        title: 'Winter show',
        startDate: '2031-01-11T01:00:00.000Z',
      },
    });
    const id = created.body._id as string;
    await hit({ type: 'pageview', path: '/shows?utm_source==HYPERLINK("http://evil.example")' });
    await hit({ type: 'pageview', path: `/shows/${id}/winter-show` });
    await hit({ type: 'ticket_click', path: `/shows/${id}/winter-show`, target: 'https://tickets.example/' });
    await hit({ type: 'pageview', path: '/+1' }, {}, `${BROWSER} b`);
    const csv = (table: string) =>
      server.request('GET', `/api/stats/export.csv?from=2026-02-16&to=2026-02-16&table=${table}`, {
        token: admin.token,
      });
    const sources = await csv('sources');
    expect(sources.status).toBe(200);
    expect(sources.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(sources.headers.get('content-disposition')).toBe(
      'attachment; filename="sources-2026-02-16-to-2026-02-16.csv"',
    );
    // written with the mark a spreadsheet shows as text; read back as it was counted
    expect(sources.text.split('\r\n')[1]).toBe(`"'=hyperlink(""http://evil.example"")",1`);
    expect(parseCsv(sources.text)).toEqual([
      ['Source', 'Visitors'],
      ['=hyperlink("http://evil.example")', '1'],
    ]);
    // a path that is no page of the site is `other`; a show's page is kept by its canonical path
    // and named by its show, never its id (issue 46)
    expect(parseCsv((await csv('pages')).text)).toEqual([
      ['Page', 'Page views'],
      ['/shows', '1'],
      ['Show: Winter show, Friday, January 10, 2031', '1'],
      ['other', '1'],
    ]);
    // 01:00Z on 11 January is the evening of the 10th in New York
    expect(parseCsv((await csv('shows')).text)).toEqual([
      ['Show', 'Page views', 'Ticket clicks'],
      ['Winter show, Friday, January 10, 2031', '1', '1'],
    ]);
    expect(parseCsv((await csv('days')).text)).toEqual([
      ['Day', 'Visitors', 'Page views'],
      ['2026-02-16', '2', '3'],
    ]);
    expect(parseCsv((await csv('events')).text)).toContainEqual(['Ticket clicks', '1']);
    expect((await csv('everything')).body).toHaveProperty('table');
    const anonymous = await server.request('GET', '/api/stats/export.csv?from=2026-02-16&to=2026-02-16&table=days');
    expect(anonymous.status).toBe(401);
  });
});

describe('GET /api/stats', () => {
  it('adds whole months from the monthly totals and the days around them from the daily ones', async () => {
    for (const day of ['2025-03-20', '2025-04-10', '2025-04-30', '2025-05-02']) {
      at(`${day}T15:00:00Z`);
      await hit({ type: 'pageview', path: '/about', referrer: 'https://club.example/' });
      onTheSite('Solar');
      await hit({ type: 'audio_play', path: '/listen', target: 'Solar' });
    }
    const wide = await stats('2025-03-15', '2025-05-05');
    expect(wide.pages).toEqual([{ path: '/about', pageviews: 4 }]);
    expect(wide.sources).toEqual([{ source: 'club.example', visitors: 4 }]);
    expect(wide.plays).toEqual([{ type: 'audio_play', target: 'Solar', plays: 4 }]);
    expect(wide.pageviews).toBe(4);
    const april = await stats('2025-03-21', '2025-05-01');
    expect(april.pages).toEqual([{ path: '/about', pageviews: 2 }]);
    expect(april.events.audio_play).toBe(2);
    const justApril = await stats('2025-04-01', '2025-04-30');
    expect(justApril.sources).toEqual([{ source: 'club.example', visitors: 2 }]);
  });

  it('is for admins only', async () => {
    expect((await server.request('GET', '/api/stats?from=2026-01-01&to=2026-01-02')).status).toBe(401);
    const res = await server.request('GET', '/api/stats?from=2026-01-01&to=2026-01-02', { token: member.token });
    expect(res.status).toBe(403);
    expect((await server.request('GET', '/api/stats/shows', { token: member.token })).status).toBe(403);
  });

  it('refuses a period it can not read, naming the field', async () => {
    const ask = (query: string) => server.request('GET', `/api/stats?${query}`, { token: admin.token });
    expect((await ask('from=2026-01-01')).body).toHaveProperty('to');
    expect((await ask('from=2026-02-30&to=2026-03-01')).body).toHaveProperty('from');
    const backwards = await ask('from=2026-03-02&to=2026-03-01');
    expect(backwards.status).toBe(400);
    expect(backwards.body).toHaveProperty('to');
  });
});

describe('HitRecorder', () => {
  const recorder = (options: Partial<HitRecorderOptions> = {}) => testRecorder(server, () => clock, options);
  const stored = (n: number) => storedPageview(clock, '2024-01-01', `/p${n}`, `v${n}`);

  it('bounds its buffer by entries and by bytes, counting what it drops', () => {
    const said: string[] = [];
    const byEntries = recorder({
      maxEntries: 3,
      flushEntries: 100,
      logger: { info: () => {}, error: (message) => said.push(message) },
    });
    for (let i = 0; i < 5; i++) byEntries.add(stored(i));
    expect([byEntries.pending, byEntries.dropped]).toEqual([3, 2]);
    const byBytes = recorder({ maxBytes: 400, flushEntries: 100 });
    for (let i = 0; i < 5; i++) byBytes.add(stored(i));
    expect(byBytes.pending).toBeLessThan(5);
    expect(byBytes.pending + byBytes.dropped).toBe(5);
    byEntries.stop();
    byBytes.stop();
    expect(byEntries.pending + byBytes.pending).toBe(0);
    expect(said).toEqual(['statistics: 2 hits dropped, the buffer was full']);
  });

  it('writes a full batch right after the request, and every interval once started', async () => {
    const full = recorder({ flushEntries: 2 });
    full.add(stored(1));
    full.add(stored(2));
    expect(full.pending).toBe(2);
    await vi.waitFor(() => expect(full.pending).toBe(0));
    const timed = recorder({ intervalMs: 10 });
    timed.start();
    timed.add(stored(3));
    await vi.waitFor(() => expect(timed.pending).toBe(0));
    timed.stop();
  });
});

describe('pageKey', () => {
  it('files a public page under its path and when=past only: utm_source and the like get the kept copy', () => {
    expect(pageKey('/shows', 'utm_source=newsletter&utm_medium=mail')).toBe('/shows');
    expect(pageKey('/', 'fbclid=abc')).toBe('/');
    expect(pageKey('/shows', 'when=past&utm_source=x')).toBe('/shows?when=past');
    expect(pageKey('/quintet', 'when=upcoming')).toBe('/quintet');
    expect(pageKey('/photos', '')).toBe('/photos');
  });

  it('files /lessons with the choice it renders (time, length, place), and nothing else of its address', () => {
    expect(pageKey('/lessons', 'utm_source=x')).toBe('/lessons');
    expect(pageKey('/lessons', 'length=60&utm_source=x&format=online')).toBe('/lessons?length=60&format=online');
    expect(pageKey('/lessons', 'time=2026-12-01T15%3A00%3A00.000Z')).toBe('/lessons?time=2026-12-01T15%3A00%3A00.000Z');
  });
});

describe('splitByMonths', () => {
  it('splits a period into whole months and the days before and after them', () => {
    expect(splitByMonths('2026-01-15', '2026-03-10')).toEqual({
      before: ['2026-01-15', '2026-01-31'],
      months: ['2026-02', '2026-02'],
      after: ['2026-03-01', '2026-03-10'],
    });
    expect(splitByMonths('2026-01-01', '2026-01-31')).toEqual({
      before: null,
      months: ['2026-01', '2026-01'],
      after: null,
    });
    expect(splitByMonths('2025-12-15', '2026-02-28')).toEqual({
      before: ['2025-12-15', '2025-12-31'],
      months: ['2026-01', '2026-02'],
      after: null,
    });
    expect(splitByMonths('2026-01-31', '2026-02-01')).toEqual({
      before: ['2026-01-31', '2026-02-01'],
      months: null,
      after: null,
    });
    expect(splitByMonths('2024-02-01', '2024-02-29').months).toEqual(['2024-02', '2024-02']);
  });
});
