import { createHash } from 'node:crypto';
import type { Context, Next } from 'koa';
import { tooManyRequests } from './errors';

/** Keys longer than this are kept as a digest: a client decides how long its input is. */
const MAX_KEY_LENGTH = 64;

/** A key of bounded length: short keys as they are, longer ones as their SHA-256 (base64url, 43 characters). */
export const boundedKey = (key: string): string =>
  key.length <= MAX_KEY_LENGTH ? key : createHash('sha256').update(key).digest('base64url');

export interface RateLimiterBounds {
  /** At most this many keys are kept; beyond it the oldest windows are dropped first. */
  maxEntries?: number;
  /** At most this many bytes of keys (UTF-16, two per character) are kept. */
  maxBytes?: number;
}

/**
 * A fixed-window counter per key, in memory: enough for one process. `hit` throws a 429
 * carrying Retry-After once a key has used its allowance within the window.
 *
 * Whatever a client sends, the memory stays bounded: keys are cut to a digest, windows expire
 * on time (swept at most once per window, oldest first: a window that restarts moves to the
 * end of the map, so the map stays ordered by start), and beyond `maxEntries` keys or
 * `maxBytes` of keys the oldest windows are dropped. Dropping one forgets a count: with the
 * bounds far above what honest traffic needs, that only happens under a flood of distinct keys,
 * which the per-address limits in front of it stop.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();
  private bytes = 0;
  private sweptAt = Number.NEGATIVE_INFINITY;
  private readonly maxEntries: number;
  private readonly maxBytes: number;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
    bounds: RateLimiterBounds = {},
  ) {
    this.maxEntries = bounds.maxEntries ?? 10_000;
    this.maxBytes = bounds.maxBytes ?? 1_000_000;
  }

  /** Counts one hit of `rawKey`; the seconds until its window ends when it is over the limit, else null. */
  private count(rawKey: string): number | null {
    const key = boundedKey(rawKey);
    const now = this.now();
    this.sweep(now);
    let window = this.windows.get(key);
    if (!window || now - window.start >= this.windowMs) {
      this.drop(key);
      window = { start: now, count: 0 };
      this.windows.set(key, window);
      this.bytes += key.length * 2;
      while (this.windows.size > this.maxEntries || this.bytes > this.maxBytes)
        this.drop(this.windows.keys().next().value!);
    }
    window.count += 1;
    return window.count > this.limit ? (window.start + this.windowMs - now) / 1000 : null;
  }

  /** Counts a hit; a 429 carrying Retry-After once the key has used its allowance. */
  hit(rawKey: string): void {
    const retryAfter = this.count(rawKey);
    if (retryAfter !== null) throw tooManyRequests(retryAfter);
  }

  /** Counts a hit and says whether it is within the allowance (for what is dropped quietly). */
  allows(rawKey: string): boolean {
    return this.count(rawKey) === null;
  }

  /** Gives back one hit of the current window (an attempt that turned out fine). */
  refund(rawKey: string): void {
    const window = this.windows.get(boundedKey(rawKey));
    if (window && window.count > 0 && this.now() - window.start < this.windowMs) window.count -= 1;
  }

  /** How many keys are kept now (tests check the bounds). */
  get size(): number {
    return this.windows.size;
  }

  private drop(key: string): void {
    if (this.windows.delete(key)) this.bytes -= key.length * 2;
  }

  /** Drops the windows that are over, oldest first, stopping at the first live one. */
  private sweep(now: number): void {
    if (now - this.sweptAt < Math.min(this.windowMs, 60_000)) return;
    this.sweptAt = now;
    for (const [key, window] of this.windows) {
      if (now - window.start < this.windowMs) break;
      this.drop(key);
    }
  }
}

/**
 * A route's guard that counts every attempt, valid or not, by `key` (the client's address when
 * absent): past the limit the answer is 429 before the body is read or checked.
 */
export const countsEach =
  (limiter: RateLimiter, key: (ctx: Context) => string = (ctx) => ctx.ip) =>
  async (ctx: Context, next: Next) => {
    limiter.hit(key(ctx));
    await next();
  };
