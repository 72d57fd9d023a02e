import type { Event, EventStatus, LineupEntry, Repeat } from '@jazz/shared/contracts';
import { venueLocation } from '@jazz/shared/contracts';
import { transactionOf, type Db } from '../db';
import { idsOf, newId, nowIso } from '../ids';

/** The event fields after validation (eventDataSchema's output): every text present. */
export interface EventFields {
  group: string;
  groupLink: string;
  venue: string;
  venueLink: string;
  location: string;
  title: string;
  description: string;
  startDate: string;
  timeText: string;
  ticketsLink: string;
  /** Absent: scheduled. */
  status?: EventStatus;
  /** Absent: none. */
  address?: string;
  /** Issue 19; absent: none ('' / [] / false). */
  venueId?: string;
  lineup?: LineupEntry[];
  price?: string;
  soldOut?: boolean;
  endDate?: string;
  timeTBA?: boolean;
}

/** Where a date of a series stands in it (series/service.ts). */
export interface SeriesPlace {
  seriesId: string;
  /** The local day the rule gave it. */
  date: string;
}

const row = (data: EventFields) => ({
  group: data.group,
  groupLink: data.groupLink,
  venue: data.venue,
  venueLink: data.venueLink,
  location: data.location,
  title: data.title,
  description: data.description,
  startDate: data.startDate,
  timeText: data.timeText,
  ticketsLink: data.ticketsLink,
  status: data.status ?? 'scheduled',
  address: data.address ?? '',
  venueId: data.venueId || null,
  lineup: JSON.stringify(data.lineup ?? []),
  price: data.price ?? '',
  soldOut: data.soldOut ? 1 : 0,
  endDate: data.endDate ?? '',
  timeTBA: data.timeTBA ? 1 : 0,
});

interface EventRow {
  id: string;
  group_name: string;
  group_link: string;
  venue: string;
  venue_link: string;
  location: string;
  title: string;
  description: string;
  start_date: string;
  time_text: string;
  tickets_link: string;
  status: EventStatus;
  address: string;
  venue_id: string | null;
  lineup: string;
  price: string;
  sold_out: number;
  end_date: string;
  time_tba: number;
  series_id: string | null;
  updated_at: string;
  // the venue's record, when the show names one
  v_name: string | null;
  v_link: string | null;
  v_city: string | null;
  v_region: string | null;
  v_address: string | null;
}

// a show at a venue takes its name, link, location and address from the venue at every read
const SELECT = `SELECT e.id, e.group_name, e.group_link, e.venue, e.venue_link, e.location, e.title, e.description,
    e.start_date, e.time_text, e.tickets_link, e.status, e.address, e.venue_id, e.lineup, e.price, e.sold_out,
    e.end_date, e.time_tba, e.series_id, e.updated_at,
    v.name AS v_name, v.link AS v_link, v.city AS v_city, v.region AS v_region, v.address AS v_address
  FROM events e LEFT JOIN venues v ON v.id = e.venue_id`;

function toEvent(row: EventRow): Event {
  const atVenue = row.v_name !== null;
  return {
    ...idsOf(row.id),
    group: row.group_name,
    groupLink: row.group_link,
    venue: atVenue ? row.v_name! : row.venue,
    venueLink: atVenue ? row.v_link! : row.venue_link,
    location: atVenue ? venueLocation({ city: row.v_city!, region: row.v_region! }) : row.location,
    title: row.title,
    description: row.description,
    startDate: row.start_date,
    timeText: row.time_text,
    ticketsLink: row.tickets_link,
    status: row.status,
    address: atVenue ? row.v_address! : row.address,
    venueId: row.venue_id ?? '',
    lineup: JSON.parse(row.lineup) as LineupEntry[],
    price: row.price,
    soldOut: row.sold_out === 1,
    seriesId: row.series_id ?? '',
    endDate: row.end_date,
    timeTBA: row.time_tba === 1,
    updatedAt: row.updated_at,
  };
}

