import { createStore, type StoreApi } from 'zustand/vanilla';
import { formErrors } from '../../api-client';

export interface ListState<T> {
  items: T[];
  loaded: boolean;
  /** Why the last delete failed (e.g. the server protecting the last admin); null otherwise. */
  error: string | null;
  /** Fetches the list; a failed fetch is only logged (SPEC.md section 8). */
  load: () => Promise<void>;
  /** Deletes one record, then reloads the list. */
  remove: (id: string) => Promise<void>;
}

export type ListStore<T> = StoreApi<ListState<T>>;

/** One small store per list (users, groups, events, messages), created per AdminProvider. */
export function createListStore<T>(
  fetchAll: () => Promise<T[]>,
  removeOne: (id: string) => Promise<unknown>,
): ListStore<T> {
  return createStore<ListState<T>>()((set, get) => ({
    items: [],
    loaded: false,
    error: null,
    async load() {
      try {
        set({ items: await fetchAll(), loaded: true });
      } catch (error) {
        console.error('Could not load the list', error);
      }
    },
    async remove(id) {
      set({ error: null });
      try {
        await removeOne(id);
      } catch (error) {
        set({ error: Object.values(formErrors(error))[0] ?? null });
      }
      await get().load();
    },
  }));
}
