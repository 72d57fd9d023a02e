import Database from 'better-sqlite3';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VENUE_MESSAGES } from '@jazz/contracts';
import { SPEC_EVENT_FIELDS } from '@jazz/testing/factories';
import { RADIO_BEAN } from '@jazz/testing/places';
import { migrate } from '../src/db';
import { adminForThisFile, memberForThisFile, serverForThisFile } from './harness';

const server = serverForThisFile();
const admin = adminForThisFile(server);
const member = memberForThisFile(server);

const radioBean = RADIO_BEAN;

const show = {
  group: 'Whitesell Brothers Quartet',
  title: 'Thursday residency',
  startDate: '2031-09-11T23:00:00.000Z',
  timeText: '7 PM',
};

async function createVenue(data: Record<string, unknown> = radioBean) {
  const res = await server.request('POST', '/api/venues/create', { token: admin.token, body: data });
  expect(res.status).toBe(201);
  return res.body;
}

async function createShow(data: Record<string, unknown>) {
  const res = await server.request('POST', '/api/events/create', { token: admin.token, body: data });
  expect(res.status, res.text).toBe(201);
  return res.body;
}

const publicEvent = async (id: string) =>
  ((await server.request('GET', '/api/events')).body as { _id: string }[]).find((e) => e._id === id) as any;

describe('venues', () => {
  it('creates a venue with the defaults and lists it publicly', async () => {
    const venue = await createVenue();
    expect(venue).toMatchObject({
      ...radioBean,
      country: 'US',
      _id: expect.any(String),
      updatedAt: expect.any(String),
    });
    const list = await server.request('GET', '/api/venues');
    expect(list.status).toBe(200);
    expect(list.body).toContainEqual(venue);
  });

  it('answers 400 per field and refuses non-admins before validating', async () => {
    const res = await server.request('POST', '/api/venues/create', {
      token: admin.token,
      body: { name: ' ', country: 'USA', link: 'javascript:alert(1)' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ name: VENUE_MESSAGES.name, country: VENUE_MESSAGES.country, link: VENUE_MESSAGES.link });
    expect((await server.request('POST', '/api/venues/create', { body: radioBean })).status).toBe(401);
    expect((await server.request('POST', '/api/venues/create', { token: member.token, body: radioBean })).status).toBe(
      403,
    );
  });

  it('accepts a link typed without https:// and adds the scheme, for a venue and a show', async () => {
    const venue = await createVenue({
      ...radioBean,
      name: 'Light Club Lamp Shop',
      link: 'lightclublampshop.com/events',
    });
    expect(venue.link).toBe('https://lightclublampshop.com/events');
    const event = await createShow({ ...show, venue: 'Red Square', venueLink: 'www.redsquarevt.com' });
    expect(event.venueLink).toBe('https://www.redsquarevt.com');
    // a path on the site and a full address stay as written; words are still refused
    expect((await createVenue({ ...radioBean, name: 'Here', link: '/contact' })).link).toBe('/contact');
    const words = await server.request('POST', '/api/venues/create', {
      token: admin.token,
      body: { ...radioBean, name: 'Words', link: 'ask at the bar' },
    });
    expect(words.body).toEqual({ link: VENUE_MESSAGES.link });
  });

  it('fills a show from its venue, and a venue edit changes the show at the next request', async () => {
    const venue = await createVenue({ ...radioBean, name: 'Nectar’s', city: 'Burlington', region: 'VT' });
    const event = await createShow({ ...show, venueId: venue._id });
    expect(event).toMatchObject({
      venue: 'Nectar’s',
      venueId: venue._id,
      venueLink: radioBean.link,
      location: 'Burlington, VT',
      address: radioBean.address,
    });
    const { _id: _i, id: _d, updatedAt: _u, ...venueData } = venue;
    const res = await server.request('PUT', `/api/venues/update/${venue._id}`, {
      token: admin.token,
      body: {
        venueComparatorData: venue,
        venueData: { ...venueData, name: 'Nectar’s Lounge', city: 'South Burlington' },
      },
    });
    expect(res.status).toBe(200);
    expect(await publicEvent(event._id)).toMatchObject({ venue: 'Nectar’s Lounge', location: 'South Burlington, VT' });
    // the stale comparator of the venue is refused with the contract's 409
    const stale = await server.request('PUT', `/api/venues/update/${venue._id}`, {
      token: admin.token,
      body: { venueComparatorData: venue, venueData },
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ message: expect.any(String), current: res.body });
  });

  it('refuses an unknown venueId, and a show with neither venue nor venueId', async () => {
    const unknown = await server.request('POST', '/api/events/create', {
      token: admin.token,
      body: { ...show, venueId: 'no-such-venue' },
    });
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body)).toEqual(['venueId']);
    const none = await server.request('POST', '/api/events/create', { token: admin.token, body: show });
    expect(none.status).toBe(400);
    expect(Object.keys(none.body)).toEqual(['venue']);
  });

  it('keeps a SPEC client working: no venueId, no new fields, update keeps them', async () => {
    const venue = await createVenue({ name: 'Flynn' });
    const event = await createShow({
      ...show,
      venueId: venue._id,
      price: '$20',
      lineup: [{ name: 'Ray', instrument: 'bass' }],
    });
    const specData = {
      ...show,
      venue: 'Flynn',
      groupLink: '',
      venueLink: '',
      location: '',
      description: 'x',
      ticketsLink: '',
    };
    const specComparator = Object.fromEntries(SPEC_EVENT_FIELDS.map((key) => [key, event[key]]));
    const res = await server.request('PUT', `/api/events/update/${event._id}`, {
      token: admin.token,
      body: { eventComparatorData: specComparator, eventData: specData },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      venueId: venue._id,
      price: '$20',
      lineup: [{ name: 'Ray', instrument: 'bass' }],
      description: 'x',
    });
  });

  it('refuses to delete a venue in use with 409 naming the shows, then deletes it once free', async () => {
    const venue = await createVenue({ name: 'Higher Ground' });
    const event = await createShow({ ...show, venueId: venue._id });
    const res = await server.request('DELETE', `/api/venues/delete/${venue._id}`, { token: admin.token });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: expect.any(String), reason: 'in-use', shows: [event._id] });
    expect((await server.request('DELETE', `/api/events/delete/${event._id}`, { token: admin.token })).status).toBe(
      200,
    );
    const again = await server.request('DELETE', `/api/venues/delete/${venue._id}`, { token: admin.token });
    expect(again.status).toBe(200);
    expect(((await server.request('GET', '/api/venues')).body as { _id: string }[]).map((v) => v._id)).not.toContain(
      venue._id,
    );
  });

  it('merges two records of one room: the shows move, the other record goes', async () => {
    const keep = await createVenue({ name: 'The Jazz Gallery', city: 'New York', region: 'NY' });
    const dup = await createVenue({ name: 'Jazz Gallery', city: 'NYC' });
    const event = await createShow({ ...show, venueId: dup._id });
    const res = await server.request('POST', `/api/venues/merge/${dup._id}`, {
      token: admin.token,
      body: { into: keep._id },
    });
    expect(res.status).toBe(200);
    expect(res.body.moved).toBe(1);
    expect(await publicEvent(event._id)).toMatchObject({
      venueId: keep._id,
      venue: 'The Jazz Gallery',
      location: 'New York, NY',
    });
    const venues = (await server.request('GET', '/api/venues')).body as { _id: string }[];
    expect(venues.map((v) => v._id)).not.toContain(dup._id);
  });
});

