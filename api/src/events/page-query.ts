import { EVENT_STATUSES, type EventStatus, isOneOf } from '@jazz/contracts';
import { foldText } from '@jazz/contracts/shows';
import { upcomingFrom } from '@jazz/contracts/time';
import type { Statement } from 'better-sqlite3';
import type { Db } from '../db';
import { PLACE_JOIN, PLACE_LOCATION, placeColumn } from './place-columns';
import { PUBLIC_SHOW } from './repository';

/**
 * One page of shows, read by keyset (docs/events-api.md, "Pages"): the ids of the rows the page
 * shows, in the public lists' order (upcoming soonest first, then past newest first), through
 * the start-date index. The records themselves are read by id by the caller, so this file
 * knows the events table only as far as filtering and order need it.
 */

export type When = 'upcoming' | 'past';

/** Where the previous page stopped, and the upcoming/past line the whole walk keeps. */
export interface PageCursor {
  /** The instant that divides upcoming from past: the first page's, kept for every later page. */
  boundary: string;
  part: 'u' | 'p';
  start: string;
  id: string;
}

export interface PageFilter {
  /** Inclusive lower bound of the start, an ISO instant. */
  from?: string | undefined;
  /** Exclusive upper bound of the start, an ISO instant. */
  toBefore?: string | undefined;
  group?: string | undefined;
  when?: When | undefined;
  /** Words that must each appear in the title, band, venue or location (case and accents ignored). */
  words?: string[] | undefined;
  status?: EventStatus | undefined;
  /** Private shows too (an admin's answer); public answers leave them out. */
  includePrivate: boolean;
}

export interface PageRequest extends PageFilter {
  limit: number;
  after?: PageCursor | undefined;
}

export interface PageResult {
  ids: string[];
  /** The cursor of the next page; absent on the last. */
  next?: PageCursor;
}

export const encodeCursor = (cursor: PageCursor): string =>
  Buffer.from(JSON.stringify([cursor.boundary, cursor.part, cursor.start, cursor.id])).toString('base64url');

/** The cursor `encodeCursor` wrote, or null for anything else. */
export function decodeCursor(text: string): PageCursor | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 4) return null;
    const [boundary, part, start, id]: unknown[] = value;
    if (typeof boundary !== 'string' || !isInstantText(boundary)) return null;
    if (part !== 'u' && part !== 'p') return null;
    if (typeof start !== 'string' || start.length > 40 || typeof id !== 'string' || id.length > 64) return null;
    return { boundary, part, start, id };
  } catch {
    return null;
  }
}

const isInstantText = (text: string) => /^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/.test(text) && !Number.isNaN(Date.parse(text));

/** The search words of a query: folded, at most 8. */
export const searchWords = (q: string): string[] => foldText(q).split(/\s+/).filter(Boolean).slice(0, 8);

/** The WHERE terms (and joins) of a page's filter, their values put in `params`. */
function pageConditions(filter: PageFilter, params: Record<string, unknown>): { where: string[]; joins: string } {
  const where: string[] = [];
  let joins = '';
  // the one rule of what the public sees (events/repository.ts), for an anonymous page
  if (!filter.includePrivate) where.push(PUBLIC_SHOW);
  if (filter.from) {
    where.push('e.start_date >= @from');
    params.from = filter.from;
  }
  if (filter.toBefore) {
    where.push('e.start_date < @toBefore');
    params.toBefore = filter.toBefore;
  }
  if (filter.status) {
    where.push('e.status = @status');
    params.status = filter.status;
  }
  if (filter.group !== undefined) {
    // the band's current name (any case), or a name written on shows that name no band
    params.group = filter.group;
    where.push(
      `(e.group_id IN (SELECT id FROM groups WHERE lower(trim(name)) = lower(trim(@group)))
        OR (e.group_id IS NULL AND e.group_name = @group COLLATE NOCASE))`,
    );
  }
  if (filter.words?.length) {
    // a linked show's group_name follows its band's renames (events/repository.ts)
    joins = ` ${PLACE_JOIN}`;
    const text = `jazz_fold(e.title || char(10) || e.group_name || char(10) || ${placeColumn('name')} || char(10) ||
      ${PLACE_LOCATION})`;
    filter.words.forEach((word, i) => {
      params[`w${i}`] = word;
      where.push(`instr(${text}, @w${i}) > 0`);
    });
  }
  return { where, joins };
}

export function createEventsPageQuery(db: Db) {
  db.function('jazz_fold', { deterministic: true }, (text: unknown) => foldText(String(text ?? '')));

  /** A page's row: the event's id and start, in the part's order. */
  interface Row {
    id: string;
    start_date: string;
  }

  const statements = new Map<string, Statement<[Record<string, unknown>], Row>>();
  const prepared = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      // a bounded set of shapes (filters present x order); the bound is a guard, not a cache policy
      if (statements.size > 500) statements.clear();
      statement = db.prepare<[Record<string, unknown>], Row>(sql);
      statements.set(sql, statement);
    }
    return statement;
  };

  /** Up to `limit` rows of one part, after `from` in that part's order. */
  function part(
    which: 'u' | 'p',
    boundary: string,
    filter: PageFilter,
    limit: number,
    from: { start: string; id: string } | undefined,
  ): Row[] {
    const params: Record<string, unknown> = { boundary, limit };
    const { where, joins } = pageConditions(filter, params);
    const up = which === 'u';
    where.push(up ? 'e.start_date >= @boundary' : 'e.start_date < @boundary');
    if (from) {
      params.afterStart = from.start;
      params.afterId = from.id;
      where.push(
        up
          ? '(e.start_date > @afterStart OR (e.start_date = @afterStart AND e.id > @afterId))'
          : '(e.start_date < @afterStart OR (e.start_date = @afterStart AND e.id < @afterId))',
      );
    }
    const order = up ? 'e.start_date ASC, e.id ASC' : 'e.start_date DESC, e.id DESC';
    const sql = `SELECT e.id, e.start_date FROM events e${joins} WHERE ${where.join(' AND ')} ORDER BY ${order} LIMIT @limit`;
    return prepared(sql).all(params);
  }

  return {
    /** One page: the ids in list order and, while more remain, the next page's cursor. */
    page(request: PageRequest, now: number, timeZone: string): PageResult {
      const boundary = request.after?.boundary ?? new Date(upcomingFrom(now, timeZone)).toISOString();
      const want = request.limit + 1;
      const after = request.after;
      const rows: (Row & { part: 'u' | 'p' })[] = [];
      if (request.when !== 'past' && (!after || after.part === 'u'))
        for (const row of part('u', boundary, request, want, after)) rows.push({ ...row, part: 'u' });
      if (request.when !== 'upcoming' && rows.length < want)
        for (const row of part('p', boundary, request, want - rows.length, after?.part === 'p' ? after : undefined))
          rows.push({ ...row, part: 'p' });
      const shown = rows.slice(0, request.limit);
      const last = shown[shown.length - 1];
      return {
        ids: shown.map((row) => row.id),
        ...(rows.length > request.limit &&
          last && { next: { boundary, part: last.part, start: last.start_date, id: last.id } }),
      };
    },
  };
}

export type EventsPageQuery = ReturnType<typeof createEventsPageQuery>;

/** What `status` may be. */
export const isEventStatus = (value: string): value is EventStatus => isOneOf(EVENT_STATUSES, value);
