import type { Event, EventField, FieldsWhere, LineupEntry, Repeat, Setlist, ValidEventData } from '@jazz/contracts';
import { EVENT_FIELD_KEYS, EVENT_FIELD_TABLE, inputOf, placeFields } from '@jazz/contracts';
import { followTimeText } from '@jazz/contracts/shows';
import { transactionOf, type Db } from '../db';
import { PUBLIC_ONLY_SQL, publicShow } from './public-rule';
import { idsOf, newId, nowIso } from '../ids';
import {
  PLACE_JOIN,
  PLACE_SELECT,
  PLACE_WRITE_COLUMNS,
  placeColumn,
  placeOfRow,
  placeParams,
  type PlaceRow,
} from './place-columns';

/**
 * The event fields after validation (eventDataSchema's output): every text present; an optional
 * field left out is stored as its default ('scheduled', '', [] or false).
 */
export type EventFields = Omit<ValidEventData, FieldsWhere<'optional'>> &
  Partial<Pick<ValidEventData, FieldsWhere<'optional'>>>;

/**
 * SPEC's fields of a show's place: stored as the show's place (place-columns.ts: a saved venue's
 * id, or the show's own place), never a column each, and answered derived from it.
 */
const PLACE_FIELDS = ['venue', 'venueLink', 'location', 'address'] as const;
type PlaceField = (typeof PLACE_FIELDS)[number];
const placeFieldSet = new Set<string>(PLACE_FIELDS);
const isPlaceField = (field: string): field is PlaceField => placeFieldSet.has(field);
/** The fields stored a column each: every field of the table but the place's. */
const COLUMN_FIELDS = EVENT_FIELD_KEYS.filter((field) => !isPlaceField(field));

/**
 * The column of each field of the event field table (but the place's). A field missing here fails
 * the type-check; SELECT, INSERT, UPDATE and the read are built from this map, each value stored
 * as its input kind says (a check as 0/1, the lineup as JSON, no saved venue as NULL).
 */
const COLUMNS = {
  title: 'title',
  group: 'group_name',
  groupLink: 'group_link',
  venueId: 'venue_id',
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
  private: 'private',
  privateNotes: 'private_notes',
  setlist: 'setlist',
} as const satisfies Record<Exclude<EventField, PlaceField>, string>;

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

/** The statements' named parameters (@title, @group, ...): one per column field, then the place's. */
const row = (data: EventFields) => ({
  ...Object.fromEntries(COLUMN_FIELDS.map((field) => [field, toColumn(field, data[field])])),
  ...placeParams(data),
});

type EventRow = Record<(typeof COLUMNS)[Exclude<EventField, PlaceField>], SqlValue> &
  PlaceRow & {
    id: string;
    series_id: string | null;
    updated_at: string;
    created_at: string;
    sequence: number;
    previous_start_date: string | null;
  };

// the type-check holds COLUMNS to the table; this says so at start too, naming the field, where
// code runs unchecked (a test run does not type-check)
const columnList = COLUMN_FIELDS.map((field) => {
  const column = (COLUMNS as Partial<Record<EventField, string>>)[field];
  if (!column) throw new Error(`The event field "${field}" has no column in COLUMNS (api/src/events/repository.ts).`);
  return column;
});
for (const field of Object.keys(COLUMNS))
  if (!(field in EVENT_FIELD_TABLE))
    throw new Error(
      `COLUMNS names "${field}", which is not a field of EVENT_FIELD_TABLE (shared/contracts/src/event.ts).`,
    );

// a show's place is read as place-columns.ts reads it (a saved venue's record, else its own); a
// show linked to a band takes the band's current name
const select = (extra = '') => `SELECT e.id, ${columnList
  .map((column) => (column === 'group_name' ? 'COALESCE(g.name, e.group_name) AS group_name' : `e.${column}`))
  .join(', ')},
    e.series_id, e.updated_at, e.created_at, e.sequence, e.previous_start_date${extra}, ${PLACE_SELECT}
  FROM events e ${PLACE_JOIN} LEFT JOIN groups g ON g.id = e.group_id`;

/**
 * The band a show's `group` text names: a server group of that name (any case, spaces at the
 * ends; the oldest of two), else none and the text stays free (SPEC's Group is free text).
 */
const BAND_OF_NAME = `(SELECT g.id FROM groups g WHERE lower(trim(g.name)) = lower(trim(@group))
  ORDER BY g.created_at, g.id LIMIT 1)`;

/**
 * THE rule of what the public sees of the shows: every public page, feed, sitemap, JSON-LD
 * block and anonymous API answer reads shows through `publicShows` below, which applies this.
 * A rule such as "private shows are not public" is added here, once.
 */
