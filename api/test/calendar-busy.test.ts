import { afterAll, describe, expect, it } from 'vitest';
import { wallClock } from '@jazz/contracts/time';
import { forThisFile } from '@jazz/testing/per-file';
import { adminForThisFile, serverForThisFile } from './harness';
import { putSettingsOverDefaults, slots, testClock } from './lessons-helpers';
import { davAs, phoneCalendar as calendar, startRadicale } from './radicale';

// his busy time blocks lesson slots: pulled from a real CalDAV server (Debian's Radicale),
// repeats expanded across the spring daylight-saving change of SITE_TIMEZONE (2027-03-14)
const radicale = forThisFile(
  () => startRadicale(),
  (r) => r.close(),
);
const clock = testClock('2027-02-20T12:00:00Z');
const server = serverForThisFile({ now: clock.now });
const admin = adminForThisFile(server);
const phone = () => davAs(radicale, radicale.users[0]!);
const machineZone = process.env.TZ;
afterAll(() => {
  if (machineZone === undefined) delete process.env.TZ;
  else process.env.TZ = machineZone;
});

const ZONE = 'America/New_York';
/** Tuesdays at 10 for six weeks, 2 March left out, 9 March moved to Thursday 11 March at 1 PM. */
const WEEKLY = calendar(
  'BEGIN:VEVENT',
  'UID:physio@phone',
  'DTSTAMP:20270101T000000Z',
  `DTSTART;TZID=${ZONE}:20270223T100000`,
  `DTEND;TZID=${ZONE}:20270223T110000`,
  'RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=6',
  `EXDATE;TZID=${ZONE}:20270302T100000`,
  'SUMMARY:Physio',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:physio@phone',
  'DTSTAMP:20270101T000000Z',
  `RECURRENCE-ID;TZID=${ZONE}:20270309T100000`,
  `DTSTART;TZID=${ZONE}:20270311T130000`,
  `DTEND;TZID=${ZONE}:20270311T140000`,
  'SUMMARY:Physio (moved)',
  'END:VEVENT',
);
/** Free time on his calendar (TRANSP:TRANSPARENT): blocks nothing. */
const TRANSPARENT = calendar(
  'BEGIN:VEVENT',
  'UID:reminder@phone',
  'DTSTAMP:20270101T000000Z',
  `DTSTART;TZID=${ZONE}:20270225T100000`,
  `DTEND;TZID=${ZONE}:20270225T110000`,
  'TRANSP:TRANSPARENT',
  'SUMMARY:Call mum',
  'END:VEVENT',
);
/** A whole day: blocks only with allDayBlocks. */
const ALL_DAY = calendar(
  'BEGIN:VEVENT',
  'UID:holiday@phone',
  'DTSTAMP:20270101T000000Z',
  'DTSTART;VALUE=DATE:20270304',
  'DTEND;VALUE=DATE:20270305',
  'SUMMARY:Family day',
  'END:VEVENT',
);

const ALL = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00'];
/** The lesson slots expected with a 30-minute buffer around his busy time. */
const EXPECTED: Record<string, string[]> = {
  // 10-11 EST, widened to 9:30-11:30
  '2027-02-23': ['11:30', '12:00', '12:30', '13:00'],
  '2027-02-25': ALL,
  // left out by EXDATE
  '2027-03-02': ALL,
  '2027-03-04': ALL,
  // moved away by RECURRENCE-ID...
  '2027-03-09': ALL,
  // ...to 1-2 PM, widened to 12:30-2:30
  '2027-03-11': ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30'],
  // after the change to daylight time: still 10-11 on his wall clock
  '2027-03-16': ['11:30', '12:00', '12:30', '13:00'],
  '2027-03-18': ALL,
};

const two = (n: number) => String(n).padStart(2, '0');
/** The lesson slots of those days as New York wall times, by day. */
async function slotsByDay(): Promise<Record<string, string[]>> {
  const byDay: Record<string, string[]> = {};
  for (const start of await slots(server, '2027-02-22', '2027-03-19', 60)) {
    const w = wallClock(Date.parse(start), ZONE);
    (byDay[`${w.year}-${two(w.month)}-${two(w.day)}`] ??= []).push(`${two(w.hour)}:${two(w.minute)}`);
  }
  return byDay;
}

