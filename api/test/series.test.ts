import { beforeEach, describe, expect, it } from 'vitest';
import { SERIES_MESSAGES } from '@jazz/contracts';
import { adminForThisFile, serverForThisFile } from './harness';
import { createSeries, THURSDAY_RESIDENCY } from './series-helpers';

// the server's clock: a test moves it on instead of waiting months
const START = Date.parse('2026-10-01T12:00:00.000Z');
let clock = START;
// each test starts on the same day, whatever a test before it moved the clock to
beforeEach(() => {
  clock = START;
});
const server = serverForThisFile({ now: () => clock });
const admin = adminForThisFile(server);

const create = (body: Record<string, unknown>) => createSeries(server, admin.token, body);

const starts = (series: { events: { startDate: string }[] }) => series.events.map((e) => e.startDate);
const comparatorOf = ({ events: _e, _id: _i, id: _d, updatedAt: _u, ...fields }: any) => fields;
const publicEvents = async () => (await server.request('GET', '/api/events')).body as any[];

describe('POST /api/series/create', () => {
  it('makes one event per Thursday at 19:00 local, across the end of daylight saving time', async () => {
    const series = await create({ ...THURSDAY_RESIDENCY, from: '2026-10-22', until: '2026-11-12' });
    // 19:00 EDT is 23:00Z; after Nov 1, 19:00 EST is 00:00Z the next day
    expect(starts(series)).toEqual([
      '2026-10-22T23:00:00.000Z',
      '2026-10-29T23:00:00.000Z',
      '2026-11-06T00:00:00.000Z',
      '2026-11-13T00:00:00.000Z',
    ]);
    expect(series.events.map((e: any) => e.endDate)).toEqual([
      '2026-10-23T02:00:00.000Z',
      '2026-10-30T02:00:00.000Z',
      '2026-11-06T03:00:00.000Z',
      '2026-11-13T03:00:00.000Z',
    ]);
    expect(series).toMatchObject({
      _id: expect.any(String),
      title: 'Thursday residency',
      repeat: { freq: 'weekly', byDay: ['TH'] },
      startTime: '19:00',
      from: '2026-10-22',
      until: '2026-11-12',
      count: null,
    });
    // each is an ordinary event, in the public list, carrying seriesId
    const listed = (await publicEvents()).filter((e) => e.seriesId === series._id);
    expect(listed.map((e) => e.startDate)).toEqual(starts(series));
    expect(listed.every((e) => e.title === 'Thursday residency' && e.venue === 'Radio Bean')).toBe(true);
  });

  it('makes a monthly series on the last Friday', async () => {
    const series = await create({
      ...THURSDAY_RESIDENCY,
      repeat: { freq: 'monthly', byDay: ['FR'], bySetPos: -1 },
      from: '2026-10-01',
      count: 4,
    });
    expect(starts(series)).toEqual([
      '2026-10-30T23:00:00.000Z',
      '2026-11-28T00:00:00.000Z',
      '2026-12-26T00:00:00.000Z',
      '2027-01-30T00:00:00.000Z',
    ]);
  });

  it('answers 400 per field for a rule it can not take', async () => {
    const res = await server.request('POST', '/api/series/create', {
      token: admin.token,
      body: {
        ...THURSDAY_RESIDENCY,
        venue: '',
        repeat: { freq: 'monthly', byDay: ['FR'] },
        startTime: '7pm',
        from: 'soon',
      },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      venue: expect.any(String),
      repeat: SERIES_MESSAGES.bySetPos,
      startTime: SERIES_MESSAGES.startTime,
      from: SERIES_MESSAGES.from,
    });
    expect((await server.request('POST', '/api/series/create', { body: THURSDAY_RESIDENCY })).status).toBe(401);
  });
});

