import type { Event, EventStatus } from '@jazz/shared/contracts';
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
}

const row = (data: EventFields) => ({ ...data, status: data.status ?? 'scheduled', address: data.address ?? '' });

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
  updated_at: string;
}

const COLUMNS =
  'id, group_name, group_link, venue, venue_link, location, title, description, start_date, time_text, tickets_link, status, address, updated_at';

function toEvent(row: EventRow): Event {
  return {
    ...idsOf(row.id),
    group: row.group_name,
    groupLink: row.group_link,
    venue: row.venue,
    venueLink: row.venue_link,
    location: row.location,
    title: row.title,
    description: row.description,
    startDate: row.start_date,
    timeText: row.time_text,
    ticketsLink: row.tickets_link,
    status: row.status,
    address: row.address,
    updatedAt: row.updated_at,
  };
}

/** SQL for the events table; start dates are stored as UTC ISO instants, so text order is time order. */
export function createEventsRepository(db: Db) {
  const listAll = db.prepare<[], EventRow>(`SELECT ${COLUMNS} FROM events ORDER BY start_date ASC, id ASC`);
  const getOne = db.prepare<[string], EventRow>(`SELECT ${COLUMNS} FROM events WHERE id = ?`);
  const insertOne = db.prepare(
    `INSERT INTO events (id, group_name, group_link, venue, venue_link, location, title, description, start_date, time_text, tickets_link, status, address, created_at, updated_at)
     VALUES (@id, @group, @groupLink, @venue, @venueLink, @location, @title, @description, @startDate, @timeText, @ticketsLink, @status, @address, @now, @now)`,
  );
  const updateOne = db.prepare(
    `UPDATE events SET group_name = @group, group_link = @groupLink, venue = @venue, venue_link = @venueLink,
       location = @location, title = @title, description = @description, start_date = @startDate,
       time_text = @timeText, tickets_link = @ticketsLink, status = @status, address = @address, updated_at = @now
     WHERE id = @id`,
  );
  const deleteOne = db.prepare<[string]>('DELETE FROM events WHERE id = ?');
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
    insert(data: EventFields): Event {
      const id = newId();
      insertOne.run({ ...row(data), id, now: nowIso() });
      return get(id)!;
    },
    /** Returns the updated event, or undefined when it does not exist. */
    update(id: string, data: EventFields): Event | undefined {
      return updateOne.run({ ...row(data), id, now: nowIso() }).changes ? get(id) : undefined;
    },
    /** True when a row was deleted. */
    remove: (id: string): boolean => deleteOne.run(id).changes > 0,
  };
}

export type EventsRepository = ReturnType<typeof createEventsRepository>;
