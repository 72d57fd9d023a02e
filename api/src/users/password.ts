import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { WorkerPool } from '../jobs/worker-pool';

const COST = 10;

/**
 * bcryptjs (the design card's choice) runs in worker threads: about 75 ms of CPU per hash that
 * would otherwise hold every other request, /healthz too. At most HASH_THREADS hashes run at
 * once, site-wide (a flood of logins waits its turn instead of taking every core); at most
 * MAX_WAITING wait, and none longer than MAX_WAIT_MS: past either a 503 with a Retry-After
 * of at least the queue's expected wait. The pool starts at the first hash and
 * shrinks to no thread after HASH_IDLE_MS without one.
 */
export const HASH_THREADS = Math.max(1, Math.min(2, availableParallelism() - 1));
const MAX_WAITING = 200;
/** A login (or any hash) is answered within this long or refused at once (PRODUCT, Hardening IV). */
const MAX_WAIT_MS = 10_000;
const HASH_IDLE_MS = 10_000;

const script = `
const { parentPort, workerData, threadId } = require('node:worker_threads');
const bcrypt = require(workerData.bcrypt);
parentPort.on('message', async ({ id, task }) => {
  try {
    const result = task.op === 'hash'
      ? await bcrypt.hash(task.password, task.cost)
      : await bcrypt.compare(task.password, task.hash);
    parentPort.postMessage({ id, result: { value: result, threadId } });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message || error) });
  }
});
`;

type HashTask = { op: 'hash'; password: string; cost: number } | { op: 'compare'; password: string; hash: string };

/** The hashing pool; exported for the tests (where a hash ran, how many at once, idle shrink). */
export const hashPool = new WorkerPool<{ value: string | boolean; threadId: number }>({
  script,
  workerData: { bcrypt: createRequire(import.meta.url).resolve('bcryptjs') },
  size: HASH_THREADS,
  maxWaiting: MAX_WAITING,
  idleMs: HASH_IDLE_MS,
  maxWaitMs: MAX_WAIT_MS,
});

/** The threads the last hashes ran on (tests: never the main thread). */
export const hashedOn: number[] = [];

async function inPool(task: HashTask): Promise<string | boolean> {
  const { value, threadId } = await hashPool.run(task);
  hashedOn.push(threadId);
  if (hashedOn.length > 20) hashedOn.shift();
  return value;
}

export async function hashPassword(password: string): Promise<string> {
  const hash = await inPool({ op: 'hash', password, cost: COST });
  if (typeof hash !== 'string') throw new Error('The hashing thread answered no hash.');
  return hash;
}

// Compared against when the e-mail is unknown, so a failed login takes as long either way.
let dummyHash: Promise<string> | undefined;

/** Checks a password against a stored hash, or against a dummy hash when there is no user. */
export async function verifyPassword(password: string, hash: string | undefined): Promise<boolean> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  const ok = (await inPool({ op: 'compare', password, hash: hash ?? (await dummyHash) })) === true;
  return ok && hash !== undefined;
}

/** A random password for the first admin: 24 characters, easy to copy from a terminal. */
export const randomPassword = (): string => randomBytes(18).toString('base64url');

/** Reset tokens: 32 random bytes for the mail, only their SHA-256 in the database. */
export const newResetToken = (): string => randomBytes(32).toString('base64url');
export const hashResetToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Constant-time comparison of two hex digests of the same length. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
