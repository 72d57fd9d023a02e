import type {
  Event,
  EventField,
  FieldsWhere,
  LineupEntry,
  Repeat,
  Setlist,
  ValidEventData,
} from '@jazz/shared/contracts';
import { EVENT_FIELD_KEYS, EVENT_FIELD_TABLE, inputOf, venueLocation } from '@jazz/shared/contracts';
import { transactionOf, type Db } from '../db';
import { idsOf, newId, nowIso } from '../ids';

/**
 * The event fields after validation (eventDataSchema's output): every text present; an optional
 * field left out is stored as its default ('scheduled', '', [] or false).
 */
export type EventFields = Omit<ValidEventData, FieldsWhere<'optional'>> &
  Partial<Pick<ValidEventData, FieldsWhere<'optional'>>>;

/**
 * The column of each field of the event field table. A field missing here fails the type-check;
 * SELECT, INSERT, UPDATE and the read are built from this map, each value stored as its input
 * kind says (a check as 0/1, the lineup as JSON, no saved venue as NULL).
 */
const COLUMNS = {
  title: 'title',
  group: 'group_name',
  groupLink: 'group_link',
  venueId: 'venue_id',
  venue: 'venue',
  venueLink: 'venue_link',
  location: 'location',
  address: 'address',
  lineup: 'lineup',
  ticketsLink: 'tickets_link',
  price: 'price',
  soldOut: 'sold_out',
  startDate: 'start_date',
  endDate: 'end_date',
  timeTBA: 'time_tba',
  timeText: 'time_text',
  status: 'status',
  description: 'description',
  setlist: 'setlist',
} as const satisfies Record<EventField, string>;

type SqlValue = string | number | null;

/** A value as its column holds it; an absent optional field is stored as the table's default. */
function toColumn(field: EventField, value: unknown): SqlValue {
  const stored = value ?? EVENT_FIELD_TABLE[field].default;
  switch (inputOf(field)) {
    case 'check':
      return stored ? 1 : 0;
    case 'lineup':
      return JSON.stringify(stored);
    case 'setlist':
      return stored ? JSON.stringify(stored) : null;
    case 'venue':
      return (stored as string) || null;
    default:
      return stored as string;
  }
}

/** A column's value as the API answers it. */
function fromColumn(field: EventField, value: SqlValue): unknown {
  switch (inputOf(field)) {
    case 'check':
      return value === 1;
    case 'lineup':
      return JSON.parse(value as string) as LineupEntry[];
    case 'setlist':
      return value === null ? null : (JSON.parse(value as string) as Setlist);
    case 'venue':
      return value ?? '';
    default:
      return value;
  }
}

/** Where a date of a series stands in it (series/service.ts). */
export interface SeriesPlace {
  seriesId: string;
  /** The local day the rule gave it. */
  date: string;
}

/** The statements' named parameters (@title, @group, ...): one per field of the table. */
const row = (data: EventFields) =>
  Object.fromEntries(EVENT_FIELD_KEYS.map((field) => [field, toColumn(field, data[field])]));

type EventRow = Record<(typeof COLUMNS)[EventField], SqlValue> & {
  id: string;
  series_id: string | null;
  updated_at: string;
  // the venue's record, when the show names one
  v_name: string | null;
  v_link: string | null;
  v_city: string | null;
  v_region: string | null;
  v_address: string | null;
};

// the type-check holds COLUMNS to the table; this says so at start too, naming the field, where
// code runs unchecked (a test run does not type-check)
const columnList = EVENT_FIELD_KEYS.map((field) => {
  const column = (COLUMNS as Partial<Record<EventField, string>>)[field];
  if (!column) throw new Error(`The event field "${field}" has no column in COLUMNS (api/src/events/repository.ts).`);
  return column;
});
for (const field of Object.keys(COLUMNS))
  if (!(field in EVENT_FIELD_TABLE))
    throw new Error(
      `COLUMNS names "${field}", which is not a field of EVENT_FIELD_TABLE (shared/src/contracts/event.ts).`,
    );

// a show at a venue takes its name, link, location and address from the venue at every read
const select = (extra = '') => `SELECT e.id, ${columnList.map((column) => `e.${column}`).join(', ')},
    e.series_id, e.updated_at${extra},
    v.name AS v_name, v.link AS v_link, v.city AS v_city, v.region AS v_region, v.address AS v_address
  FROM events e LEFT JOIN venues v ON v.id = e.venue_id`;

function toEvent(row: EventRow): Event {
  const fields = Object.fromEntries(EVENT_FIELD_KEYS.map((field) => [field, fromColumn(field, row[COLUMNS[field]])]));
  const atVenue = row.v_name !== null;
  return {
    ...idsOf(row.id),
    ...(fields as Omit<Event, '_id' | 'id' | 'seriesId' | 'updatedAt'>),
    ...(atVenue && {
      venue: row.v_name!,
      venueLink: row.v_link!,
      location: venueLocation({ city: row.v_city!, region: row.v_region! }),
      address: row.v_address!,
    }),
    seriesId: row.series_id ?? '',
    updatedAt: row.updated_at,
  };
}

/** SQL for the events table; start dates are stored as UTC ISO instants, so text order is time order. */
export function createEventsRepository(db: Db) {
  const listAll = db.prepare<[], EventRow>(`${select()} ORDER BY e.start_date ASC, e.id ASC`);
  const getOne = db.prepare<[string], EventRow>(`${select()} WHERE e.id = ?`);
  const inSeries = db.prepare<[string], EventRow & { series_date: string; series_exception: number }>(
    `${select(', e.series_date, e.series_exception')}
     WHERE e.series_id = ? ORDER BY e.start_date ASC, e.id ASC`,
  );
  const insertOne = db.prepare(
    `INSERT INTO events (id, ${columnList.join(', ')}, series_id, series_date, created_at, updated_at)
     VALUES (@id, ${EVENT_FIELD_KEYS.map((field) => `@${field}`).join(', ')}, @seriesId, @seriesDate, @now, @now)`,
  );
  const updateOne = db.prepare(
    `UPDATE events SET ${EVENT_FIELD_KEYS.map((field, i) => `${columnList[i]} = @${field}`).join(', ')}, updated_at = @now
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
      // a change that does not carry the setlist (a series edit, an import) keeps the night's setlist
      const setlist = data.setlist === undefined ? (get(id)?.setlist ?? null) : data.setlist;
      return updateOne.run({ ...row({ ...data, setlist }), id, now: nowIso() }).changes ? get(id) : undefined;
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
