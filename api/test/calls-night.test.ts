import { describe, expect, it } from 'vitest';
import { adminForThisFile, serverForThisFile } from './harness';
import { callRequests, feedOf, icsOf, linkOf, sequenceOf, to } from './calls-helpers';
import { importFile, storedShows } from './import-helpers';
import { testClock } from './lessons-helpers';
import { createShow, saveMoney } from './money-helpers';
import { createSeries, THURSDAY_RESIDENCY } from './series-helpers';

// the night itself (docs/calls.md): the load-in of the reminder, a show deleted under its
// players, and the player's feed renewed by the owner. Monday 1 June 2026, 8 AM in New York
const clock = testClock('2026-06-01T12:00:00Z');
const server = serverForThisFile({ now: clock.now });
const admin = adminForThisFile(server);

const { as, person, post, call, getCall, updateShow } = callRequests(() => ({ server, token: admin.token }));

/** A player called for `eventId` who says yes; his confirmation mail. */
async function confirmed(eventId: string, name: string, extra: Record<string, unknown> = {}) {
  const player = await person(name);
  const created = await call({ eventId, instrument: 'bass', people: [player.id], ...extra });
  expect((await post(linkOf(await server.smtp.waitFor(to(player.email))), 'yes')).status).toBe(200);
  return { player, created, mail: await server.smtp.waitFor(to(player.email, /^You're in/)) };
}

describe('the reminder the day before', () => {
  it('gives the deal’s load-in as a time and the call’s note apart; no load-in, no line', async () => {
    clock.set('2026-06-01T12:00:00Z');
    // Saturday 20 June 2026, 8 PM in New York
    const withLoadIn = await createShow(server, admin.token, { startDate: '2026-06-21T00:00:00.000Z' });
    await saveMoney(server, admin.token, withLoadIn, { deal: { type: 'flat', guarantee: 40_000, loadIn: '18:30' } });
    const { player } = await confirmed(withLoadIn, 'Rae Load', { note: 'Black suit, two sets' });
    const without = await createShow(server, admin.token, { startDate: '2026-06-21T01:00:00.000Z' });
    const other = (await confirmed(without, 'Noel Nodeal')).player;

    // Friday 19 June, 10:00 New York: money settings' reminder hour
    clock.set('2026-06-19T14:00:00Z');
    server.calls.tick();
    const reminder = await server.smtp.waitFor(to(player.email, /^Tomorrow/));
    expect(reminder.text).toContain('Load-in: 6:30 PM');
    expect(reminder.text).toContain('Note: Black suit, two sets');
    expect(reminder.text).not.toContain('Load-in: Black suit');
    expect(reminder.text).toContain('Lineup: Rae Load (bass)');
    // the band is said once, as the gig's first line
    expect(reminder.text.match(/^Band: /gm)).toHaveLength(1);
    const plain = await server.smtp.waitFor(to(other.email, /^Tomorrow/));
    expect(plain.text).not.toContain('Load-in');
    expect(plain.text).not.toContain('Note:');
  });
});

describe('a show deleted under its calls', () => {
  it('mails its confirmed player a STATUS:CANCELLED .ics and the person being asked that the chair is closed', async () => {
    clock.set('2026-07-01T12:00:00Z');
    const eventId = await createShow(server, admin.token, {
      group: 'Whitesell Quartet',
      startDate: '2026-07-18T00:00:00.000Z',
    });
    const { player, mail } = await confirmed(eventId, 'Dee Leted');
    const asked = await person('Ash Asked');
    await call({ eventId, instrument: 'drums', people: [asked.id] });
    const link = linkOf(await server.smtp.waitFor(to(asked.email)));

    const res = await server.request('DELETE', `/api/events/delete/${eventId}`, as());
    expect(res.status, res.text).toBe(200);
    const gone = await server.smtp.waitFor(to(player.email, /^Cancelled/));
    expect(gone.text).toContain('Whitesell Quartet');
    expect(icsOf(gone)).toContain('STATUS:CANCELLED');
    // the same calendar entry as his confirmation, its SEQUENCE raised, so his calendar drops it
    expect(icsOf(gone)).toContain(/UID:[^\r\n]+/.exec(icsOf(mail))![0]);
    expect(sequenceOf(icsOf(gone))).toBeGreaterThan(sequenceOf(icsOf(mail)));
    const closed = await server.smtp.waitFor(to(asked.email, /^No longer open/));
    expect(icsOf(closed)).toContain('STATUS:CANCELLED');
    // the call went with the show: its link answers as an unknown one
    expect((await server.request('GET', link)).status).toBe(404);
  });

  it('mails nobody for a show cancelled and already mailed as such, or one that has started', async () => {
    clock.set('2026-07-01T12:00:00Z');
    const heard = await createShow(server, admin.token, { startDate: '2026-07-19T00:00:00.000Z' });
    const { player } = await confirmed(heard, 'Hal Heard');
    await updateShow(heard, { status: 'cancelled' });
    server.calls.tick();
    clock.set('2026-07-01T12:00:30Z');
    server.calls.tick();
    await server.smtp.waitFor(to(player.email, /^Cancelled/));
    await server.request('DELETE', `/api/events/delete/${heard}`, as());

    const started = await createShow(server, admin.token, { startDate: '2026-07-02T00:00:00.000Z' });
    const late = (await confirmed(started, 'Lou Late')).player;
    clock.set('2026-07-02T01:00:00Z');
    await server.request('DELETE', `/api/events/delete/${started}`, as());
    await server.mailer.flush();
    expect(server.smtp.mails.filter(to(player.email, /^Cancelled/))).toHaveLength(1);
    expect(server.smtp.mails.filter(to(late.email, /^Cancelled/))).toHaveLength(0);
  });

  it('also when a series deletes its dates, or an import is undone', async () => {
    clock.set('2026-08-01T12:00:00Z');
    const series = await createSeries(server, admin.token, { ...THURSDAY_RESIDENCY, from: '2026-08-06', count: 3 });
    const dates = (await server.request('GET', `/api/series/${series._id ?? series.id}`, as())).body.events as {
      _id: string;
    }[];
    const { player } = await confirmed(dates[1]!._id, 'Sid Series');
    const deleted = await server.request('DELETE', `/api/series/delete/${series._id ?? series.id}`, as());
    expect(deleted.status, deleted.text).toBe(200);
    const fromSeries = await server.smtp.waitFor(to(player.email, /^Cancelled/));
    expect(icsOf(fromSeries)).toContain('STATUS:CANCELLED');

    // an imported show with a call still asking: undone, the person asked hears it is closed
    const header =
      'Date,Time,End date,Artist,Artist URL,Venue,Address,City,State,Postal code,Country,Venue phone,Venue URL,Admittance,Price,Ticket URL,Ticket phone,External URL,Notes,Tour,Status,Related ID,Related URL';
    const csv = `${header}\n2026-09-12,20:00:00,,Imported Trio,,Flynn Main Stage,153 Main St,Burlington,VT,05401,US,,,,0,,,,,,active,0,\n`;
    const bands = `?bands=${encodeURIComponent(JSON.stringify({ 'Imported Trio': { create: true } }))}`;
    const imported = await importFile(server, admin.token, csv, bands);
    expect(imported.status, imported.text).toBe(201);
    const show = { _id: storedShows(server).find((row) => row.group_name === 'Imported Trio')!.id };
    const asked = await person('Ivy Import');
    const created = await call({ eventId: show._id, instrument: 'piano', people: [asked.id] });
    await server.smtp.waitFor(to(asked.email));
    const undo = await server.request('POST', '/api/events/import/undo', as({ importId: imported.body.importId }));
    expect(undo.status, undo.text).toBe(200);
    expect(undo.body.deleted).toEqual([show._id]);
    await server.smtp.waitFor(to(asked.email, /^No longer open/));
    expect(await getCall(show._id, created._id)).toBeUndefined();
  });
});

describe('the player’s feed, renewed by the owner', () => {
  it('is admin-only, the guard first', async () => {
    const member = await server.member();
    for (const [method, path] of [
      ['GET', '/api/people/feed/x'],
      ['POST', '/api/people/feed/renew/x'],
    ] as const) {
      const raw = method === 'GET' ? undefined : '{not json';
      expect((await server.request(method, path, { raw })).status, path).toBe(401);
      expect((await server.request(method, path, { token: member.token, raw })).status, path).toBe(403);
    }
    expect((await server.request('POST', '/api/people/feed/renew/nobody', as())).status).toBe(404);
    const paths = Object.keys((await server.request('GET', '/api/openapi.json')).body.paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/people/feed/{id}', '/api/people/feed/renew/{id}']));
  });

  it('answers the new address; the old one then answers exactly as an unknown one', async () => {
    clock.set('2026-09-01T12:00:00Z');
    const fresh = await person('Fay Fresh');
    expect((await server.request('GET', `/api/people/feed/${fresh.id}`, as())).body).toEqual({ url: null });

    const eventId = await createShow(server, admin.token, {
      group: 'Feed Quartet',
      startDate: '2026-09-20T00:00:00.000Z',
    });
    const { player, mail } = await confirmed(eventId, 'Rex Renew');
    const old = feedOf(mail);
    const read = await server.request('GET', `/api/people/feed/${player.id}`, as());
    expect(read.body).toEqual({ url: `http://localhost:3999${old}` });

    const renewed = await server.request('POST', `/api/people/feed/renew/${player.id}`, as());
    expect(renewed.status, renewed.text).toBe(200);
    const next = new URL(renewed.body.url as string).pathname;
    expect(next).toMatch(/^\/people\/[\w-]{32}\.ics$/);
    expect(next).not.toBe(old);
    expect((await server.request('GET', `/api/people/feed/${player.id}`, as())).body).toEqual(renewed.body);

    const served = await server.request('GET', next);
    expect(served.status).toBe(200);
    expect(served.text).toContain('Feed Quartet');
    const ended = await server.request('GET', old);
    const unknown = await server.request('GET', '/people/' + 'z'.repeat(32) + '.ics');
    expect(ended.status).toBe(404);
    expect(ended.text).toBe(unknown.text);
    expect(ended.headers.get('content-type')).toBe(unknown.headers.get('content-type'));
  });
});
