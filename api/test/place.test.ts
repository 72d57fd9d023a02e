import Database from 'better-sqlite3';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { locationText, splitLocation } from '@jazz/contracts';
import { migrate, migrationFiles } from '../src/db';
import { LOCATION_TEXTS, RADIO_BEAN } from '@jazz/testing/places';
import { adminForThisFile, serverForThisFile } from './harness';

const MIGRATIONS = join(import.meta.dirname, '..', 'src', 'db', 'migrations');
const NOW = '2026-01-01T00:00:00.000Z';

const server = serverForThisFile();
const admin = adminForThisFile(server);

/** Location texts of every shape a database may hold: exactly "City, Region" or not. */
const STORED: string[] = [...LOCATION_TEXTS.split.map(([text]) => text), ...LOCATION_TEXTS.whole];

describe('migration 020: a show stores its place, not a joined location', () => {
  const dir = mkdtempSync(join(tmpdir(), 'jazz-migration-place-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  for (const { file, version } of migrationFiles(MIGRATIONS))
    if (version < 20) copyFileSync(join(MIGRATIONS, file), join(dir, file));

  /** A database at migration 019 with one show per stored text, and one at a saved venue. */
  function at019() {
    const db = new Database(':memory:');
    db.pragma('foreign_keys = ON');
    migrate(db, dir);
    expect(db.prepare('SELECT max(version) AS v FROM schema_migrations').get()).toEqual({ v: 19 });
    db.prepare(
      `INSERT INTO venues (id, name, address, city, region, postal_code, country, link, created_at, updated_at)
       VALUES ('v1', 'Radio Bean', '8 N Winooski Ave', 'Burlington', 'VT', '05401', 'US', 'https://radiobean.com', ?, ?)`,
    ).run(NOW, NOW);
    const show = db.prepare(
      `INSERT INTO events (id, venue_id, group_name, venue, venue_link, location, address, start_date, created_at, updated_at)
       VALUES (?, ?, 'Quintet', ?, ?, ?, '1 Main St', '2030-01-01T00:00:00.000Z', ?, ?)`,
    );
    STORED.forEach((location, i) => show.run(`e${i}`, null, `Hall ${i}`, 'https://example.com', location, NOW, NOW));
    // the copy the writers made of the venue, before 020
    show.run('at-venue', 'v1', 'Radio Bean', 'https://radiobean.com', 'Burlington, VT', NOW, NOW);
    return db;
  }

  it('splits each stored text once, by the one rule, so it joins back to the same text', () => {
    const db = at019();
    migrate(db, MIGRATIONS);
    const rows = db.prepare<[], { id: string; city: string; region: string }>(
      "SELECT id, city, region FROM events WHERE id LIKE 'e%' ORDER BY rowid",
    );
    const split = rows.all();
    expect(split).toHaveLength(STORED.length);
    STORED.forEach((text, i) => {
      const { city, region } = split[i]!;
      expect({ city, region }, JSON.stringify(text)).toEqual(splitLocation(text));
      expect(locationText({ city, region })).toBe(text);
    });
    // the two shapes, named
    expect(split[0]).toMatchObject({ city: 'Burlington', region: 'VT' });
    expect(split.find((_, i) => STORED[i] === 'Montreal, QC, Canada')).toMatchObject({
      city: 'Montreal, QC, Canada',
      region: '',
    });
    expect(split.at(-1)).toMatchObject({ city: '', region: '' });
    const columns = db
      .prepare<[], { name: string }>('PRAGMA table_info(events)')
      .all()
      .map((c) => c.name);
    expect(columns).not.toContain('location');
    expect(columns).toEqual(expect.arrayContaining(['city', 'region', 'postal_code', 'country']));
    // a show at a saved venue keeps the venue's id only; the migration moved no SEQUENCE
    expect(
      db.prepare("SELECT venue_id, venue, venue_link, address, city, region FROM events WHERE id = 'at-venue'").get(),
    ).toEqual({ venue_id: 'v1', venue: '', venue_link: '', address: '', city: '', region: '' });
    expect(db.prepare('SELECT DISTINCT sequence FROM events').all()).toEqual([{ sequence: 0 }]);
    // its own data otherwise as it was
    expect(db.prepare("SELECT venue, venue_link, address FROM events WHERE id = 'e0'").get()).toEqual({
      venue: 'Hall 0',
      venue_link: 'https://example.com',
      address: '1 Main St',
    });
  });

  it('re-creates the SEQUENCE trigger on the place columns: a change of place raises it, a title does not', () => {
    const db = at019();
    migrate(db, MIGRATIONS);
    const sequence = () =>
      db.prepare<[], { sequence: number }>("SELECT sequence FROM events WHERE id = 'e0'").get()!.sequence;
    const set = (sql: string) => db.prepare(`UPDATE events SET ${sql} WHERE id = 'e0'`).run();
    set("title = 'Renamed'");
    expect(sequence()).toBe(0);
    const changes = [
      "city = 'Winooski'",
      "region = 'NY'",
      "postal_code = '05404'",
      "country = 'CA'",
      "venue = 'Other hall'",
      "address = '2 Main St'",
      "venue_id = 'v1'",
    ];
    changes.forEach((change, i) => {
      set(change);
      expect(sequence(), change).toBe(i + 1);
    });
    // the same value again is no change
    set("city = 'Winooski'");
    expect(sequence()).toBe(changes.length);
  });
});

const show = {
  group: 'Cannonball Quintet',
  venue: 'Café Müller',
  title: 'Spring night',
  startDate: '2031-12-05T01:00:00.000Z',
  timeText: '8:00 PM',
};

async function create(body: Record<string, unknown>) {
  const res = await server.request('POST', '/api/events/create', { token: admin.token, body });
  expect(res.status, res.text).toBe(201);
  return res.body;
}

async function update(current: Record<string, unknown>, changes: Record<string, unknown>) {
  const res = await server.request('PUT', `/api/events/update/${String(current._id)}`, {
    token: admin.token,
    body: { eventComparatorData: current, eventData: { ...current, ...changes } },
  });
  expect(res.status, res.text).toBe(200);
  return res.body;
}

const stored = (id: string) =>
  server.db
    .prepare('SELECT venue_id, venue, venue_link, address, city, region, postal_code, country FROM events WHERE id = ?')
    .get(id);

describe("a show's place through the API", () => {
  it.each(STORED.filter((text) => text.trim() === text && text !== ''))(
    'answers a location "%s" sent without a venue exactly as sent, split once',
    async (location) => {
      const created = await create({ ...show, location });
      expect(created.location).toBe(location);
      expect(stored(created._id)).toMatchObject(splitLocation(location));
      const read = await server.request('GET', `/api/events/edit/${created._id}`, { token: admin.token });
      expect(read.body.location).toBe(location);
      // sent back whole, as clients do, it stays the same
      const again = await update(created, {});
      expect(again.location).toBe(location);
      expect(again.sequence).toBe(0);
    },
  );

  it('reads a show at a saved venue from the venue: venue, venueLink, location, address and its parts', async () => {
    const venue = (
      await server.request('POST', '/api/venues/create', {
        token: admin.token,
        body: RADIO_BEAN,
      })
    ).body;
    // what the client sends of the venue is not copied: the venue's record is the show's place
    const created = await create({ ...show, venueId: venue._id, venue: 'Typed name', location: 'Elsewhere' });
    expect(created).toMatchObject({
      venueId: venue._id,
      venue: 'Radio Bean',
      venueLink: 'https://radiobean.com',
      location: 'Burlington, VT',
      address: '8 N Winooski Ave',
      city: 'Burlington',
      region: 'VT',
      postalCode: '05401',
      country: 'US',
    });
    expect(stored(created._id)).toEqual({
      venue_id: venue._id,
      venue: '',
      venue_link: '',
      address: '',
      city: '',
      region: '',
      postal_code: '',
      country: '',
    });
    // the venue's record changes: every answer follows, public ones too, and calendars hear of it
    const renamed = await server.request('PUT', `/api/venues/update/${venue._id}`, {
      token: admin.token,
      body: { venueComparatorData: venue, venueData: { ...venue, name: 'Radio Bean Coffeehouse', region: 'Vermont' } },
    });
    expect(renamed.status, renamed.text).toBe(200);
    const listed = (await server.request('GET', '/api/events')).body.find(
      (e: { _id: string }) => e._id === created._id,
    );
    expect(listed).toMatchObject({ venue: 'Radio Bean Coffeehouse', location: 'Burlington, Vermont', sequence: 1 });
    // leaving the venue for a place of its own
    const own = await update(listed, { venueId: '', venue: 'Upstairs', location: 'Winooski, VT', address: '' });
    expect(own).toMatchObject({ venueId: '', venue: 'Upstairs', location: 'Winooski, VT', city: 'Winooski' });
    expect(own.sequence).toBe(2);
  });

  it('raises SEQUENCE when the place changes, town or region alone', async () => {
    const created = await create({ ...show, location: 'Burlington, VT' });
    const inRegion = await update(created, { location: 'Burlington, NY' });
    expect(inRegion.sequence).toBe(1);
    const inTown = await update(inRegion, { location: 'Albany, NY' });
    expect(inTown.sequence).toBe(2);
    const retitled = await update(inTown, { title: 'Another night' });
    expect(retitled.sequence).toBe(2);
    const text = (await server.request('GET', `/shows/${created._id}.ics`)).text;
    expect(text).toMatch(/^SEQUENCE:2\r?$/m);
    expect(text).toMatch(/^LOCATION:Café Müller\\, Albany\\, NY\r?$/m);
  });
});
