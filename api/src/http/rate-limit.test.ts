import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limit';

/** Hits `key` until the limiter refuses it; how many hits it allowed (at most `cap`). */
function allowed(limiter: RateLimiter, key: string, cap = 100): number {
  for (let n = 0; n < cap; n++) if (!limiter.allows(key)) return n;
  return cap;
}

describe('RateLimiter', () => {
  it('refuses a key past its allowance within the window, with Retry-After, and allows it again after', () => {
    let now = 0;
    const limiter = new RateLimiter(3, 60_000, () => now);
    limiter.hit('a');
    limiter.hit('a');
    now = 15_000;
    limiter.hit('a');
    // the window started at 0 and ends at 60 s: 45 s to wait
    expect(() => limiter.hit('a')).toThrow(expect.objectContaining({ status: 429, headers: { 'Retry-After': '45' } }));
    // another key has its own allowance
    expect(allowed(limiter, 'b')).toBe(3);
    now = 60_000;
    expect(allowed(limiter, 'a')).toBe(3);
  });

  it('gives back a refunded hit', () => {
    const limiter = new RateLimiter(2, 60_000, () => 0);
    limiter.hit('a');
    limiter.refund('a');
    expect(allowed(limiter, 'a')).toBe(2);
  });

  it('keeps at most maxEntries keys, and keys of bounded length, the newest windows', () => {
    const limiter = new RateLimiter(3, 60_000, () => 0, { maxEntries: 1000 });
    const key = (i: number) => `${i}-${'x'.repeat(10_000)}`;
    for (let i = 0; i < 5000; i++) limiter.hit(key(i));
    expect(limiter.size).toBe(1000);
    // the newest still counts its hit; the oldest was dropped and starts again
    expect(allowed(limiter, key(4999))).toBe(2);
    expect(allowed(limiter, key(0))).toBe(3);
  });

  it('keeps at most maxBytes of keys, the newest windows', () => {
    const limiter = new RateLimiter(3, 60_000, () => 0, { maxBytes: 10_000 });
    for (let i = 0; i < 5000; i++) limiter.hit(`key-${i}`);
    // 'key-4999' and its neighbours are 8 characters, 16 bytes each
    expect(limiter.size).toBe(Math.floor(10_000 / 16));
    expect(allowed(limiter, 'key-4999')).toBe(2);
    expect(allowed(limiter, 'key-0')).toBe(3);
  });

  it('forgets windows on time, not on size', () => {
    let now = 0;
    const limiter = new RateLimiter(1, 60_000, () => now);
    for (let i = 0; i < 100; i++) limiter.hit(`a${i}`);
    expect(limiter.size).toBe(100);
    expect(allowed(limiter, 'a99')).toBe(0);
    now = 60_000;
    limiter.hit('b');
    expect(limiter.size).toBe(1);
  });

  it('still limits a key, also one longer than the digest threshold', () => {
    const limiter = new RateLimiter(2, 60_000, () => 0);
    const long = 'y'.repeat(500);
    limiter.hit(long);
    limiter.hit(long);
    expect(() => limiter.hit(long)).toThrow();
    // a different long key is not taken for it
    expect(allowed(limiter, 'z'.repeat(500))).toBe(2);
  });
});
