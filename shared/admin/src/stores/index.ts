import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import type { ApiClient } from '@jazz/client/api-client';
import type { ContactMessage, Event, Group, Photo, Tune, User } from '@jazz/contracts';
import { createListStore, type ListState, type ListStore } from './list-store';
import { createSessionStore, type SessionStore } from './session-store';

export type { ListState, ListStore } from './list-store';
export type { SessionState, SessionStore } from './session-store';

/** The item of each list store. */
interface ListItems {
  users: User;
  groups: Group;
  events: Event;
  messages: ContactMessage;
  /** In display order (View Photos). */
  photos: Photo;
  /** The repertoire (Repertoire, the setlist editor, Reports). */
  tunes: Tune;
}
export type ListKind = keyof ListItems;
/** A mapped type, so that indexing it with a generic kind keeps the kind's own item type. */
type ListStores = { [K in ListKind]: ListStore<ListItems[K]> };

export interface AdminStores extends ListStores {
  /** A 401 while working: the in-place login and the action to run again after it. */
  session: SessionStore;
  /** Creates a copy of an event (the same fields, not the id), then reloads the list. */
  duplicateEvent: (id: string) => Promise<void>;
}

/**
 * `api` is read on every call, so a host may swap its client (online/offline) without new
 * stores. `canSignIn` tells whether the host takes a new token after a 401 (AdminHost.onSignedIn).
 */
export function createAdminStores(api: () => ApiClient, canSignIn: () => boolean = () => false): AdminStores {
  const session = createSessionStore(canSignIn);
  // View Events reads its own pages from the server (docs/events-api.md, "Pages"): this store holds
  // no rows, and its load() only tells the list to read its first page again
  const events = createListStore<Event>(
    'the events',
    async () => [],
    (id) => api().events.remove(id),
    session,
  );
  const stores: AdminStores = {
    users: createListStore<User>(
      'the users',
      () => api().users.list(),
      (id) => api().users.remove(id),
      session,
    ),
    groups: createListStore<Group>(
      'the groups',
      () => api().groups.list(),
      (id) => api().groups.remove(id),
      session,
    ),
    events,
    messages: createListStore<ContactMessage>(
      'the messages',
      async () =>
        [...(await api().contact.messages())].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)),
      async () => undefined,
      session,
    ),
    photos: createListStore<Photo>(
      'the photos',
      () => api().photos.list(),
      (id) => api().photos.delete(id),
      session,
    ),
    tunes: createListStore<Tune>(
      'the tunes',
      () => api().tunes.list(),
      (id) => api().tunes.remove(id),
      session,
    ),
    session,
    async duplicateEvent(id) {
      events.setState({ error: null, retry: null });
      try {
        // the contracts' schemas load with Duplicate, not with View Events (docs/performance.md)
        const [source, { eventDataOf }] = await Promise.all([api().events.get(id), import('@jazz/contracts')]);
        await api().events.create(eventDataOf(source));
      } catch (error) {
        console.error('Could not duplicate the event', error);
        // said on screen: a silent failure would look like a duplicate the admin then misses
        events.getState().fail(error, () => void stores.duplicateEvent(id));
        return;
      }
      await events.getState().load();
    },
  };
  return stores;
}

export const AdminStoresContext = createContext<AdminStores | null>(null);

export function useAdminStores(): AdminStores {
  const stores = useContext(AdminStoresContext);
  if (!stores) throw new Error('useAdminStores must be used inside an AdminProvider');
  return stores;
}

export type ListStateOf<K extends ListKind> = ListState<ListItems[K]>;

/**
 * Reads one list store of the provider through a selector: the screen re-renders only when
 * what it picked changes (a picked object is compared field by field).
 */
export function useList<K extends ListKind, R>(kind: K, pick: (state: ListStateOf<K>) => R): R {
  const lists: ListStores = useAdminStores();
  return useStore(lists[kind], useShallow(pick));
}
