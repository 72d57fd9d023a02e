import { createStore, type StoreApi } from 'zustand/vanilla';
import { formErrors } from '@jazz/client/api-client';
import type { SessionStore } from './session-store';

export interface ListState<T> {
  items: T[];
  loaded: boolean;
  /** Why the last load, delete or duplicate failed (server down, the last admin...); null otherwise. */
  error: string | null;
  /** Fetches the list; a failure is said on screen (the rows already shown stay). */
  load: () => Promise<void>;
  /** Deletes one record, then reloads the list. */
  remove: (id: string) => Promise<void>;
  /** Shows why an action on this list failed. */
  fail: (error: unknown, retry: () => void) => void;
}

export type ListStore<T> = StoreApi<ListState<T>>;

const messageOf = (error: unknown) => Object.values(formErrors(error))[0] ?? null;

/** One small store per list (users, groups, events, messages), created per AdminProvider. */
export function createListStore<T>(
  fetchAll: () => Promise<T[]>,
  removeOne: (id: string) => Promise<unknown>,
  session?: SessionStore,
): ListStore<T> {
  return createStore<ListState<T>>()((set, get) => ({
    items: [],
    loaded: false,
    error: null,
    async load() {
      try {
        set({ items: await fetchAll(), loaded: true, error: null });
      } catch (error) {
        console.error('Could not load the list', error);
        get().fail(error, () => void get().load());
      }
    },
    async remove(id) {
      set({ error: null });
      try {
        await removeOne(id);
      } catch (error) {
        get().fail(error, () => void get().remove(id));
        return;
      }
      await get().load();
    },
    fail(error, retry) {
      // a 401 asks to sign in again in place; the action then runs again
      if (session?.getState().expire(error, retry)) return;
      set({ error: messageOf(error) });
    },
  }));
}
