import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminForThisFile, serverForThisFile } from './harness';

// pages of 3 shows: the whole list of this file's shows is read, serialized and compressed in
// several pages, and the answer must not show where they joined
const server = serverForThisFile({ config: { wholeListPage: 3 } });
const admin = adminForThisFile(server);

const DAY = 86_400_000;

async function create(fields: Record<string, unknown>) {
  const res = await server.request('POST', '/api/events/create', {
    token: admin.token,
    body: { group: 'Whole Trio', venue: 'Radio Bean', ...fields },
  });
  expect(res.status).toBe(201);
  return res.body as { _id: string };
}

/** The public shows read at once, as one array, and their JSON: what the whole list must be. */
const expectedText = () => JSON.stringify(server.services.events.public.wholePage(undefined, 10_000));

describe('GET /api/events, the whole list built in pages', () => {
  it('is JSON.stringify of every public show in one read, in every encoding, with one hash behind its ETags', async () => {
    const base = Date.parse('2031-03-05T00:00:00Z');
    // three shows at one instant (their order is their ids'; a page boundary falls among them),
    // a private one (never listed), text outside ASCII, and shows before and after
    const same = new Date(base + 10 * DAY).toISOString();
    for (let i = 0; i < 3; i++) await create({ startDate: same, title: `Same night ${i}` });
    for (let i = 0; i < 6; i++)
      await create({ startDate: new Date(base + i * 3 * DAY).toISOString(), title: `Night ${i} — café “Ébène” 🎷` });
    await create({ startDate: new Date(base + 2 * DAY).toISOString(), title: 'Closed party', private: true });
    await create({ startDate: new Date(base - 400 * DAY).toISOString(), title: 'Long ago' });

    const text = expectedText();
    const shows = JSON.parse(text) as { title: string }[];
    expect(shows.length).toBeGreaterThan(3 * 3);
    expect(shows.map((show) => show.title)).not.toContain('Closed party');
    const hash = createHash('sha256').update(text).digest('base64url').slice(0, 27);

    const plain = await server.request('GET', '/api/events', { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(plain.text).toBe(text);
    expect(plain.headers.get('ETag')).toBe(`"${hash}"`);
    for (const encoding of ['gzip', 'br']) {
      const res = await server.request('GET', '/api/events', { headers: { 'Accept-Encoding': encoding } });
      expect(res.headers.get('Content-Encoding')).toBe(encoding);
      expect(res.text).toBe(text);
      expect(res.headers.get('ETag')).toBe(`"${hash}-${encoding}"`);
      const again = await server.request('GET', '/api/events', {
        headers: { 'Accept-Encoding': encoding, 'If-None-Match': `"${hash}-${encoding}"` },
      });
      expect(again.status).toBe(304);
    }
  });
});
