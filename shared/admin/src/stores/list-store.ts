import { createStore, type StoreApi } from 'zustand/vanilla';
import { couldNotLoad, reasonOf } from '../failure-text';
import type { SessionStore } from './session-store';

export interface ListState<T> {
  items: T[];
  loaded: boolean;
  /** Why the last load, delete or duplicate failed (server down, the last admin...); null otherwise. */
  error: string | null;
  /** Runs the failed load or action again (ListError's Retry); null without a failure. */
  retry: (() => void) | null;
  /** Fetches the list; a failure is said on screen (the rows already shown stay). */
  load: () => Promise<void>;
  /** Deletes one record, then reloads the list. */
  remove: (id: string) => Promise<void>;
  /** Shows why an action on this list failed; `reading` names the list when a read failed. */
  fail: (error: unknown, retry: () => void, reading?: string) => void;
}

export type ListStore<T> = StoreApi<ListState<T>>;

/**
 * One small store per list (users, groups, events, messages), created per AdminProvider. `what`
 * names the list in the error line of a failed read ('the users').
 */
export function createListStore<T>(
  what: string,
  fetchAll: () => Promise<T[]>,
  removeOne: (id: string) => Promise<unknown>,
  session?: SessionStore,
): ListStore<T> {
  return createStore<ListState<T>>()((set, get) => ({
    items: [],
    loaded: false,
    error: null,
    retry: null,
    async load() {
      try {
        set({ items: await fetchAll(), loaded: true, error: null, retry: null });
      } catch (error) {
        console.error(`Could not load ${what}`, error);
        get().fail(error, () => void get().load(), what);
      }
    },
    async remove(id) {
      set({ error: null, retry: null });
      try {
        await removeOne(id);
      } catch (error) {
        get().fail(error, () => void get().remove(id));
        return;
      }
      await get().load();
    },
    fail(error, retry, reading) {
      // a 401 asks to sign in again in place; the action then runs again
      if (session?.getState().expire(error, retry)) return;
      set({ error: reading ? couldNotLoad([reading], error) : reasonOf(error), retry });
    },
  }));
}
