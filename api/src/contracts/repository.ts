import type { Db } from '../db';

/** A show's contract as stored: the text sent, when, and who signed it when ('' until signed). */
export interface ContractRow {
  event_id: string;
  body: string;
  sent_at: string;
  signed_name: string;
  signed_at: string;
}

/** The contracts' SQL: one row per show, found by the show or by its link's token hash. */
export function createContractsRepository(db: Db) {
  const byEvent = db.prepare<[string], ContractRow>(
    'SELECT event_id, body, sent_at, signed_name, signed_at FROM contracts WHERE event_id = ?',
  );
  const byToken = db.prepare<[string], ContractRow>(
    'SELECT event_id, body, sent_at, signed_name, signed_at FROM contracts WHERE token_hash = ?',
  );
  const upsert = db.prepare(
    `INSERT INTO contracts (event_id, token_hash, body, sent_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (event_id) DO UPDATE SET token_hash = excluded.token_hash, body = excluded.body, sent_at = excluded.sent_at`,
  );
  const sign = db.prepare<[string, string, string]>(
    "UPDATE contracts SET signed_name = ?, signed_at = ? WHERE event_id = ? AND signed_name = ''",
  );
  return {
    get: (eventId: string): ContractRow | undefined => byEvent.get(eventId),
    ofTokenHash: (tokenHash: string): ContractRow | undefined => byToken.get(tokenHash),
    /** A new link and text for the show's contract (sent again before it is signed). */
    put: (eventId: string, tokenHash: string, body: string, sentAt: string): void => {
      upsert.run(eventId, tokenHash, body, sentAt);
    },
    /** Signs an unsigned contract; false when it was signed already. */
    sign: (eventId: string, name: string, at: string): boolean => sign.run(name, at, eventId).changes > 0,
  };
}
