import type { Event } from '@jazz/contracts';
import type { Db } from '../db';
import { HttpError } from '../http/errors';

/**
 * `GET /api/events/changes?since=TOKEN` (docs/events-api.md, "Changes"): what changed since a token,
 * for the desktop's sync. A token is where the last answer stopped: the (updated_at, id) of the
 * last show it listed and the instant up to which it listed deletions. Each answer reads only up
 * to the current millisecond (exclusive), so a write that happens while or after it reads has a
 * later time and is in the next answer: nothing is missed, whatever the order of ties.
 */

/** Deletions are kept this long (migration 014's trigger drops older ones); an older token is 410. */
export const TOMBSTONE_DAYS = 90;
const TOMBSTONE_MS = TOMBSTONE_DAYS * 86_400_000;
/** A token from the future (a clock moved back) is as unknown as a made-up one. */
const CLOCK_SKEW_MS = 60_000;

const TOKEN_VERSION = 1;
/** An instant as the server writes one (toISOString; a migrated row's may lack the milliseconds). */
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?Z$/;

interface Token {
  /** The last listed show's updated_at, '' before the first. */
  updated: string;
  /** Its id: shows of the same updated_at after it come next. */
  id: string;
  /** Deletions (and venue or band edits) before this instant were listed. */
  listedTo: string;
}

export const CHANGES_GONE = 'This sync token is too old or unknown: download the shows anew.';

const gone = () => new HttpError(410, { message: CHANGES_GONE });

const encode = (token: Token) =>
  Buffer.from(JSON.stringify([TOKEN_VERSION, token.updated, token.id, token.listedTo])).toString('base64url');

function decode(text: string): Token | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 4 || value[0] !== TOKEN_VERSION) return null;
    const [, updated, id, listedTo]: unknown[] = value;
    if (typeof updated !== 'string' || typeof id !== 'string' || typeof listedTo !== 'string') return null;
    if (!ISO.test(listedTo) || Number.isNaN(Date.parse(listedTo)) || id.length > 64) return null;
    // the position: before the first show (both empty), or a show's instant no later than the
    // answer's end and an id; anything else is no token this server gave
    if (updated === '' ? id !== '' : !ISO.test(updated) || Number.isNaN(Date.parse(updated)) || updated > listedTo)
      return null;
    return { updated, id, listedTo };
  } catch {
    return null;
  }
}

export interface ChangesAnswer {
  changed: Event[];
  deleted: string[];
  token: string;
  /** Present (true) when `limit` cut the answer short: ask again with the new token. */
  more?: true;
}

/** Past this many shows, one read of every show is cheaper than one read per show. */
const BULK_FROM = 2000;

export function createEventChanges(deps: {
  db: Db;
  find: (id: string) => Event | undefined;
  /** Every show (the first download without a limit). */
  all: () => Event[];
  now: () => number;
}) {
  const { db } = deps;
  const changedAfter = db.prepare<
    [{ updated: string; id: string; cap: string; limit: number }],
    { id: string; updated_at: string }
  >(
    `SELECT id, updated_at FROM events
     WHERE updated_at >= @updated AND (updated_at > @updated OR id > @id) AND updated_at < @cap
     ORDER BY updated_at, id LIMIT @limit`,
  );
  const deletedBetween = db.prepare<[{ from: string; cap: string }], { id: string }>(
    'SELECT id FROM event_deletions WHERE deleted_at >= @from AND deleted_at < @cap ORDER BY deleted_at, id',
  );
  // a show reads its venue's name, link and place, and its band's name: an edit of either changes it
  const touchedThrough = db.prepare<[{ from: string; cap: string }], { id: string }>(
    `SELECT e.id FROM events e JOIN venues v ON v.id = e.venue_id WHERE v.updated_at >= @from AND v.updated_at < @cap
     UNION
     SELECT e.id FROM events e JOIN groups g ON g.id = e.group_id WHERE g.updated_at >= @from AND g.updated_at < @cap`,
  );

  return {
    /** Everything (no token) or what changed since `since`; at most `limit` shows when given. */
    since(since: string | undefined, limit: number | undefined): ChangesAnswer {
      const now = deps.now();
      const cap = new Date(now).toISOString();
      let from: Token = { updated: '', id: '', listedTo: '' };
      if (since !== undefined) {
        const token = decode(since);
        if (!token) throw gone();
        const listed = Date.parse(token.listedTo);
        if (listed < now - TOMBSTONE_MS || listed > now + CLOCK_SKEW_MS) throw gone();
        from = token;
      }
      const rows = changedAfter.all({ updated: from.updated, id: from.id, cap, limit: (limit ?? 1e9) + 1 });
      const more = limit !== undefined && rows.length > limit;
      const listed = more ? rows.slice(0, limit) : rows;
      const ids = listed.map((row) => row.id);
      let deleted: string[] = [];
      if (since !== undefined) {
        deleted = deletedBetween.all({ from: from.listedTo, cap }).map((row) => row.id);
        const seen = new Set(ids);
        for (const { id } of touchedThrough.all({ from: from.listedTo, cap })) if (!seen.has(id)) ids.push(id);
      }
      const last = listed[listed.length - 1];
      // done: the next answer starts at this answer's millisecond, which it did not read
      const next: Token =
        more && last
          ? { updated: last.updated_at, id: last.id, listedTo: cap }
          : { updated: cap, id: '', listedTo: cap };
      let changed: Event[];
      if (ids.length > BULK_FROM) {
        const byId = new Map(deps.all().map((event) => [event._id, event]));
        changed = ids.flatMap((id) => byId.get(id) ?? []);
      } else changed = ids.flatMap((id) => deps.find(id) ?? []);
      return {
        changed,
        deleted,
        token: encode(next),
        ...(more && { more: true as const }),
      };
    },
  };
}

export type EventChanges = ReturnType<typeof createEventChanges>;