describe('PUT /api/series/update/:id', () => {
  it('changes this and following dates only, keeping the earlier ones as they were', async () => {
    const series = await create({ ...THURSDAY_RESIDENCY, from: '2026-10-08', count: 5 });
    const third = series.events[2];
    const res = await server.request('PUT', `/api/series/update/${series._id}`, {
      token: admin.token,
      body: {
        seriesComparatorData: comparatorOf(series),
        seriesData: { ...comparatorOf(series), title: 'Late set', startTime: '20:30' },
        from: third._id,
      },
    });
    expect(res.status, res.text).toBe(200);
    const after = res.body.events;
    expect(after.map((e: any) => e.title)).toEqual([
      'Thursday residency',
      'Thursday residency',
      'Late set',
      'Late set',
      'Late set',
    ]);
    expect(after.slice(0, 2)).toEqual(series.events.slice(0, 2));
    // the third keeps its id (its page), now at 20:30 local
    expect(after[2]._id).toBe(third._id);
    expect(after[2].startDate).toBe('2026-10-23T00:30:00.000Z');
    expect(after[4].startDate).toBe('2026-11-06T01:30:00.000Z');
    // the time text, only times, follows the move; the dates left at 7 keep theirs
    expect(after.map((e: any) => e.timeText)).toEqual([
      '7 to 10',
      '7 to 10',
      '8:30 PM – 10:00 PM',
      '8:30 PM – 10:00 PM',
      '8:30 PM – 10:00 PM',
    ]);
  });

  it('leaves a date edited or cancelled on its own alone, and refuses a stale comparator', async () => {
    const series = await create({ ...THURSDAY_RESIDENCY, from: '2026-10-08', count: 4 });
    const [, second, third] = series.events;
    const { _id: _a, id: _b, updatedAt: _c, seriesId: _d, ...secondData } = second;
    expect(
      (
        await server.request('PUT', `/api/events/update/${second._id}`, {
          token: admin.token,
          body: { eventComparatorData: second, eventData: { ...secondData, title: 'With strings' } },
        })
      ).status,
    ).toBe(200);
    const { _id: _e, id: _f, updatedAt: _g, seriesId: _h, ...thirdData } = third;
    expect(
      (
        await server.request('PUT', `/api/events/update/${third._id}`, {
          token: admin.token,
          body: { eventComparatorData: third, eventData: { ...thirdData, status: 'cancelled' } },
        })
      ).status,
    ).toBe(200);
    const res = await server.request('PUT', `/api/series/update/${series._id}`, {
      token: admin.token,
      body: {
        seriesComparatorData: comparatorOf(series),
        seriesData: { ...comparatorOf(series), title: 'Renamed', price: '$10' },
      },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.events.map((e: any) => [e.title, e.status])).toEqual([
      ['Renamed', 'scheduled'],
      ['With strings', 'scheduled'],
      ['Thursday residency', 'cancelled'],
      ['Renamed', 'scheduled'],
    ]);
    const stale = await server.request('PUT', `/api/series/update/${series._id}`, {
      token: admin.token,
      body: { seriesComparatorData: comparatorOf(series), seriesData: comparatorOf(series) },
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ message: expect.any(String), current: res.body });
  });
});

describe('DELETE /api/series/delete/:id', () => {
  it('deletes the future dates and keeps the past ones as history', async () => {
    const series = await create({ ...THURSDAY_RESIDENCY, from: '2026-09-10', count: 6 });
    const res = await server.request('DELETE', `/api/series/delete/${series._id}`, { token: admin.token });
    expect(res.status).toBe(200);
    const ids = new Set((await publicEvents()).map((e) => e._id));
    const kept = series.events.filter((e: any) => ids.has(e._id)).map((e: any) => e.startDate);
    expect(kept).toEqual(['2026-09-10T23:00:00.000Z', '2026-09-17T23:00:00.000Z', '2026-09-24T23:00:00.000Z']);
    expect((await server.request('GET', `/api/series/${series._id}`)).status).toBe(404);
  });
});

describe('a series with no end', () => {
  it('keeps about 12 months of dates made, extended as time passes, announced once', async () => {
    const series = await create({ ...THURSDAY_RESIDENCY, from: '2026-10-01' });
    expect(series.events).toHaveLength(53);
    expect(series.events.at(-1).startDate).toBe('2027-09-30T23:00:00.000Z');
    // a date deleted alone stays deleted when the series is extended
    const deleted = series.events[3];
    expect((await server.request('DELETE', `/api/events/delete/${deleted._id}`, { token: admin.token })).status).toBe(
      200,
    );
    clock = Date.parse('2026-12-15T12:00:00.000Z');
    const listed = (await publicEvents()).filter((e) => e.seriesId === series._id);
    // Thursday Dec 9, 2027 at 19:00 EST
    expect(listed.at(-1).startDate).toBe('2027-12-10T00:00:00.000Z');
    expect(listed.map((e) => e.startDate)).not.toContain(deleted.startDate);
    expect(listed).toHaveLength(53 + 10 - 1);
    // followers hear of the series once, by its first date
    const ids = listed.map((e) => e._id);
    const announced = server.db
      .prepare(`SELECT event_id FROM announcements WHERE event_id IN (${ids.map(() => '?').join(',')})`)
      .all(...ids);
    expect(announced).toEqual([{ event_id: series.events[0]._id }]);
  });
});