export const PUBLIC_SHOW = PUBLIC_ONLY_SQL;

/** What `publicShows` is asked for; every part optional, all of them combined. */
export interface PublicShowsQuery {
  /** One show by id. */
  id?: string;
  /** Start at or after this instant (ISO). */
  from?: string;
  /** With `from`: or end at or after this instant (a show of several days that is still on). */
  stillOnFrom?: string;
  /** Start before this instant (ISO). */
  before?: string;
  /** With `before`: and end (if it has an end) before this instant (a show of several days is past once over). */
  endedBefore?: string;
  /** The shows of this band (by id). */
  groupId?: string;
  /** The shows linked to no band whose free-text band is this name (any case). */
  groupName?: string;
  /** The dates of one series. */
  seriesId?: string;
  /** Start order; earliest first unless 'desc'. */
  order?: 'asc' | 'desc';
  limit?: number;
  /** Only the shows after this one (its start, then its id) in ascending order: the next page of a walk. */
  after?: { start: string; id: string };
}

function toEvent(row: EventRow): Event {
  const fields = Object.fromEntries(COLUMN_FIELDS.map((field) => [field, fromColumn(field, row[COLUMNS[field]])]));
  return {
    ...idsOf(row.id),
    ...(fields as Omit<Event, '_id' | 'id' | 'seriesId' | 'updatedAt' | PlaceField>),
    // SPEC's venue, venueLink, location and address, derived from the place
    ...placeFields(placeOfRow(row), row.place_link),
    seriesId: row.series_id ?? '',
    updatedAt: row.updated_at,
    // what calendars and search engines read of a show's history (migration 018)
    createdAt: row.created_at,
    sequence: row.sequence,
    ...(row.previous_start_date ? { previousStartDate: row.previous_start_date } : {}),
  };
}

/**
 * The one read of what the public sees (see PUBLIC_SHOW), and the sitemap's address parts: every
 * public page, feed, sitemap, JSON-LD block and anonymous API answer reads its shows here.
 */
function publicReads(db: Db) {
  // one statement per shape of query (a handful), prepared on first use
  const statements = new Map<string, ReturnType<typeof db.prepare<Record<string, SqlValue>, EventRow>>>();
  function publicShows(query: PublicShowsQuery): Event[] {
    const where = [PUBLIC_SHOW];
    const params: Record<string, SqlValue> = {};
    const condition = (key: Exclude<keyof PublicShowsQuery, 'after'>, sql: string) => {
      const value = query[key];
      if (value === undefined) return;
      where.push(sql);
      params[key] = value;
    };
    condition('id', 'e.id = @id');
    condition('groupId', 'e.group_id = @groupId');
    condition('groupName', 'e.group_id IS NULL AND e.group_name = @groupName COLLATE NOCASE');
    condition('seriesId', 'e.series_id = @seriesId');
    if (query.from !== undefined && query.stillOnFrom !== undefined) {
      // two indexed ranges (events_start, the partial events_end): SQLite ORs them
      where.push("(e.start_date >= @from OR (e.end_date <> '' AND e.end_date >= @stillOnFrom))");
      params.from = query.from;
      params.stillOnFrom = query.stillOnFrom;
    } else condition('from', 'e.start_date >= @from');
    condition('before', 'e.start_date < @before');
    condition('endedBefore', "(e.end_date = '' OR e.end_date < @endedBefore)");
    if (query.after) {
      // the start index bounds the range; the id orders the shows of one instant
      where.push('e.start_date >= @afterStart AND (e.start_date > @afterStart OR e.id > @afterId)');
      params.afterStart = query.after.start;
      params.afterId = query.after.id;
    }
    const direction = query.order === 'desc' ? 'DESC' : 'ASC';
    let sql = `${select()} WHERE ${where.join(' AND ')} ORDER BY e.start_date ${direction}, e.id ${direction}`;
    if (query.limit !== undefined) {
      sql += ' LIMIT @limit';
      params.limit = query.limit;
    }
    let statement = statements.get(sql);
    if (!statement) statements.set(sql, (statement = db.prepare<Record<string, SqlValue>, EventRow>(sql)));
    return statement.all(params).map((row) => publicShow(toEvent(row)));
  }
  // what a show's address is made of, for every public show (the sitemap): no more columns
  const publicLinks = db.prepare<
    [],
    { id: string; title: string; group: string; venue: string; startDate: string; updatedAt: string }
  >(
    `SELECT e.id, e.title, COALESCE(g.name, e.group_name) AS "group", ${placeColumn('name')} AS venue,
       e.start_date AS startDate, e.updated_at AS updatedAt
     FROM events e ${PLACE_JOIN} LEFT JOIN groups g ON g.id = e.group_id
     WHERE ${PUBLIC_SHOW} ORDER BY e.start_date, e.id`,
  );
  return {
    /**
     * The one read of what the public sees (see PUBLIC_SHOW): every public page, feed, sitemap,
     * JSON-LD block and anonymous API answer reads its shows here, by indexed ranges.
     */
    publicShows,
    /** Every public show's address parts (id, title, band, venue, start) and last change, earliest first: the sitemap's. */
    publicLinks: () => publicLinks.all().map(({ id, ...parts }) => ({ _id: id, ...parts })),
  };
}

