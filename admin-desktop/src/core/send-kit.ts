import { isApiError, type MutationOptions } from '@jazz/client/api-client';
import { isTempId, kindOf, type DraftStorage, type OutboxEntry } from './outbox-types';
import { recordKey, resolveId } from './views';

/**
 * What the server answered for one outbox entry: the record to remember (null after a
 * deletion), or 'cached' when the sender already kept the answer (a page, the photos' order).
 */
export type Sent = { _id: string } | null | 'cached';

/**
 * What the transport (send.ts) lends each kind's sender (kinds/): the drafts storage and the
 * entry's Idempotency-Key, as the options of the API call.
 */
export interface SendContext {
  storage: DraftStorage;
  m: MutationOptions;
}

/**
 * The real id of the record an update or a deletion names: by now the create of a record
 * drafted offline has been answered (the outbox goes in order), so a temp id left means that
 * create never happened.
 */
export async function realId(
  storage: DraftStorage,
  entry: OutboxEntry & { id: string },
  what = 'a record that was never created',
): Promise<string> {
  const id = await resolveId(storage, entry.id);
  if (isTempId(id)) throw new Error(`The change ${entry.seq} names ${what}.`);
  return id;
}

/** A draft made on top of another pending change compares with the server's answer to that change. */
export async function comparatorFor(
  storage: DraftStorage,
  entry: OutboxEntry & { comparator: Record<string, unknown>; from: string },
  id: string,
) {
  if (entry.from === 'local') {
    const known = await storage.getCache<Record<string, unknown>>(recordKey(kindOf(entry), id));
    if (known) return known;
  }
  return entry.comparator;
}

/** A deletion of a record already gone (deleted elsewhere): the user's intent holds. */
export async function gone(remove: () => Promise<unknown>): Promise<null> {
  try {
    await remove();
  } catch (error) {
    if (!(isApiError(error) && error.status === 404)) throw error;
  }
  return null;
}
