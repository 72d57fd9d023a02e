import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Db } from '../src/db';
import { createContentVersion } from '../src/http/content-version';
import { createPageCache } from '../src/site/page-cache';

/**
 * What makes kept pages stale: routes the cache knows nothing about, database
 * writes from anywhere in the process, another process, the explicit hook, and the clock.
 */
let dir: string;
let db: Db;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'jazz-content-version-'));
  db = openDatabase(join(dir, 'site.db'));
});
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the content version', () => {
  it('moves with any row written to a public table, and with changed(), and stays while nothing happens', () => {
    const content = createContentVersion(db);
    const start = content.current();
    expect(content.current()).toBe(start);
    // private data: an unsubscribed address's hash
    db.prepare("INSERT INTO follower_suppressions (email_hash, created_at) VALUES ('cache-test', 1)").run();
    expect(content.current()).toBe(start);
    db.prepare(
      "INSERT INTO groups (id, name, created_at, updated_at) VALUES ('cv-test', 'A band', 'now', 'now')",
    ).run();
    const afterWrite = content.current();
    expect(afterWrite).not.toBe(start);
    expect(content.current()).toBe(afterWrite);
    content.changed();
    expect(content.current()).not.toBe(afterWrite);
  });

  it('moves within a second of a write by another process', () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    try {
      const content = createContentVersion(db);
      const start = content.current();
      const other = new Database(join(dir, 'site.db')); // as a script run beside the server would
      other.prepare("INSERT INTO app_state (key, value) VALUES ('other-process', '1')").run();
      other.close();
      vi.advanceTimersByTime(1000);
      expect(content.current()).not.toBe(start);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the page cache', () => {
  function setup(cutoffs: number[]) {
    let clock = 1_000;
    const content = createContentVersion(db);
    let renders = 0;
    const cache = createPageCache<string>({
      content,
      now: () => clock,
      nextChange: (now) => Math.min(...cutoffs.filter((c) => c > now), Number.POSITIVE_INFINITY),
      maxEntries: 2,
    });
    const render = (key: string) => async () => ({ value: `${key} #${++renders}`, keep: true });
    const get = (key: string) => cache.lookup(key, 'build-1') ?? cache.fill(key, 'build-1', render(key));
    return { cache, content, get, setClock: (at: number) => (clock = at), renders: () => renders };
  }

  it('keeps a page until the next cutoff on its clock, then renders it again', async () => {
    const { get, setClock } = setup([5_000, 9_000]);
    expect(await get('/shows')).toBe('/shows #1');
    setClock(4_999);
    expect(await get('/shows')).toBe('/shows #1');
    setClock(5_000);
    expect(await get('/shows')).toBe('/shows #2');
    setClock(8_000);
    expect(await get('/shows')).toBe('/shows #2');
    setClock(9_000);
    expect(await get('/shows')).toBe('/shows #3');
  });

  it('renders again after a content change or with another build', async () => {
    const { cache, content, get } = setup([]);
    expect(await get('/')).toBe('/ #1');
    expect(await get('/')).toBe('/ #1');
    content.changed();
    expect(await get('/')).toBe('/ #2');
    expect(cache.lookup('/', 'build-2')).toBeUndefined();
  });

  it('shares one render between concurrent misses and drops the least recently used', async () => {
    const { cache, get, renders } = setup([]);
    const pages = await Promise.all([get('/a'), get('/a'), get('/a')]);
    expect(pages).toEqual(['/a #1', '/a #1', '/a #1']);
    expect(renders()).toBe(1);
    await get('/b');
    await get('/a'); // used: /b is now the oldest
    await get('/c');
    expect(cache.size).toBe(2);
    expect(cache.lookup('/b', 'build-1')).toBeUndefined();
    expect(cache.lookup('/a', 'build-1')).toBe('/a #1');
  });
});

describe('the page cache bounds', () => {
  it('drops the least recently used pages beyond maxBytes', async () => {
    const content = createContentVersion(db);
    const cache = createPageCache<string>({
      content,
      now: () => 0,
      nextChange: () => Number.POSITIVE_INFINITY,
      maxBytes: 1000,
      sizeOf: (value) => value.length,
    });
    for (let i = 0; i < 10; i++) await cache.fill(`/p${i}`, 'b', async () => ({ value: 'x'.repeat(300), keep: true }));
    expect(cache.bytes).toBeLessThanOrEqual(1000);
    expect(cache.size).toBe(3);
    expect(cache.lookup('/p9', 'b')).toBeDefined();
    expect(cache.lookup('/p0', 'b')).toBeUndefined();
  });
});
