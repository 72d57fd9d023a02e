import type { DraftStorage, OutboxEntry } from './outbox-types';

/** The drafts storage kept in memory: unit tests, and a fallback where IndexedDB is missing. */
export function createMemoryStorage(): DraftStorage & { blobCount(): number } {
  const entries = new Map<number, OutboxEntry>();
  const blobs = new Map<string, Blob>();
  const cache = new Map<string, unknown>();
  // structuredClone keeps callers from mutating what is "on disk", as IndexedDB would.
  return {
    listEntries: async () => [...entries.values()].sort((a, b) => a.seq - b.seq).map((e) => structuredClone(e)),
    putEntry: async (entry) => void entries.set(entry.seq, structuredClone(entry)),
    deleteEntry: async (seq) => void entries.delete(seq),
    putBlob: async (id, blob) => void blobs.set(id, blob),
    getBlob: async (id) => blobs.get(id),
    deleteBlob: async (id) => void blobs.delete(id),
    // a key holds what was put under it: the caller names its type, as with IndexedDB
    getCache: async <T>(key: string) => (cache.has(key) ? (structuredClone(cache.get(key)) as T) : undefined),
    setCache: async (key, value) => void cache.set(key, structuredClone(value)),
    blobCount: () => blobs.size,
  };
}