/** The admin's and the server's own reads: every show, one, a range (lessons), the count and the change stamp. */
function ownReads(db: Db) {
  const listAll = db.prepare<[], EventRow>(`${select()} ORDER BY e.start_date ASC, e.id ASC`);
  // shows overlapping a range: those without an end last a fixed length after their start (the
  // start index finds them); those with one are found by the end index
  const overlapping = db.prepare<{ from: string; to: string; startFrom: string }, EventRow>(
    `${select()} WHERE e.start_date < @to AND e.start_date >= @startFrom AND e.end_date = ''
     UNION ALL
     ${select()} WHERE e.end_date <> '' AND e.end_date > @from AND e.start_date < @to`,
  );
  const getOne = db.prepare<[string], EventRow>(`${select()} WHERE e.id = ?`);
  const withSetlistsSince = db.prepare<[string], EventRow>(
    `${select()} WHERE e.start_date >= ? AND e.setlist IS NOT NULL ORDER BY e.start_date, e.id`,
  );
  const countAll = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM events');
  const changeStamp = db.prepare<[], { changed: string | null; deleted: string | null }>(
    `SELECT (SELECT MAX(updated_at) FROM events) AS changed, (SELECT MAX(deleted_at) FROM event_deletions) AS deleted`,
  );
  return {
    /** Every event, earliest first (the admin's and the desktop's whole list; never a public page's). */
    list: (): Event[] => listAll.all().map(toEvent),
    /**
     * Every show (public or not: a lesson can not clash with a private gig either) that overlaps
     * [from, to): a show with an end covers every day to its end; one without lasts `lengthMs`.
     */
    overlapping: (from: string, to: string, lengthMs: number): Event[] =>
      overlapping
        .all({ from, to, startFrom: new Date(Date.parse(from) - lengthMs).toISOString() })
        .map(toEvent)
        .sort((a, b) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0)),
    /** One show as stored (the writes' answer), or undefined. */
    get: (id: string): Event | undefined => {
      const row = getOne.get(id);
      return row ? toEvent(row) : undefined;
    },
    /** One show's stored row (a write compares with it). */
    row: (id: string): EventRow | undefined => getOne.get(id),
    /** The shows starting at or after `from` that have a setlist (when the next one becomes public). */
    withSetlistsSince: (from: string): Event[] => withSetlistsSince.all(from).map(toEvent),
    count: (): number => countAll.get()!.n,
    /** Moves with every write to the shows (their latest change and latest deletion), by two index reads. */
    changeStamp(): string {
      const { changed, deleted } = changeStamp.get()!;
      return `${changed ?? ''}/${deleted ?? ''}`;
    },
  };
}

/** A series' dates as stored: where a date stands in its series, its dates, its summary. */
function seriesReads(db: Db) {
  const inSeries = db.prepare<[string], EventRow & { series_date: string; series_exception: number }>(
    `${select(', e.series_date, e.series_exception')}
     WHERE e.series_id = ? ORDER BY e.start_date ASC, e.id ASC`,
  );
  const placeOf = db.prepare<[string], { series_id: string | null; series_date: string | null }>(
    'SELECT series_id, series_date FROM events WHERE id = ?',
  );
  const seriesSummary = db.prepare<[string], { rule: string; first: string; last: string; n: number }>(
    `SELECT s.rule AS rule, MIN(e.start_date) AS first, MAX(e.start_date) AS last, COUNT(*) AS n
     FROM series s JOIN events e ON e.series_id = s.id WHERE s.id = ? GROUP BY s.id`,
  );
  return {
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
  };
}

