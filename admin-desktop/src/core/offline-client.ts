import type { ApiClient } from '@jazz/shared/api-client';
import type { User } from '@jazz/shared/contracts';
import { offlineEvents, offlineGroups } from './events-offline';
import { createOfflineKit } from './offline-kit';
import { offlinePhotos } from './offline-photos';
import type { Outbox } from './outbox';
import { offlinePages, offlinePress } from './pages-offline';
import type { SyncEngine } from './sync';
import { offlineSeries, offlineTunes, offlineVenues } from './venues-offline';
import { listKey, recordKey } from './views';

/**
 * An ApiClient with the same shape as the online one, for the desktop: reads answer from the
 * server and are cached, or from the cache when the server can not be reached, always with the
 * pending changes applied; changes of events, groups, pages and photos go straight to the server when it answers
 * and to the outbox when it does not (or while older changes still wait, to keep their order).
 * The reads and the send-or-queue are offline-kit.ts; each area's drafts are its own file.
 */
export function createOfflineClient(api: ApiClient, outbox: Outbox, engine: SyncEngine): ApiClient {
  const kit = createOfflineKit(outbox, engine);
  const { cachedRead } = kit;
  const storage = outbox.storage;

  return {
    ...api,
    photos: offlinePhotos(api, kit),
    users: {
      ...api.users,
      list: () => cachedRead(listKey('user'), api.users.list),
      get: (userId: string) =>
        cachedRead(
          recordKey('user', userId),
          () => api.users.get(userId),
          async () => (await storage.getCache<User[]>(listKey('user')))?.find((u) => u._id === userId),
        ),
    },
    contact: { ...api.contact, messages: () => cachedRead('list:message', api.contact.messages) },
    // offline, the Stats screen shows the numbers last synced (of its period, else the last read)
    stats: {
      read: async (from: string, to: string) => {
        const stats = await cachedRead(
          `stats:${from}:${to}`,
          () => api.stats.read(from, to),
          () => storage.getCache<Awaited<ReturnType<ApiClient['stats']['read']>>>('stats:last'),
        );
        await storage.setCache('stats:last', stats);
        return stats;
      },
      shows: () => cachedRead('stats:shows', api.stats.shows),
    },
    // the saved venues and residencies as last known, with their drafts: created and edited offline too
    venues: offlineVenues(api, kit),
    // the repertoire as last synced, with tunes added offline: a setlist is written backstage
    tunes: offlineTunes(api, kit),
    series: offlineSeries(api, kit),
    pages: offlinePages(api, kit),
    press: offlinePress(api, kit),
    events: offlineEvents(api, kit),
    groups: offlineGroups(api, kit),
  };
}
