import { tooManyRequests } from './errors';

/**
 * A fixed-window counter per key, in memory: enough for one process. `hit` throws a 429
 * carrying Retry-After once a key has used its allowance within the window.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  hit(key: string): void {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || now - window.start >= this.windowMs) {
      window = { start: now, count: 0 };
      this.windows.set(key, window);
      if (this.windows.size > 10_000) this.sweep(now);
    }
    window.count += 1;
    if (window.count > this.limit) throw tooManyRequests((window.start + this.windowMs - now) / 1000);
  }

  /** Gives back one hit of the current window (an attempt that turned out fine). */
  refund(key: string): void {
    const window = this.windows.get(key);
    if (window && window.count > 0 && this.now() - window.start < this.windowMs) window.count -= 1;
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (now - window.start >= this.windowMs) this.windows.delete(key);
  }
}
