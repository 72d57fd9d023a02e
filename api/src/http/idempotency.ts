import type { Context, Next } from 'koa';
import { HttpError } from './errors';
import type { IdempotencyRepository, StoredAnswer } from './idempotency-repository';
import { propertyOf } from '@jazz/contracts';

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{1,200}$/;
const METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// a month: longer than a session (7 days), so a desktop outbox resent after a long time
// offline (and a new sign-in) still finds the answer of a change that did arrive
export const IDEMPOTENCY_TTL_MS = 30 * 24 * 3600_000;
const PURGE_EVERY_MS = 10 * 60_000;

/** Answers worth replaying: everything the handler decided, except 5xx (retry may succeed) and 429. */
const storable = (status: number) => status < 500 && status !== 429;

/**
 * Idempotency-Key for writes: the desktop app replays its offline outbox and may resend a
 * change whose answer was lost; the stored answer is replayed instead of applying it twice.
 * Answers are kept per user for 30 days. It runs only on the admin write routes (behind
 * requireAdmin), never on login, register, reset or contact, whose answers (a login token) must
 * never be handed out again.
 */
export function idempotency(repo: IdempotencyRepository, now: () => number = Date.now) {
  let lastPurge = 0;
  const store = {
    find: (user: string, key: string) => repo.find(user, key, now() - IDEMPOTENCY_TTL_MS),
    save(user: string, key: string, answer: StoredAnswer) {
      repo.save(user, key, answer, now());
      if (now() - lastPurge > PURGE_EVERY_MS) {
        lastPurge = now();
        repo.purge(now() - IDEMPOTENCY_TTL_MS);
      }
    },
  };
  // Requests running right now, per user and key: a duplicate waits for the first to finish.
  const inFlight = new Map<string, Promise<void>>();

  return async (ctx: Context, next: Next) => {
    if (!METHODS.has(ctx.method) || ctx.headers['idempotency-key'] === undefined) return next();
    const key = ctx.get('Idempotency-Key');
    if (!KEY_PATTERN.test(key))
      throw new HttpError(400, {
        message: 'Idempotency-Key must be 1 to 200 characters of letters, digits, "_", ".", ":" or "-".',
      });
    const user = ctx.state.user;
    if (!user) return next();

    const slot = `${user.id}\n${key}`;
    for (let running = inFlight.get(slot); running; running = inFlight.get(slot)) await running;

    const stored = store.find(user.id, key);
    if (stored) {
      if (stored.method !== ctx.method || stored.path !== ctx.path)
        throw new HttpError(422, { message: 'This Idempotency-Key was used for another request.' });
      ctx.body = JSON.parse(stored.body);
      ctx.status = stored.status;
      ctx.set('Idempotent-Replayed', 'true');
      return;
    }

    let done!: () => void;
    inFlight.set(slot, new Promise<void>((resolve) => (done = resolve)));
    const remember = (status: number, body: unknown) => {
      if (storable(status))
        store.save(user.id, key, { method: ctx.method, path: ctx.path, status, body: JSON.stringify(body ?? null) });
    };
    try {
      await next();
      if (ctx.body == null || isJson(ctx.body)) remember(ctx.status, ctx.body);
    } catch (err) {
      // Typed errors are answers too (a 409 must replay as the same 409); the error
      // middleware upstream still renders them.
      if (err instanceof HttpError) remember(err.status, err.body);
      throw err;
    } finally {
      inFlight.delete(slot);
      done();
    }
  };
}

/** Buffers and streams (files) are not replayed; the API's answers are JSON values. */
const isJson = (body: unknown): boolean => !Buffer.isBuffer(body) && typeof propertyOf(body, 'pipe') !== 'function';
