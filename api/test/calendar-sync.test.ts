import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CALENDAR_SYNC_MESSAGES } from '@jazz/contracts/calendar-sync';
import { forThisFile } from '@jazz/testing/per-file';
import { adminForThisFile, memberForThisFile, serverForThisFile, type TestServer } from './harness';
import { addShow, testClock } from './lessons-helpers';
import { davAs, startRadicale } from './radicale';

// his calendar, both ways, against a real CalDAV server (Debian's Radicale)
const PASSWORD = 'app-pw-Zq7-never-shown';
const radicale = forThisFile(
  () => startRadicale([{ username: 'dana', password: PASSWORD }]),
  (r) => r.close(),
);
const clock = testClock('2027-02-20T12:00:00Z');
const server = serverForThisFile({ now: clock.now });
const admin = adminForThisFile(server);
const member = memberForThisFile(server);
const phone = () => davAs(radicale, radicale.users[0]!);

const request = (s: TestServer, method: string, path: string, body?: unknown) =>
  s.request(method, path, { token: admin.token, ...(body !== undefined && { body }) });

/** Connects the account with the gigs calendar and the busy ones. */
async function connect(fields: Record<string, unknown> = {}) {
  const gigs = await phone().calendar('gigs', 'Gigs');
  const personal = await phone().calendar('personal', 'Personal');
  const res = await request(server, 'PUT', '/api/calendar-sync/update', {
    serverUrl: radicale.url,
    username: 'dana',
    password: PASSWORD,
    gigsCalendar: gigs,
    busyCalendars: [personal],
    allDayBlocks: false,
    bufferMinutes: 0,
    ...fields,
  });
  expect(res.status, res.text).toBe(200);
  return { gigs, personal };
}

const run = async () => {
  const res = await request(server, 'POST', '/api/calendar-sync/run', {});
  expect(res.status, res.text).toBe(200);
  return res.body as { state: string; message: string };
};

const uidOf = (id: string) => `show-${id}@localhost`;
const fileOf = (gigs: string, id: string) => `${gigs}${encodeURIComponent(uidOf(id))}.ics`;

describe('the account', () => {
  it('is admin-only, the guard before any body check', async () => {
    for (const [method, path] of [
      ['GET', '/api/calendar-sync'],
      ['PUT', '/api/calendar-sync/update'],
      ['GET', '/api/calendar-sync/calendars'],
      ['DELETE', '/api/calendar-sync'],
      ['POST', '/api/calendar-sync/run'],
      ['GET', '/api/calendar-sync/changes'],
      ['POST', '/api/calendar-sync/changes/x/accept'],
      ['POST', '/api/calendar-sync/changes/x/revert'],
    ] as const) {
      const body = method === 'GET' ? {} : { body: { junk: 1 } };
      expect((await server.request(method, path, body)).status, path).toBe(401);
      expect((await server.request(method, path, { token: member.token, ...body })).status, path).toBe(403);
    }
  });

  it('refuses a wrong password and an address that is not CalDAV, before saving anything', async () => {
    const base = { serverUrl: radicale.url, username: 'dana', busyCalendars: [], gigsCalendar: '' };
    const wrong = await request(server, 'PUT', '/api/calendar-sync/update', { ...base, password: 'not-it' });
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.body)).toEqual(['password']);
    // the API itself answers HTTP, but not as CalDAV
    const notDav = await request(server, 'PUT', '/api/calendar-sync/update', {
      ...base,
      serverUrl: server.url + '/',
      password: PASSWORD,
    });
    expect(notDav.status, notDav.text).toBe(400);
    expect(Object.keys(notDav.body)).toEqual(['serverUrl']);
    const closed = await request(server, 'PUT', '/api/calendar-sync/update', {
      ...base,
      serverUrl: 'http://127.0.0.1:9/',
      password: PASSWORD,
    });
    expect(closed.status).toBe(400);
    expect(Object.keys(closed.body)).toEqual(['serverUrl']);
    // http:// to another computer would send the app password in clear: refused before any request
    for (const serverUrl of ['http://calendar.example.com/dav/', 'http://192.168.1.20/remote.php/dav/']) {
      const plain = await request(server, 'PUT', '/api/calendar-sync/update', {
        ...base,
        serverUrl,
        password: PASSWORD,
      });
      expect(plain.status, serverUrl).toBe(400);
      expect(plain.body, serverUrl).toEqual({ serverUrl: CALENDAR_SYNC_MESSAGES.serverUrlPlain });
    }
    expect((await request(server, 'GET', '/api/calendar-sync')).body).toMatchObject({ configured: false });
  });

  it('connects, lists the calendars and never answers the password', async () => {
    const { gigs, personal } = await connect();
    const view = await request(server, 'GET', '/api/calendar-sync');
    expect(view.body).toMatchObject({
      configured: true,
      serverUrl: radicale.url,
      username: 'dana',
      gigsCalendar: gigs,
      busyCalendars: [personal],
      state: 'ok',
    });
    expect(view.text).not.toContain(PASSWORD);
    expect(Object.keys(view.body)).not.toContain('password');
    const calendars = await request(server, 'GET', '/api/calendar-sync/calendars');
    expect(calendars.body).toEqual(
      expect.arrayContaining([
        { url: gigs, displayName: 'Gigs' },
        { url: personal, displayName: 'Personal' },
      ]),
    );
    // unchanged without the password: the stored one is used
    const again = await request(server, 'PUT', '/api/calendar-sync/update', {
      serverUrl: radicale.url,
      username: 'dana',
      gigsCalendar: gigs,
      busyCalendars: [personal],
      bufferMinutes: 15,
    });
    expect(again.status, again.text).toBe(200);
    expect(again.body.bufferMinutes).toBe(15);
  });
});