describe('migration 008', () => {
  it('makes one venue of the shows with the same name and location', () => {
    const dir = mkdtempSync(join(tmpdir(), 'jazz-venues-migration-'));
    try {
      const db = new Database(join(dir, 'old.db'));
      const migrations = join(import.meta.dirname, '../src/db/migrations');
      db.exec(
        'CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
      );
      for (const file of readdirSync(migrations).sort()) {
        const version = Number(file.split('_')[0]);
        if (version >= 8) continue;
        db.exec(readFileSync(join(migrations, file), 'utf8'));
        db.prepare('INSERT INTO schema_migrations VALUES (?, ?, ?)').run(version, file, 'then');
      }
      const insert = db.prepare(
        `INSERT INTO events (id, group_name, venue, venue_link, location, start_date, address, created_at, updated_at)
         VALUES (?, 'Quartet', ?, ?, ?, ?, ?, 'then', 'then')`,
      );
      insert.run('a', 'Radio Bean', '', 'Burlington, VT', '2020-01-02T00:00:00.000Z', '');
      insert.run(
        'b',
        'Radio Bean',
        'https://radiobean.com',
        'Burlington, VT',
        '2020-02-02T00:00:00.000Z',
        '8 N Winooski Ave',
      );
      insert.run('c', 'Radio Bean', '', 'Montreal, QC', '2020-03-02T00:00:00.000Z', '');
      insert.run('d', 'Flynn', '', '', '2020-04-02T00:00:00.000Z', '');
      migrate(db);
      const venues = db
        .prepare('SELECT id, name, city, region, address, link FROM venues ORDER BY name, city')
        .all() as any[];
      expect(venues.map(({ id: _id, ...rest }) => rest)).toEqual([
        { name: 'Flynn', city: '', region: '', address: '', link: '' },
        {
          name: 'Radio Bean',
          city: 'Burlington',
          region: 'VT',
          address: '8 N Winooski Ave',
          link: 'https://radiobean.com',
        },
        { name: 'Radio Bean', city: 'Montreal', region: 'QC', address: '', link: '' },
      ]);
      const venueOf = (id: string) => (db.prepare('SELECT venue_id FROM events WHERE id = ?').get(id) as any).venue_id;
      expect(venueOf('a')).toBe(venueOf('b'));
      expect(venueOf('c')).not.toBe(venueOf('a'));
      expect(venueOf('d')).toBe(venues[0].id);
      db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('GET /api/venues keeps private shows private (issue 45, finding 6)', () => {
  it('lists no venue that only private shows use, to anyone but an admin', async () => {
    const barn = await createVenue({
      name: 'The Smiths barn',
      address: '12 Private Lane',
      city: 'Stowe',
      region: 'VT',
    });
    const hall = await createVenue({ name: 'Town Hall', address: '1 Main St', city: 'Stowe', region: 'VT' });
    await createShow({ ...show, venueId: barn._id, private: true });
    await createShow({ ...show, venueId: hall._id, private: true });
    await createShow({ ...show, venueId: hall._id });
    for (const token of [undefined, member.token]) {
      const list = await server.request('GET', '/api/venues', { token });
      expect(list.text).not.toContain('12 Private Lane');
      expect((list.body as { _id: string }[]).map((v) => v._id)).toContain(hall._id);
    }
    const mine = await server.request('GET', '/api/venues', { token: admin.token });
    expect((mine.body as { _id: string }[]).map((v) => v._id)).toContain(barn._id);
  });
});
