import type { ApiClient, MutationOptions } from '@jazz/shared/api-client';
import {
  pageDataSchemas,
  parseFields,
  parsePressData,
  type Page,
  type PageName,
  type PressData,
  type PressKit,
} from '@jazz/shared/contracts';
import type { OfflineKit } from './offline-kit';
import type { OutboxOp } from './outbox-types';
import { offlinePressPhotos, withPressPhotoDrafts } from './press-offline';
import { orThrow } from './valid';
import { recordKey } from './views';

const now = () => new Date().toISOString();

/** Edit Pages for the desktop: each page as last known, with its pending edits applied (readable and editable offline). */
export function offlinePages(api: ApiClient, kit: OfflineKit): ApiClient['pages'] {
  const storage = kit.outbox.storage;
  return {
    ...api.pages,
    get: async <N extends PageName>(name: N): Promise<Page<N>> => {
      const page = await kit.cachedRead(recordKey('page', name), () => api.pages.get(name));
      return kit.withDrafts(name, page);
    },
    update: async <N extends PageName>(
      name: N,
      update: { pageComparatorData: Record<string, unknown>; pageData: unknown },
      options?: MutationOptions,
    ): Promise<Page<N>> => {
      const data = orThrow(parseFields(pageDataSchemas[name], update.pageData)) as Record<string, unknown>;
      const comparator = update.pageComparatorData;
      const op: OutboxOp = { op: 'page.update', id: name, comparator, from: kit.source('page', name), data };
      return kit.change(
        op,
        async (m) => {
          const saved = await api.pages.update(name, { pageComparatorData: comparator, pageData: data } as never, m);
          await storage.setCache(recordKey('page', name), saved);
          return saved;
        },
        () => ({ ...comparator, ...data, _id: name, updatedAt: now() }) as unknown as Page<N>,
        options,
      );
    },
  };
}

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
      const data = orThrow(parsePressData(input)) as Record<string, unknown>;
      const op: OutboxOp = { op: 'press.update', id: key, comparator, from: kit.source('press', key), data };
      return kit.change(
        op,
        async (m) => {
          const saved = await api.press.update(key, comparator, data as PressData, m);
          await storage.setCache(recordKey('press', key), saved);
          return saved;
        },
        () => ({ ...comparator, ...data, _id: key, key, updatedAt: now() }) as unknown as PressKit,
        options,
      );
    },
  };
}
