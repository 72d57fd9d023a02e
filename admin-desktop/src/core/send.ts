import { ApiError, isApiError, type ApiClient, type MutationOptions } from '@jazz/shared/api-client';
import type { PageName } from '@jazz/shared/contracts';
import { loadImages } from './images';
import { isTempId, kindOf, type DraftStorage, type OutboxEntry } from './outbox-types';
import { inOrder, listKey, recordKey, resolveId } from './views';
import { withRealTunes, withRealVenue } from './venue-ids';
import { sendPressPhoto } from './press-offline';

/**
 * What the server answered for one outbox entry: the record to remember (null after a
 * deletion), or 'cached' when the sender already kept the answer (a page, the photos' order).
 */
export type Sent = { _id: string } | null | 'cached';

/** Sends one entry with its key; throws the server's refusal (sync.ts decides what it means). */
export async function sendEntry(entry: OutboxEntry, api: ApiClient, storage: DraftStorage): Promise<Sent> {
  const m = { idempotencyKey: entry.key };
  switch (entry.op) {
    case 'event.create':
      return api.events.create(await withRealTunes(storage, await withRealVenue(storage, entry.data)), m);
    case 'venue.create':
      return api.venues.create(entry.data, m);
    case 'tune.create':
      return api.tunes.create(entry.data, m);
    case 'series.create':
      return api.series.create(await withRealVenue(storage, entry.data), m);
    case 'group.create':
      return api.groups.create({ ...entry.data, images: await loadImages(storage, entry.data.images) }, m);
    case 'photo.create': {
      const { image } = (await loadImages(storage, { image: entry.data.image }))!;
      return api.photos.create({ ...entry.data, image: image! }, m);
    }
    case 'photo.order':
      return sendOrder(entry, api, storage, m);
    case 'press.photoUpdate':
    case 'press.photoDelete':
    case 'press.photoOrder':
      return sendPressPhoto(entry, api, storage, (id) => comparatorFor(storage, entry as never, id), m);
    case 'press.photo': {
      const { image } = (await loadImages(storage, { image: entry.data.image }))!;
      return api.press.photos.create(entry.kitKey, { ...entry.data, image: image! }, m);
    }
  }
  const id = await resolveId(storage, entry.id);
  if (isTempId(id)) throw new Error(`The change ${entry.seq} names a record that was never created.`);
  switch (entry.op) {
    case 'event.delete':
      return gone(() => api.events.remove(id, m));
    case 'photo.delete':
      return gone(() => api.photos.delete(id, m));
    case 'event.update':
      return api.events.update(
        id,
        await comparatorFor(storage, entry, id),
        await withRealTunes(storage, await withRealVenue(storage, entry.data)),
        m,
      );
    case 'venue.update':
      return api.venues.update(id, (await comparatorFor(storage, entry, id)) as never, entry.data, m);
    case 'series.update': {
      const [comparator, data] = [await comparatorFor(storage, entry, id), await withRealVenue(storage, entry.data)];
      const fromEvent = entry.fromEvent ? await resolveId(storage, entry.fromEvent) : undefined;
      return api.series.update(id, comparator, data, fromEvent, m);
    }
    case 'photo.update':
      return api.photos.update(id, await comparatorFor(storage, entry, id), entry.data, m);
    case 'group.update': {
      const images = await loadImages(storage, entry.data.images);
      return api.groups.update(id, await comparatorFor(storage, entry, id), { ...entry.data, images }, m);
    }
    case 'page.update': {
      const update = { pageComparatorData: await comparatorFor(storage, entry, id), pageData: entry.data };
      const page = await api.pages.update(id as PageName, update as never, m);
      await storage.setCache(recordKey('page', id), page);
      return 'cached';
    }
    case 'press.update': {
      const comparator = await comparatorFor(storage, entry, id);
      const kit = await api.press.update(id, comparator, entry.data as never, m);
      await storage.setCache(recordKey('press', id), kit);
      return 'cached';
    }
  }
}

/** A deletion of a record already gone (deleted elsewhere): the user's intent holds. */
async function gone(remove: () => Promise<unknown>): Promise<null> {
  try {
    await remove();
  } catch (error) {
    if (!(isApiError(error) && error.status === 404)) throw error;
  }
  return null;
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

/**
 * The photos' order drafted offline. The server takes every id once, with no comparator, so
 * the check is made here: if the photos both orders name are now in another order than the one
 * shown when it was made (and not already in this one: an answer lost on the way), someone
 * reordered them elsewhere, and that is a conflict (409, with the server's list), never
 * overwritten. Photos added elsewhere meanwhile keep their place at the end; those deleted
 * elsewhere are left out.
 */
async function sendOrder(
  entry: Extract<OutboxEntry, { op: 'photo.order' }>,
  api: ApiClient,
  storage: DraftStorage,
  m: MutationOptions,
): Promise<Sent> {
  const resolve = async (ids: string[]) =>
    (await Promise.all(ids.map((id) => resolveId(storage, id)))).filter((id) => !isTempId(id));
  const [seen, wanted] = [await resolve(entry.seen), await resolve(entry.data.ids)];
  const common = (ids: string[], other: string[]) => ids.filter((id) => other.includes(id)).join(' ');
  const attempt = async (key: string): Promise<Sent> => {
    const current = await api.photos.list();
    const now = current.map((p) => p._id);
    if (common(now, seen) !== common(seen, now) && common(now, wanted) !== common(wanted, now))
      throw new ApiError(409, 'The photos were reordered elsewhere.', {}, current);
    const ids = inOrder(current, wanted).map((p) => p._id);
    await storage.setCache(listKey('photo'), await api.photos.order(ids, { ...m, idempotencyKey: key }));
    return 'cached';
  };
  try {
    return await attempt(entry.key);
  } catch (error) {
    // A photo added or deleted elsewhere between the read and the write makes the server
    // refuse the ids (400): read again and try once more, under a key of its own (the first
    // keeps its 400) derived from the entry's, so that a resend replays the same answers.
    if (!(isApiError(error) && error.status === 400)) throw error;
    return attempt(`${entry.key}.again`);
  }
}
