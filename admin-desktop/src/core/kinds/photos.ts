import { ApiError, isApiError, type ApiClient, type Comparator, type MutationOptions } from '@jazz/client/api-client';
import {
  parseFields,
  photoCreateSchema,
  photoDataSchema,
  type Photo,
  type PhotoCreateInput,
  type PhotoData,
} from '@jazz/contracts';
import { loadImages } from '../images';
import { edited, type OfflineKit } from '../offline-kit';
import { isTempId, PHOTO_ORDER, type OutboxEntry, type OutboxOp } from '../outbox-types';
import { comparatorFor, gone, realId, type SendContext, type Sent } from '../send-kit';
import { orThrow } from '../valid';
import { inOrder, listKey, resolveId } from '../views';

/**
 * The photos of View Photos for the desktop: an upload, an edit of a title or
 * credit, a deletion or a new order made while the server can not be reached waits in the
 * outbox and is shown at once, marked as not yet synced; the grid reads the last known list
 * with those drafts applied.
 */
export function offlinePhotos(api: ApiClient, kit: OfflineKit): ApiClient['photos'] {
  const { outbox, change, remember } = kit;
  const storage = outbox.storage;
  const now = () => new Date().toISOString();
  /** The list as the grid shows it now: the last server answer with the drafts applied. */
  const shown = () => kit.shownList('photo');

  return {
    list: () => kit.readList('photo', api.photos.list),

    async create(input: PhotoCreateInput, options?: MutationOptions) {
      const data = orThrow(parseFields(photoCreateSchema, input));
      const tempId = outbox.newTempId();
      const position = (await shown()).length;
      return change(
        { op: 'photo.create', tempId, data },
        async (m) => remember('photo', await api.photos.create(data, m)),
        () => ({
          ...data,
          _id: tempId,
          id: tempId,
          width: 0,
          height: 0,
          srcSet: '',
          variants: [],
          position,
          updatedAt: now(),
        }),
        options,
      );
    },

    async update(rawId: string, comparator: Comparator<Photo>, input: PhotoData, options?: MutationOptions) {
      const data = orThrow(parseFields(photoDataSchema, input));
      const id = await resolveId(storage, rawId);
      const op: OutboxOp = { op: 'photo.update', id, comparator, from: kit.source('photo', id), data };
      return change(
        op,
        async (m) => remember('photo', await api.photos.update(id, comparator, data, m)),
        // a new updatedAt: the card is mounted afresh with the drafted text
        () => edited<Photo>(comparator, { ...data, _id: id, id, updatedAt: now() }),
        options,
      );
    },

    async delete(rawId: string, options?: MutationOptions) {
      const id = await resolveId(storage, rawId);
      // what the deleted photo was, so the list of pending changes can name it
      const was = (await shown()).find((p) => p._id === id);
      const op = {
        op: 'photo.delete',
        id,
        ...(was ? { was: { title: was.title, credit: was.credit } } : {}),
      } as const;
      return kit.removal(op, (m) => api.photos.delete(id, m), options);
    },

    async order(rawIds: string[], options?: MutationOptions) {
      const ids = await Promise.all(rawIds.map((id) => resolveId(storage, id)));
      const before = await shown();
      const op: OutboxOp = { op: 'photo.order', id: PHOTO_ORDER, seen: before.map((p) => p._id), data: { ids } };
      return change(
        op,
        async (m) => {
          const photos = await api.photos.order(ids, m);
          await storage.setCache(listKey('photo'), photos);
          return photos;
        },
        () => inOrder(before, ids),
        options,
      );
    },
  };
}

/** Sends a photo's upload (its image read back from the drafts storage), edit, deletion or the new order (send.ts). */
export async function sendPhoto(
  entry: Extract<OutboxEntry, { op: `photo.${string}` }>,
  api: ApiClient,
  context: SendContext,
): Promise<Sent> {
  const { storage, m } = context;
  if (entry.op === 'photo.create') {
    const { image } = (await loadImages(storage, { image: entry.data.image }))!;
    return api.photos.create({ ...entry.data, image: image! }, m);
  }
  if (entry.op === 'photo.order') return sendOrder(entry, api, context);
  const id = await realId(storage, entry);
  if (entry.op === 'photo.delete') return gone(() => api.photos.delete(id, m));
  return api.photos.update(id, await comparatorFor(storage, entry, id), entry.data, m);
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
  { storage, m }: SendContext,
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