/** The writes: insert, update (a moved show's time text follows), mark an exception, delete. */
function writes(db: Db, timeZone: string, { get, row: storedRow }: Pick<ReturnType<typeof ownReads>, 'get' | 'row'>) {
  /**
   * A show moved (its start or end changed) with its time text left as it was: a time text that
   * is only a time follows the new times ("7:00 PM" becomes "8:30 PM"); words stay. A time text
   * changed in the same write is the owner's own and is kept.
   */
  const followMove = (id: string, data: EventFields): EventFields => {
    const before = storedRow(id);
    if (!before) return data;
    const moved = before.start_date !== data.startDate || before.end_date !== (data.endDate ?? '');
    if (!moved || data.timeText !== before.time_text) return data;
    return { ...data, timeText: followTimeText(data, timeZone) };
  };
  const insertOne = db.prepare(
    `INSERT INTO events (id, ${columnList.join(', ')}, ${Object.keys(PLACE_WRITE_COLUMNS).join(', ')},
       group_id, series_id, series_date, created_at, updated_at)
     VALUES (@id, ${COLUMN_FIELDS.map((field) => `@${field}`).join(', ')}, ${Object.values(PLACE_WRITE_COLUMNS).join(', ')},
       ${BAND_OF_NAME}, @seriesId, @seriesDate, @now, @now)`,
  );
  const updateOne = db.prepare(
    `UPDATE events SET ${COLUMN_FIELDS.map((field, i) => `${columnList[i]} = @${field}`).join(', ')},
       ${Object.entries(PLACE_WRITE_COLUMNS)
         .map(([column, parameter]) => `${column} = ${parameter}`)
         .join(', ')},
       group_id = ${BAND_OF_NAME}, updated_at = @now
     WHERE id = @id`,
  );
  const markException = db.prepare<[string]>(
    'UPDATE events SET series_exception = 1 WHERE id = ? AND series_id IS NOT NULL',
  );
  const deleteOne = db.prepare<[string]>('DELETE FROM events WHERE id = ?');
  const transaction = transactionOf(db);
  const deleteListeners: ((event: Event) => void)[] = [];
  const beforeDelete = (id: string) => {
    const event = deleteListeners.length > 0 ? get(id) : undefined;
    if (event) for (const listener of deleteListeners) listener(event);
  };
  const setLineup = db.prepare<[string, string, string]>('UPDATE events SET lineup = ?, updated_at = ? WHERE id = ?');
  const skipDate = db.prepare<[string]>(
    `INSERT OR IGNORE INTO series_skips (series_id, date)
     SELECT series_id, series_date FROM events WHERE id = ? AND series_id IS NOT NULL AND series_date IS NOT NULL`,
  );
  return {
    insert(data: EventFields, place?: SeriesPlace): Event {
      const id = newId();
      // a date of a series takes the template's time text at the rule's time (a series moved to
      // 8:30 PM does not make new dates that say "7:00 PM")
      const fields = place ? { ...data, timeText: followTimeText(data, timeZone) } : data;
      insertOne.run({
        ...row(fields),
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
      return updateOne.run({ ...row(followMove(id, { ...data, setlist })), id, now: nowIso() }).changes
        ? get(id)
        : undefined;
    },
    /** The lineup alone (a call's player joining or leaving); the show's SEQUENCE stays. */
    setLineup: (id: string, lineup: Event['lineup']): boolean =>
      setLineup.run(JSON.stringify(lineup), nowIso(), id).changes > 0,
    /** A date of a series edited on its own: series edits leave it alone from now on. */
    markException: (id: string): void => void markException.run(id),
    /**
     * True when a row was deleted. A date of a series deleted alone stays deleted: its day is
     * remembered, so extending the series does not bring it back.
     */
    remove: (id: string): boolean =>
      transaction(() => {
        beforeDelete(id);
        skipDate.run(id);
        return deleteOne.run(id).changes > 0;
      }),
    /** Deletes a date as part of its series' own change (no skip remembered). */
    removeFromSeries: (id: string): boolean =>
      transaction(() => {
        beforeDelete(id);
        return deleteOne.run(id).changes > 0;
      }),
    /**
     * Runs `listener` with each show about to be deleted, in the deleting transaction, whoever
     * deletes it (the admin, a series, an import's undo): the calls mail its players while the
     * show can still be read (services.ts).
     */
    onDelete: (listener: (event: Event) => void): void => void deleteListeners.push(listener),
  };
}

/**
 * SQL for the events table; start dates are stored as UTC ISO instants, so text order is time
 * order. Made of its concerns: the public read, the server's own reads, a series' dates, the writes.
 */
export function createEventsRepository(db: Db, timeZone: string) {
  const { row, ...own } = ownReads(db);
  return {
    transaction: transactionOf(db),
    ...publicReads(db),
    ...own,
    ...seriesReads(db),
    ...writes(db, timeZone, { get: own.get, row }),
  };
}

export type EventsRepository = ReturnType<typeof createEventsRepository>;