/** SQL for the events table; start dates are stored as UTC ISO instants, so text order is time order. */
export function createEventsRepository(db: Db) {
  const listAll = db.prepare<[], EventRow>(`${SELECT} ORDER BY e.start_date ASC, e.id ASC`);
  const getOne = db.prepare<[string], EventRow>(`${SELECT} WHERE e.id = ?`);
  const inSeries = db.prepare<[string], EventRow & { series_date: string; series_exception: number }>(
    `${SELECT.replace('e.updated_at,', 'e.updated_at, e.series_date, e.series_exception,')}
     WHERE e.series_id = ? ORDER BY e.start_date ASC, e.id ASC`,
  );
  const insertOne = db.prepare(
    `INSERT INTO events (id, group_name, group_link, venue, venue_link, location, title, description, start_date,
       time_text, tickets_link, status, address, venue_id, lineup, price, sold_out, end_date, time_tba,
       series_id, series_date, created_at, updated_at)
     VALUES (@id, @group, @groupLink, @venue, @venueLink, @location, @title, @description, @startDate, @timeText,
       @ticketsLink, @status, @address, @venueId, @lineup, @price, @soldOut, @endDate, @timeTBA,
       @seriesId, @seriesDate, @now, @now)`,
  );
  const updateOne = db.prepare(
    `UPDATE events SET group_name = @group, group_link = @groupLink, venue = @venue, venue_link = @venueLink,
       location = @location, title = @title, description = @description, start_date = @startDate,
       time_text = @timeText, tickets_link = @ticketsLink, status = @status, address = @address,
       venue_id = @venueId, lineup = @lineup, price = @price, sold_out = @soldOut, end_date = @endDate,
       time_tba = @timeTBA, updated_at = @now
     WHERE id = @id`,
  );
  const markException = db.prepare<[string]>(
    'UPDATE events SET series_exception = 1 WHERE id = ? AND series_id IS NOT NULL',
  );
  const placeOf = db.prepare<[string], { series_id: string | null; series_date: string | null }>(
    'SELECT series_id, series_date FROM events WHERE id = ?',
  );
  const seriesSummary = db.prepare<[string], { rule: string; first: string; last: string; n: number }>(
    `SELECT s.rule AS rule, MIN(e.start_date) AS first, MAX(e.start_date) AS last, COUNT(*) AS n
     FROM series s JOIN events e ON e.series_id = s.id WHERE s.id = ? GROUP BY s.id`,
  );
  const deleteOne = db.prepare<[string]>('DELETE FROM events WHERE id = ?');
  const skipDate = db.prepare<[string]>(
    `INSERT OR IGNORE INTO series_skips (series_id, date)
     SELECT series_id, series_date FROM events WHERE id = ? AND series_id IS NOT NULL AND series_date IS NOT NULL`,
  );
  const countAll = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM events');

  const get = (id: string): Event | undefined => {
    const row = getOne.get(id);
    return row ? toEvent(row) : undefined;
  };

  return {
    transaction: transactionOf(db),
    /** Every event, earliest first. */
    list: (): Event[] => listAll.all().map(toEvent),
    get,
    count: (): number => countAll.get()!.n,
    insert(data: EventFields, place?: SeriesPlace): Event {
      const id = newId();
      insertOne.run({
        ...row(data),
        id,
        seriesId: place?.seriesId ?? null,
        seriesDate: place?.date ?? null,
        now: nowIso(),
      });
      return get(id)!;
    },
    /** Returns the updated event, or undefined when it does not exist. */
    update(id: string, data: EventFields): Event | undefined {
      return updateOne.run({ ...row(data), id, now: nowIso() }).changes ? get(id) : undefined;
    },
    /** A date of a series edited on its own: series edits leave it alone from now on. */
    markException: (id: string): void => void markException.run(id),
    /** The series and rule day of an event (both null for a one-off show). */
    placeOf: (id: string) => placeOf.get(id),
    /** The dates of a series, earliest first, with their rule day and whether each is an exception. */
    inSeries: (seriesId: string) =>
      inSeries
        .all(seriesId)
        .map((r) => ({ event: toEvent(r), date: r.series_date, exception: r.series_exception === 1 })),
    /** A series in one line's worth: its repeat rule and its first and last dates (follow digests). */
    seriesSummary(seriesId: string): { repeat: Repeat; first: string; last: string; dates: number } | undefined {
      const found = seriesSummary.get(seriesId);
      if (!found) return undefined;
      const { repeat } = JSON.parse(found.rule) as { repeat: Repeat };
      return { repeat, first: found.first, last: found.last, dates: found.n };
    },
    /**
     * True when a row was deleted. A date of a series deleted alone stays deleted: its day is
     * remembered, so extending the series does not bring it back.
     */
    remove: (id: string): boolean => {
      skipDate.run(id);
      return deleteOne.run(id).changes > 0;
    },
    /** Deletes a date as part of its series' own change (no skip remembered). */
    removeFromSeries: (id: string): boolean => deleteOne.run(id).changes > 0,
  };
}

export type EventsRepository = ReturnType<typeof createEventsRepository>;
