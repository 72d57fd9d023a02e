import { describe, expect, it } from 'vitest';
import { adminForThisFile, serverForThisFile } from './harness';
import { UPCOMING_PAGE_SIZE } from '@jazz/contracts/shows';
import { pageRenders } from '../src/site/rendered-page';

const server = serverForThisFile();
const admin = adminForThisFile(server);

const page = async (path: string) => {
  const res = await fetch(server.url + path);
  return { status: res.status, html: await res.text() };
};

async function addShow(fields: Record<string, unknown>) {
  const res = await server.request('POST', '/api/events/create', {
    token: admin.token,
    body: { group: 'Archive Trio', location: 'Burlington, VT', ...fields },
  });
  expect(res.status, res.text).toBe(201);
  return res.body as Record<string, unknown> & { _id: string; group: string };
}

async function addBand(name: string) {
  const res = await server.request('POST', '/api/groups/create', {
    token: admin.token,
    body: { name, description: '' },
  });
  expect(res.status, res.text).toBe(201);
  return res.body as { _id: string; name: string; description: string; images: object };
}

async function renameBand(band: { _id: string; name: string; description: string; images: object }, name: string) {
  const res = await server.request('PUT', `/api/groups/update/${band._id}`, {
    token: admin.token,
    body: { groupComparatorData: band, groupData: { ...band, name } },
  });
  expect(res.status, res.text).toBe(200);
  return res.body as typeof band;
}

describe('the archive of past shows', () => {
  it('lists a page per year with shows, in the site zone; other years are 404', async () => {
    await addShow({ venue: 'Archive Hall Spring 2019', startDate: '2019-04-12T00:00:00.000Z' });
    // 10 PM on New Year's Eve in New York is already 2020 in UTC: a 2019 show
    await addShow({ venue: 'Archive Hall New Year 2019', startDate: '2020-01-01T03:00:00.000Z' });
    await addShow({ venue: 'Archive Hall 2021', startDate: '2021-06-05T00:00:00.000Z' });

    const past = await page('/shows?when=past');
    expect(past.status).toBe(200);
    expect(past.html).toContain('href="/shows?when=past&amp;year=2019"');
    expect(past.html).toContain('href="/shows?when=past&amp;year=2021"');
    expect(past.html).not.toContain('year=2020"');
    // the last twelve months only: the old shows are on their year's page
    expect(past.html).not.toContain('Archive Hall 2021');

    const year = await page('/shows?when=past&year=2019');
    expect(year.status).toBe(200);
    expect(year.html).toContain('Archive Hall Spring 2019');
    expect(year.html).toContain('Archive Hall New Year 2019');
    expect(year.html).not.toContain('Archive Hall 2021');
    // newest first
    expect(year.html.indexOf('Archive Hall New Year 2019')).toBeLessThan(year.html.indexOf('Archive Hall Spring 2019'));

    for (const missing of ['2020', '1850', 'abcd', '']) {
      const res = await page(`/shows?when=past&year=${missing}`);
      expect(res.status, missing).toBe(404);
    }
    // every year with no shows (or not a year) shares one kept answer: no render for the next
    // ones (issue 45, finding 11), and it names none of the years asked for
    const rendered = pageRenders();
    for (const missing of ['1851', '1852', '2020', 'zzzz', '3000']) {
      const res = await page(`/shows?when=past&year=${missing}`);
      expect(res.status, missing).toBe(404);
      expect(res.html).toContain('No shows that year.');
      expect(res.html).not.toContain(`No shows in ${missing}`);
      expect(res.html).not.toContain(`"${missing}"`);
    }
    expect(pageRenders()).toBe(rendered);

    // kept per year; any other query string gets the kept copy
    const before = pageRenders();
    expect((await page('/shows?when=past&year=2019&utm_source=mail')).html).toContain('Archive Hall Spring 2019');
    expect(pageRenders()).toBe(before);

    const sitemap = await page('/sitemap.xml');
    expect(sitemap.html).toContain('/shows?when=past&amp;year=2019</loc>');
    expect(sitemap.html).toContain('/shows?when=past&amp;year=2021</loc>');
  });

  it('gives a band page the same year pages, of its own shows', async () => {
    const band = await addBand('Year Page Quartet');
    await addShow({ group: 'year page quartet', venue: 'Band Year Club', startDate: '2018-09-01T00:00:00.000Z' });
    const path = `/groups/${band._id}`;
    const past = await page(`${path}?when=past`);
    expect(past.html).toContain(`href="${path}?when=past&amp;year=2018"`);
    expect(past.html).not.toContain('year=2019"');
    const year = await page(`${path}?when=past&year=2018`);
    expect(year.status).toBe(200);
    expect(year.html).toContain('Band Year Club');
    expect((await page(`${path}?when=past&year=2019`)).status).toBe(404);
  });
});

