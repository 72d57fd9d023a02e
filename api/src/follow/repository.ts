import type { FollowGroups } from '@jazz/contracts';
import { transactionOf, type Db, jsonColumn } from '../db';

export interface FollowerRow {
  id: number;
  email: string;
  groups: FollowGroups;
  userId: string | null;
  confirmedAt: number;
}

export interface AnnouncementRow {
  id: number;
  eventId: string;
  kind: 'created' | 'cancelled';
  changedAt: number;
}

interface RawFollower {
  id: number;
  email: string;
  groups: string;
  user_id: string | null;
  confirmed_at: number;
}

const toFollower = (row: RawFollower): FollowerRow => ({
  id: row.id,
  email: row.email,
  groups: jsonColumn<FollowGroups>(row.groups),
  userId: row.user_id,
  confirmedAt: row.confirmed_at,
});

/** The follow requests: made by the form, taken by a confirmation link, purged after a week. */
function requestRows(db: Db) {
  const insertRequest = db.prepare(
    'INSERT INTO follow_requests (token_hash, email, groups, created_at) VALUES (?, ?, ?, ?)',
  );
  const takeRequest = db.prepare<[string, number], { email: string; groups: string }>(
    'DELETE FROM follow_requests WHERE token_hash = ? AND created_at > ? RETURNING email, groups',
  );
  const findRequest = db.prepare<[string, number], { email: string; groups: string }>(
    'SELECT email, groups FROM follow_requests WHERE token_hash = ? AND created_at > ?',
  );
  const dropRequestsOf = db.prepare('DELETE FROM follow_requests WHERE email = ?');
  const purgeRequests = db.prepare('DELETE FROM follow_requests WHERE created_at <= ?');
  const pendingRequests = db.prepare<[number], { email: string; groups: string }>(
    // SQLite takes the bare columns from the row of MAX(): the newest request per address
    `SELECT email, groups, MAX(created_at) AS newest FROM follow_requests r WHERE created_at > ?
       AND NOT EXISTS (SELECT 1 FROM followers f WHERE f.email = r.email)
     GROUP BY email`,
  );

  return {
    addRequest(tokenHash: string, email: string, groups: FollowGroups, now: number): void {
      insertRequest.run(tokenHash, email, JSON.stringify(groups), now);
    },
    /** The request of a confirmation link, once: it is deleted as it is read. */
    takeRequest(tokenHash: string, notBefore: number): { email: string; groups: FollowGroups } | undefined {
      const row = takeRequest.get(tokenHash, notBefore);
      return row && { email: row.email, groups: jsonColumn<FollowGroups>(row.groups) };
    },
    findRequest(tokenHash: string, notBefore: number): { email: string; groups: FollowGroups } | undefined {
      const row = findRequest.get(tokenHash, notBefore);
      return row && { email: row.email, groups: jsonColumn<FollowGroups>(row.groups) };
    },
    dropRequestsOf: (email: string) => void dropRequestsOf.run(email),
    purgeRequests: (before: number) => purgeRequests.run(before).changes,
    /** Addresses waiting for confirmation (not yet followers), with the bands of their newest request. */
    pending: (notBefore: number) =>
      pendingRequests.all(notBefore).map((row) => ({ email: row.email, groups: jsonColumn<FollowGroups>(row.groups) })),
  };
}

/** The followers, and the hashes of addresses that unsubscribed (suppressions). */
function followerRows(db: Db) {
  const upsertFollower = db.prepare(
    `INSERT INTO followers (email, groups, user_id, confirmed_at) VALUES (@email, @groups, @userId, @now)
     ON CONFLICT (email) DO UPDATE SET groups = excluded.groups,
       user_id = COALESCE(excluded.user_id, followers.user_id), confirmed_at = excluded.confirmed_at`,
  );
  const followerById = db.prepare<[number], RawFollower>('SELECT * FROM followers WHERE id = ?');
  const followerByEmail = db.prepare<[string], RawFollower>('SELECT * FROM followers WHERE email = ?');
  const allFollowers = db.prepare<[], RawFollower>('SELECT * FROM followers ORDER BY id');
  const setGroups = db.prepare('UPDATE followers SET groups = ? WHERE id = ?');
  const removeFollower = db.prepare('DELETE FROM followers WHERE id = ?');
  const moveFollower = db.prepare(
    'UPDATE followers SET email = @to WHERE email = @from AND NOT EXISTS (SELECT 1 FROM followers WHERE email = @to)',
  );

  const suppress = db.prepare('INSERT OR IGNORE INTO follower_suppressions (email_hash, created_at) VALUES (?, ?)');
  const unsuppress = db.prepare('DELETE FROM follower_suppressions WHERE email_hash = ?');
  const isSuppressed = db.prepare<[string], { one: number }>(
    'SELECT 1 AS one FROM follower_suppressions WHERE email_hash = ?',
  );

  return {
    saveFollower(email: string, groups: FollowGroups, userId: string | null, now: number): FollowerRow {
      upsertFollower.run({ email, groups: JSON.stringify(groups), userId, now });
      return toFollower(followerByEmail.get(email)!);
    },
    follower: (id: number) => {
      const row = followerById.get(id);
      return row && toFollower(row);
    },
    followerByEmail: (email: string) => {
      const row = followerByEmail.get(email);
      return row && toFollower(row);
    },
    followers: (): FollowerRow[] => allFollowers.all().map(toFollower),
    setGroups: (id: number, groups: FollowGroups) => void setGroups.run(JSON.stringify(groups), id),
    removeFollower: (id: number) => void removeFollower.run(id),
    /** An account's follow moves with its address (unless the new one follows already). */
    moveFollower: (from: string, to: string) => void moveFollower.run({ from, to }),

    suppress: (emailHash: string, now: number) => void suppress.run(emailHash, now),
    unsuppress: (emailHash: string) => void unsuppress.run(emailHash),
    isSuppressed: (emailHash: string) => isSuppressed.get(emailHash) !== undefined,
  };
}

/** The announcements waiting for a digest, and the admin's hold on them. */
function announcementRows(db: Db) {
  const announcements = db.prepare<
    [],
    { id: number; event_id: string; kind: 'created' | 'cancelled'; changed_at: number }
  >('SELECT id, event_id, kind, changed_at FROM announcements ORDER BY id');
  const clearAnnouncements = db.prepare('DELETE FROM announcements WHERE id <= ?');
  const getState = db.prepare<[string], { value: string }>('SELECT value FROM app_state WHERE key = ?');
  const setState = db.prepare(
    'INSERT INTO app_state (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  );

  return {
    announcements: (): AnnouncementRow[] =>
      announcements
        .all()
        .map((row) => ({ id: row.id, eventId: row.event_id, kind: row.kind, changedAt: row.changed_at })),
    /** Forgets the announcements up to and including `lastId` (they went out in a digest). */
    clearAnnouncements: (lastId: number) => void clearAnnouncements.run(lastId),
    /** The admin's "Hold": digests wait until released or sent by hand. */
    held: () => getState.get('announcements_held')?.value === 'true',
    setHeld: (held: boolean) => void setState.run('announcements_held', String(held)),
  };
}

/** SQL of followers, follow requests, suppressions and pending announcements. */
export function createFollowRepository(db: Db) {
  return { transaction: transactionOf(db), ...requestRows(db), ...followerRows(db), ...announcementRows(db) };
}

export type FollowRepository = ReturnType<typeof createFollowRepository>;
