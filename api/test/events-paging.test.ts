import { describe, expect, it } from 'vitest';
import { newId } from '../src/ids';
import { adminForThisFile, serverForThisFile, type TestServer } from './harness';

const server = serverForThisFile();
const admin = adminForThisFile(server);

const DAY = 86_400_000;

async function create(fields: Record<string, unknown>) {
  const res = await server.request('POST', '/api/events/create', {
    token: admin.token,
    body: { group: 'Paging Trio', venue: 'Radio Bean', startDate: new Date(Date.now() + DAY).toISOString(), ...fields },
  });
  expect(res.status).toBe(201);
  return res.body as { _id: string; startDate: string; title: string; group: string };
}

/** A band of its own per test, so each test reads only its shows (pages of one band). */
const band = () => `Band ${newId().slice(0, 8)}`;

/** The address of a Link header's rel="next", made relative to the test server. */
function nextOf(res: { headers: Headers }, s: TestServer): string | null {
  const link = res.headers.get('Link');
  if (!link) return null;
  const match = /^<([^>]+)>; rel="next"$/.exec(link);
  expect(match, link).not.toBeNull();
  const url = new URL(match![1]!);
  expect(url.origin).toBe(new URL(s.config.siteUrl).origin);
  return url.pathname + url.search;
}

describe('GET /api/events with paging parameters', () => {
  it('answers pages in the lists order (upcoming soonest first, then past newest first) with a Link while more remain', async () => {
    const group = band();
    const starts = [-40, -3, -20, 2, 30, 9, 1, -1.5].map((days) => new Date(Date.now() + days * DAY).toISOString());
    for (const [i, startDate] of starts.entries()) await create({ group, startDate, title: `show ${i}` });
    const now = Date.now();
    const upcoming = starts.filter((s) => Date.parse(s) > now).sort();
    const past = starts
      .filter((s) => Date.parse(s) < now - 2 * DAY)
      .sort()
      .reverse();

    const seen: string[] = [];
    let path: string | null = `/api/events?group=${encodeURIComponent(group)}&limit=3`;
    let pages = 0;
    while (path) {
      const res = await server.request('GET', path);
      expect(res.status).toBe(200);
      expect(Array.isArray(res.body)).toBe(true);
      expect(res.body.length).toBeLessThanOrEqual(3);
      seen.push(...res.body.map((e: { startDate: string }) => e.startDate));
      path = nextOf(res, server);
      pages++;
    }
    expect(pages).toBe(3);
    expect(seen).toHaveLength(starts.length);
    // upcoming ascending first, the past after them newest first (the 1.5-days-ago show is past or
    // still listed depending on the hour: it is somewhere, once)
    expect(seen.slice(0, upcoming.length)).toEqual(upcoming);
    expect(seen.slice(-past.length)).toEqual(past);
  });

  it('the last page has no Link, and when=upcoming / when=past read only that part', async () => {
    const group = band();
    await create({ group, startDate: new Date(Date.now() + 5 * DAY).toISOString(), title: 'next week' });
    await create({ group, startDate: new Date(Date.now() - 50 * DAY).toISOString(), title: 'last month' });
    const up = await server.request('GET', `/api/events?group=${encodeURIComponent(group)}&when=upcoming`);
    expect(up.body.map((e: { title: string }) => e.title)).toEqual(['next week']);
    expect(up.headers.get('Link')).toBeNull();
    const past = await server.request('GET', `/api/events?group=${encodeURIComponent(group)}&when=past`);
    expect(past.body.map((e: { title: string }) => e.title)).toEqual(['last month']);
  });

  it('following every next link yields each show exactly once, with shows added between pages', async () => {
    const group = band();
    for (let i = 0; i < 25; i++)
      await create({ group, title: `first ${i}`, startDate: new Date(Date.now() + (i - 12) * 7 * DAY).toISOString() });
    // two shows at one instant: the id orders them
    const same = new Date(Date.now() + 3 * DAY).toISOString();
    await create({ group, title: 'twin a', startDate: same });
    await create({ group, title: 'twin b', startDate: same });
    const before = (await server.request('GET', `/api/events?group=${encodeURIComponent(group)}&limit=500`)).body;
    expect(before).toHaveLength(27);

    const seen: string[] = [];
    let path: string | null = `/api/events?group=${encodeURIComponent(group)}&limit=4`;
    let added = 0;
    while (path) {
      const res = await server.request('GET', path);
      expect(res.status).toBe(200);
      seen.push(...res.body.map((e: { _id: string }) => e._id));
      // between pages, shows land everywhere: before what was read, after it, at the same instant
      await create({
        group,
        title: `added ${added++}`,
        startDate: new Date(Date.now() + ((added % 7) - 3) * 30 * DAY).toISOString(),
      });
      await create({ group, title: `added ${added++}`, startDate: same });
      path = nextOf(res, server);
    }
    expect(new Set(seen).size).toBe(seen.length);
    for (const show of before) expect(seen).toContain(show._id);
  });

  it('a page is the whole list narrowed: from/to as days (inclusive, in the site zone) and instants, q, status', async () => {
    const group = band();
    // 11:30 PM on June 1 in Vermont is June 2 in UTC
    const late = await create({ group, startDate: '2031-06-02T03:30:00.000Z', title: 'Late set', venue: 'Café Lena' });
    const next = await create({ group, startDate: '2031-06-02T23:00:00.000Z', title: 'Matinee', status: 'cancelled' });
    const g = encodeURIComponent(group);
    const titles = async (query: string) => {
      const res = await server.request('GET', `/api/events?group=${g}&${query}`);
      expect(res.status, res.text).toBe(200);
      return res.body.map((e: { title: string }) => e.title);
    };
    expect(await titles('from=2031-06-01&to=2031-06-01')).toEqual(['Late set']);
    expect(await titles('from=2031-06-02&to=2031-06-02')).toEqual(['Matinee']);
    // the machine's own zone plays no part: a day is the site's (SITE_TIMEZONE) day
    const saved = process.env.TZ;
    process.env.TZ = 'Pacific/Kiritimati';
    try {
      expect(await titles('from=2031-06-01&to=2031-06-01')).toEqual(['Late set']);
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
    expect(await titles(`from=${late.startDate}&to=${late.startDate}`)).toEqual(['Late set']);
    expect(await titles(`from=${encodeURIComponent('2031-06-02T03:30:00.001Z')}`)).toEqual(['Matinee']);
    expect(await titles('q=CAFE%20late')).toEqual(['Late set']);
    expect(await titles('q=cafe%20matinee')).toEqual([]);
    expect(await titles('status=cancelled')).toEqual(['Matinee']);
    expect(next.title).toBe('Matinee');
  });

  it('group matches the band name in any case; an unknown band is an empty page', async () => {
    const group = band();
    await create({ group });
    const res = await server.request('GET', `/api/events?group=${encodeURIComponent(group.toUpperCase())}`);
    expect(res.body).toHaveLength(1);
    const none = await server.request('GET', '/api/events?group=No%20Such%20Band');
    expect(none.status).toBe(200);
    expect(none.body).toEqual([]);
    expect(none.headers.get('Link')).toBeNull();
  });

  it("group follows a band's rename: its shows answer to the new name, any case, and not the old", async () => {
    const name = band();
    const made = await server.request('POST', '/api/groups/create', {
      token: admin.token,
      body: { name, description: '' },
    });
    expect(made.status, made.text).toBe(201);
    const show = await create({ group: name });
    const { _id: _i, id: _d, updatedAt: _u, ...fields } = made.body;
    const renamed = await server.request('PUT', `/api/groups/update/${made.body._id}`, {
      token: admin.token,
      body: { groupComparatorData: fields, groupData: { ...fields, name: `${name} Renamed` } },
    });
    expect(renamed.status, renamed.text).toBe(200);
    const now = await server.request('GET', `/api/events?group=${encodeURIComponent(`${name} RENAMED`)}`);
    expect(now.body.map((e: { _id: string }) => e._id)).toEqual([show._id]);
    const old = await server.request('GET', `/api/events?group=${encodeURIComponent(name)}`);
    expect(old.body).toEqual([]);
  });

  it('a from/to day is a whole day in the site zone across a daylight-saving change', async () => {
    const group = band();
    // March 9, 2031: clocks in New York jump from 2 to 3 AM; 11 PM that night is 03:00 UTC on the 10th
    await create({ group, startDate: '2031-03-10T03:00:00.000Z', title: 'spring night' });
    await create({ group, startDate: '2031-03-09T04:30:00.000Z', title: 'saturday late' });
    const res = await server.request(
      'GET',
      `/api/events?group=${encodeURIComponent(group)}&from=2031-03-09&to=2031-03-09`,
    );
    expect(res.body.map((e: { title: string }) => e.title)).toEqual(['spring night']);
  });

  it('refuses a bad parameter with 400 and a message per field', async () => {
    const bad = await server.request(
      'GET',
      '/api/events?limit=0&when=soon&from=yesterday&to=2031-02-30&after=xyz&status=maybe',
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body).sort()).toEqual(['after', 'from', 'limit', 'status', 'to', 'when']);
    for (const message of Object.values(bad.body)) expect(typeof message).toBe('string');
    expect((await server.request('GET', '/api/events?limit=501')).status).toBe(400);
    expect((await server.request('GET', '/api/events?limit=1.5')).status).toBe(400);
    expect((await server.request('GET', '/api/events?from=2031-06-02&to=2031-06-01')).body).toEqual({
      to: 'To must not be before from.',
    });
    expect((await server.request('GET', '/api/events?limit=500')).status).toBe(200);
  });
});

