import type { ApiClient } from '@jazz/client/api-client';
import type { User } from '@jazz/contracts';
import type { OfflineKit } from '../offline-kit';
import { listKey, recordKey } from '../views';

/** The users for the desktop: read as last known offline; every change needs the server. */
export function offlineUsers(api: ApiClient, { cachedRead, outbox }: OfflineKit): ApiClient['users'] {
  return {
    ...api.users,
    list: () => cachedRead(listKey('user'), api.users.list),
    get: (userId: string) =>
      cachedRead(
        recordKey('user', userId),
        () => api.users.get(userId),
        async () => (await outbox.storage.getCache<User[]>(listKey('user')))?.find((u) => u._id === userId),
      ),
  };
}

/** The messages of the contact form, read as last known offline. */
export function offlineContact(api: ApiClient, { cachedRead }: OfflineKit): ApiClient['contact'] {
  return { ...api.contact, messages: () => cachedRead('list:message', api.contact.messages) };
}

/** Offline, the Stats screen shows the numbers last synced (of its period, else the last read). */
export function offlineStats(api: ApiClient, { cachedRead, outbox }: OfflineKit): ApiClient['stats'] {
  const storage = outbox.storage;
  return {
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
  };
}