describe('the push', () => {
  it('creates, updates (ETags, a 412 read again) and deletes his shows, private ones too', async () => {
    const { gigs } = await connect();
    const show = await addShow(server, admin.token, '2027-03-05T00:30:00.000Z', {
      private: true,
      privateNotes: 'Load in by the kitchen door',
      title: 'Wedding of Ann Smith',
      lineup: [{ name: 'Ray Brown', instrument: 'bass' }],
    });
    // a show of two months ago is history his calendar has
    const old = await addShow(server, admin.token, '2026-12-20T00:30:00.000Z');
    await run();
    const file = await phone().get(fileOf(gigs, show._id));
    expect(file.status).toBe(200);
    const text = file.text.replace(/\r\n /g, '');
    expect(text).toContain(`UID:${uidOf(show._id)}`);
    expect(text).toContain('DTSTART;TZID=America/New_York:20270304T193000');
    expect(text).toContain('BEGIN:VTIMEZONE');
    expect(text).toContain('TZID:America/New_York');
    expect(text).toContain('STATUS:CONFIRMED');
    expect(text).toMatch(/LOCATION:Flynn Space/);
    expect(text).toContain('Load in by the kitchen door');
    expect(text).toContain('Ray Brown (bass)');
    expect(text).toContain(`/admin-panel/edit-event?id=${show._id}`);
    expect(text).toMatch(/SEQUENCE:\d+/);
    expect(await phone().list(gigs)).not.toContain(`${uidOf(old._id)}.ics`);

    // an update replaces it in place (If-Match), with a higher SEQUENCE
    const sequence = Number(/SEQUENCE:(\d+)/.exec(text)![1]);
    const current = (await request(server, 'GET', `/api/events/edit/${show._id}`)).body;
    const moved = await request(server, 'PUT', `/api/events/update/${show._id}`, {
      eventComparatorData: current,
      eventData: { ...current, startDate: '2027-03-05T01:00:00.000Z', status: 'cancelled' },
    });
    expect(moved.status, moved.text).toBe(200);
    await run();
    const updated = await phone().get(fileOf(gigs, show._id));
    expect(updated.etag).not.toBe(file.etag);
    expect(updated.text).toContain('DTSTART;TZID=America/New_York:20270304T200000');
    expect(updated.text).toContain('STATUS:CANCELLED');
    expect(Number(/SEQUENCE:(\d+)/.exec(updated.text)![1])).toBeGreaterThan(sequence);

    // his server rewrote the file (a new ETag, the same times): our If-Match gets a 412, the
    // file is read again, and ours goes over it
    const rewritten = updated.text.replace('END:VEVENT', 'X-APPLE-TRAVEL-ADVISORY-BEHAVIOR:AUTOMATIC\r\nEND:VEVENT');
    expect((await phone().put(fileOf(gigs, show._id), rewritten)).status).toBeLessThan(300);
    const before = (await request(server, 'GET', `/api/events/edit/${show._id}`)).body;
    await request(server, 'PUT', `/api/events/update/${show._id}`, {
      eventComparatorData: before,
      eventData: { ...before, status: 'scheduled', privateNotes: 'Side door' },
    });
    expect((await run()).state).toBe('ok');
    const after = await phone().get(fileOf(gigs, show._id));
    expect(after.text.replace(/\r\n /g, '')).toContain('Side door');
    expect((await request(server, 'GET', '/api/calendar-sync/changes')).body).toEqual([]);

    // a deleted show leaves his calendar
    expect((await request(server, 'DELETE', `/api/events/delete/${show._id}`)).status).toBe(200);
    await run();
    expect((await phone().get(fileOf(gigs, show._id))).status).toBe(404);
  });

  it('keeps every change while the server is down and pushes it when it is back', async () => {
    const { gigs } = await connect();
    await radicale.stop();
    const show = await addShow(server, admin.token, '2027-03-10T00:00:00.000Z');
    const down = await run();
    expect(down.state).toBe('unreachable');
    expect((await request(server, 'GET', '/api/calendar-sync')).body).toMatchObject({ state: 'unreachable' });
    expect(server.services.calendarSync.waiting()).toBeGreaterThan(0);
    await radicale.start();
    expect((await run()).state).toBe('ok');
    expect((await phone().get(fileOf(gigs, show._id))).status).toBe(200);
    expect(server.services.calendarSync.waiting()).toBe(0);
  });
});