describe('GET /api/events without parameters: the kept copy', () => {
  it('answers the whole list with an ETag, 304 to If-None-Match, and a new copy after a write', async () => {
    // a show of its own: a list under 256 bytes (none yet, when this test runs first) goes uncompressed
    await create({ title: 'Listed one' });
    const first = await server.request('GET', '/api/events', { headers: { 'Accept-Encoding': 'br' } });
    expect(first.status).toBe(200);
    const etag = first.headers.get('ETag');
    expect(etag).toBeTruthy();
    expect(first.headers.get('Content-Encoding')).toBe('br');
    const again = await server.request('GET', '/api/events', {
      headers: { 'Accept-Encoding': 'br', 'If-None-Match': etag! },
    });
    expect(again.status).toBe(304);
    const made = await create({ title: 'New one' });
    const after = await server.request('GET', '/api/events', {
      headers: { 'Accept-Encoding': 'br', 'If-None-Match': etag! },
    });
    expect(after.status).toBe(200);
    expect(after.headers.get('ETag')).not.toBe(etag);
    expect(after.body.map((e: { _id: string }) => e._id)).toContain(made._id);
  });

  it('an unknown query parameter still gets the whole list; an admin gets it built for the request', async () => {
    const whole = await server.request('GET', '/api/events');
    const tagged = await server.request('GET', '/api/events?utm_source=x');
    expect(tagged.body).toEqual(whole.body);
    const own = await server.request('GET', '/api/events', { token: admin.token });
    expect(own.status).toBe(200);
    expect(own.headers.get('ETag')).toBeNull();
    // the same shows; only the admin's answer carries his private notes
    expect(own.body.map(({ privateNotes: _notes, ...event }: { privateNotes?: string }) => event)).toEqual(whole.body);
    expect(whole.text).not.toContain('privateNotes');
  });
});
