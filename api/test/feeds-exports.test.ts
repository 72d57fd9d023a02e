import ICAL from 'ical.js';
import Parser from 'rss-parser';
import { describe, expect, it } from 'vitest';
import { eventDataOf } from '@jazz/contracts';
import { testSeriesData } from '@jazz/testing/factories';
import { processZoneForThisFile } from '@jazz/testing/per-file';
import { adminForThisFile, serverForThisFile } from './harness';

const server = serverForThisFile({ now: () => Date.parse('2031-03-01T12:00:00.000Z') });
const admin = adminForThisFile(server);

const show = {
  group: 'Cannonball Quintet',
  venue: 'Café Müller',
  location: 'Burlington, VT',
  title: 'Première',
  startDate: '2031-05-02T00:00:00.000Z',
  timeText: '8:00 PM',
  description: 'Line one\nLine <two> & more',
};

async function create(data: Record<string, unknown>) {
  const res = await server.request('POST', '/api/events/create', { token: admin.token, body: data });
  expect(res.status, res.text).toBe(201);
  return res.body;
}

/** The raw bytes of an admin download (a text decoder would drop a BOM). */
async function bytes(path: string, token = admin.token) {
  const res = await fetch(server.url + path, { headers: { Authorization: `Bearer ${token}` } });
  return { status: res.status, type: res.headers.get('content-type'), body: Buffer.from(await res.arrayBuffer()) };
}

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

