import { describe, expect, it } from 'vitest';
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
