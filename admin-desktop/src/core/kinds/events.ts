import type { ApiClient, Comparator, MutationOptions } from '@jazz/client/api-client';
import { eventDataOf, eventDataSchema, parseFields, type Event, type EventData } from '@jazz/contracts';
import { localEventsPage } from '@jazz/contracts/shows';
import { edited, type OfflineKit } from '../offline-kit';
import type { OutboxEntry, OutboxOp } from '../outbox-types';
import { comparatorFor, gone, realId, type SendContext } from '../send-kit';
import { cachedSiteSettings, editingZone } from '../site-settings';
import { orThrow } from '../valid';
import { resolveId } from '../views';
import { syncEvents } from './events-sync';
import { withRealTunes } from './tunes';
import { withRealVenue } from './venues';

const now = () => new Date().toISOString();
// Drafts are checked with the shared schema now, so the outbox never holds a change the server would refuse as invalid.
const validEvent = (input: EventData) => orThrow(parseFields(eventDataSchema, input));

/** The shows for the desktop: listed, opened, created, edited and deleted offline too. */
export function offlineEvents(api: ApiClient, kit: OfflineKit): ApiClient['events'] {
  const storage = kit.outbox.storage;
  // one sync at a time: the list and a page asked together share it
  let syncing: Promise<Event[]> | null = null;
  const synced = () => {
    syncing ??= syncEvents(api, storage).finally(() => {
      syncing = null;
    });
    return syncing;
  };
  const list = () => kit.readList('event', synced);
  return {
    list,
    // the admin's list reads pages; here they come from the copy on this machine, synced first
    page: async (query) => {
      const shown = await list();
      const timeZone = editingZone((await cachedSiteSettings(storage)) ?? null);
      return localEventsPage(shown, query, { now: Date.now(), timeZone });
    },
    changes: api.events.changes,
    get: (id: string) => kit.readOne('event', id, api.events.get),
    create: async (input: EventData, options?: MutationOptions) => {
      const data = validEvent(input);
      const tempId = kit.outbox.newTempId();
      return kit.change(
        { op: 'event.create', tempId, data },
        async (m) => kit.remember('event', await api.events.create(data, m)),
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
      const op: OutboxOp = { op: 'event.update', id, comparator, from: kit.source('event', id), data };
      return kit.change(
        op,
        async (m) => kit.remember('event', await api.events.update(id, comparator, data, m)),
        () =>
          edited<Event>(comparator, {
            ...data,
            status: data.status ?? comparator.status ?? 'scheduled',
            address: data.address ?? comparator.address ?? '',
            _id: id,
            id,
          }),
        options,
      );
    },
    remove: async (rawId: string, options?: MutationOptions) => {
      const id = await resolveId(storage, rawId);
      // what the deleted event was, so the list of pending changes can name it
      const shown = (await kit.shownList('event')).find((e) => e._id === id);
      const op = { op: 'event.delete', id, ...(shown ? { was: eventDataOf(shown) } : {}) } as const;
      return kit.removal(op, (m) => api.events.remove(id, m), options);
    },
  };
}

/** Sends a show's create, edit or deletion (send.ts); a venue or tunes drafted offline are named by their real ids by now. */
export async function sendEvent(
  entry: Extract<OutboxEntry, { op: `event.${string}` }>,
  api: ApiClient,
  { storage, m }: SendContext,
) {
  if (entry.op === 'event.create')
    return api.events.create(await withRealTunes(storage, await withRealVenue(storage, entry.data)), m);
  const id = await realId(storage, entry);
  if (entry.op === 'event.delete') return gone(() => api.events.remove(id, m));
  const comparator = await comparatorFor(storage, entry, id);
  return api.events.update(id, comparator, await withRealTunes(storage, await withRealVenue(storage, entry.data)), m);
}
