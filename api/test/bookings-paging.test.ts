import { describe, expect, it } from 'vitest';
import { createBookingsRepository } from '../src/bookings/repository';
import { newId } from '../src/ids';
import { adminForThisFile, serverForThisFile } from './harness';

/** The Bookings list a page at a time, and each request's clashes read by day range. */
const server = serverForThisFile();
const admin = adminForThisFile(server);

let clock = Date.parse('2030-01-01T12:00:00.000Z');
/** A stored request (the form's human check is tested elsewhere), each a second after the last. */
function store(fields: Partial<{ organization: string; dates: string }> = {}) {
  const id = newId();
  clock += 1000;
  createBookingsRepository(server.db).insert(
    {
      id,
      name: 'Ella Booker',
      email: 'ella@venue.example',
      organization: fields.organization ?? `Club ${id.slice(0, 6)}`,
      city: 'Burlington, VT',
      dates: fields.dates ?? 'sometime',
      group: '',
      budget: '',
      message: 'Hello',
    },
    new Date(clock).toISOString(),
  );
  return id;
}

const get = (path: string) => server.request('GET', path, { token: admin.token });

function nextOf(link: string | null): string | null {
  if (!link) return null;
  const match = /^<([^>]+)>; rel="next"$/.exec(link);
  expect(match, link).not.toBeNull();
  const url = new URL(match![1]!);
  expect(url.origin).toBe(new URL(server.config.siteUrl).origin);
  return url.pathname + url.search;
}

describe('GET /api/bookings, a page at a time', () => {
  it('lists every request once, newest first, following the next links, with requests arriving between pages', async () => {
    const ids = Array.from({ length: 8 }, () => store());
    const seen: string[] = [];
    let path: string | null = '/api/bookings?limit=3';
    let pages = 0;
    while (path) {
      const res = await get(path);
      expect(res.status, res.text).toBe(200);
      expect(res.body.length).toBeLessThanOrEqual(3);
      seen.push(...res.body.map((b: { _id: string }) => b._id));
      store();
      path = nextOf(res.headers.get('Link'));
      pages++;
    }
    expect(pages).toBeGreaterThanOrEqual(3);
    expect(new Set(seen).size).toBe(seen.length);
    // newest first: the eight stored here in reverse order of arrival
    expect(seen.filter((id) => ids.includes(id))).toEqual([...ids].reverse());
  });

  it('answers 50 at most without a limit, and 400 for a bad limit or cursor', async () => {
    for (let i = 0; i < 52; i++) store();
    const first = await get('/api/bookings');
    expect(first.body).toHaveLength(50);
    expect(first.headers.get('Link')).toMatch(/rel="next"$/);
    expect((await get('/api/bookings?limit=0')).body).toEqual({ limit: expect.any(String) });
    expect((await get('/api/bookings?limit=201')).status).toBe(400);
    expect((await get('/api/bookings?after=junk')).body).toEqual({ after: expect.any(String) });
  });

  it("finds the shows on a request's days, not cancelled ones, nor those of the days around them", async () => {
    const show = async (startDate: string, title: string, status = 'scheduled') => {
      const res = await server.request('POST', '/api/events/create', {
        token: admin.token,
        body: { group: 'Cannonball Quintet', venue: 'Higher Ground', title, startDate, status },
      });
      expect(res.status, res.text).toBe(201);
    };
    // 11 PM on June 14 in Vermont is 03:00 UTC on the 15th: still the 14th
    await show('2031-06-15T03:00:00.000Z', 'late on the 14th');
    await show('2031-06-13T23:00:00.000Z', 'on the 13th');
    await show('2031-06-12T23:00:00.000Z', 'cancelled on the 12th', 'cancelled');
    await show('2031-06-16T00:00:00.000Z', 'on the 15th');
    await show('2031-06-11T23:00:00.000Z', 'on the 11th');
    const id = store({ organization: 'Range Club', dates: 'June 12-14, 2031' });
    const res = await get('/api/bookings?limit=1');
    expect(res.body[0]._id).toBe(id);
    expect(res.body[0].days).toEqual(['2031-06-12', '2031-06-13', '2031-06-14']);
    expect(res.body[0].clashes.map((c: { title: string; day: string }) => [c.title, c.day])).toEqual([
      ['on the 13th', '2031-06-13'],
      ['late on the 14th', '2031-06-14'],
    ]);
  });
});
