import { dayOf } from '@jazz/contracts/time';
import { afterEach, describe, expect, it } from 'vitest';
import { periodsOf } from '../src/money/reports';
import { adminForThisFile, serverForThisFile } from './harness';
import { createShow, saveMoney } from './money-helpers';

/**
 * The money report groups in SQL (money/reports-repository.ts): each show in the site's month
 * and year of its start (SITE_TIMEZONE, America/New_York by default), whatever the server's TZ,
 * across DST changes and at the edges of months and years, and by band and venue as the
 * show's answer names them.
 */
const server = serverForThisFile();
const admin = adminForThisFile(server);
const as = () => ({ token: admin.token });
const ZONE = 'America/New_York';
const savedTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = savedTz;
});

/** The shows of the test: instants near the edges of the site's months, years and DST changes. */
const STARTS = [
  // 23:30 on New Year's Eve in New York: 2024 there, 2025 in UTC
  '2025-01-01T04:30:00.000Z',
  // 00:30 on 1 January in New York
  '2025-01-01T05:30:00.000Z',
  // the night clocks go forward (9 March 2025, 02:00 → 03:00): 01:30 and 03:30 local
  '2025-03-09T06:30:00.000Z',
  '2025-03-09T07:30:00.000Z',
  // 23:30 on 30 and 31 March in New York (EDT): the second is April in UTC
  '2025-03-31T03:30:00.000Z',
  '2025-04-01T03:30:00.000Z',
  // the night clocks go back (2 November 2025): 01:30 twice, the second in EST; 31 October 23:59
  '2025-11-01T03:59:00.000Z',
  '2025-11-02T05:30:00.000Z',
  '2025-11-02T06:30:00.000Z',
  // 23:59 on 31 December 2025 in New York
  '2026-01-01T04:59:00.000Z',
];

describe('periodsOf', () => {
  for (const tz of ['UTC', 'Asia/Tokyo', 'America/Los_Angeles'])
    it(`cuts a range into the site's months and years, whatever the server's TZ (${tz})`, () => {
      process.env.TZ = tz;
      const months = periodsOf('month', '2025-02-15', '2025-04-10', ZONE);
      expect(months).toEqual([
        { key: '2025-02', from: '2025-02-15T05:00:00.000Z', to: '2025-03-01T05:00:00.000Z' },
        // March starts in EST and ends in EDT
        { key: '2025-03', from: '2025-03-01T05:00:00.000Z', to: '2025-04-01T04:00:00.000Z' },
        { key: '2025-04', from: '2025-04-01T04:00:00.000Z', to: '2025-04-11T04:00:00.000Z' },
      ]);
      const years = periodsOf('year', '2024-12-31', '2026-01-01', ZONE);
      expect(years.map((period) => period.key)).toEqual(['2024', '2025', '2026']);
      expect(years[1]).toEqual({ key: '2025', from: '2025-01-01T05:00:00.000Z', to: '2026-01-01T05:00:00.000Z' });
      expect(years[2]!.to).toBe('2026-01-02T05:00:00.000Z');
      // a day's range, and an empty one
      expect(periodsOf('month', '2025-11-02', '2025-11-02', ZONE)).toEqual([
        { key: '2025-11', from: '2025-11-02T04:00:00.000Z', to: '2025-11-03T05:00:00.000Z' },
      ]);
      expect(periodsOf('year', '2025-05-02', '2025-05-01', ZONE)).toEqual([]);
    });
});

