import { createStore, type StoreApi } from 'zustand/vanilla';
import { holdsOf } from './holds';
import { deleteImages, storeImages } from './images';
import {
  TEMP_PREFIX,
  kindOf,
  targetOf,
  type DraftStorage,
  type OutboxEntry,
  type OutboxOp,
  type RecordKind,
} from './outbox-types';

const newKey = () => `desk-${crypto.randomUUID()}`;

export interface OutboxState {
  /** What the storage holds, in order: read again after every change. */
  entries: OutboxEntry[];
}

/**
 * The ordered, durable list of changes waiting for the server. Every change to it runs one at
 * a time (a promise chain) so seq numbers and rewrites never interleave; a synchronous snapshot
 * (a zustand vanilla store, read in React through selectors) answers "is this record pending?"
 * for rendering.
 */
export class Outbox {
  private chain: Promise<unknown> = Promise.resolve();
  readonly store: StoreApi<OutboxState> = createStore<OutboxState>()(() => ({ entries: [] }));

  constructor(
    readonly storage: DraftStorage,
    private readonly newId: () => string = () => crypto.randomUUID(),
  ) {}

  /** Reads what a previous run left (call once at start). */
  load(): Promise<OutboxEntry[]> {
    return this.run(async () => this.entries());
  }

  entries(): OutboxEntry[] {
    return this.store.getState().entries;
  }

  get size(): number {
    return this.entries().length;
  }

  newTempId(): string {
    return TEMP_PREFIX + this.newId();
  }

  isPending(kind: RecordKind, id: string): boolean {
    return this.entries().some((entry) => kindOf(entry) === kind && targetOf(entry) === id);
  }

  /** Appends a change; drafted images go to the storage as Blobs. `key` is kept when a direct send lost its answer. */
  add(op: OutboxOp, key: string = newKey()): Promise<OutboxEntry> {
    return this.run(async () => {
      const last = this.entries().at(-1);
      const stored = await this.storeBlobs(op);
      // the op with the outbox's own fields: an OutboxEntry (TypeScript does not spread a union)
      const entry = {
        ...stored,
        seq: (last?.seq ?? 0) + 1,
        key,
        createdAt: new Date().toISOString(),
        status: 'pending',
        attempts: 0,
      } as OutboxEntry;
      await this.storage.putEntry(entry);
      return entry;
    });
  }

  update(entry: OutboxEntry): Promise<void> {
    return this.run(() => this.storage.putEntry(entry));
  }

  /** Removes entries (their drafted images too). */
  remove(seqs: number[]): Promise<void> {
    return this.run(async () => {
      for (const entry of this.entries().filter((e) => seqs.includes(e.seq))) {
        if (entry.op === 'group.create' || entry.op === 'group.update')
          await deleteImages(this.storage, entry.data.images);
        if (entry.op === 'photo.create' || entry.op === 'press.photo')
          await deleteImages(this.storage, { image: entry.data.image });
        await this.storage.deleteEntry(entry.seq);
      }
    });
  }

  /** Removes entries but keeps their drafted images: they wait in the restore bin (discarded.ts). */
  discard(seqs: number[]): Promise<void> {
    return this.run(async () => {
      for (const seq of seqs) await this.storage.deleteEntry(seq);
    });
  }

  /** After a create reached the server: later entries about its temp id now name the real id. */
  rewriteId(tempId: string, realId: string): Promise<void> {
    return this.run(async () => {
      const swap = (ids: string[]) => ids.map((id) => (id === tempId ? realId : id));
      for (const entry of this.entries())
        if (entry.op === 'photo.order' && [...entry.seen, ...entry.data.ids].includes(tempId))
          await this.storage.putEntry({ ...entry, seen: swap(entry.seen), data: { ids: swap(entry.data.ids) } });
        else if (entry.op !== 'photo.order' && 'id' in entry && entry.id === tempId)
          await this.storage.putEntry({ ...entry, id: realId });
    });
  }

  /**
   * The entry and every later one held back by it: changes to the same record (drafted on top
   * of it) and drafts that use the record it was to create (holds.ts).
   */
  chainOf(seq: number): OutboxEntry[] {
    const first = this.entries().find((e) => e.seq === seq);
    if (!first) return [];
    // as if only this entry were stopped, so another conflict's holds do not leak in
    const alone = this.entries().map((e) =>
      e.seq === seq ? { ...e, status: 'conflict' as const } : { ...e, status: 'pending' as const },
    );
    const holds = holdsOf(alone);
    return this.entries().filter((e) => e.seq === seq || holds.get(e.seq)?.by.seq === seq);
  }

  /** Drafted images (data URLs) go to the storage as Blobs; the entry keeps a reference. */
  private async storeBlobs(op: OutboxOp): Promise<OutboxOp> {
    if (op.op === 'group.create' || op.op === 'group.update')
      return { ...op, data: { ...op.data, images: await storeImages(this.storage, op.data.images, this.newId) } };
    if (op.op === 'photo.create' || op.op === 'press.photo') {
      const stored = await storeImages(this.storage, { image: op.data.image }, this.newId);
      return { ...op, data: { ...op.data, image: stored!.image! } };
    }
    return op;
  }

  private run<T>(task: () => Promise<T>): Promise<T> {
    const next = this.chain.then(async () => {
      try {
        return await task();
      } finally {
        // a new list every time, so every subscriber hears of every change, as before
        this.store.setState({ entries: await this.storage.listEntries() });
      }
    });
    this.chain = next.catch(() => undefined);
    return next;
  }
}

export { newKey };
