import { threadId } from 'node:worker_threads';
import { describe, expect, it, vi } from 'vitest';
import { WorkerPool } from '../src/jobs/worker-pool';
import { HASH_THREADS, hashedOn, hashPool } from '../src/users/password';
import { serverForThisFile } from './harness';

/** Password hashing under a flood of logins: off the event loop, bounded, gone when idle. */
const server = serverForThisFile();

/** A worker that keeps its thread busy for `task` ms, then answers it. */
const BUSY_FOR_TASK_MS = `require('node:worker_threads').parentPort.on('message', ({ id, task }) => {
  const until = Date.now() + task; while (Date.now() < until);
  require('node:worker_threads').parentPort.postMessage({ id, result: task });
});`;

/** One thread of BUSY_FOR_TASK_MS, gone after 50 ms idle. */
const busyPool = (options: { maxWaiting: number; maxWaitMs?: number }) =>
  new WorkerPool<number>({ script: BUSY_FOR_TASK_MS, size: 1, idleMs: 50, ...options });

describe('password hashing', () => {
  it('runs in worker threads, never on the main thread, at most HASH_THREADS at once', async () => {
    const member = await server.member();
    hashedOn.length = 0;
    const logins = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        server.request('POST', '/api/users/login', {
          body: { email: i % 2 ? member.email : `nobody${i}@example.com`, password: 'wrong password 1' },
        }),
      ),
    );
    expect(logins.map((res) => res.status)).toEqual(Array(12).fill(400));
    expect(hashedOn.length).toBeGreaterThanOrEqual(12);
    expect(hashedOn).not.toContain(threadId);
    expect(hashedOn.every((id) => id > 0)).toBe(true);
    expect(hashPool.maxBusy).toBeLessThanOrEqual(HASH_THREADS);
  });

  it('starts on first use and shrinks to no thread when idle; past its queue a 503 with Retry-After', async () => {
    const pool = busyPool({ maxWaiting: 1 });
    try {
      expect(pool.threads).toBe(0);
      const first = pool.run(200);
      const second = pool.run(1);
      const third = pool.run(1).catch((error: { status: number; headers: Record<string, string> }) => error);
      expect(pool.threads).toBe(1);
      // Retry-After: the queue's expected wait (two tasks of the first guess, 100 ms), in whole seconds
      expect(await third).toMatchObject({ status: 503, headers: { 'Retry-After': '1' } });
      expect(await first).toBe(200);
      expect(await second).toBe(1);
      await vi.waitFor(() => expect(pool.threads).toBe(0));
    } finally {
      await pool.close();
    }
  });

  it('answers a queued task within maxWaitMs or refuses it at once, Retry-After at least the wait (issue 45, finding 13)', async () => {
    const pool = busyPool({ maxWaiting: 200, maxWaitMs: 1000 });
    type Refusal = { status: number; headers: Record<string, string> };
    const outcome = (task: number) => {
      const sent = performance.now();
      return pool.run(task).then(
        (value) => ({ value, after: performance.now() - sent }),
        (error: Refusal) => ({ error, after: performance.now() - sent }),
      );
    };
    try {
      // the pool learns how long a task takes (200 ms of work, and the machine's own delays)
      expect(await pool.run(200)).toBe(200);
      // twenty at once: each is answered within maxWaitMs, or refused at once when the queue's
      // expected wait is longer (Retry-After at least that wait)
      const all = await Promise.all(Array.from({ length: 20 }, () => outcome(200)));
      const answered = all.filter((one) => 'value' in one);
      const refused = all.filter((one): one is { error: Refusal; after: number } => 'error' in one);
      expect(answered.length).toBeGreaterThan(1);
      expect(refused.length).toBeGreaterThan(0);
      for (const one of answered) expect(one.after).toBeLessThan(1000 + 300);
      for (const one of refused) {
        expect(one.error.status).toBe(503);
        expect(one.after).toBeLessThan(1000 + 300);
        expect(Number(one.error.headers['Retry-After'])).toBeGreaterThanOrEqual(1);
      }
      // those past the expected wait were refused at once, not after waiting
      expect(Math.min(...refused.map((one) => one.after))).toBeLessThan(100);
      // a task that takes longer than the pool thought: the one behind it is refused at maxWaitMs
      const slow = outcome(2500);
      const behind = await outcome(1);
      expect(behind).toMatchObject({ error: { status: 503 } });
      // refused once it could no longer be answered within maxWaitMs (its own run still to come)
      expect(behind.after).toBeLessThan(1000 + 300);
      expect(await slow).toMatchObject({ value: 2500 });
    } finally {
      await pool.close();
    }
  });
});