describe('a password he revoked', () => {
  it('says so in the state, keeps the queue, and goes on once the new one is saved', async () => {
    const { gigs } = await connect();
    radicale.setPassword('dana', 'revoked-new-pw');
    const show = await addShow(server, admin.token, '2027-03-20T00:00:00.000Z');
    const refused = await run();
    expect(refused.state).toBe('auth');
    expect(refused.message).toMatch(/refused the password/);
    expect(server.services.calendarSync.waiting()).toBeGreaterThan(0);
    radicale.setPassword('dana', PASSWORD);
    expect((await run()).state).toBe('ok');
    expect((await phone().get(fileOf(gigs, show._id))).status).toBe(200);
  });
});

describe('edits on his phone', () => {
  it('are listed, never applied on their own; one accepted, one reverted, a deletion accepted', async () => {
    const { gigs } = await connect();
    const a = await addShow(server, admin.token, '2027-03-12T00:00:00.000Z');
    const b = await addShow(server, admin.token, '2027-03-13T00:00:00.000Z');
    const c = await addShow(server, admin.token, '2027-03-14T00:00:00.000Z');
    await run();
    // A: an hour later on his phone; B: deleted there; C: deleted there
    const fileA = await phone().get(fileOf(gigs, a._id));
    const later = fileA.text
      .replace(/DTSTART;TZID=America\/New_York:20270311T190000/, 'DTSTART;TZID=America/New_York:20270311T200000')
      .replace(/DTEND;TZID=America\/New_York:20270311T210000/, 'DTEND;TZID=America/New_York:20270311T220000');
    expect(later).not.toBe(fileA.text);
    expect((await phone().put(fileOf(gigs, a._id), later, { 'If-Match': fileA.etag })).status).toBeLessThan(300);
    expect(await phone().remove(fileOf(gigs, b._id))).toBe(200);
    expect(await phone().remove(fileOf(gigs, c._id))).toBe(200);
    await run();

    const changes = (await request(server, 'GET', '/api/calendar-sync/changes')).body as unknown[];
    expect(changes).toEqual(
      expect.arrayContaining([
        {
          eventId: a._id,
          kind: 'changed',
          // the end only follows the start at the usual length: no change of its own
          fields: { startDate: { ours: '2027-03-12T00:00:00.000Z', theirs: '2027-03-12T01:00:00.000Z' } },
        },
        { eventId: b._id, kind: 'deleted', fields: {} },
        { eventId: c._id, kind: 'deleted', fields: {} },
      ]),
    );
    expect(changes).toHaveLength(3);
    // nothing applied yet, and a push meanwhile does not overwrite his edit
    expect((await request(server, 'GET', `/api/events/edit/${a._id}`)).body.startDate).toBe('2027-03-12T00:00:00.000Z');
    await run();
    expect((await phone().get(fileOf(gigs, a._id))).text).toContain('20270311T200000');

    const accepted = await request(server, 'POST', `/api/calendar-sync/changes/${a._id}/accept`, {});
    expect(accepted.status, accepted.text).toBe(200);
    expect((await request(server, 'GET', `/api/events/edit/${a._id}`)).body.startDate).toBe('2027-03-12T01:00:00.000Z');
    expect((await request(server, 'POST', `/api/calendar-sync/changes/${b._id}/revert`, {})).status).toBe(200);
    expect((await request(server, 'POST', `/api/calendar-sync/changes/${c._id}/accept`, {})).status).toBe(200);
    expect((await request(server, 'GET', `/api/events/edit/${c._id}`)).body.status).toBe('cancelled');
    await run();
    expect((await request(server, 'GET', '/api/calendar-sync/changes')).body).toEqual([]);
    // A carries his time as ours now; B is back on his phone; C stays off it
    const nowA = await phone().get(fileOf(gigs, a._id));
    expect(nowA.text).toContain('DTSTART;TZID=America/New_York:20270311T200000');
    expect((await phone().get(fileOf(gigs, b._id))).status).toBe(200);
    expect((await phone().get(fileOf(gigs, c._id))).status).toBe(404);
    expect((await request(server, 'POST', `/api/calendar-sync/changes/${a._id}/accept`, {})).status).toBe(404);
    // the cancelled show goes ahead after all: back on his phone
    const cancelled = (await request(server, 'GET', `/api/events/edit/${c._id}`)).body;
    await request(server, 'PUT', `/api/events/update/${c._id}`, {
      eventComparatorData: cancelled,
      eventData: { ...cancelled, status: 'scheduled' },
    });
    await run();
    expect((await phone().get(fileOf(gigs, c._id))).text).toContain('STATUS:CONFIRMED');
  });
});

