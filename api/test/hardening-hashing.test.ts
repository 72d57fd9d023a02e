import { threadId } from 'node:worker_threads';
import { describe, expect, it, vi } from 'vitest';
import { WorkerPool } from '../src/jobs/worker-pool';
import { HASH_THREADS, hashedOn, hashPool } from '../src/users/password';
import { serverForThisFile } from './harness';

/** Password hashing under a flood of logins: off the event loop, bounded, gone when idle. */
const server = serverForThisFile();

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
    const pool = new WorkerPool<number>({
      script: `require('node:worker_threads').parentPort.on('message', ({ id, task }) => {
        const until = Date.now() + task; while (Date.now() < until);
        require('node:worker_threads').parentPort.postMessage({ id, result: task });
      });`,
      size: 1,
      maxWaiting: 1,
      idleMs: 50,
    });
    try {
      expect(pool.threads).toBe(0);
      const first = pool.run(200);
      const second = pool.run(1);
      const third = pool.run(1).catch((error: { status: number; headers: Record<string, string> }) => error);
      expect(pool.threads).toBe(1);
      expect(await third).toMatchObject({ status: 503, headers: { 'Retry-After': '5' } });
      expect(await first).toBe(200);
      expect(await second).toBe(1);
      await vi.waitFor(() => expect(pool.threads).toBe(0));
    } finally {
      await pool.close();
    }
  });
});