describe('GET /api/money/report', () => {
  it("puts each show in the site's month and year of its start, and sums as the shows' own totals", async () => {
    process.env.TZ = 'Asia/Tokyo';
    const shows: { id: string; start: string; share: number; net: number }[] = [];
    for (const [i, start] of STARTS.entries()) {
      const id = await createShow(server, admin.token, {
        group: i % 2 ? 'Quartet' : 'Trio',
        venue: i % 3 ? 'Nectar' : 'Radio Bean',
        startDate: start,
      });
      const money = await saveMoney(server, admin.token, id, {
        deal: { type: 'flat', guarantee: 10_000 + i * 1_000 },
        settlement: { gross: 0, houseCosts: 0, tips: 100 * i, merch: 0 },
        expenses: [{ category: 'parking', amount: 250 }],
      });
      shows.push({ id, start, share: money.totals.artistShare, net: money.totals.net });
    }

    /** What the report must say: the shows grouped here by their site day, one by one. */
    const expected = (keyOf: (show: (typeof shows)[number]) => string) => {
      const rows = new Map<string, { key: string; gigs: number; artistShare: number; net: number }>();
      for (const show of shows) {
        const key = keyOf(show);
        const row = rows.get(key) ?? { key, gigs: 0, artistShare: 0, net: 0 };
        row.gigs += 1;
        row.artistShare += show.share;
        row.net += show.net;
        rows.set(key, row);
      }
      return [...rows.values()].sort((a, b) => a.key.localeCompare(b.key));
    };
    const report = async (by: string, from = '2024-12-01', to = '2026-01-31') => {
      const res = await server.request('GET', `/api/money/report?from=${from}&to=${to}&by=${by}`, as());
      expect(res.status, res.text).toBe(200);
      return res.body as { rows: Record<string, unknown>[]; totals: Record<string, number> };
    };
    const byMonth = await report('month');
    expect(byMonth.rows).toEqual(
      expected((show) => dayOf(show.start, ZONE).slice(0, 7)).map((row) => expect.objectContaining(row)),
    );
    expect(byMonth.rows.map((row) => row.key)).toEqual([
      '2024-12',
      '2025-01',
      '2025-03',
      '2025-10',
      '2025-11',
      '2025-12',
    ]);
    const byYear = await report('year');
    expect(byYear.rows).toEqual(
      expected((show) => dayOf(show.start, ZONE).slice(0, 4)).map((row) => expect.objectContaining(row)),
    );
    expect(byYear.rows.map((row) => [row.key, row.gigs])).toEqual([
      ['2024', 1],
      ['2025', 9],
    ]);
    for (const by of ['month', 'year', 'band', 'venue']) {
      const { totals, rows } = await report(by);
      expect(totals).toMatchObject({
        gigs: STARTS.length,
        artistShare: shows.reduce((sum, show) => sum + show.share, 0),
        net: shows.reduce((sum, show) => sum + show.net, 0),
        tips: 100 * ((STARTS.length * (STARTS.length - 1)) / 2),
        expenses: 250 * STARTS.length,
      });
      for (const field of ['gigs', 'artistShare', 'tips', 'expenses', 'mileage', 'payouts', 'net'])
        expect(
          rows.reduce((sum, row) => sum + Number(row[field]), 0),
          `${by} ${field}`,
        ).toBe(totals[field]);
    }
    const byBand = await report('band');
    expect(byBand.rows.map((row) => [row.key, row.gigs])).toEqual([
      ['Quartet', 5],
      ['Trio', 5],
    ]);
    const byVenue = await report('venue');
    expect(byVenue.rows.map((row) => [row.key, row.gigs])).toEqual([
      ['Nectar', 6],
      ['Radio Bean', 4],
    ]);
    // the range's own edges are the site's days: 31 December 2024 alone, in New York
    const eve = await report('year', '2024-12-31', '2024-12-31');
    expect(eve.rows.map((row) => [row.key, row.gigs])).toEqual([['2024', 1]]);
    const dstNight = await report('month', '2025-03-09', '2025-03-09');
    expect(dstNight.rows.map((row) => [row.key, row.gigs])).toEqual([['2025-03', 2]]);
  });

  it("names a show as its answer does: its band, and a saved venue's name or its own place's", async () => {
    const venue = await server.request('POST', '/api/venues/create', {
      ...as(),
      body: { name: 'Old Hall', city: 'Burlington', region: 'VT' },
    });
    expect(venue.status, venue.text).toBe(201);
    const player = await server.request('POST', '/api/people/create', { ...as(), body: { name: 'Pat Keys' } });
    expect(player.status).toBe(201);
    const paid = {
      personId: player.body.id,
      rule: 'flat',
      amount: 5_000,
      paid: { date: '2027-02-02', method: 'check', reference: '' },
    };
    const atHall = await createShow(server, admin.token, {
      group: 'Hall Trio',
      venueId: venue.body._id,
      venue: 'Old Hall',
      startDate: '2027-02-01T00:00:00.000Z',
    });
    const atBarn = await createShow(server, admin.token, {
      group: 'Barn Duo',
      venue: 'The Barn',
      startDate: '2027-02-02T00:00:00.000Z',
    });
    for (const id of [atHall, atBarn])
      await saveMoney(server, admin.token, id, { deal: { type: 'flat', guarantee: 20_000 }, payouts: [paid] });
    const byVenue = (await server.request('GET', '/api/money/report?from=2027-01-01&to=2027-12-31&by=venue', as()))
      .body;
    expect(byVenue.rows.map((row: { key: string }) => row.key)).toEqual(['Old Hall', 'The Barn']);
    const byBand = (await server.request('GET', '/api/money/report?from=2027-01-01&to=2027-12-31&by=band', as())).body;
    expect(byBand.rows.map((row: { key: string }) => row.key)).toEqual(['Barn Duo', 'Hall Trio']);
    const statement = (await server.request('GET', `/api/people/${player.body.id}/statement?year=2027`, as())).body;
    expect(statement.payouts.map((p: { show: string; showDate: string }) => [p.show, p.showDate])).toEqual([
      ['Hall Trio, Old Hall', '2027-01-31'],
      ['Barn Duo, The Barn', '2027-02-01'],
    ]);
    // a paid date of another year is not this year's
    expect(
      (await server.request('GET', `/api/people/${player.body.id}/statement?year=2026`, as())).body.payouts,
    ).toEqual([]);
  });
});
