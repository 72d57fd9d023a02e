import { describe, expect, it } from 'vitest';
import type { Event } from '@jazz/contracts';
import { cutoffOf } from '@jazz/contracts/time';
import { createContentVersion } from '../src/http/content-version';
import { createFeedCache, feedBuilds, nextFeedChange } from '../src/site/feed-cache';
import { adminForThisFile, serverForThisFile } from './harness';

const server = serverForThisFile();
const admin = adminForThisFile(server);

const feed = async (path: string) => {
  const res = await fetch(server.url + path, { headers: { 'Accept-Encoding': 'br' } });
  return { status: res.status, encoding: res.headers.get('content-encoding'), text: await res.text() };
};

describe('the feeds are built once and kept until the content moves', () => {
  it('answers shows.ics, shows.rss and sitemap.xml from kept bytes, and builds again after a write', async () => {
    for (const path of ['/shows.ics', '/shows.rss', '/sitemap.xml']) {
      const before = feedBuilds();
      const first = await feed(path);
      expect(first.status).toBe(200);
      expect(feedBuilds()).toBe(before + 1);
      const again = await Promise.all([feed(path), feed(path), feed(path)]);
      expect(again.map((a) => a.text)).toEqual([first.text, first.text, first.text]);
      expect(feedBuilds()).toBe(before + 1);
    }

    const created = await server.request('POST', '/api/events/create', {
      token: admin.token,
      body: {
        group: 'Cannonball Quintet',
        venue: 'Feed Cache Hall',
        title: 'Kept feed',
        startDate: new Date(Date.now() + 3 * 864e5).toISOString(),
      },
    });
    expect(created.status).toBe(201);
    const before = feedBuilds();
    expect((await feed('/shows.ics')).text).toContain('Feed Cache Hall');
    expect((await feed('/shows.rss')).text).toContain('Feed Cache Hall');
    expect(feedBuilds()).toBe(before + 2);
    // kept compressed, as the pages are (an empty calendar is too short to compress)
    expect((await feed('/shows.ics')).encoding).toBe('br');
    expect(feedBuilds()).toBe(before + 2);
  });
});

describe("a show's own calendar file is kept too", () => {
  it('answers /shows/{id}.ics from kept, compressed bytes, and builds it again after a write', async () => {
    const create = (venue: string, days: number) =>
      server.request('POST', '/api/events/create', {
        token: admin.token,
        body: { group: 'Cannonball Quintet', venue, startDate: new Date(Date.now() + days * 864e5).toISOString() },
      });
    const created = await create('One Show Hall', 5);
    expect(created.status).toBe(201);
    const path = `/shows/${(created.body as { _id: string })._id}.ics`;
    const before = feedBuilds();
    const first = await feed(path);
    expect(first.status).toBe(200);
    expect(first.text).toContain('One Show Hall');
    // built and compressed once, not for every request
    const again = await Promise.all([feed(path), feed(path), feed(path)]);
    expect(again.map((a) => [a.encoding, a.text])).toEqual(Array(3).fill(['br', first.text]));
    expect(feedBuilds()).toBe(before + 1);
    // any write may change what the file says (the site's name, the show): built again
    expect((await create('Elsewhere', 9)).status).toBe(201);
    expect((await feed(path)).text).toBe(first.text);
    expect(feedBuilds()).toBe(before + 2);
  });
});

describe('the clock moves the kept feeds', () => {
  const show = (startDate: string) => ({ _id: 'x', startDate }) as Event;

  it('expires at the next cutoff, and when a show leaves the 90 past days of shows.ics', () => {
    const zone = 'America/New_York';
    const now = Date.parse('2026-03-01T12:00:00Z');
    const upcoming = '2026-03-10T00:00:00Z';
    expect(nextFeedChange([show(upcoming)], zone, now)).toBe(cutoffOf(upcoming, zone));
    const past = '2026-01-01T00:00:00Z';
    expect(nextFeedChange([show(past)], zone, now)).toBe(Date.parse(past) + 90 * 864e5);
    expect(nextFeedChange([], zone, now)).toBe(Number.POSITIVE_INFINITY);
  });

  it('builds again once the clock reaches that change, not before', async () => {
    const content = createContentVersion(server.db);
    const startDate = '2026-03-10T00:00:00Z';
    // half an hour before the show's cutoff (within the kept entries' one hour at most)
    let clock = cutoffOf(startDate, 'UTC') - 1800_000;
    const cache = createFeedCache({ content, events: () => [show(startDate)], timeZone: 'UTC', now: () => clock });
    let built = 0;
    const get = () => cache.body('/f', 'text/plain', () => `feed ${++built} ${'x'.repeat(300)}`);
    await get();
    await get();
    expect(built).toBe(1);
    clock = cutoffOf(startDate, 'UTC') - 1;
    await get();
    expect(built).toBe(1);
    clock = cutoffOf(startDate, 'UTC');
    const body = await get();
    expect(built).toBe(2);
    expect(body.identity?.toString()).toContain('feed 2');
    expect(body.br).not.toBeNull();
  });
});
