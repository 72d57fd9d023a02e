import { ApiError, isApiError, type ApiClient, type Comparator, type MutationOptions } from '@jazz/shared/api-client';
import {
  eventDataSchema,
  groupDataSchema,
  pageDataSchemas,
  parsePressData,
  type PressData,
  type PressKit,
  type PressPhoto,
  type PressPhotoCreateInput,
  pressPhotoCreateSchema,
  type Page,
  type PageName,
  parseFields,
  type Event,
  type EventData,
  type Group,
  type GroupData,
  type User,
} from '@jazz/shared/contracts';
import { eventDataOf } from './describe';
import { newKey, type Outbox } from './outbox';
import { offlinePhotos } from './offline-photos';
import { offlineSeries, offlineVenues } from './venues-offline';
import { offlinePressPhotos, withPressPhotoDrafts } from './press-offline';
import { orThrow } from './valid';
import { kindOf, type OutboxOp, type RecordKind, type RecordOf } from './outbox-types';
import { isUnreachable, type SyncEngine } from './sync';
import { listKey, overlay, recordKey, rememberRecord, resolveId } from './views';

type Kind = RecordKind;

/**
 * An ApiClient with the same shape as the online one, for the desktop: reads answer from the
 * server and are cached, or from the cache when the server can not be reached, always with the
 * pending changes applied; changes of events, groups, pages and photos go straight to the server when it answers
 * and to the outbox when it does not (or while older changes still wait, to keep their order).
 */
