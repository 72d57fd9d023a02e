import { DOMParser } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { TEST_LINEUP, testEventData } from '@jazz/testing/factories';
import { adminForThisFile, serverForThisFile } from './harness';

const server = serverForThisFile();
const admin = adminForThisFile(server);

const show = testEventData({
  venue: 'Flynn Space',
  location: 'Burlington, VT',
  address: '153 Main St, Burlington, VT 05401',
  title: 'Spring night',
  // 8:00 PM EDT
  startDate: '2031-05-02T00:00:00.000Z',
  timeText: '8:00 PM – 10:30 PM',
  ticketsLink: 'https://tickets.example/spring',
  lineup: [...TEST_LINEUP],
  price: '$20, students $10',
  soldOut: false,
});

async function create(data: Record<string, unknown>) {
  const res = await server.request('POST', '/api/events/create', { token: admin.token, body: data });
  expect(res.status, res.text).toBe(201);
  return res.body;
}

/** The unfolded lines of an iCalendar text. */
const icsLines = (text: string) => text.replace(/\r\n /g, '').split('\r\n');

describe('a show in calendars', () => {
  it('ends at the end of its time text, names the town once, and carries lineup and price', async () => {
    const event = await create(show);
    const res = await server.request('GET', `/shows/${event._id}.ics`);
    expect(res.status).toBe(200);
    const lines = icsLines(res.text);
    expect(lines).toContain('DTSTART:20310502T000000Z');
    expect(lines).toContain('DTEND:20310502T023000Z');
    expect(lines).toContain('LOCATION:Flynn Space\\, 153 Main St\\, Burlington\\, VT 05401');
    const description = lines.find((line) => line.startsWith('DESCRIPTION:'))!;
    expect(description).toContain('With Ray Vega (trumpet)\\, Jeff Salisbury (drums)');
    expect(description).toContain('Price: $20\\, students $10');
  });

  // issue 46: a cancelled show sells no tickets; its link stays in the API, not in calendars
  it("names the tickets of a show on sale, not a cancelled one's", async () => {
    const on = icsLines((await server.request('GET', `/shows/${(await create(show))._id}.ics`)).text);
    expect(on.find((line) => line.startsWith('DESCRIPTION:'))).toContain('Tickets: https://tickets.example/spring');
    const off = await create({ ...show, title: 'Called off', status: 'cancelled' });
    const lines = icsLines((await server.request('GET', `/shows/${off._id}.ics`)).text);
    expect(lines.find((line) => line.startsWith('DESCRIPTION:'))).not.toContain('Tickets:');
    expect(lines).toContain('STATUS:CANCELLED');
    const answered = await server.request('GET', `/api/events/edit/${off._id}`, { token: admin.token });
    expect(answered.body.ticketsLink).toBe('https://tickets.example/spring');
  });

  it('gives an all-day entry for a time to be announced', async () => {
    const event = await create({ ...show, timeText: '', timeTBA: true });
    const lines = icsLines((await server.request('GET', `/shows/${event._id}.ics`)).text);
    expect(lines).toContain('DTSTART;VALUE=DATE:20310501');
    expect(lines.some((line) => line.startsWith('DTEND'))).toBe(false);
  });

  it("lasts the owner's usual show length when nothing says when it ends", async () => {
    const event = await create({ ...show, timeText: '8 PM' });
    const site = (await server.request('GET', '/api/pages/site')).body;
    const { _id: _i, updatedAt: _u, ...fields } = site;
    const saved = await server.request('PUT', '/api/pages/update/site', {
      token: admin.token,
      body: { pageComparatorData: site, pageData: { ...fields, name: fields.name || 'Dana Reyes', showLength: '2.5' } },
    });
    expect(saved.status, saved.text).toBe(200);
    const lines = icsLines((await server.request('GET', `/shows/${event._id}.ics`)).text);
    expect(lines).toContain('DTEND:20310502T023000Z');
  });
});

describe('/shows.rss', () => {
  it('is well-formed RSS 2.0 with one item per upcoming show, each linking its page', async () => {
    const event = await create({ ...show, title: 'Rock & "Roll" <night>' });
    const res = await server.request('GET', '/shows.rss');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/rss\+xml/);
    // any warning or error of the parser fails the test: the feed is well-formed XML
    const problems: string[] = [];
    const report = (message: string) => void problems.push(message);
    const doc = new DOMParser({ errorHandler: { warning: report, error: report, fatalError: report } }).parseFromString(
      res.text,
      'application/xml',
    );
    expect(problems).toEqual([]);
    const rss = doc.documentElement!;
    expect(rss.tagName).toBe('rss');
    expect(rss.getAttribute('version')).toBe('2.0');
    const channel = rss.getElementsByTagName('channel')[0]!;
    const child = (parent: Element, name: string) =>
      Array.from(parent.childNodes).find((node) => node.nodeName === name)?.textContent ?? '';
    for (const required of ['title', 'link', 'description']) expect(child(channel, required)).toBeTruthy();
    const items = Array.from(channel.getElementsByTagName('item'));
    const item = items.find((i) => child(i, 'title').startsWith('Rock & "Roll" <night>'))!;
    expect(item).toBeTruthy();
    const link = child(item, 'link');
    expect(link).toMatch(new RegExp(`^${server.config.siteUrl}/shows/${event._id}/`));
    // the guid is the show's id, never its address: an edited title or date is not a new item
    expect(child(item, 'guid')).toBe(event._id);
    expect(Number.isNaN(Date.parse(child(item, 'pubDate')))).toBe(false);
    expect(child(item, 'description')).toContain('With Ray Vega (trumpet)');
    // a past show is not in it
    await create({ ...show, title: 'Long ago', startDate: '2001-05-02T00:00:00.000Z' });
    expect((await server.request('GET', '/shows.rss')).text).not.toContain('Long ago');
  });
});
