import type { ApiClient, Comparator, MutationOptions } from '@jazz/shared/api-client';
import {
  parseFields,
  photoCreateSchema,
  photoDataSchema,
  type Photo,
  type PhotoCreateInput,
  type PhotoData,
} from '@jazz/shared/contracts';
import type { OfflineKit } from './offline-kit';
import { PHOTO_ORDER, type OutboxOp } from './outbox-types';
import { orThrow } from './valid';
import { inOrder, listKey, resolveId } from './views';

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
        () => ({ ...(comparator as Photo), ...data, _id: id, id, updatedAt: now() }),
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
