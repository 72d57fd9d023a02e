import { isApiError, type ApiClient } from '@jazz/client/api-client';
import { createStore, type StoreApi } from 'zustand/vanilla';
import * as decisions from './decisions';
import { listDiscarded, type Discarded } from './discarded';
import { nextToSend } from './holds';
import { mergeDraft } from './merge-draft';
import type { Outbox } from './outbox';
import { kindOf, targetOf, type OutboxEntry } from './outbox-types';
import { isUnreachable } from './reachability';
import { sendEntry } from './send';
import { comparatorFor } from './send-kit';
import { mapId, rememberRecord, resolveId } from './views';

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
  /** The clock of the restore bin (30 days). */
  now?: () => number;
  /**
   * While online, ask the server this often whether it still answers (a small GET), so the
   * status bar says "Offline" before a save finds out. 0: never (the default in tests).
   */
  heartbeatMs?: number;
}

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
  /** The state the status bar shows: a zustand vanilla store, read in React through selectors. */
  readonly store: StoreApi<SyncState>;
  private running: Promise<SyncState> | null = null;
  private again = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private heartbeat: ReturnType<typeof setInterval> | null = null;
  private failures = 0;
  private stopped = false;
  private readonly baseDelayMs: number;
  private readonly maxDelayMs: number;
  private readonly now: () => number;

  constructor(
    private readonly outbox: Outbox,
    private readonly api: ApiClient,
    options: SyncOptions = {},
  ) {
    this.baseDelayMs = options.baseDelayMs ?? 1000;
    this.maxDelayMs = options.maxDelayMs ?? 5000;
    this.now = options.now ?? Date.now;
    if (options.heartbeatMs) this.heartbeat = setInterval(() => void this.beat(), options.heartbeatMs);
    this.store = createStore<SyncState>()(() => ({
      online: null,
      syncing: false,
      sessionExpired: false,
      pending: outbox.size,
      blocked: null,
    }));
    outbox.store.subscribe(() => this.set({ pending: outbox.size, blocked: this.findBlocked() }));
  }

  getState = (): SyncState => this.store.getState();

  subscribe(listener: (state: SyncState) => void): () => void {
    return this.store.subscribe((state) => listener(state));
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
      return this.getState();
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
  keepMine(seq: number): Promise<SyncState> {
    return this.decided(decisions.keepMine(this.outbox, seq));
  }

  /** Conflict: each field both changed takes the side chosen; the rest of the draft goes out (decisions.ts). */
  resolve(seq: number, choices: decisions.FieldChoices): Promise<SyncState> {
    return this.decided(decisions.resolve(this.outbox, seq, choices, this.now));
  }

  /** Conflict or refusal: the server's version stays; the draft goes to the restore bin (decisions.ts). */
  keepTheirs(seq: number): Promise<SyncState> {
    return this.decided(decisions.keepTheirs(this.outbox, seq, this.now));
  }

  /** The drafts given up in the last 30 days, newest first. */
  async discarded(): Promise<Discarded[]> {
    return (await listDiscarded(this.outbox.storage, this.now())).reverse();
  }

  /** Puts a discarded draft back in the outbox (decisions.ts). */
  restore(id: string): Promise<SyncState> {
    return this.decided(decisions.restore(this.outbox, id, this.now));
  }

  stop() {
    this.stopped = true;
    this.clearTimer();
    if (this.heartbeat) clearInterval(this.heartbeat);
  }

  /** The heartbeat: a server that stopped answering is "Offline" at once (then the probe polls). */
  private async beat() {
    if (this.stopped || this.running || this.timer || this.getState().online === false) return;
    try {
      await this.api.settings.get();
      this.markOnline();
    } catch (error) {
      if (isUnreachable(error)) this.markOffline();
    }
  }

  /** After a decision: a pass when it changed the outbox, else the state as it is. */
  private async decided(changed: Promise<boolean>): Promise<SyncState> {
    return (await changed) ? this.syncNow() : this.getState();
  }

  private async pass() {
    if (this.getState().sessionExpired || this.stopped) return;
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
    try {
      const result = await sendEntry(entry, this.api, storage);
      if (result !== 'cached') {
        if ('tempId' in entry && result) {
          await mapId(storage, entry.tempId, result._id);
          await this.outbox.rewriteId(entry.tempId, result._id);
        }
        const id = result?._id ?? (await resolveId(storage, targetOf(entry)));
        await rememberRecord(storage, kindOf(entry), id, result);
      }
      await this.outbox.remove([entry.seq]);
      this.markOnline();
      return 'done';
    } catch (error) {
      return this.failed(entry, error);
    }
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
      // three ways: what only one side changed goes out again at once; what both changed waits
      const merged =
        'comparator' in entry
          ? mergeDraft(
              entry,
              await comparatorFor(this.outbox.storage, entry, await resolveId(this.outbox.storage, entry.id)),
              error.current,
            )
          : null;
      await this.outbox.update(merged?.entry ?? { ...entry, status: 'conflict', current: error.current });
      return merged?.resend ? 'done' : 'held';
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
    this.store.setState(patch);
  }
}
