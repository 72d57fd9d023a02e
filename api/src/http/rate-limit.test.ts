import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limit';

describe('RateLimiter', () => {
  it('keeps at most maxEntries keys, and keys of bounded length', () => {
    const limiter = new RateLimiter(3, 60_000, () => 0, { maxEntries: 1000 });
    for (let i = 0; i < 5000; i++) limiter.hit(`${i}-${'x'.repeat(10_000)}`);
    expect(limiter.size).toBe(1000);
  });

  it('keeps at most maxBytes of keys', () => {
    const limiter = new RateLimiter(3, 60_000, () => 0, { maxBytes: 10_000 });
    for (let i = 0; i < 5000; i++) limiter.hit(`key-${i}`);
    expect(limiter.size).toBeLessThanOrEqual(10_000 / 8);
  });

  it('forgets windows on time, not on size', () => {
    let now = 0;
    const limiter = new RateLimiter(1, 60_000, () => now);
    for (let i = 0; i < 100; i++) limiter.hit(`a${i}`);
    expect(limiter.size).toBe(100);
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
  });
});
