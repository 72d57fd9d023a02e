import type { Event } from '@jazz/contracts';
import { dayStart, isRealDay } from '@jazz/contracts/time';
import type { Db } from '../db';
import { badRequest } from '../http/errors';
import {
  createEventsPageQuery,
  decodeCursor,
  encodeCursor,
  isEventStatus,
  searchWords,
  type PageRequest,
} from './page-query';

/** The query parameters that ask `GET /api/events` for one page instead of the whole list. */
export const PAGE_PARAMS = ['from', 'to', 'group', 'when', 'q', 'limit', 'after', 'status'] as const;

export const DEFAULT_LIMIT = 100;
export const MAX_LIMIT = 500;

const dayOrInstant = (name: string) =>
  `${name} must be a day (YYYY-MM-DD) or an instant (ISO 8601, e.g. 2027-05-01T20:00:00Z).`;

/** The 400 messages of the events list's paging parameters (the content pages' are @jazz/contracts' PAGE_MESSAGES). */
export const EVENTS_PAGE_MESSAGES = {
  from: dayOrInstant('From'),
  to: dayOrInstant('To'),
  toBeforeFrom: 'To must not be before from.',
  when: 'When must be upcoming or past.',
  limit: `Limit must be a whole number from 1 to ${MAX_LIMIT}.`,
  after: 'This is not a cursor this list gave: follow the next link, or start again without after.',
  q: 'The search text is at most 200 characters.',
  group: 'The band name is at most 200 characters.',
  status: 'Status must be scheduled, cancelled, postponed or rescheduled.',
} as const;

type Query = Record<string, string | string[] | undefined>;

const one = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

/** True when the request asks for a page (any paging parameter present). */
export const asksForPage = (query: Query): boolean => PAGE_PARAMS.some((name) => one(query[name]) !== undefined);

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

/**
 * A `from`/`to` value: a day (the whole SITE_TIMEZONE day, inclusive) or an instant. Returns
 * the bound as an instant in ms: for `from` the first moment, for `to` the first moment after.
 */
function boundOf(text: string, edge: 'from' | 'to', timeZone: string): number | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return isRealDay(text) ? dayStart(timeZone, text, edge === 'to' ? 1 : 0) : null;
  if (!INSTANT.test(text)) return null;
  const ms = Date.parse(text);
  if (Number.isNaN(ms)) return null;
  // an instant `to` is inclusive: the bound is the millisecond after it
  return edge === 'to' ? ms + 1 : ms;
}

/** The page a query asks for, or the contract's 400 naming each bad parameter. */
export function pageRequestOf(query: Query, timeZone: string, includePrivate: boolean): PageRequest {
  const errors: Record<string, string> = {};
  const request: PageRequest = { limit: DEFAULT_LIMIT, includePrivate };
  const text = (name: string) => one(query[name])?.trim();

  const limit = text('limit');
  if (limit !== undefined) {
    const n = /^\d{1,4}$/.test(limit) ? Number(limit) : NaN;
    if (!(n >= 1 && n <= MAX_LIMIT)) errors.limit = EVENTS_PAGE_MESSAGES.limit;
    else request.limit = n;
  }
  let from: number | null = null;
  let to: number | null = null;
  const fromText = text('from');
  if (fromText) {
    from = boundOf(fromText, 'from', timeZone);
    if (from === null) errors.from = EVENTS_PAGE_MESSAGES.from;
    else request.from = new Date(from).toISOString();
  }
  const toText = text('to');
  if (toText) {
    to = boundOf(toText, 'to', timeZone);
    if (to === null) errors.to = EVENTS_PAGE_MESSAGES.to;
    else request.toBefore = new Date(to).toISOString();
  }
  if (from !== null && to !== null && to <= from) errors.to = EVENTS_PAGE_MESSAGES.toBeforeFrom;
  const when = text('when');
  if (when) {
    if (when !== 'upcoming' && when !== 'past') errors.when = EVENTS_PAGE_MESSAGES.when;
    else request.when = when;
  }
  const group = text('group');
  if (group !== undefined && group !== '') {
    if (group.length > 200) errors.group = EVENTS_PAGE_MESSAGES.group;
    else request.group = group;
  }
  const q = text('q');
  if (q) {
    if (q.length > 200) errors.q = EVENTS_PAGE_MESSAGES.q;
    else request.words = searchWords(q);
  }
  const status = text('status');
  if (status) {
    if (!isEventStatus(status)) errors.status = EVENTS_PAGE_MESSAGES.status;
    else request.status = status;
  }
  const after = text('after');
  if (after) {
    const cursor = after.length <= 300 ? decodeCursor(after) : null;
    if (!cursor || (request.when === 'upcoming' && cursor.part === 'p')) errors.after = EVENTS_PAGE_MESSAGES.after;
    else request.after = cursor;
  }
  if (Object.keys(errors).length) throw badRequest(errors);
  return request;
}

/**
 * The `Link` header of a page (RFC 8288): the same query at the next cursor, as an absolute
 * address under SITE_URL.
 */
export function nextLink(siteUrl: string, query: Query, cursor: string): string {
  const params = new URLSearchParams();
  for (const name of PAGE_PARAMS) {
    const value = one(query[name]);
    if (name !== 'after' && value !== undefined) params.set(name, value);
  }
  params.set('after', cursor);
  return `<${siteUrl.replace(/\/$/, '')}/api/events?${params.toString()}>; rel="next"`;
}

/** Pages of shows for `GET /api/events?...` (the API, the admin's list, the desktop's first download). */
export function createEventListing(deps: {
  db: Db;
  find: (id: string) => Event | undefined;
  /** A show as the public reads it (the one public read: no private notes, no draft setlist). */
  findPublic: (id: string) => Event | undefined;
  timeZone: string;
  now: () => number;
}) {
  const query = createEventsPageQuery(deps.db);
  return {
    /** One page of shows in the lists' order, and the cursor of the next while more remain. */
    page(request: PageRequest): { events: Event[]; next?: string } {
      const page = query.page(request, deps.now(), deps.timeZone);
      const find = request.includePrivate ? deps.find : deps.findPublic;
      const events = page.ids.flatMap((id) => find(id) ?? []);
      return { events, ...(page.next && { next: encodeCursor(page.next) }) };
    },
  };
}

export type EventListing = ReturnType<typeof createEventListing>;
