import type { ValidVenueData, Venue } from '@jazz/contracts';
import { transactionOf, type Db } from '../db';
import { PUBLIC_ONLY_SQL } from '../events/public-rule';
import { idsOf, newId, nowIso } from '../ids';

/** A row of the venues table. */
export interface VenueRow {
  id: string;
  name: string;
  address: string;
  city: string;
  region: string;
  postal_code: string;
  country: string;
  link: string;
  phone: string;
  capacity: number | null;
  updated_at: string;
}

const COLUMNS = 'id, name, address, city, region, postal_code, country, link, phone, capacity, updated_at';

const toVenue = (row: VenueRow): Venue => ({
  ...idsOf(row.id),
  name: row.name,
  address: row.address,
  city: row.city,
  region: row.region,
  postalCode: row.postal_code,
  country: row.country,
  link: row.link,
  phone: row.phone,
  capacity: row.capacity,
  updatedAt: row.updated_at,
});

/** SQL for the venues table and the shows that name a venue. */
export function createVenuesRepository(db: Db) {
  const listAll = db.prepare<[], VenueRow>(`SELECT ${COLUMNS} FROM venues ORDER BY name COLLATE NOCASE, id`);
  // a venue that only private shows use is not public (an import of private shows creates them,
  // street address and all); one no show uses yet stays listed for the site and both admins
  const listPublic = db.prepare<[], VenueRow>(
    `SELECT ${COLUMNS} FROM venues v
     WHERE NOT EXISTS (SELECT 1 FROM events e WHERE e.venue_id = v.id)
        OR EXISTS (SELECT 1 FROM events e WHERE e.venue_id = v.id AND ${PUBLIC_ONLY_SQL})
     ORDER BY name COLLATE NOCASE, id`,
  );
  const getOne = db.prepare<[string], VenueRow>(`SELECT ${COLUMNS} FROM venues WHERE id = ?`);
  const insertOne = db.prepare(
    `INSERT INTO venues (id, name, address, city, region, postal_code, country, link, phone, capacity, created_at, updated_at)
     VALUES (@id, @name, @address, @city, @region, @postalCode, @country, @link, @phone, @capacity, @now, @now)`,
  );
  const updateOne = db.prepare(
    `UPDATE venues SET name = @name, address = @address, city = @city, region = @region, postal_code = @postalCode,
       country = @country, link = @link, phone = @phone, capacity = @capacity, updated_at = @now WHERE id = @id`,
  );
  const deleteOne = db.prepare<[string]>('DELETE FROM venues WHERE id = ?');
  const showsAt = db.prepare<[string], { id: string }>(
    'SELECT id FROM events WHERE venue_id = ? ORDER BY start_date, id',
  );
  const moveShows = db.prepare<[string, string, string]>(
    'UPDATE events SET venue_id = ?, updated_at = ? WHERE venue_id = ?',
  );
  // a venue's shows change with it: their updated_at moves, so a comparator loaded before is stale
  const touchShows = db.prepare<[string, string]>('UPDATE events SET updated_at = ? WHERE venue_id = ?');

  const get = (id: string): Venue | undefined => {
    const row = getOne.get(id);
    return row ? toVenue(row) : undefined;
  };

  return {
    transaction: transactionOf(db),
    list: (): Venue[] => listAll.all().map(toVenue),
    /** The venues the public may see: every one but those only private shows use. */
    listPublic: (): Venue[] => listPublic.all().map(toVenue),
    get,
    insert(data: ValidVenueData): Venue {
      const id = newId();
      insertOne.run({ ...data, capacity: data.capacity ?? null, id, now: nowIso() });
      return get(id)!;
    },
    update(id: string, data: ValidVenueData): Venue | undefined {
      const now = nowIso();
      if (!updateOne.run({ ...data, capacity: data.capacity ?? null, id, now }).changes) return undefined;
      touchShows.run(now, id);
      return get(id);
    },
    remove: (id: string): boolean => deleteOne.run(id).changes > 0,
    /** The ids of the shows at a venue, earliest first. */
    showsAt: (id: string): string[] => showsAt.all(id).map((row) => row.id),
    /** Moves every show of `from` to `into`. */
    moveShows: (from: string, into: string): number => moveShows.run(into, nowIso(), from).changes,
  };
}

export type VenuesRepository = ReturnType<typeof createVenuesRepository>;
