import { Worker } from 'node:worker_threads';
import { HttpError } from '../http/errors';

export interface WorkerPoolOptions {
  /**
   * The worker's code, a CommonJS script run with `eval`: it gets `workerData` and answers each
   * `{ id, task }` message on `parentPort` with `{ id, result }` or `{ id, error }`. A script
   * rather than a file, so the same code runs under tsx (tests, dev) and from api/dist.
   */
  script: string;
  /** Handed to each worker as `workerData` (e.g. resolved module paths). */
  workerData?: unknown;
  /** At most this many tasks run at once, site-wide: one worker each. */
  size: number;
  /** At most this many tasks wait; past it a task is refused with 503 and Retry-After. */
  maxWaiting: number;
  /** A worker idle this long ends; with none busy the pool holds no thread at all. */
  idleMs: number;
  /**
   * A task is answered within this long or refused: refused at once (503) when the queue's
   * expected wait is longer, and refused when it has waited this long all the same.
   */
  maxWaitMs?: number;
}

/** What a task is expected to take before the pool has timed one (bcrypt at cost 10: about 75 ms). */
const FIRST_GUESS_MS = 100;

interface Slot {
  worker: Worker;
  busy: boolean;
  idleTimer: NodeJS.Timeout | undefined;
}

interface Task<T> {
  task: unknown;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
  /** When it started in a worker (performance.now()). */
  startedAt?: number;
  /** Refuses it when it has waited maxWaitMs. */
  deadline?: NodeJS.Timeout;
}

/** 503 with a Retry-After of at least `waitMs` (whole seconds, at least 1). */
const busy = (waitMs: number) =>
  new HttpError(
    503,
    { message: 'The server is busy. Try again in a moment.' },
    { 'Retry-After': String(Math.max(1, Math.ceil(waitMs / 1000))) },
  );

/**
 * A pool of worker threads (node:worker_threads, no dependency) that starts on first use and
 * shrinks to none when idle: a worker is made when a task finds none free and ends after
 * `idleMs` without work. At most `size` run at once; the rest wait in order, at most
 * `maxWaiting` of them. A worker keeps the process alive only while it has a task.
 */
export class WorkerPool<T = unknown> {
  private readonly slots = new Set<Slot>();
  private readonly waiting: Task<T>[] = [];
  private readonly pending = new Map<number, Task<T> & { slot: Slot }>();
  private nextId = 0;
  /** The most tasks seen running at once (tests check the bound). */
  maxBusy = 0;
  /** Tasks that ran to an answer in a worker. */
  completed = 0;
  /** How long a task takes in a worker, a running average (the queue's expected wait is made of it). */
  private averageMs = FIRST_GUESS_MS;

  constructor(private readonly options: WorkerPoolOptions) {}

  /** How many worker threads exist now. */
  get threads(): number {
    return this.slots.size;
  }

  /** How long a task queued now is expected to wait (ms): the tasks ahead of it, `size` at a time. */
  expectedWaitMs(): number {
    return Math.ceil((this.waiting.length + 1) / this.options.size) * this.averageMs;
  }

  /**
   * Runs a task in a worker; rejects with 503 (Retry-After at least the queue's expected wait)
   * when too many wait already or the wait would pass maxWaitMs, or once it has waited maxWaitMs.
   */
  run(task: unknown): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const free = [...this.slots].find((slot) => !slot.busy);
      if (free) return this.start(free, { task, resolve, reject });
      if (this.slots.size < this.options.size) return this.start(this.spawn(), { task, resolve, reject });
      const wait = this.expectedWaitMs();
      const { maxWaitMs = Number.POSITIVE_INFINITY } = this.options;
      if (this.waiting.length >= this.options.maxWaiting || wait > maxWaitMs) return reject(busy(wait));
      const queued: Task<T> = { task, resolve, reject };
      // refused when it could not be answered within maxWaitMs any more: its own run still to come
      if (Number.isFinite(maxWaitMs))
        queued.deadline = setTimeout(
          () => {
            const at = this.waiting.indexOf(queued);
            if (at < 0) return;
            this.waiting.splice(at, 1);
            reject(busy(this.expectedWaitMs()));
          },
          Math.max(0, maxWaitMs - this.averageMs),
        );
      this.waiting.push(queued);
    });
  }

  /** Ends every worker now (tests, shutdown). */
  async close(): Promise<void> {
    const slots = [...this.slots];
    this.slots.clear();
    await Promise.all(slots.map((slot) => this.end(slot)));
  }

  private spawn(): Slot {
    const worker = new Worker(this.options.script, { eval: true, workerData: this.options.workerData });
    const slot: Slot = { worker, busy: false, idleTimer: undefined };
    this.slots.add(slot);
    worker.on('message', (message: { id: number; result?: T; error?: string }) => {
      const task = this.pending.get(message.id);
      if (!task) return;
      this.pending.delete(message.id);
      this.completed += 1;
      if (task.startedAt !== undefined) {
        const took = performance.now() - task.startedAt;
        this.averageMs = this.completed === 1 ? took : this.averageMs + (took - this.averageMs) / 4;
      }
      if (message.error !== undefined) task.reject(new Error(message.error));
      // safe: the worker answers the task it was given with that task's result type
      else task.resolve(message.result as T);
      this.release(slot);
    });
    worker.on('error', (error) => this.lose(slot, error));
    worker.on('exit', () => this.lose(slot, new Error('The worker stopped.')));
    return slot;
  }

  private start(slot: Slot, task: Task<T>): void {
    if (task.deadline) clearTimeout(task.deadline);
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    slot.idleTimer = undefined;
    slot.busy = true;
    // a busy worker keeps the process alive (a CLI awaiting a hash); an idle one does not
    slot.worker.ref();
    const id = this.nextId++;
    this.pending.set(id, { ...task, slot, startedAt: performance.now() });
    const busy = [...this.slots].filter((s) => s.busy).length;
    this.maxBusy = Math.max(this.maxBusy, busy);
    slot.worker.postMessage({ id, task: task.task });
  }

  private release(slot: Slot): void {
    slot.busy = false;
    const next = this.waiting.shift();
    if (next && this.slots.has(slot)) return this.start(slot, next);
    slot.worker.unref();
    slot.idleTimer = setTimeout(() => {
      this.slots.delete(slot);
      void this.end(slot);
    }, this.options.idleMs);
    slot.idleTimer.unref();
  }

  /** A worker that died: its task fails, the slot goes, a waiting task gets a new worker. */
  private lose(slot: Slot, error: unknown): void {
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    const wasHere = this.slots.delete(slot);
    for (const [id, task] of this.pending)
      if (task.slot === slot) {
        this.pending.delete(id);
        task.reject(error);
      }
    if (wasHere && this.waiting.length > 0 && this.slots.size < this.options.size)
      this.start(this.spawn(), this.waiting.shift()!);
  }

  private async end(slot: Slot): Promise<void> {
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    slot.worker.removeAllListeners('exit');
    await slot.worker.terminate();
  }
}
