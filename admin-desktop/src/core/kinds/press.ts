import type { ApiClient, MutationOptions } from '@jazz/client/api-client';
import { parsePressData, type PressData, type PressKit } from '@jazz/contracts';
import type { OfflineKit } from '../offline-kit';
import type { OutboxEntry, OutboxOp } from '../outbox-types';
import { comparatorFor, realId, type SendContext, type Sent } from '../send-kit';
import { orThrow } from '../valid';
import { recordKey } from '../views';
import { offlinePressPhotos, withPressPhotoDrafts } from './press-photos';

const now = () => new Date().toISOString();

/** The press kits for the desktop: a kit and its photos as last known, with their pending edits applied. */
export function offlinePress(api: ApiClient, kit: OfflineKit): ApiClient['press'] {
  const storage = kit.outbox.storage;
  return {
    ...api.press,
    photos: { ...api.press.photos, ...offlinePressPhotos(api, kit) },
    get: async (key: string) => {
      const kitRecord = kit.withDrafts(
        key,
        await kit.cachedRead(recordKey('press', key), () => api.press.get(key)),
        'press.update',
      );
      return { ...kitRecord, photos: withPressPhotoDrafts(kitRecord.photos, key, kit.outbox.entries()) };
    },
    update: async (key: string, comparator: Record<string, unknown>, input: PressData, options?: MutationOptions) => {
      const data = orThrow(parsePressData(input));
      const op: OutboxOp = { op: 'press.update', id: key, comparator, from: kit.source('press', key), data };
      return kit.change(
        op,
        async (m) => {
          const saved = await api.press.update(key, comparator, data, m);
          await storage.setCache(recordKey('press', key), saved);
          return saved;
        },
        // the comparator is the kit as the form read it (GET /api/press/{key}): a PressKit
        (): PressKit => ({ ...(comparator as PressKit), ...data, _id: key, key, updatedAt: now() }),
        options,
      );
    },
  };
}
/** Sends a press kit's edit (send.ts) and keeps the server's answer as the kit last known. */
export async function sendPress(
  entry: Extract<OutboxEntry, { op: 'press.update' }>,
  api: ApiClient,
  { storage, m }: SendContext,
): Promise<Sent> {
  const id = await realId(storage, entry);
  const comparator = await comparatorFor(storage, entry, id);
  const kit = await api.press.update(id, comparator, entry.data, m);
  await storage.setCache(recordKey('press', id), kit);
  return 'cached';
}
