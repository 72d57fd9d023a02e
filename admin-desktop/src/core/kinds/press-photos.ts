import { type ApiClient, type Comparator, type MutationOptions } from '@jazz/client/api-client';
import {
  parseFields,
  pressPhotoCreateSchema,
  pressPhotoDataSchema,
  type PressKit,
  type PressPhoto,
  type PressPhotoCreateInput,
  type PressPhotoData,
} from '@jazz/contracts';
import { loadImages } from '../images';
import { edited, type OfflineKit } from '../offline-kit';
import { isTempId, pressOrderId, type OutboxEntry, type OutboxOp } from '../outbox-types';
import { comparatorFor, gone, realId, type SendContext, type Sent } from '../send-kit';
import { orThrow } from '../valid';
import { inOrder, recordKey, resolveId } from '../views';

const now = () => new Date().toISOString();

/**
 * The press photos of a kit for the desktop: an edit (of a photo whose
 * upload still waits, too), a deletion or a new order made offline waits in the outbox and
 * shows at once in the kit (withPressPhotoDrafts).
 */
export function offlinePressPhotos(api: ApiClient, kit: OfflineKit) {
  const storage = kit.outbox.storage;
  const shownPhotos = async (key: string) =>
    withPressPhotoDrafts(
      (await storage.getCache<PressKit>(recordKey('press', key)))?.photos ?? [],
      key,
      kit.outbox.entries(),
    );
  return {
    /** An upload made offline waits in the outbox (the original as a Blob) and shows at once. */
    async create(key: string, input: PressPhotoCreateInput, options?: MutationOptions) {
      const data = orThrow(parseFields(pressPhotoCreateSchema, input));
      const tempId = kit.outbox.newTempId();
      return kit.change(
        { op: 'press.photo', tempId, kitKey: key, data },
        (m) => api.press.photos.create(key, data, m),
        () => pressPhotoDraft(data, tempId, 0, now()),
        options,
      );
    },
    async update(
      key: string,
      rawId: string,
      comparator: Comparator<PressPhoto>,
      input: PressPhotoData,
      options?: MutationOptions,
    ) {
      const data = orThrow(parseFields(pressPhotoDataSchema, input));
      const id = await resolveId(storage, rawId);
      const op: OutboxOp = {
        op: 'press.photoUpdate',
        id,
        kitKey: key,
        comparator,
        from: kit.source('press', id),
        data,
      };
      return kit.change(
        op,
        (m) => api.press.photos.update(key, id, comparator, data, m),
        () => edited<PressPhoto>(comparator, { ...data, _id: id, id, updatedAt: now() }),
        options,
      );
    },
    async delete(key: string, rawId: string, options?: MutationOptions) {
      const id = await resolveId(storage, rawId);
      const was = (await shownPhotos(key)).find((p) => p._id === id);
      const op: OutboxOp = { op: 'press.photoDelete', id, kitKey: key, ...(was ? { was: { title: was.title } } : {}) };
      return kit.change(
        op,
        (m) => api.press.photos.delete(key, id, m),
        () => ({ _id: id }),
        options,
      );
    },
    async order(key: string, rawIds: string[], options?: MutationOptions) {
      const ids = await Promise.all(rawIds.map((id) => resolveId(storage, id)));
      const op: OutboxOp = { op: 'press.photoOrder', id: pressOrderId(key), kitKey: key, data: { ids } };
      const before = await shownPhotos(key);
      return kit.change(
        op,
        (m) => api.press.photos.order(key, ids, m),
        () => inOrder(before, ids),
        options,
      );
    },
  };
}

/** A press photo whose upload still waits: its text now, its picture's sizes once the server made them. */
function pressPhotoDraft(
  data: Omit<PressPhotoCreateInput, 'image'> & { image?: string },
  tempId: string,
  position: number,
  updatedAt: string,
): PressPhoto {
  return {
    credit: '',
    usage: '',
    ...data,
    _id: tempId,
    id: tempId,
    srcSet: '',
    width: 0,
    height: 0,
    original: '',
    originalWidth: 0,
    originalHeight: 0,
    originalBytes: 0,
    originalType: '',
    position,
    updatedAt,
    // the one field it may lack: an upload listed from the outbox has no web image until sent
  } as PressPhoto;
}

/** The kit's photos with the drafts applied: uploads waiting, edits, deletions and the new order. */
export function withPressPhotoDrafts(photos: PressPhoto[], key: string, entries: readonly OutboxEntry[]): PressPhoto[] {
  let out = [...photos];
  for (const entry of entries) {
    if (!('kitKey' in entry) || entry.kitKey !== key) continue;
    if (entry.op === 'press.photo') {
      const { image: _image, ...data } = entry.data;
      out.push(pressPhotoDraft(data, entry.tempId, out.length, entry.createdAt));
    } else if (entry.op === 'press.photoUpdate')
      out = out.map((p) => (p._id === entry.id ? { ...p, ...entry.data } : p));
    else if (entry.op === 'press.photoDelete') out = out.filter((p) => p._id !== entry.id);
    else if (entry.op === 'press.photoOrder') out = inOrder(out, entry.data.ids);
  }
  return out;
}

/**
 * Sends a press photo's upload (the original read back from the drafts storage), edit,
 * deletion or order (send.ts); the ids of uploads sent since are the real ones by now.
 */
export async function sendPressPhoto(
  entry: Extract<OutboxEntry, { op: `press.photo${string}` }>,
  api: ApiClient,
  { storage, m }: SendContext,
): Promise<Sent> {
  if (entry.op === 'press.photo') {
    const { image } = (await loadImages(storage, { image: entry.data.image }))!;
    return api.press.photos.create(entry.kitKey, { ...entry.data, image: image! }, m);
  }
  if (entry.op === 'press.photoOrder') {
    const wanted = (await Promise.all(entry.data.ids.map((id) => resolveId(storage, id)))).filter(
      (id) => !isTempId(id),
    );
    // photos added elsewhere meanwhile keep their place after the ordered ones; deleted ones are left out
    const current = (await api.press.get(entry.kitKey)).photos;
    await api.press.photos.order(
      entry.kitKey,
      inOrder(current, wanted).map((p) => p._id),
      m,
    );
    await storage.setCache(recordKey('press', entry.kitKey), await api.press.get(entry.kitKey));
    return 'cached';
  }
  const id = await realId(storage, entry, 'a press photo that was never uploaded');
  if (entry.op === 'press.photoUpdate')
    return api.press.photos.update(entry.kitKey, id, await comparatorFor(storage, entry, id), entry.data, m);
  // already deleted elsewhere: the intent holds
  return gone(() => api.press.photos.delete(entry.kitKey, id, m));
}
