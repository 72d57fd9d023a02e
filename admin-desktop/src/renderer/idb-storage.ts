import type { DraftStorage, OutboxEntry } from '../core/outbox-types';

type StoreName = 'entries' | 'blobs' | 'cache';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

export function openDraftsDb(name = 'jazz-admin-drafts'): Promise<IDBDatabase> {
  const open = indexedDB.open(name, 1);
  open.onupgradeneeded = () => {
    const db = open.result;
    db.createObjectStore('entries', { keyPath: 'seq' });
    db.createObjectStore('blobs');
    db.createObjectStore('cache');
  };
  return request(open);
}

/**
 * The drafts storage on disk: IndexedDB of the renderer's origin, the same in Electron
 * (app://admin, under the user-data folder) and in the preview (a browser profile). Blobs are
 * stored as they are, so drafted photos survive a restart as files, not as strings.
 */
export function createIdbStorage(db: IDBDatabase): DraftStorage {
  // IndexedDB answers `any`: each store holds only what this storage put there (typed below)
  async function run<T>(store: StoreName, mode: IDBTransactionMode, act: (s: IDBObjectStore) => IDBRequest<T>) {
    const tx = db.transaction(store, mode);
    const result = await request(act(tx.objectStore(store)));
    if (mode === 'readwrite')
      await new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error ?? new Error('IndexedDB write failed'));
        tx.onabort = () => reject(tx.error ?? new Error('IndexedDB write aborted'));
      });
    return result;
  }
  return {
    listEntries: () => run<OutboxEntry[]>('entries', 'readonly', (s) => s.getAll()),
    putEntry: async (entry) => void (await run('entries', 'readwrite', (s) => s.put(entry))),
    deleteEntry: async (seq) => void (await run('entries', 'readwrite', (s) => s.delete(seq))),
    putBlob: async (id, blob) => void (await run('blobs', 'readwrite', (s) => s.put(blob, id))),
    getBlob: (id) => run<Blob | undefined>('blobs', 'readonly', (s) => s.get(id)),
    deleteBlob: async (id) => void (await run('blobs', 'readwrite', (s) => s.delete(id))),
    getCache: <T>(key: string) => run<T | undefined>('cache', 'readonly', (s) => s.get(key)),
    setCache: async (key, value) => void (await run('cache', 'readwrite', (s) => s.put(value, key))),
  };
}
