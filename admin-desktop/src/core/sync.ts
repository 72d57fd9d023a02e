import { isApiError, type ApiClient } from '@jazz/shared/api-client';
import type { PageName } from '@jazz/shared/contracts';
import { nextToSend } from './holds';
import { loadImages } from './images';
import { newKey, type Outbox } from './outbox';
import { isTempId, kindOf, targetOf, type OutboxEntry } from './outbox-types';
import { mapId, recordKey, rememberRecord, resolveId } from './views';

export interface SyncState {
  /** null until the server was asked once. */
  online: boolean | null;
  syncing: boolean;
  /** The server answered 401: the outbox waits for a new sign-in. */
  sessionExpired: boolean;
  pending: number;
  /** The entry sync stopped at: a conflict (409) or a change the server refused. */
  blocked: OutboxEntry | null;
}

export interface SyncOptions {
  /** First retry delay after a network error; doubles per failure up to maxDelayMs. */
  baseDelayMs?: number;
  /** The longest wait between tries while offline: the poll interval. */
  maxDelayMs?: number;
}

/** Statuses that mean "the server was not reached", so the same change is tried again later. */
export const isUnreachable = (error: unknown) =>
  isApiError(error) && (error.status === 0 || error.status === 502 || error.status === 503 || error.status === 504);

/** 'held': this entry stopped (409 or refused), the others may still go; 'stop': nothing more this pass. */
type Outcome = 'done' | 'retry' | 'held' | 'stop';

/**
 * Sends the outbox to the server in order, each entry once: an entry is removed only after the
 * server answered it, and a resend carries the same Idempotency-Key, so a lost answer never
 * applies a change twice. Stops at a 401 (until sign-in). A 409 or a refusal waits for the
 * user's choice and holds back only the later changes to that record and the drafts that use
 * it (holds.ts); unrelated changes still go out, in order.
 */
export class SyncEngine {
  private state: SyncState;
  private listeners = new Set<(state: SyncState) => void>();
  private running: Promise<SyncState> | null = null;
  private again = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private failures = 0;
  private stopped = false;
  private readonly baseDelayMs: number;
  private readonly maxDelayMs: number;

  constructor(
    private readonly outbox: Outbox,
    private readonly api: ApiClient,
    options: SyncOptions = {},
  ) {
    this.baseDelayMs = options.baseDelayMs ?? 1000;
    this.maxDelayMs = options.maxDelayMs ?? 5000;
    this.state = { online: null, syncing: false, sessionExpired: false, pending: outbox.size, blocked: null };
    outbox.subscribe(() => this.set({ pending: outbox.size, blocked: this.findBlocked() }));
  }

  getState = (): SyncState => this.state;