async function connect(allDayBlocks: boolean) {
  const gigs = await phone().calendar('gigs');
  const personal = await phone().calendar('personal');
  const res = await server.request('PUT', '/api/calendar-sync/update', {
    token: admin.token,
    body: {
      serverUrl: radicale.url,
      username: radicale.users[0]!.username,
      password: radicale.users[0]!.password,
      gigsCalendar: gigs,
      busyCalendars: [personal],
      allDayBlocks,
      bufferMinutes: 30,
    },
  });
  expect(res.status, res.text).toBe(200);
  const run = await server.request('POST', '/api/calendar-sync/run', { token: admin.token, body: {} });
  expect(run.body.state, run.text).toBe('ok');
  return personal;
}

describe('busy time from his calendar', () => {
  it('blocks exactly the slots of a weekly entry with an exception and a moved date across DST', async () => {
    await putSettingsOverDefaults(server, admin.token, {
      availability: [
        { day: 'TU', from: '09:00', to: '14:00' },
        { day: 'TH', from: '09:00', to: '14:00' },
      ],
      lengths: [{ minutes: 60, price: '' }],
      bufferMinutes: 0,
      noticeHours: 0,
      gigBufferHours: 0,
      horizonWeeks: 8,
    });
    const personal = await phone().calendar('personal');
    for (const [name, text] of [
      ['physio.ics', WEEKLY],
      ['reminder.ics', TRANSPARENT],
      ['holiday.ics', ALL_DAY],
    ] as const)
      expect((await phone().put(`${personal}${name}`, text)).status, name).toBe(201);
    expect(await slotsByDay()).toEqual({ ...Object.fromEntries(Object.keys(EXPECTED).map((d) => [d, ALL])) });
    await connect(false);
    expect(await slotsByDay()).toEqual(EXPECTED);
  });

  it('blocks all-day entries only with allDayBlocks', async () => {
    await connect(true);
    const { '2027-03-04': _blocked, ...rest } = EXPECTED;
    expect(await slotsByDay()).toEqual(rest);
  });

  it('reads the same times with the process zone set elsewhere', async () => {
    process.env.TZ = 'Pacific/Auckland';
    expect(new Date('2027-02-23T00:00:00Z').getTimezoneOffset()).not.toBe(0);
    // read again from scratch: disconnected, connected, pulled
    expect((await server.request('DELETE', '/api/calendar-sync', { token: admin.token })).status).toBe(200);
    await connect(false);
    expect(await slotsByDay()).toEqual(EXPECTED);
  });

  it('reads the calendar whole when the server refuses the sync token', async () => {
    const personal = await connect(false);
    const bogus = 'http://radicale.org/ns/sync/0000000000000000000000000000000000000000';
    const tokens = server.db.prepare<[string], { sync_token: string }>(
      'SELECT sync_token FROM calendar_sources WHERE url = ?',
    );
    expect(tokens.get(personal)?.sync_token).toMatch(/^http/);
    server.db.prepare('UPDATE calendar_sources SET sync_token = ? WHERE url = ?').run(bogus, personal);
    const lunch = calendar(
      'BEGIN:VEVENT',
      'UID:lunch@phone',
      'DTSTAMP:20270101T000000Z',
      `DTSTART;TZID=${ZONE}:20270318T090000`,
      `DTEND;TZID=${ZONE}:20270318T093000`,
      'SUMMARY:Lunch',
      'END:VEVENT',
    );
    expect((await phone().put(`${personal}lunch.ics`, lunch)).status).toBe(201);
    await server.request('POST', '/api/calendar-sync/run', { token: admin.token, body: {} });
    // a new token from the full read, and the new entry (9 to 9:30, widened to 10) blocks
    expect(tokens.get(personal)?.sync_token).not.toBe(bogus);
    expect((await slotsByDay())['2027-03-18']).toEqual(ALL.filter((t) => t >= '10:00'));
    expect(await phone().remove(`${personal}lunch.ics`)).toBe(200);
  });

  it('follows his edits: a deleted entry frees its slots at the next pull', async () => {
    const personal = await connect(false);
    expect(await phone().remove(`${personal}physio.ics`)).toBe(200);
    await server.request('POST', '/api/calendar-sync/run', { token: admin.token, body: {} });
    const byDay = await slotsByDay();
    expect(byDay['2027-02-23']).toEqual(ALL);
    expect(byDay['2027-03-16']).toEqual(ALL);
  });
});
