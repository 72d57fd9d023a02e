import { isApiError, type ApiClient } from '@jazz/client/api-client';
import type { Event } from '@jazz/contracts';
import type { DraftStorage } from '../outbox-types';
import { listKey } from '../views';

/** Where the last sync of the shows stopped (GET /api/events/changes' token). */
export const EVENTS_TOKEN_KEY = 'events:token';

/** Shows per request of the first download and of a long catch-up. */
export const SYNC_PAGE = 500;

/**
 * The desktop's copy of every show (docs/desktop-offline.md): the first time, the whole archive
 * a page at a time; after that only what changed since the last token (edits, new shows, ids
 * deleted). A token the server no longer knows (410: older than 90 days) starts a new download.
 * Returns the copy as the server has it now, and keeps it (with its token) in `storage`.
 */
export async function syncEvents(api: ApiClient, storage: DraftStorage): Promise<Event[]> {
  const token = await storage.getCache<string>(EVENTS_TOKEN_KEY);
  const kept = token ? await storage.getCache<Event[]>(listKey('event')) : undefined;
  if (token && kept) {
    try {
      return await follow(api, storage, new Map(kept.map((e) => [e._id, e])), token);
    } catch (error) {
      if (!isApiError(error) || error.status !== 410) throw error;
      // too old for the server's memory of deletions: download anew
    }
  }
  return follow(api, storage, new Map(), undefined);
}

async function follow(
  api: ApiClient,
  storage: DraftStorage,
  shows: Map<string, Event>,
  since: string | undefined,
): Promise<Event[]> {
  let answer = await api.events.changes(since, SYNC_PAGE);
  for (;;) {
    for (const show of answer.changed) shows.set(show._id, show);
    for (const id of answer.deleted) shows.delete(id);
    if (!answer.more) break;
    answer = await api.events.changes(answer.token, SYNC_PAGE);
  }
  const list = [...shows.values()];
  // the copy and its token together: a copy without its token is downloaded again, never trusted
  await storage.setCache(listKey('event'), list);
  await storage.setCache(EVENTS_TOKEN_KEY, answer.token);
  return list;
}