describe('a band by id', () => {
  it('keeps its shows, page and press kit when renamed; a free-text band keeps its name', async () => {
    const band = await addBand('Renamed Ensemble');
    const linked = await addShow({
      group: 'renamed ensemble',
      venue: 'Rename Club',
      startDate: '2031-05-01T00:00:00.000Z',
    });
    const free = await addShow({
      group: 'Nobody Listed Band',
      venue: 'Free Text Club',
      startDate: '2031-05-02T00:00:00.000Z',
    });
    expect(linked.group).toBe('Renamed Ensemble');

    await renameBand(band, 'Ensemble Anew');
    const events = (await server.request('GET', '/api/events')).body as { _id: string; group: string }[];
    expect(events.find((e) => e._id === linked._id)?.group).toBe('Ensemble Anew');
    expect(events.find((e) => e._id === free._id)?.group).toBe('Nobody Listed Band');
    expect((await server.request('GET', `/api/events/edit/${linked._id}`, { token: admin.token })).body.group).toBe(
      'Ensemble Anew',
    );

    const bandPage = await page(`/groups/${band._id}`);
    expect(bandPage.html).toContain('Ensemble Anew');
    expect(bandPage.html).toContain('Rename Club');
    expect(bandPage.html).not.toContain('Free Text Club');
    const press = await page(`/groups/${band._id}/press`);
    expect(press.html).toContain('Rename Club');
  });

  it('shows on a fixed band page the band linked to it, under its new name', async () => {
    const band = await addBand('Cannonball Quintet');
    await addShow({ group: 'Cannonball Quintet', venue: 'Fixed Page Club', startDate: '2031-06-01T00:00:00.000Z' });
    await renameBand(band, 'Cannonball Adderley Tribute');
    const fixed = await page('/cannonball-quintet');
    expect(fixed.status).toBe(200);
    expect(fixed.html).toContain('<h1>Cannonball Adderley Tribute</h1>');
    expect(fixed.html).toContain('Fixed Page Club');
  });
});

describe('a residency in lists', () => {
  it('is one entry with its rule in words, each date keeping its own page', async () => {
    const res = await server.request('POST', '/api/series/create', {
      token: admin.token,
      body: {
        group: 'Archive Trio',
        venue: 'Residency Room',
        location: 'Burlington, VT',
        title: 'Thursdays at the Room',
        repeat: { freq: 'weekly', byDay: ['TH'] },
        startTime: '19:00',
        from: '2031-01-02',
        until: '2031-01-30',
      },
    });
    expect(res.status, res.text).toBe(201);
    const dates = res.body.events as { _id: string }[];
    expect(dates).toHaveLength(5);
    const shows = await page('/shows');
    expect(shows.html.split('Thursdays at the Room</a>').length - 1).toBe(1);
    expect(shows.html).toContain('Every Thursday, 7 PM, until January 30');
    for (const date of dates) expect((await page(`/shows/${date._id}`)).status).toBe(200);
    const first = await page(`/shows/${dates[0]!._id}`);
    expect(first.html).toContain('id="dates"');
    for (const date of dates) expect(first.html).toContain(`/shows/${date._id}`);
    // the calendar keeps each date as its own event
    const ics = await page('/shows.ics');
    for (const date of dates) expect(ics.html).toContain(`UID:event-${date._id}@`);
  });
});

describe('the upcoming list in pages', () => {
  it('lists a page of entries with a plain "Later shows" link; every show once; kept per page and in the sitemap', async () => {
    const band = await addBand('Paging Big Band');
    const path = `/groups/${band._id}`;
    const venues: string[] = [];
    const last = UPCOMING_PAGE_SIZE + 1;
    for (let i = 0; i <= last; i++) {
      const venue = `Paging Club ${String(i).padStart(3, '0')}`;
      venues.push(venue);
      await addShow({
        group: 'Paging Big Band',
        venue,
        startDate: new Date(Date.parse('2032-01-01T01:00:00Z') + i * 86_400_000).toISOString(),
      });
    }
    const first = await page(path);
    expect(first.status).toBe(200);
    expect(first.html).toContain(`href="${path}?page=2" rel="next"`);
    expect(first.html).toContain('Later shows');
    const second = await page(`${path}?page=2`);
    expect(second.status).toBe(200);
    expect(second.html).toContain(`href="${path}" rel="prev"`);
    expect(second.html).not.toContain('Later shows');
    expect(second.html).toContain(`<link rel="canonical" href="http://localhost:3999${path}?page=2"`);
    // soonest first, each show on exactly one of the pages
    for (const venue of venues)
      expect([first.html, second.html].filter((html) => html.includes(`${venue}<`)).length, venue).toBe(1);
    expect(first.html).toContain('Paging Club 000<');
    expect(second.html).toContain(`Paging Club ${String(last).padStart(3, '0')}<`);

    const past = await page(`${path}?page=3`);
    expect(past.status).toBe(404);
    expect(past.html).toContain('There is no page 3 of the upcoming shows.');
    expect(past.html).toContain(`href="${path}">See the upcoming shows</a>`);

    const before = pageRenders();
    expect((await page(`${path}?page=2&utm_source=mail`)).html).toContain(
      `Paging Club ${String(last).padStart(3, '0')}<`,
    );
    expect(pageRenders()).toBe(before);
    // a page that lists no upcoming shows keeps one copy, whatever `page` says
    await page('/about');
    const aboutRenders = pageRenders();
    for (const n of ['2', '3', 'x']) expect((await page(`/about?page=${n}`)).status).toBe(200);
    expect(pageRenders()).toBe(aboutRenders);

    const sitemap = await page('/sitemap.xml');
    expect(sitemap.html).toContain(`${path}?page=2</loc>`);
    expect(sitemap.html).not.toContain(`${path}?page=3</loc>`);
  });

  it('answers a year with no shows 404, saying so, with the years that have shows', async () => {
    await addShow({ venue: 'Archive Hall 2012', startDate: '2012-06-05T00:00:00.000Z' });
    const missing = await page('/shows?when=past&year=1850');
    expect(missing.status).toBe(404);
    // the one kept answer of every year with no shows (PRODUCT, Hardening IV): it names none
    expect(missing.html).toContain('No shows that year.');
    expect(missing.html).toContain('href="/shows?when=past&amp;year=2012"');
    // not the list of the last twelve months
    expect(missing.html).not.toContain('The last twelve months.');
    const word = await page('/shows?when=past&year=abcd');
    expect(word.status).toBe(404);
    expect(word.html).toContain('No shows that year.');
  });
});