describe('CSV exports', () => {
  it('start with a UTF-8 BOM for Excel, none with ?bom=0, and our import reads them back', async () => {
    await create(show);
    const csv = await bytes('/api/events/export.csv');
    expect(csv.body.subarray(0, 3)).toEqual(BOM);
    expect(csv.body.toString('utf8')).toContain('Café Müller');
    expect((await bytes('/api/events/export.csv?bom=0')).body[0]).not.toBe(0xef);
    for (const path of ['/api/followers/export.csv', '/api/bookings/export.csv'])
      expect((await bytes(path)).body.subarray(0, 3)).toEqual(BOM);
    const back = await fetch(`${server.url}/api/events/import?dryRun=1`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${admin.token}`, 'Content-Type': 'text/csv' },
      body: csv.body,
    });
    expect(back.status, await back.clone().text()).toBe(200);
    const answer = await back.json();
    // every row is a show we have: nothing new, nothing refused
    expect(JSON.stringify(answer)).not.toMatch(/"action":"new"/);
    expect(JSON.stringify(answer)).toMatch(/"action":"duplicate"/);
  });
});

describe('GET /api/events/export.ics', () => {
  it('is for admins, and takes the filters of the CSV export', async () => {
    await create({ ...show, title: 'Quartet in May', group: 'Whitesell Brothers Quartet' });
    await create({ ...show, title: 'June night', startDate: '2031-06-10T00:00:00.000Z' });
    expect((await server.request('GET', '/api/events/export.ics')).status).toBe(401);
    const summaries = async (query: string) => {
      const res = await bytes(`/api/events/export.ics${query}`);
      expect(res.status).toBe(200);
      expect(res.type).toMatch(/^text\/calendar/);
      const calendar = new ICAL.Component(ICAL.parse(res.body.toString('utf8')) as unknown[]);
      return calendar.getAllSubcomponents('vevent').map((v) => String(v.getFirstPropertyValue('summary')));
    };
    expect(await summaries('?group=whitesell brothers quartet')).toEqual([
      'Quartet in May · Whitesell Brothers Quartet',
    ]);
    // days are inclusive days of the site's zone: 8 PM on June 9 in New York is June 10 in UTC
    expect(await summaries('?from=2031-06-09&to=2031-06-09')).toEqual(['June night · Cannonball Quintet']);
    // the file's other tests add shows later in the year
    expect(await summaries('?from=2031-06-10')).not.toContain('June night · Cannonball Quintet');
    const csv = (await bytes('/api/events/export.csv?from=2031-06-09&bom=0')).body.toString('utf8');
    expect(csv).toContain('June night');
    expect(csv).not.toContain('Première');
    expect(
      (await server.request('GET', '/api/events/export.ics?from=soon', { token: admin.token })).body,
    ).toHaveProperty('from');
  });
});

describe('the export filters read days in the site zone', () => {
  processZoneForThisFile('Asia/Kolkata');

  it("across the end of DST, whatever the machine's zone", async () => {
    // 11:30 PM EST on Sunday Nov 2, 2031 (the night DST ended) is 04:30Z on Nov 3
    await create({ ...show, title: 'Late fall-back set', startDate: '2031-11-03T04:30:00.000Z' });
    const titles = async (query: string) =>
      (await bytes(`/api/events/export.csv?bom=0&${query}`)).body.toString('utf8').includes('Late fall-back set');
    expect(await titles('from=2031-11-02&to=2031-11-02')).toBe(true);
    expect(await titles('from=2031-11-03')).toBe(false);
    expect(await titles('to=2031-11-01')).toBe(false);
  });
});

describe('/shows.rss as a feed reader reads it', () => {
  it('keeps a guid that is the show id, sends HTML keeping line breaks, and lists a series once', async () => {
    const event = await create({ ...show, title: 'Guid night' });
    const series = await server.request('POST', '/api/series/create', {
      token: admin.token,
      body: testSeriesData({ group: 'Cannonball Quintet', title: 'Weekly residency', from: '2031-04-03', count: 4 }),
    });
    expect(series.status, series.text).toBe(201);
    const read = async () => {
      const text = (await server.request('GET', '/shows.rss')).text;
      return { text, feed: await new Parser().parseString(text) };
    };
    const { text, feed } = await read();
    const item = feed.items.find((i) => i.guid === event._id)!;
    expect(item).toBeTruthy();
    expect(text).toContain(`<guid isPermaLink="false">${event._id}</guid>`);
    expect(item.content).toContain('Line one<br>Line &lt;two&gt; &amp; more');
    expect(feed.items.filter((i) => i.title?.startsWith('Weekly residency'))).toHaveLength(1);
    expect(feed.items.find((i) => i.guid === `series-${series.body._id}`)?.title).toMatch(/4 dates/);
    // an edited title or date is the same item
    const moved = await server.request('PUT', `/api/events/update/${event._id}`, {
      token: admin.token,
      body: {
        eventComparatorData: event,
        eventData: { ...eventDataOf(event), title: 'Renamed', startDate: '2031-05-03T00:00:00.000Z' },
      },
    });
    expect(moved.status, moved.text).toBe(200);
    expect((await read()).feed.items.find((i) => i.guid === event._id)?.title).toMatch(/^Renamed/);
  });
});

describe('/sitemap.xml', () => {
  it('gives each address its lastmod: a show its own change', async () => {
    const event = await create({ ...show, title: 'Lastmod night' });
    const text = (await server.request('GET', '/sitemap.xml')).text;
    const entries = text.match(/<url>.*?<\/url>/g)!;
    expect(entries.length).toBeGreaterThan(5);
    for (const entry of entries) expect(entry).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z<\/lastmod>/);
    const own = entries.find((entry) => entry.includes(`/shows/${event._id}/`))!;
    expect(own).toContain(`<lastmod>${event.updatedAt.replace(/\.\d{3}Z$/, 'Z')}</lastmod>`);
  });

  it('lists every public show once when they fill several parts of its text (500 shows a part)', async () => {
    const event = await create({ ...show, title: 'Copied night' });
    // 1,100 copies of the show, an hour apart from 2041 on (after every other test's shows, out
    // of their filters and feeds), written straight into the table (fast)
    const columns = (server.db.prepare('PRAGMA table_info(events)').all() as { name: string }[]).map((c) => c.name);
    const picked = columns.map((name) => (name === 'id' ? '@id' : name === 'start_date' ? '@start' : name));
    const copy = server.db.prepare(
      `INSERT INTO events (${columns.join(', ')}) SELECT ${picked.join(', ')} FROM events WHERE id = @from`,
    );
    server.db.transaction(() => {
      for (let i = 0; i < 1_100; i++)
        copy.run({
          id: `copy-${i}`,
          start: new Date(Date.parse('2041-01-01T00:00:00.000Z') + i * 3600_000).toISOString(),
          from: event._id,
        });
    })();
    const text = (await server.request('GET', '/sitemap.xml')).text;
    const lines = text.split('\n');
    expect(lines.slice(0, 2)).toEqual([
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ]);
    expect(lines.slice(-2)).toEqual(['</urlset>', '']);
    for (const line of lines.slice(2, -2))
      expect(line).toMatch(/^ {2}<url><loc>[^<]+<\/loc><lastmod>[^<]+<\/lastmod><\/url>$/);
    const shows = lines.filter((line) => line.includes('/shows/'));
    expect(new Set(shows).size).toBe(shows.length);
    expect(shows.filter((line) => line.includes('/shows/copy-'))).toHaveLength(1_100);
    expect(shows).toHaveLength(server.services.events.public.links().length);
  });
});
