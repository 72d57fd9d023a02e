import { describe, expect, it, vi } from 'vitest';
import { adminForThisFile, memberForThisFile, serverForThisFile } from './harness';

const server = serverForThisFile();
const admin = adminForThisFile(server);
const member = memberForThisFile(server);

const DAY = 86_400_000;

interface Changes {
  changed: { _id: string; title: string; startDate: string; venue: string }[];
  deleted: string[];
  token: string;
  more?: boolean;
}

async function changes(query = ''): Promise<Changes> {
  // an answer lists what was written before its millisecond: let the clock move past the last write
  const written = Date.now();
  await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(written));
  const res = await server.request('GET', `/api/events/changes${query}`, { token: admin.token });
  expect(res.status, res.text).toBe(200);
  return res.body;
}

async function create(fields: Record<string, unknown> = {}) {
  const res = await server.request('POST', '/api/events/create', {
    token: admin.token,
    body: { group: 'Sync Trio', venue: 'Radio Bean', startDate: new Date(Date.now() + DAY).toISOString(), ...fields },
  });
  expect(res.status).toBe(201);
  return res.body;
}

const fieldsOf = ({ _id: _i, id: _d, updatedAt: _u, seriesId: _s, ...fields }: Record<string, unknown>) => fields;

describe('GET /api/events/changes', () => {
  it('is for admins only', async () => {
    expect((await server.request('GET', '/api/events/changes')).status).toBe(401);
    expect((await server.request('GET', '/api/events/changes', { token: member.token })).status).toBe(403);
  });

  it('without since answers every show and a token', async () => {
    const made = await create({ title: 'first of all' });
    const all = await changes();
    expect(all.changed.map((e) => e._id)).toContain(made._id);
    const whole = (await server.request('GET', '/api/events', { token: admin.token })).body as { _id: string }[];
    expect(all.changed.map((e) => e._id).sort()).toEqual(whole.map((e) => e._id).sort());
    expect(all.deleted).toEqual([]);
    expect(typeof all.token).toBe('string');
  });

  it('since a token: an edit, a new show and a deletion, and nothing else', async () => {
    const edited = await create({ title: 'before' });
    const doomed = await create({ title: 'doomed' });
    const untouched = await create({ title: 'untouched' });
    const { token } = await changes();
    const update = await server.request('PUT', `/api/events/update/${edited._id}`, {
      token: admin.token,
      body: { eventComparatorData: edited, eventData: { ...fieldsOf(edited), title: 'after' } },
    });
    expect(update.status, update.text).toBe(200);
    expect((await server.request('DELETE', `/api/events/delete/${doomed._id}`, { token: admin.token })).status).toBe(
      200,
    );
    const added = await create({ title: 'added' });
    const since = await changes(`?since=${token}`);
    expect(since.changed.map((e) => e.title).sort()).toEqual(['added', 'after']);
    expect(since.changed.map((e) => e._id)).not.toContain(untouched._id);
    expect(since.deleted).toEqual([doomed._id]);
    expect(since.changed.map((e) => e._id)).toContain(added._id);
    // and from the new token, nothing
    const quiet = await changes(`?since=${since.token}`);
    expect(quiet).toMatchObject({ changed: [], deleted: [] });
  });

  it('a series extended lists its new dates', async () => {
    const body = {
      group: 'Sync Trio',
      venue: 'Radio Bean',
      title: 'Thursdays',
      repeat: { freq: 'weekly', byDay: ['TH'] },
      startTime: '19:00',
      from: new Date(Date.now() + 7 * DAY).toISOString().slice(0, 10),
      count: 3,
    };
    const made = await server.request('POST', '/api/series/create', { token: admin.token, body });
    expect(made.status, made.text).toBe(201);
    const { token } = await changes();
    const { events: _events, _id: _i, id: _d, updatedAt: _u, ...comparator } = made.body;
    const extended = await server.request('PUT', `/api/series/update/${made.body._id}`, {
      token: admin.token,
      body: { seriesComparatorData: comparator, seriesData: { ...comparator, count: 5 } },
    });
    expect(extended.status, extended.text).toBe(200);
    const newDates = (extended.body.events as { _id: string }[])
      .map((e) => e._id)
      .filter((eventId) => !(made.body.events as { _id: string }[]).some((e) => e._id === eventId));
    expect(newDates).toHaveLength(2);
    const since = await changes(`?since=${token}`);
    for (const eventId of newDates) expect(since.changed.map((e) => e._id)).toContain(eventId);
  });

  it('a renamed venue lists the shows that read their venue from it', async () => {
    const venue = await server.request('POST', '/api/venues/create', {
      token: admin.token,
      body: { name: 'Old Hall', city: 'Burlington', region: 'VT' },
    });
    expect(venue.status, venue.text).toBe(201);
    const show = await create({ venueId: venue.body._id, venue: 'Old Hall' });
    const { token } = await changes();
    const { _id: _i, id: _d, updatedAt: _u, ...fields } = venue.body;
    const renamed = await server.request('PUT', `/api/venues/update/${venue.body._id}`, {
      token: admin.token,
      body: { venueComparatorData: fields, venueData: { ...fields, name: 'New Hall' } },
    });
    expect(renamed.status, renamed.text).toBe(200);
    const since = await changes(`?since=${token}`);
    expect(since.changed.find((e) => e._id === show._id)?.venue).toBe('New Hall');
  });

  it('pages with limit: following the tokens while more lists every show once', async () => {
    for (let i = 0; i < 7; i++) await create({ title: `paged ${i}` });
    const whole = (await server.request('GET', '/api/events', { token: admin.token })).body as { _id: string }[];
    const seen: string[] = [];
    let answer = await changes('?limit=3');
    seen.push(...answer.changed.map((e) => e._id));
    let pages = 1;
    while (answer.more) {
      answer = await changes(`?since=${answer.token}&limit=3`);
      seen.push(...answer.changed.map((e) => e._id));
      pages++;
    }
    expect(pages).toBeGreaterThan(2);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.sort()).toEqual(whole.map((e) => e._id).sort());
    expect((await server.request('GET', '/api/events/changes?limit=0', { token: admin.token })).status).toBe(400);
  });

  it('an unknown or too old token is 410', async () => {
    const unknown = await server.request('GET', '/api/events/changes?since=nonsense', { token: admin.token });
    expect(unknown.status).toBe(410);
    expect(unknown.body.message).toMatch(/anew/);
    const old = Buffer.from(JSON.stringify([1, '', '', new Date(Date.now() - 91 * DAY).toISOString()])).toString(
      'base64url',
    );
    expect((await server.request('GET', `/api/events/changes?since=${old}`, { token: admin.token })).status).toBe(410);
    const recent = Buffer.from(JSON.stringify([1, '', '', new Date(Date.now() - 89 * DAY).toISOString()])).toString(
      'base64url',
    );
    expect((await server.request('GET', `/api/events/changes?since=${recent}`, { token: admin.token })).status).toBe(
      200,
    );
  });

  it('a well-formed token whose position is garbage or in the future is 410 (issue 45, finding 10)', async () => {
    const token = (...parts: unknown[]) => Buffer.from(JSON.stringify([1, ...parts])).toString('base64url');
    const ask = async (since: string) =>
      (await server.request('GET', `/api/events/changes?since=${since}`, { token: admin.token })).status;
    const now = new Date().toISOString();
    const future = new Date(Date.now() + 365 * DAY).toISOString();
    expect(await ask(token('zzzz', 'x', now))).toBe(410);
    expect(await ask(token('2026-01-01', 'x', now))).toBe(410);
    expect(await ask(token(future, 'x', now))).toBe(410);
    expect(await ask(token('', 'an-id-with-no-instant', now))).toBe(410);
    expect(await ask(token('', '', 'next tuesday'))).toBe(410);
    // what the server gives is still good
    const given = (await changes()).token;
    expect(await ask(given)).toBe(200);
  });
});
