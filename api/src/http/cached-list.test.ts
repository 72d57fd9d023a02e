import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cachedListInPages, jsonArrayParts } from './cached-list';
import type { ContentVersion } from './content-version';

describe('jsonArrayParts', () => {
  it('joins pages into the text of JSON.stringify of all their items', () => {
    const items = [{ a: 1 }, 'two', null, [3, { b: 'é"\n' }], 4.5, { c: [] }];
    const pages = [[], items.slice(0, 1), items.slice(1, 4), [], items.slice(4)];
    expect([...jsonArrayParts(pages)].join('')).toBe(JSON.stringify(items));
    expect([...jsonArrayParts([])].join('')).toBe('[]');
    expect([...jsonArrayParts([[], []])].join('')).toBe('[]');
    expect([...jsonArrayParts([[1]])].join('')).toBe('[1]');
  });
});

describe('a list kept from its pages', () => {
  // a list of numbers in pages of two; a write may come while it is read
  let data = [1, 2, 3, 4, 5];
  let version = 0;
  const content: ContentVersion = { current: () => version, changed: () => void version++, unchanged: (fn) => fn() };
  /** Runs once, while the second page is read (a write between two reads of the walk). */
  let duringRead: (() => void) | null = null;
  let walks = 0;
  function* pages() {
    walks++;
    for (let at = 0; at < data.length; at += 2) {
      if (at === 2 && duringRead) {
        duringRead();
        duringRead = null;
      }
      yield data.slice(at, at + 2);
    }
  }
  let url = '';
  let server: ReturnType<Koa['listen']>;
  beforeAll(async () => {
    const app = new Koa();
    app.use(cachedListInPages(content, pages));
    server = app.listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('reads the list again from its start when a write came between two pages', async () => {
    duringRead = () => {
      // the first page (1, 2) was read before this; a show moved from the end to the start
      data = [0, 1, 2, 3, 4];
      content.changed();
    };
    const before = walks;
    const res = await fetch(url);
    expect(await res.text()).toBe('[0,1,2,3,4]');
    expect(walks - before).toBe(2);
    // kept: no write since
    await (await fetch(url)).text();
    expect(walks - before).toBe(2);
  });
});
