import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES } from '@jazz/contracts';
import { dayOf } from '@jazz/contracts/time';
import { daysOf } from '../src/bookings/days';
import { solvedAltcha } from './contact-solve';
import { adminForThisFile, serverForThisFile } from './harness';

/** Booking requests, from the form to the admin's Bookings screen. */
const server = serverForThisFile();
const admin = adminForThisFile(server);
const limited = serverForThisFile({ config: { rateWindowMs: 60_000 } });

const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ella Booker',
  email: 'ella@venue.example',
  organization: 'Higher Ground',
  city: 'South Burlington, VT',
  dates: 'December 12, 2030',
  group: 'Cannonball Quintet',
  budget: '$2,000',
  message: 'Could the quintet play our winter series?',
  ...overrides,
});
const list = async () => (await server.request('GET', '/api/bookings', { token: admin.token })).body;

describe('POST /api/bookings', () => {
  it('stores the request, mails the owner (the first admin, without CONTACT_TO) a link, and the booker a fixed-text acknowledgement', async () => {
    // a booker of its own: the file's other tests send requests (and get acknowledgements) too
    const mine = form({ email: 'winter@venue.example', message: 'Winter series, grand piano on stage.' });
    const res = await server.request('POST', '/api/bookings', {
      body: { ...mine, altcha: await solvedAltcha(server) },
    });
    expect(res.status).toBe(201);
    const id: string = res.body._id;
    const stored = (await list()).find((booking: { _id: string }) => booking._id === id);
    expect(stored).toMatchObject({ ...mine, status: 'new', notes: '' });

    const owner = await server.smtp.waitFor(
      (mail) => mail.text.includes('grand piano') && mail.to.includes(admin.email),
    );
    expect(owner.subject).toBe('Booking request: Higher Ground, December 12, 2030');
    expect(owner.headers['reply-to']).toBe('winter@venue.example');
    expect(owner.text).toContain(`${server.config.siteUrl}/admin-panel/bookings#booking-${id}`);
    expect(owner.text).toContain('Budget: $2,000');
    const ack = await server.smtp.waitFor(
      (mail) => mail.text.includes('we received your request') && mail.to.includes('winter@venue.example'),
    );
    expect(ack.text).not.toContain('grand piano');
    expect(ack.headers['reply-to']).toBe(admin.email);
  });

  it('answers 400 per field, and refuses a missing or replayed human check', async () => {
    const bad = await server.request('POST', '/api/bookings', {
      body: { ...form({ name: ' ', email: 'nope', organization: '', city: '', dates: '', message: '' }), altcha: 'x' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      name: BOOKING_MESSAGES.name,
      email: BOOKING_MESSAGES.email,
      organization: BOOKING_MESSAGES.organization,
      city: BOOKING_MESSAGES.city,
      dates: BOOKING_MESSAGES.dates,
      message: BOOKING_MESSAGES.message,
    });
    const before = (await list()).length;
    const noHuman = await server.request('POST', '/api/bookings', { body: form() });
    expect(noHuman.body).toEqual({ altcha: BOOKING_MESSAGES.altcha });
    const forged = await server.request('POST', '/api/bookings', { body: { ...form(), altcha: 'Zm9v' } });
    expect(forged.body).toEqual({ altcha: BOOKING_MESSAGES.altcha });
    const altcha = await solvedAltcha(server);
    expect((await server.request('POST', '/api/bookings', { body: { ...form(), altcha } })).status).toBe(201);
    const replay = await server.request('POST', '/api/bookings', { body: { ...form(), altcha } });
    expect(replay.status).toBe(400);
    expect((await list()).length).toBe(before + 1);
  });

  it('refuses a date that has passed (before the human check is spent), and takes today or later', async () => {
    const past = await server.request('POST', '/api/bookings', {
      body: { ...form({ dates: 'March 3, 2021' }), altcha: await solvedAltcha(server) },
    });
    expect(past.status).toBe(400);
    expect(past.body).toEqual({ dates: BOOKING_MESSAGES.datesPast });
    // one date still to come is enough; a date without a year is the next such day
    for (const dates of ['March 3, 2021 or December 12, 2030', 'June 12']) {
      const res = await server.request('POST', '/api/bookings', {
        body: { ...form({ dates }), altcha: await solvedAltcha(server) },
      });
      expect(res.status, dates).toBe(201);
    }
  });

  it('is rate limited: the sixth attempt within a minute is a 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await limited.request('POST', '/api/bookings', { body: { ...form(), altcha: 'x' } })).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });
});

describe('the admin side', () => {
  it('is for admins only', async () => {
    expect((await server.request('GET', '/api/bookings')).status).toBe(401);
    const member = await server.member();
    expect((await server.request('GET', '/api/bookings', { token: member.token })).status).toBe(403);
    expect((await server.request('GET', '/api/bookings/export.csv', { token: member.token })).status).toBe(403);
  });

  it('shows the shows already on the dates asked', async () => {
    // 9 PM in Vermont on Dec 12 is already Dec 13 in UTC: the day is the site's
    await server.request('POST', '/api/events/create', {
      token: admin.token,
      body: {
        group: 'Whitesell Brothers Quartet',
        venue: 'Higher Ground',
        title: 'Holiday show',
        startDate: '2030-12-13T02:00:00.000Z',
      },
    });
    await server.request('POST', '/api/bookings', {
      body: {
        ...form({ organization: 'Clash Club', dates: 'Dec 12 or Dec 14, 2030' }),
        altcha: await solvedAltcha(server),
      },
    });
    const booking = (await list()).find((b: { organization: string }) => b.organization === 'Clash Club');
    expect(booking.days).toEqual(['2030-12-12', '2030-12-14']);
    expect(booking.clashes).toEqual([
      expect.objectContaining({
        day: '2030-12-12',
        venue: 'Higher Ground',
        group: 'Whitesell Brothers Quartet',
        timeTBA: false,
      }),
    ]);
    // a show whose time is not known yet says so, so the Bookings screen gives its date only
    await server.request('POST', '/api/events/create', {
      token: admin.token,
      body: { group: 'Cannonball Quintet', venue: 'Tba Club', startDate: '2030-12-14T17:00:00.000Z', timeTBA: true },
    });
    const again = (await list()).find((b: { organization: string }) => b.organization === 'Clash Club');
    expect(again.clashes.map((c: { venue: string; timeTBA: boolean }) => [c.venue, c.timeTBA])).toEqual([
      ['Higher Ground', false],
      ['Tba Club', true],
    ]);
  });

  it('sets status and notes with the comparator; a stale one is a 409, a wrong status a 400', async () => {
    const made = await server.request('POST', '/api/bookings', {
      body: { ...form({ organization: 'Status Hall' }), altcha: await solvedAltcha(server) },
    });
    expect(made.status).toBe(201);
    const booking = (await list()).find((b: { _id: string }) => b._id === made.body._id);
    const put = (body: unknown) =>
      server.request('PUT', `/api/bookings/update/${booking._id}`, { token: admin.token, body });
    const comparator = { status: booking.status, notes: booking.notes };
    const bad = await put({ bookingComparatorData: comparator, bookingData: { status: 'maybe' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ status: BOOKING_MESSAGES.status });
    const ok = await put({
      bookingComparatorData: comparator,
      bookingData: { status: 'replied', notes: 'Sent rider' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ status: 'replied', notes: 'Sent rider' });
    const stale = await put({ bookingComparatorData: comparator, bookingData: { status: 'declined' } });
    expect(stale.status).toBe(409);
    expect(stale.body.current.status).toBe('replied');
    for (const status of ['confirmed', 'declined', 'new'] as const) {
      const current = (await list()).find((b: { _id: string }) => b._id === booking._id);
      const res = await put({
        bookingComparatorData: { status: current.status, notes: current.notes },
        bookingData: { status, notes: current.notes },
      });
      expect(res.body.status).toBe(status);
    }
  });

  it('exports CSV with formula cells neutralised', async () => {
    await server.request('POST', '/api/bookings', {
      body: {
        ...form({ name: '=HYPERLINK("http://evil")', organization: '@SUM(A1)', message: '+1' }),
        altcha: await solvedAltcha(server),
      },
    });
    const res = await server.request('GET', '/api/bookings/export.csv', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const [header] = res.text.split('\r\n');
    expect(header).toBe('createdAt,status,name,email,organization,city,dates,group,budget,message,notes');
    expect(res.text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(res.text).toContain(`'@SUM(A1)`);
    expect(res.text).toContain(`'+1`);
    expect(res.text).not.toMatch(/(^|,)[=+@-]/m);
  });
});

describe('the days of a request', () => {
  it('reads dates, ranges and dates without a year (the next such day), in the site zone', () => {
    const asked = new Date('2030-11-20T12:00:00Z');
    expect(daysOf('Dec 12', asked, 'America/New_York')).toEqual(['2030-12-12']);
    expect(daysOf('June 12-14, 2031', asked, 'America/New_York')).toEqual(['2031-06-12', '2031-06-13', '2031-06-14']);
    expect(daysOf('sometime next spring, flexible', asked, 'America/New_York')).toEqual([]);
  });

  it('keeps every day of "July 17 or 18" and "the 3rd, 4th or 5th of May"', () => {
    const asked = new Date('2031-03-01T12:00:00Z');
    expect(daysOf('July 17 or 18', asked, 'America/New_York')).toEqual(['2031-07-17', '2031-07-18']);
    expect(daysOf('Jul 17 or 18, 2032', asked, 'America/New_York')).toEqual(['2032-07-17', '2032-07-18']);
    expect(daysOf('August 1, 2 and 9', asked, 'America/New_York')).toEqual(['2031-08-01', '2031-08-02', '2031-08-09']);
    expect(daysOf('the 3rd, 4th or 5th of May', asked, 'America/New_York')).toEqual([
      '2031-05-03',
      '2031-05-04',
      '2031-05-05',
    ]);
  });

  it('puts a show on its Vermont day across the DST change, whatever the process zone', () => {
    const saved = process.env.TZ;
    process.env.TZ = 'Pacific/Auckland';
    try {
      // 11:30 PM on March 9, 2031 in New York, the day daylight time began: 03:30 UTC on the 10th
      expect(dayOf('2031-03-10T03:30:00.000Z', 'America/New_York')).toBe('2031-03-09');
      // 1 AM on Nov 2, 2031 (standard time returns at 2 AM): 05:00 UTC
      expect(dayOf('2031-11-02T05:00:00.000Z', 'America/New_York')).toBe('2031-11-02');
      // "March 9" asked late on March 8 in Vermont, already March 9 in Auckland: still March 9
      expect(daysOf('March 9', new Date('2031-03-09T04:00:00Z'), 'America/New_York')).toEqual(['2031-03-09']);
    } finally {
      process.env.TZ = saved;
    }
  });
});
