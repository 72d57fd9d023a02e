import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { locationText } from '@jazz/contracts';
import { PLACE_JOIN, PLACE_SELECT, placeOfRow, type PlaceRow } from '../src/events/place-columns';
import type { VenueRow } from '../src/venues/repository';
import { adminForThisFile, serverForThisFile, type TestServer } from './harness';

/** A fixture of api/test/fixtures/import, written from the format's public documentation. */
export const fixture = (name: string): string =>
  readFileSync(join(import.meta.dirname, 'fixtures', 'import', name), 'utf8');

/** POSTs a file to the importer with the content type its name calls for. */
export function importFile(server: TestServer, token: string, text: string, query = '', name = 'file.csv') {
  return server.request('POST', `/api/events/import${query}`, {
    token,
    raw: text,
    headers: { 'Content-Type': name.endsWith('.ics') ? 'text/calendar' : 'text/csv' },
  });
}

/** The site's bands, created through the API as the owner would. */
export async function createBands(server: TestServer, token: string, names: string[]): Promise<void> {
  for (const name of names) {
    const res = await server.request('POST', '/api/groups/create', { token, body: { name } });
    if (res.status !== 201) throw new Error(`group ${name}: ${res.status} ${res.text}`);
  }
}

/** The two bands the import fixtures name. */
export const IMPORT_BANDS = ['Cannonball Quintet', 'Whitesell Brothers Quartet'];

/**
 * An importer test file: its server and admin (each for the file), the importer called as that
 * admin, and the empty list of shows each test imports into.
 */
export function importTestFile() {
  const server = serverForThisFile();
  const admin = adminForThisFile(server);
  /** No show and no venue (the bands stay). */
  const clear = () => {
    server.db.prepare('DELETE FROM events').run();
    server.db.prepare('DELETE FROM venues').run();
  };
  return {
    server,
    admin,
    clear,
    /** `clear`, and the fixtures' bands created unless the site has bands already. */
    setUp: async () => {
      clear();
      if ((server.db.prepare('SELECT COUNT(*) AS n FROM groups').get() as { n: number }).n === 0)
        await createBands(server, admin.token, IMPORT_BANDS);
    },
    /** POSTs a file to the importer as the admin (`importFile`). */
    upload: (text: string, query?: string, name?: string) => importFile(server, admin.token, text, query, name),
  };
}

export interface StoredShow {
  id: string;
  group_name: string;
  venue: string;
  location: string;
  address: string;
  title: string;
  description: string;
  start_date: string;
  status: string;
  tickets_link: string;
  venue_id: string | null;
  price: string;
  sold_out: number;
  time_tba: number;
  end_date: string;
  lineup: string;
  series_id: string | null;
  updated_at: string;
}

/**
 * Every stored show, earliest first, straight from the database, its place read the one way the
 * app reads it (a saved venue's record, else the show's own; the location built from its parts).
 */
export const storedShows = (server: TestServer): StoredShow[] =>
  server.db
    .prepare<[], StoredShow & PlaceRow>(
      `SELECT e.*, ${PLACE_SELECT} FROM events e ${PLACE_JOIN} ORDER BY e.start_date, e.id`,
    )
    .all()
    .map((row) => {
      const place = placeOfRow(row);
      return {
        ...row,
        venue: place.name,
        venue_link: row.place_link,
        address: place.address,
        location: locationText(place),
      };
    });

/** A venue's row as the table holds it. */
export type StoredVenue = VenueRow;

export const storedVenues = (server: TestServer): StoredVenue[] =>
  server.db.prepare('SELECT * FROM venues ORDER BY name, city').all() as StoredVenue[];
