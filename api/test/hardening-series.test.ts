import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { eventDataOf } from '@jazz/contracts';
import { adminForThisFile, memberForThisFile, serverForThisFile } from './harness';
import { createSeries, THURSDAY_RESIDENCY } from './series-helpers';

const server = serverForThisFile();
const admin = adminForThisFile(server);
const member = memberForThisFile(server);

const setlistOf = (ids: string[], flags: { final: boolean; public: boolean }) => ({
  sets: [{ title: 'Set 1', tunes: ids.map((tuneId) => ({ tuneId })) }],
  ...flags,
});

async function withSetlist(date: any, setlist: unknown) {
  const { _id: _a, id: _b, updatedAt: _c, seriesId: _d, ...data } = date;
  const res = await server.request('PUT', `/api/events/update/${date._id}`, {
    token: admin.token,
    body: { eventComparatorData: date, eventData: { ...data, setlist } },
  });
  expect(res.status, res.text).toBe(200);
}

describe('GET /api/series answers each date through the public setlist rule (issue 45, finding 1)', () => {
  it('shows no draft, not-public or not-yet-played setlist, and no tune notes, to anyone but an admin', async () => {
    const secret = (
      await server.request('POST', '/api/tunes/create', {
        token: admin.token,
        body: { title: 'Secret Ballad', notes: 'tune notes marker' },
      })
    ).body;
    const played = (await server.request('POST', '/api/tunes/create', { token: admin.token, body: { title: 'Solar' } }))
      .body;
    // Thursdays from three weeks back to five weeks ahead: past dates and future ones
    const from = new Date(Date.now() - 21 * 86_400_000).toISOString().slice(0, 10);
    const series = await createSeries(server, admin.token, { ...THURSDAY_RESIDENCY, from, count: 8 });
    const now = new Date().toISOString();
    const past = series.events.filter((e: any) => e.startDate < now);
    const future = series.events.filter((e: any) => e.startDate > now);
    await withSetlist(past[0], setlistOf([secret._id], { final: false, public: true }));
    await withSetlist(past[1], setlistOf([secret._id], { final: true, public: false }));
    await withSetlist(future[future.length - 1], setlistOf([secret._id], { final: true, public: true }));
    await withSetlist(past[2], setlistOf([played._id], { final: true, public: true }));

    for (const token of [undefined, member.token]) {
      const list = await server.request('GET', '/api/series', { token });
      const one = await server.request('GET', `/api/series/${series._id}`, { token });
      for (const answer of [list.body[0], one.body]) {
        const text = JSON.stringify(answer);
        expect(text).not.toContain('Secret Ballad');
        expect(text).not.toContain('tune notes marker');
        const byId = new Map(answer.events.map((e: any) => [e._id, e]));
        for (const hidden of [past[0], past[1], future[future.length - 1]])
          expect((byId.get(hidden._id) as any).setlist).toBeNull();
        expect((byId.get(past[2]._id) as any).setlist.sets[0].tunes[0].title).toBe('Solar');
      }
    }
    const mine = await server.request('GET', `/api/series/${series._id}`, { token: admin.token });
    expect(mine.body.events.find((e: any) => e._id === past[0]._id).setlist.final).toBe(false);
  });
});

/** The instants (ms) a subscriber's calendar shows for an "all dates" file, expanded by ical.js. */
function subscribed(text: string, upTo = Number.POSITIVE_INFINITY): number[] {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const vevents = calendar.getAllSubcomponents('vevent');
  const starts: number[] = [];
  for (const vevent of vevents.filter((v) => !v.hasProperty('recurrence-id'))) {
    const event = new ICAL.Event(vevent, { exceptions: [] });
    for (const v of vevents.filter((o) => o.hasProperty('recurrence-id')))
      if (v.getFirstPropertyValue('uid') === event.uid) event.relateException(new ICAL.Event(v));
    const it = event.iterator();
    for (let next = it.next(); next && next.toJSDate().getTime() <= upTo; next = it.next())
      starts.push(event.getOccurrenceDetails(next).startDate.toJSDate().getTime());
  }
  return starts;
}

async function makePrivate(date: any, value: boolean) {
  const res = await server.request('PUT', `/api/events/update/${date._id}`, {
    token: admin.token,
    body: { eventComparatorData: date, eventData: { ...eventDataOf(date), private: value } },
  });
  expect(res.status, res.text).toBe(200);
}

describe('/series/{id}.ics keeps private dates out of subscribers calendars (issue 45, finding 5)', () => {
  it('a private date after the last public one is no date of the file', async () => {
    // a residency with no end: its dates are made a year ahead, the last two of them private
    const from = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const series = await createSeries(server, admin.token, { ...THURSDAY_RESIDENCY, title: 'Late private', from });
    const dates = series.events as any[];
    const hidden = [dates[1], dates.at(-2), dates.at(-1)];
    for (const date of hidden) await makePrivate(date, true);
    const res = await server.request('GET', `/series/${series._id}.ics`);
    expect(res.status).toBe(200);
    const shown = subscribed(res.text, Date.parse(dates.at(-1).startDate));
    const publicStarts = dates.filter((e) => !hidden.includes(e)).map((e) => Date.parse(e.startDate));
    expect(shown.sort()).toEqual(publicStarts.sort());
  });

  it('a private residency has no public "all dates" file, even with a public date', async () => {
    const from = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const series = await createSeries(server, admin.token, {
      ...THURSDAY_RESIDENCY,
      title: 'Smith family Thursdays',
      private: true,
      from,
      count: 3,
    });
    await makePrivate(series.events[0], false);
    const res = await server.request('GET', `/series/${series._id}.ics`);
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('Smith family');
  });
});