export function createOfflineClient(api: ApiClient, outbox: Outbox, engine: SyncEngine): ApiClient {
  const storage = outbox.storage;

  async function readList<K extends Kind>(kind: K, fetch: () => Promise<RecordOf<K>[]>): Promise<RecordOf<K>[]> {
    let list: RecordOf<K>[];
    try {
      list = await fetch();
      engine.markOnline();
      await storage.setCache(listKey(kind), list);
    } catch (error) {
      if (!fallsBack(error)) throw error;
      const cached = await storage.getCache<RecordOf<K>[]>(listKey(kind));
      // never loaded and nothing drafted: say the server can not be reached, not "no shows"
      if (!cached && !outbox.entries().some((entry) => entry.op.startsWith(`${kind}.`))) throw error;
      list = cached ?? [];
    }
    return overlay(storage, kind, list, outbox.entries());
  }

  async function readOne<K extends Kind>(kind: K, rawId: string, fetch: (id: string) => Promise<RecordOf<K>>) {
    const id = await resolveId(storage, rawId);
    let record: RecordOf<K> | undefined;
    if (!id.startsWith('draft-')) {
      try {
        record = await fetch(id);
        engine.markOnline();
        // into the cached list too: a record opened by id stays listed offline
        await rememberRecord(storage, kind, id, record);
      } catch (error) {
        if (!fallsBack(error)) throw error;
        record =
          (await storage.getCache<RecordOf<K>>(recordKey(kind, id))) ??
          (await storage.getCache<RecordOf<K>[]>(listKey(kind)))?.find((r) => r._id === id);
      }
    }
    // the overlay also adds every drafted create: pick this record, wherever it sorts
    const shown = await overlay(storage, kind, record ? [record] : [], outbox.entries());
    const found = shown.find((r) => r._id === id || r._id === rawId);
    if (!found) throw new ApiError(404, 'Not found.');
    return found;
  }

  /**
   * Sends now when nothing waits and the server is believed reachable; otherwise (or when the
   * send finds it unreachable) the change joins the outbox under the same key.
   */
  async function change<T>(
    op: OutboxOp,
    direct: (m: MutationOptions) => Promise<T>,
    optimistic: () => T,
    options: MutationOptions = {},
  ): Promise<T> {
    const key = options.idempotencyKey ?? newKey();
    if (outbox.size === 0 && engine.getState().online !== false && !engine.getState().sessionExpired) {
      try {
        const result = await direct({ ...options, idempotencyKey: key });
        engine.markOnline();
        return result;
      } catch (error) {
        // An expired session is not a reason to lose the change: it waits for the next sign-in.
        if (!fallsBack(error)) throw error;
      }
    }
    await outbox.add(op, key);
    void engine.syncNow();
    return optimistic();
  }

  /**
   * The server can not be reached, or the session ended (401): reads answer from the cache and
   * changes wait in the outbox; the engine shows "offline" or asks to sign in again.
   */
  function fallsBack(error: unknown): boolean {
    if (isUnreachable(error)) engine.markOffline();
    else if (isApiError(error) && error.status === 401) {
      engine.markOnline();
      engine.sessionExpired();
    } else return false;
    return true;
  }

  const now = () => new Date().toISOString();
  function withDrafts<P>(name: string, page: P, op: 'page.update' | 'press.update' = 'page.update'): P {
    let shown = page;
    for (const entry of outbox.entries()) if (entry.op === op && entry.id === name) shown = { ...shown, ...entry.data };
    return shown;
  }
  // Drafts are checked with the shared schema now, so the outbox never holds a change the server would refuse as invalid.
  const validEvent = (input: EventData) => orThrow(parseFields(eventDataSchema, input));
  const validGroup = (input: GroupData) => orThrow(parseFields(groupDataSchema, input));
  const source = (kind: Kind, id: string) => (outbox.isPending(kind, id) ? 'local' : 'server');
  const remember = async <T extends { _id: string }>(kind: Kind, result: T) => {
    await rememberRecord(storage, kind, result._id, result);
    return result;
  };
  /** The list as it is shown now: the last server answer with the drafts applied. */
  const shownList = async <K extends Kind>(kind: K) =>
    overlay(storage, kind, (await storage.getCache<RecordOf<K>[]>(listKey(kind))) ?? [], outbox.entries());
  /** A deletion, sent or queued; once the server answered, the record leaves the cache. */
  const removal = (
    op: Extract<OutboxOp, { op: 'event.delete' | 'photo.delete' }>,
    send: (m: MutationOptions) => Promise<{ _id: string }>,
    options?: MutationOptions,
  ) =>
    change(
      op,
      async (m) => {
        const result = await send(m);
        await rememberRecord(storage, kindOf(op), op.id, null);
        return result;
      },
      () => ({ _id: op.id }),
      options,
    );

  return {
    ...api,
    photos: offlinePhotos(api, { outbox, readList, shownList, change, removal, source, remember }),
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
    venues: offlineVenues(api, { outbox, readList, shownList, change, removal, source, remember }),
    series: offlineSeries(api, { outbox, readList, shownList, change, removal, source, remember }),
    pages: {
      ...api.pages,
      /** The page as last known, with its pending edits applied (readable and editable offline). */
      get: async <N extends PageName>(name: N): Promise<Page<N>> => {
        const page = await cachedRead(recordKey('page', name), () => api.pages.get(name));
        return withDrafts(name, page);
      },
      update: async <N extends PageName>(
        name: N,
        update: { pageComparatorData: Record<string, unknown>; pageData: unknown },
        options?: MutationOptions,
      ): Promise<Page<N>> => {
        const data = orThrow(parseFields(pageDataSchemas[name], update.pageData)) as Record<string, unknown>;
        const comparator = update.pageComparatorData;
        const op: OutboxOp = { op: 'page.update', id: name, comparator, from: source('page', name), data };
        return change(
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
    },
    press: {
      ...api.press,
      photos: {
        ...api.press.photos,
        // edits, deletions and the order of press photos drafted offline (issue 21): press-offline.ts
        ...offlinePressPhotos(api, { outbox, readList, shownList, change, removal, source, remember }),
        /** An upload made offline waits in the outbox (the original as a Blob) and shows at once. */
        create: async (key: string, input: PressPhotoCreateInput, options?: MutationOptions) => {
          const data = orThrow(parseFields(pressPhotoCreateSchema, input));
          const tempId = outbox.newTempId();
          return change(
            { op: 'press.photo', tempId, kitKey: key, data },
            (m) => api.press.photos.create(key, data, m),
            (): PressPhoto => ({
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
              position: 0,
              updatedAt: now(),
            }),
            options,
          );
        },
      },
      /** The press kit as last known, with its pending edits applied (readable and editable offline). */
      get: async (key: string) => {
        const kit = withDrafts(
          key,
          await cachedRead(recordKey('press', key), () => api.press.get(key)),
          'press.update',
        );
        return { ...kit, photos: withPressPhotoDrafts(kit.photos, key, outbox.entries()) };
      },
      update: async (key: string, comparator: Record<string, unknown>, input: PressData, options?: MutationOptions) => {
        const data = orThrow(parsePressData(input)) as Record<string, unknown>;
        const op: OutboxOp = { op: 'press.update', id: key, comparator, from: source('press', key), data };
        return change(
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
    },
    events: {
      list: () => readList('event', api.events.list),
      get: (id: string) => readOne('event', id, api.events.get),
      create: async (input: EventData, options?: MutationOptions) => {
        const data = validEvent(input);
        const tempId = outbox.newTempId();
        return change(
          { op: 'event.create', tempId, data },
          async (m) => remember('event', await api.events.create(data, m)),
          () => ({
            ...data,
            status: data.status ?? 'scheduled',
            address: data.address ?? '',
            _id: tempId,
            id: tempId,
            updatedAt: now(),
          }),
          options,
        );
      },
      update: async (rawId: string, comparator: Comparator<Event>, input: EventData, options?: MutationOptions) => {
        const data = validEvent(input);
        const id = await resolveId(storage, rawId);
        const op: OutboxOp = { op: 'event.update', id, comparator, from: source('event', id), data };
        return change(
          op,
          async (m) => remember('event', await api.events.update(id, comparator, data, m)),
          () => {
            const before = comparator as Event;
            return {
              ...before,
              ...data,
              status: data.status ?? before.status ?? 'scheduled',
              address: data.address ?? before.address ?? '',
              _id: id,
              id,
            };
          },
          options,
        );
      },
      remove: async (rawId: string, options?: MutationOptions) => {
        const id = await resolveId(storage, rawId);
        // what the deleted event was, so the list of pending changes can name it
        const shown = (await shownList('event')).find((e) => e._id === id);
        const op = { op: 'event.delete', id, ...(shown ? { was: eventDataOf(shown) } : {}) } as const;
        return removal(op, (m) => api.events.remove(id, m), options);
      },
    },
    groups: {
      ...api.groups,
      list: () => readList('group', api.groups.list),
      get: (id: string) => readOne('group', id, api.groups.get),
      create: async (input: GroupData, options?: MutationOptions) => {
        const data = validGroup(input);
        const tempId = outbox.newTempId();
        return change(
          { op: 'group.create', tempId, data },
          async (m) => remember('group', await api.groups.create(data, m)),
          () => ({ ...data, _id: tempId, id: tempId, updatedAt: now() }),
          options,
        );
      },
      update: async (rawId: string, comparator: Comparator<Group>, input: GroupData, options?: MutationOptions) => {
        const data = validGroup(input);
        const id = await resolveId(storage, rawId);
        const op: OutboxOp = { op: 'group.update', id, comparator, from: source('group', id), data };
        return change(
          op,
          async (m) => remember('group', await api.groups.update(id, comparator, data, m)),
          () => ({ ...(comparator as Group), ...data, _id: id, id }),
          options,
        );
      },
    },
  };

  async function cachedRead<T>(
    key: string,
    fetch: () => Promise<T>,
    orElse?: () => Promise<T | undefined>,
  ): Promise<T> {
    try {
      const value = await fetch();
      engine.markOnline();
      await storage.setCache(key, value);
      return value;
    } catch (error) {
      if (!fallsBack(error)) throw error;
      const cached = (await storage.getCache<T>(key)) ?? (await orElse?.());
      if (cached === undefined) throw error;
      return cached;
    }
  }
}