  subscribe(listener: (state: SyncState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Runs one pass (or joins the running one and runs another after it). */
  syncNow(): Promise<SyncState> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.clearTimer();
    this.running = (async () => {
      do {
        this.again = false;
        await this.pass();
      } while (this.again && !this.stopped);
      this.running = null;
      return this.state;
    })();
    return this.running;
  }

  /** A read or a direct send found the server unreachable: poll until it answers. */
  markOffline() {
    this.set({ online: false });
    if (!this.timer && !this.running) this.schedule();
  }

  markOnline() {
    this.failures = 0;
    this.set({ online: true });
  }

  /** A fresh sign-in: the outbox may go again. */
  sessionRenewed(): Promise<SyncState> {
    this.set({ sessionExpired: false });
    return this.syncNow();
  }

  sessionExpired() {
    this.set({ sessionExpired: true });
  }

  /** Conflict: send the draft again, compared with the server's version the user has now seen. */
  async keepMine(seq: number): Promise<SyncState> {
    const entry = this.outbox.entries().find((e) => e.seq === seq);
    if (
      entry?.status !== 'conflict' ||
      !(entry.op === 'event.update' || entry.op === 'group.update' || entry.op === 'page.update')
    )
      return this.state;
    const comparator = (entry.current ?? {}) as Record<string, unknown>;
    // A new key: the server keeps the 409 under the old one and would replay it.
    await this.outbox.update({ ...entry, comparator, from: 'server', status: 'pending', key: newKey(), attempts: 0 });
    return this.syncNow();
  }

  /** Conflict or refusal: drop the draft and every later change built on it; the server's version stays. */
  async keepTheirs(seq: number): Promise<SyncState> {
    const entry = this.outbox.entries().find((e) => e.seq === seq);
    if (!entry) return this.state;
    if (entry.status === 'conflict' && entry.current && typeof entry.current === 'object')
      await rememberRecord(this.outbox.storage, kindOf(entry), targetOf(entry), entry.current as { _id: string });
    await this.outbox.remove(this.outbox.chainOf(seq).map((e) => e.seq));
    return this.syncNow();
  }

  stop() {
    this.stopped = true;
    this.clearTimer();
  }

  private async pass() {
    if (this.state.sessionExpired || this.stopped) return;
    this.set({ syncing: true });
    try {
      for (;;) {
        const entry = nextToSend(this.outbox.entries());
        if (!entry) break;
        const outcome = await this.send(entry);
        if (outcome === 'retry' || outcome === 'stop') break;
      }
    } finally {
      this.set({ syncing: false, blocked: this.findBlocked() });
    }
  }

  private async send(entry: OutboxEntry): Promise<Outcome> {
    const storage = this.outbox.storage;
    const m = { idempotencyKey: entry.key };
    const kind = kindOf(entry);
    try {
      let result: { _id: string } | null;
      if (entry.op === 'event.create') result = await this.api.events.create(entry.data, m);
      else if (entry.op === 'group.create') {
        const images = await loadImages(storage, entry.data.images);
        result = await this.api.groups.create({ ...entry.data, images }, m);
      } else {
        const id = await resolveId(storage, entry.id);
        if (isTempId(id)) throw new Error(`The change ${entry.seq} names a record that was never created.`);
        if (entry.op === 'event.delete') result = await this.removeEvent(id, m);
        else {
          const comparator = await this.comparatorFor(entry, id);
          if (entry.op === 'event.update') result = await this.api.events.update(id, comparator, entry.data, m);
          else if (entry.op === 'page.update') {
            const page = await this.api.pages.update(
              id as PageName,
              { pageComparatorData: comparator, pageData: entry.data } as never,
              m,
            );
            await storage.setCache(recordKey('page', id), page);
            await this.outbox.remove([entry.seq]);
            this.markOnline();
            return 'done';
          } else {
            const images = await loadImages(storage, entry.data.images);
            result = await this.api.groups.update(id, comparator, { ...entry.data, images }, m);
          }
        }
      }
      if ('tempId' in entry && result) {
        await mapId(storage, entry.tempId, result._id);
        await this.outbox.rewriteId(entry.tempId, result._id);
      }
      const id = result?._id ?? (await resolveId(storage, targetOf(entry)));
      await rememberRecord(storage, kind, id, result);
      await this.outbox.remove([entry.seq]);
      this.markOnline();
      return 'done';
    } catch (error) {
      return this.failed(entry, error);
    }
  }

  private async removeEvent(id: string, m: { idempotencyKey: string }) {
    try {
      await this.api.events.remove(id, m);
    } catch (error) {
      // Already gone (deleted elsewhere): the user's intent holds.
      if (!(isApiError(error) && error.status === 404)) throw error;
    }
    return null;
  }

  /** A draft made on top of another pending change compares with the server's answer to that change. */
  private async comparatorFor(entry: OutboxEntry & { comparator: Record<string, unknown> }, id: string) {
    if ('from' in entry && entry.from === 'local') {
      const known = await this.outbox.storage.getCache<Record<string, unknown>>(recordKey(kindOf(entry), id));
      if (known) return known;
    }
    return entry.comparator;
  }

  private async failed(entry: OutboxEntry, error: unknown): Promise<Outcome> {
    if (isUnreachable(error) || (isApiError(error) && error.status === 429)) {
      await this.outbox.update({ ...entry, attempts: entry.attempts + 1 });
      this.failures++;
      this.set({ online: !isUnreachable(error) });
      this.schedule();
      return 'retry';
    }
    if (isApiError(error) && error.status === 401) {
      this.set({ sessionExpired: true, online: true });
      return 'stop';
    }
    this.markOnline();
    if (isApiError(error) && error.status === 409) {
      await this.outbox.update({ ...entry, status: 'conflict', current: error.current });
      return 'held';
    }
    const message = isApiError(error)
      ? [error.message, ...Object.values(error.fieldErrors)].join(' ')
      : error instanceof Error
        ? error.message
        : String(error);
    await this.outbox.update({ ...entry, status: 'rejected', message });
    return 'held';
  }

  private findBlocked(): OutboxEntry | null {
    return this.outbox.entries().find((e) => e.status !== 'pending') ?? null;
  }

  /** Backoff: base, 2x base, 4x base ... capped at the poll interval; each try probes with a cheap GET. */
  private schedule() {
    if (this.stopped) return;
    this.clearTimer();
    const delay = Math.min(this.baseDelayMs * 2 ** Math.max(0, this.failures - 1), this.maxDelayMs);
    this.timer = setTimeout(() => void this.probe(), delay);
  }

  private async probe() {
    this.timer = null;
    try {
      await this.api.groups.list();
    } catch (error) {
      if (isUnreachable(error)) {
        this.failures++;
        this.set({ online: false });
        this.schedule();
        return;
      }
    }
    this.markOnline();
    await this.syncNow();
  }

  private clearTimer() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private set(patch: Partial<SyncState>) {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener(this.state);
  }
}
