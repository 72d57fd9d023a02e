import type { Db } from '../db';

export interface StoredAnswer {
  method: string;
  path: string;
  status: number;
  body: string;
}

/** The SQL of idempotency_keys: every statement prepared once. */
export function createIdempotencyRepository(db: Db) {
  const find = db.prepare<[string, string, number], StoredAnswer>(
    'SELECT method, path, status, body FROM idempotency_keys WHERE user_id = ? AND key = ? AND created_at > ?',
  );
  const save = db.prepare(
    'INSERT OR REPLACE INTO idempotency_keys (user_id, key, method, path, status, body, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const purge = db.prepare<[number]>('DELETE FROM idempotency_keys WHERE created_at <= ?');
  return {
    /** The answer stored for this user and key since `since` (ms), if any. */
    find: (user: string, key: string, since: number): StoredAnswer | undefined => find.get(user, key, since),
    save(user: string, key: string, answer: StoredAnswer, at: number): void {
      save.run(user, key, answer.method, answer.path, answer.status, answer.body, at);
    },
    /** Drops every answer stored at or before `before` (ms). */
    purge: (before: number): void => void purge.run(before),
  };
}

export type IdempotencyRepository = ReturnType<typeof createIdempotencyRepository>;