/** The database's files as bytes (the WAL holds the latest writes). */
const databaseBytes = (s: TestServer) =>
  ['site.db', 'site.db-wal']
    .map((name) => join(s.dir, name))
    .filter((file) => existsSync(file))
    .map((file) => readFileSync(file).toString('latin1'))
    .join('');

describe('what is kept', () => {
  it('never the password in an answer, a log line or the database; never a busy entry’s title', async () => {
    const { personal } = await connect();
    const secret =
      'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//t//t//EN\r\nBEGIN:VEVENT\r\nUID:dentist@phone\r\nDTSTAMP:20270101T000000Z\r\nDTSTART:20270301T150000Z\r\nDTEND:20270301T160000Z\r\nSUMMARY:Dentist Dr Quimby root canal\r\nDESCRIPTION:Bring the X-rays of the molar\r\nLOCATION:Quimby Dental Plaza\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';
    expect((await phone().put(`${personal}dentist.ics`, secret)).status).toBe(201);
    await run();
    const bytes = databaseBytes(server);
    expect(bytes.length).toBeGreaterThan(0);
    for (const words of ['Dentist', 'Quimby', 'X-rays', PASSWORD]) expect(bytes, words).not.toContain(words);
    const logged = JSON.stringify({ infos: server.infos, errors: server.errors, requests: server.requests });
    expect(logged).not.toContain(PASSWORD);
    expect(logged).not.toContain(Buffer.from(`dana:${PASSWORD}`).toString('base64'));
  });

  it('disconnects', async () => {
    await connect();
    expect((await request(server, 'DELETE', '/api/calendar-sync')).status).toBe(200);
    expect((await request(server, 'GET', '/api/calendar-sync')).body).toMatchObject({ configured: false });
    await connect();
  });
});
