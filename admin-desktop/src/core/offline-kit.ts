import { ApiError, isApiError, type Comparator, type MutationOptions } from '@jazz/client/api-client';
import { newKey, type Outbox } from './outbox';
import { kindOf, type ComparatorSource, type OutboxOp, type RecordKind, type RecordOf } from './outbox-types';
import { isUnreachable } from './reachability';
import { listKey, overlay, recordKey, rememberRecord, resolveId } from './views';

/**
 * What the offline client lends each area (photos, venues, press, events...): its cached
 * reads and its send-or-queue.
 */
export interface OfflineKit {
  outbox: Outbox;
  readList<K extends RecordKind>(kind: K, fetch: () => Promise<RecordOf<K>[]>): Promise<RecordOf<K>[]>;
  readOne<K extends RecordKind>(
    kind: K,
    rawId: string,
    fetch: (id: string) => Promise<RecordOf<K>>,
  ): Promise<RecordOf<K>>;
  /** Any other read: the server's answer, kept; the kept one (or `orElse`) when it can not be reached. */
  cachedRead<T>(key: string, fetch: () => Promise<T>, orElse?: () => Promise<T | undefined>): Promise<T>;
  change<T>(
    op: OutboxOp,
    direct: (m: MutationOptions) => Promise<T>,
    optimistic: () => T,
    o?: MutationOptions,
  ): Promise<T>;
  /**
   * A change that must never wait in the outbox (it carries a secret, a TIN): sent now, or
   * refused with `refusal` when the server can not be reached, the session ended or `waits`
   * (an earlier change it must follow is still in the outbox).
   */
  sendOnly<T>(
    direct: (m: MutationOptions) => Promise<T>,
    refusal: () => Error,
    waits: boolean,
    o?: MutationOptions,
  ): Promise<T>;
  shownList<K extends RecordKind>(kind: K): Promise<RecordOf<K>[]>;
  removal(
    op: Extract<OutboxOp, { op: 'event.delete' | 'photo.delete' }>,
    send: (m: MutationOptions) => Promise<{ _id: string }>,
    options?: MutationOptions,
  ): Promise<{ _id: string }>;
  /** A record edited as a whole (a page, a press kit) with its pending edits applied. */
  withDrafts<P>(name: string, page: P, op?: 'page.update' | 'press.update'): P;
  source(kind: RecordKind, id: string): ComparatorSource;
  remember<T extends { _id: string }>(kind: RecordKind, result: T): Promise<T>;
}

/**
 * A record as it reads once an edit is applied: the form's copy of it (the comparator) with the
 * changes over it. Answers a draft at once, before the server has seen it.
 */
export function edited<T>(comparator: Comparator<T>, changes: Partial<T>): T {
  // the comparator is the whole record the form read (GET), typed loosely by the API client as
  // a Comparator: with the changes over it, it is the T it was
  return { ...comparator, ...changes } as T;
}

/**
 * What the kit needs of the sync engine (sync.ts's SyncEngine): it tells what the server answered
 * and asks for a sync. An interface of its own, so the kit, which the per-kind handlers use,
 * never imports the engine that calls those handlers.
 */
export interface SyncSignals {
  getState(): { online: boolean | null; sessionExpired: boolean };
  markOffline(): void;
  markOnline(): void;
  sessionExpired(): void;
  syncNow(): Promise<unknown>;
}

/**
 * The server can not be reached, or the session ended (401): reads answer from the cache and
 * changes wait in the outbox; the engine shows "offline" or asks to sign in again.
 */
function fallsBackWith(engine: SyncSignals, error: unknown): boolean {
  if (isUnreachable(error)) engine.markOffline();
  else if (isApiError(error) && error.status === 401) {
    engine.markOnline();
    engine.sessionExpired();
  } else return false;
  return true;
}

/** The kit's reads: the server's answer, kept; the kept one when the server can not be reached. */
function cachedReads(outbox: Outbox, engine: SyncSignals): Pick<OfflineKit, 'readList' | 'readOne' | 'cachedRead'> {
  const storage = outbox.storage;
  const fallsBack = (error: unknown) => fallsBackWith(engine, error);
  return {
    async readList<K extends RecordKind>(kind: K, fetch: () => Promise<RecordOf<K>[]>) {
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
    },

    async readOne<K extends RecordKind>(kind: K, rawId: string, fetch: (id: string) => Promise<RecordOf<K>>) {
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
    },

    async cachedRead<T>(key: string, fetch: () => Promise<T>, orElse?: () => Promise<T | undefined>) {
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
    },
  };
}

/**
 * Reads answer from the server and are cached, or from the cache when the server can not be
 * reached, always with the pending changes applied; changes go straight to the server when it
 * answers and to the outbox when it does not (or while older changes still wait, to keep their
 * order).
 */
export function createOfflineKit(outbox: Outbox, engine: SyncSignals): OfflineKit {
  const storage = outbox.storage;
  const fallsBack = (error: unknown) => fallsBackWith(engine, error);

  /**
   * Sends when the server is believed reachable and the session holds; undefined when it is
   * not, or when the send finds it so (unreachable, 401): the caller queues or refuses.
   */
  async function sendNow<T>(direct: (m: MutationOptions) => Promise<T>, m: MutationOptions) {
    if (engine.getState().online === false || engine.getState().sessionExpired) return undefined;
    try {
      const result = await direct(m);
      engine.markOnline();
      return { result };
    } catch (error) {
      if (!fallsBack(error)) throw error;
      return undefined;
    }
  }

  const kit: OfflineKit = {
    outbox,
    ...cachedReads(outbox, engine),

    /**
     * Sends now when nothing waits and the server is believed reachable; otherwise (or when the
     * send finds it unreachable) the change joins the outbox under the same key.
     */
    async change<T>(
      op: OutboxOp,
      direct: (m: MutationOptions) => Promise<T>,
      optimistic: () => T,
      options: MutationOptions = {},
    ) {
      const key = options.idempotencyKey ?? newKey();
      // An expired session is not a reason to lose the change: it waits for the next sign-in.
      const now = outbox.size === 0 ? await sendNow(direct, { ...options, idempotencyKey: key }) : undefined;
      if (now) return now.result;
      await outbox.add(op, key);
      void engine.syncNow();
      return optimistic();
    },

    async sendOnly(direct, refusal, waits, options = {}) {
      const now = waits
        ? undefined
        : await sendNow(direct, { ...options, idempotencyKey: options.idempotencyKey ?? newKey() });
      if (now) return now.result;
      throw refusal();
    },

    /** The list as it is shown now: the last server answer with the drafts applied. */
    shownList: async <K extends RecordKind>(kind: K) =>
      overlay(storage, kind, (await storage.getCache<RecordOf<K>[]>(listKey(kind))) ?? [], outbox.entries()),

    /** A deletion, sent or queued; once the server answered, the record leaves the cache. */
    removal: (op, send, options) =>
      kit.change(
        op,
        async (m) => {
          const result = await send(m);
          await rememberRecord(storage, kindOf(op), op.id, null);
          return result;
        },
        () => ({ _id: op.id }),
        options,
      ),

    withDrafts<P>(name: string, page: P, op: 'page.update' | 'press.update' = 'page.update'): P {
      let shown = page;
      for (const entry of outbox.entries())
        if (entry.op === op && entry.id === name) shown = { ...shown, ...entry.data };
      return shown;
    },

    source: (kind, id) => (outbox.isPending(kind, id) ? 'local' : 'server'),

    async remember<T extends { _id: string }>(kind: RecordKind, result: T) {
      await rememberRecord(storage, kind, result._id, result);
      return result;
    },
  };
  return kit;
}
