import { describe, expect, it } from 'vitest';
import { addDays } from '@jazz/contracts/time';
import { fixture, importTestFile, storedShows, storedVenues } from './import-helpers';

const { server, admin, setUp, upload } = importTestFile();

describe('GigPress CSV', () => {
  it('is recognised, its unused columns named once, and every mapping rule applied', async () => {
    await setUp();
    const check = await upload(fixture('gigpress.csv'), '?dryRun=1');
    expect(check.status).toBe(200);
    expect(check.body.format).toBe('gigpress');
    expect(check.body.ignored).toEqual(['Ticket phone', 'External URL', 'Tour', 'Related ID', 'Related URL']);
    expect(check.body.counts).toEqual({ new: 4, duplicate: 0, refused: 0 });
    expect(
      check.body.rows.map((r: Record<string, string>) => [r.row, r.date, r.time, r.band, r.venue, r.status, r.action]),
    ).toEqual([
      [2, '2027-05-01', '20:00', 'Cannonball Quintet', 'Flynn Main Stage', 'scheduled', 'new'],
      // a blank time and 00:00:01 both mean "time not announced": no invented time
      [3, '2027-05-14', '', 'Whitesell Brothers Quartet', 'Radio Bean', 'scheduled', 'new'],
      [4, '2027-06-05', '', 'Whitesell Brothers Quartet', 'Waterfront Park', 'cancelled', 'new'],
      // the artist is matched without case; the day DST ends keeps its wall time
      [5, '2027-11-07', '19:30', 'Cannonball Quintet', 'The Double E', 'scheduled', 'new'],
    ]);
    expect(storedShows(server)).toEqual([]);

    const res = await upload(fixture('gigpress.csv'));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ created: 4, updated: 0, skipped: 0 });
    const shows = storedShows(server);
    expect(shows.map((s) => [s.start_date, s.group_name, s.status])).toEqual([
      ['2027-05-02T00:00:00.000Z', 'Cannonball Quintet', 'scheduled'],
      ['2027-05-14T04:00:00.000Z', 'Whitesell Brothers Quartet', 'scheduled'],
      ['2027-06-05T04:00:00.000Z', 'Whitesell Brothers Quartet', 'cancelled'],
      ['2027-11-08T00:30:00.000Z', 'Cannonball Quintet', 'scheduled'],
    ]);
    const flynn = shows[0]!;
    // Notes in HTML: the text and the link kept, never the markup
    expect(flynn.description).toBe(
      'A night of soul-jazz with special guest Ann Ray (https://example.com/ann-ray).\n\nDoors at 7.',
    );
    expect(flynn).toMatchObject({
      tickets_link: 'https://tickets.example.com/flynn-0501',
      // Price and Admittance → price; Status soldout → sold out, still scheduled
      price: '$25, All Ages',
      sold_out: 1,
      time_tba: 0,
    });
    // no time, or 00:00:01: the day is kept, the time is "to be announced"
    expect(shows.map((s) => s.time_tba)).toEqual([0, 1, 1, 0]);
    // an End date is the end of that day
    expect(shows[2]!.end_date).toBe('2027-06-07T03:59:00.000Z');
    // every venue became a record with its address parts, and each show points at its own
    const venues = storedVenues(server);
    expect(venues.map((v) => [v.name, v.address, v.city, v.region, v.postal_code, v.country, v.link])).toEqual([
      ['Flynn Main Stage', '153 Main St', 'Burlington', 'VT', '05401', 'US', 'https://www.flynnvt.org'],
      ['Radio Bean', '8 N Winooski Ave', 'Burlington', 'VT', '05401', 'US', ''],
      ['The Double E', '43 Lawrence Ave', 'Essex', 'VT', '05452', 'US', ''],
      ['Waterfront Park', '', 'Burlington', 'VT', '', 'US', ''],
    ]);
    expect(flynn.venue_id).toBe(venues[0]!.id);
    const api = await server.request('GET', `/api/events/edit/${flynn.id}`, { token: admin.token });
    expect(api.body).toMatchObject({ venue: 'Flynn Main Stage', location: 'Burlington, VT', address: '153 Main St' });
  });

  it('a venue is matched by name and city, else created once for all the rows that name it', async () => {
    await setUp();
    await upload(fixture('gigpress.csv'));
    const before = storedVenues(server);
    const text = [
      'Date,Time,Artist,Venue,City,State',
      '2027-08-01,20:00:00,Cannonball Quintet,flynn main stage,burlington,VT',
      '2027-08-02,20:00:00,Cannonball Quintet,Flynn Main Stage,Rutland,VT',
      '2027-08-03,20:00:00,Cannonball Quintet,Flynn Main Stage,Rutland,VT',
    ].join('\r\n');
    expect((await upload(text)).status).toBe(201);
    const venues = storedVenues(server);
    expect(venues).toHaveLength(before.length + 1);
    const rutland = venues.find((v) => v.city === 'Rutland')!;
    const shows = storedShows(server).filter((s) => s.start_date.startsWith('2027-08'));
    expect(shows.map((s) => s.venue_id)).toEqual([before[0]!.id, rutland.id, rutland.id]);
  });

  it('an older export with fewer columns is read by name, not position', async () => {
    await setUp();
    const res = await upload(fixture('gigpress-old.csv'));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ format: 'gigpress', ignored: [], created: 1 });
    expect(storedShows(server)[0]).toMatchObject({
      venue: "Nectar's",
      start_date: '2027-07-11T01:00:00.000Z',
      description: 'Older GigPress: fewer columns.',
    });
  });

  it('an unknown artist refuses the file, with the closest band suggested', async () => {
    await setUp();
    const text = fixture('gigpress.csv').replace(
      '2027-05-01,20:00:00,,Cannonball Quintet',
      '2027-05-01,20:00:00,,Canonball Quintett',
    );
    const res = await upload(text);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { row: 2, field: 'Artist', message: 'Unknown band "Canonball Quintett". Did you mean "Cannonball Quintet"?' },
    ]);
    expect(res.body.counts).toEqual({ new: 3, duplicate: 0, refused: 1 });
    // a refused file's preview is its refused rows, so the answer stays small
    expect(res.body.rows).toEqual([
      expect.objectContaining({ row: 2, action: 'refused', problems: [expect.objectContaining({ field: 'Artist' })] }),
    ]);
    expect(storedShows(server)).toEqual([]);
  });
});

describe('Bandsintown upload template', () => {
  it('takes the first Lineup name that is a band, the others its lineup', async () => {
    await setUp();
    const res = await upload(fixture('bandsintown.csv'));
    expect(res.status).toBe(201);
    expect(res.body.format).toBe('bandsintown');
    expect(res.body.rows.map((r: Record<string, string>) => [r.date, r.time, r.band, r.venue])).toEqual([
      ['2027-05-07', '20:00', 'Cannonball Quintet', 'Higher Ground'],
      ['2027-05-21', '19:00', 'Whitesell Brothers Quartet', 'Vermont Jazz Center'],
    ]);
    expect(storedShows(server).map((s) => [s.start_date, s.title, s.location, s.description])).toEqual([
      ['2027-05-08T00:00:00.000Z', 'Spring Swing', 'South Burlington, VT', 'Two sets and a jam.'],
      ['2027-05-21T23:00:00.000Z', '', 'Brattleboro, VT', ''],
    ]);
    // the other names on the bill are the show's lineup
    expect(storedShows(server).map((s) => JSON.parse(s.lineup))).toEqual([
      [{ name: 'Ann Ray', instrument: '' }],
      [{ name: 'Jo Kent', instrument: '' }],
    ]);
  });

  it('a lineup without any of our bands, and no ?group=, is refused as an unknown band', async () => {
    await setUp();
    // a date with slashes is month/day, and 8:00 PM is 20:00, as people write them in a spreadsheet
    const text = 'Date,Time,Venue,City,Lineup\r\n08/01/2027,8:00 PM,Club,Burlington,"Jo Kent, Ann Ray"\r\n';
    const refused = await upload(text);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { row: 2, field: 'Lineup', message: expect.stringMatching(/^Unknown band "Jo Kent"\./) },
    ]);
    const chosen = await upload(text, '?group=whitesell%20brothers%20quartet');
    expect(chosen.status).toBe(201);
    expect(storedShows(server)[0]).toMatchObject({
      group_name: 'Whitesell Brothers Quartet',
      start_date: '2027-08-02T00:00:00.000Z',
    });
  });
});

describe('The Events Calendar CSV', () => {
  it('names no band: refused without ?group=, imported with it; zones, all-day and slashes read', async () => {
    await setUp();
    const refused = await upload(fixture('the-events-calendar.csv'), '?dryRun=1');
    expect(refused.status).toBe(400);
    expect(refused.body.format).toBe('the-events-calendar');
    expect(refused.body.errors).toHaveLength(4);
    expect(refused.body.errors[0]).toMatchObject({
      row: 2,
      field: 'group',
      message: 'The file names no band: choose the band these shows are for.',
    });
    expect(refused.body.needsBand).toBe(true);
    expect(refused.body.ignored).toContain('Event Category');

    const res = await upload(fixture('the-events-calendar.csv'), '?group=Cannonball%20Quintet');
    expect(res.status).toBe(201);
    expect(res.body.rows.map((r: Record<string, string>) => [r.date, r.time, r.venue])).toEqual([
      ['2027-05-08', '20:00', 'Shelburne Farms'],
      // 7:00 PM in Event Time Zone America/Chicago is 8:00 PM on the site's clock
      ['2027-05-22', '20:00', 'Green Mill'],
      ['2027-06-12', '', 'Flynn Main Stage'],
      // with hyphens the day comes first (The Events Calendar's own rule)
      ['2027-06-26', '21:30', 'Radio Bean'],
    ]);
    expect(storedShows(server).map((s) => [s.start_date, s.group_name, s.description])).toEqual([
      // Event Website is a "More info" link, not the tickets
      [
        '2027-05-09T00:00:00.000Z',
        'Cannonball Quintet',
        'Bring a blanket. Details (https://example.com/lawn)\n\nMore info: https://example.com/lawn',
      ],
      ['2027-05-23T00:00:00.000Z', 'Cannonball Quintet', ''],
      ['2027-06-12T04:00:00.000Z', 'Cannonball Quintet', ''],
      ['2027-06-27T01:30:00.000Z', 'Cannonball Quintet', ''],
    ]);
    // Event Cost with its currency symbol; a word stays as written
    expect(storedShows(server).map((s) => s.price)).toEqual(['$20', '', '', 'Free']);
  });

  it('an unknown ?group= is reported with the closest band', async () => {
    await setUp();
    const res = await upload(fixture('the-events-calendar.csv'), '?group=Cannonball');
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toBe('Unknown band "Cannonball". Did you mean "Cannonball Quintet"?');
  });

  it("a band with nothing in common with the site's bands is offered none (a close one still is)", async () => {
    await setUp();
    const told = new Map<string, string>();
    // far; alike only in a word every band may have; close (a typo, a word left out)
    for (const group of ['Miles Davis Trio', 'The Quartet', 'Whitesel Brothers']) {
      const query = `?group=${encodeURIComponent(group)}`;
      const res = await upload(fixture('the-events-calendar.csv'), query);
      expect(res.status).toBe(400);
      told.set(group, res.body.errors[0].message);
    }
    expect(Object.fromEntries(told)).toEqual({
      'Miles Davis Trio': 'Unknown band "Miles Davis Trio".',
      'The Quartet': 'Unknown band "The Quartet".',
      'Whitesel Brothers': 'Unknown band "Whitesel Brothers". Did you mean "Whitesell Brothers Quartet"?',
    });
  });
});

describe('iCalendar (a Google Calendar export)', () => {
  it('a series refused for want of a band still lists its five dates, and the refused count is of shows', async () => {
    await setUp();
    const res = await upload(fixture('google-calendar.ics'), '?dryRun=1', 'gigs.ics');
    expect(res.status).toBe(400);
    const [series] = res.body.rows;
    expect(series.action).toBe('refused');
    expect(series.dates.map((d: Record<string, string>) => `${d.date} ${d.action}`)).toEqual([
      '2027-10-21 refused',
      '2027-11-04 refused',
      '2027-11-11 refused',
      '2027-11-19 refused',
      '2027-11-25 refused',
    ]);
    // the series' five dates, the cancelled one and the all-day one: three rows, one problem each
    expect(res.body.counts.refused).toBe(7);
    expect(res.body.errorCount).toBe(3);
  });

  it('one row per series with its dates: DST kept in local hours, EXDATE left out, a moved date moved', async () => {
    await setUp();
    const text = fixture('google-calendar.ics');
    const check = await upload(text, '?dryRun=1&group=Cannonball%20Quintet', 'gigs.ics');
    expect(check.status).toBe(200);
    expect(check.body.format).toBe('icalendar');
    const [series, cancelled, allDay] = check.body.rows;
    expect(series).toMatchObject({ date: '2027-10-21', time: '20:00', venue: 'Hotel Vermont', action: 'new' });
    expect(series.dates.map((d: Record<string, string>) => `${d.date} ${d.time}`)).toEqual([
      '2027-10-21 20:00',
      // 2027-10-28 is an EXDATE
      '2027-11-04 20:00',
      // daylight saving ends 2027-11-07: still 8 PM
      '2027-11-11 20:00',
      // the 18th was moved (RECURRENCE-ID) to Friday the 19th at 9 PM
      '2027-11-19 21:00',
      '2027-11-25 20:00',
    ]);
    // a cancelled event the site never had is skipped, not published as a cancelled show
    expect(cancelled).toMatchObject({ date: '2027-12-04', time: '20:00', status: 'cancelled', action: 'skipped' });
    expect(allDay).toMatchObject({ date: '2027-12-18', time: '' });
    expect(check.body.counts).toEqual({ new: 6, duplicate: 0, refused: 0, skipped: 1 });
    expect(series.repeat).toBe('Every Thursday');

    const res = await upload(text, '?group=Cannonball%20Quintet', 'gigs.ics');
    expect(res.status).toBe(201);
    const shows = storedShows(server);
    expect(shows.map((s) => s.start_date)).toEqual([
      '2027-10-22T00:00:00.000Z',
      '2027-11-05T00:00:00.000Z',
      '2027-11-12T01:00:00.000Z',
      '2027-11-20T02:00:00.000Z',
      '2027-11-26T01:00:00.000Z',
      '2027-12-18T05:00:00.000Z',
    ]);
    expect(shows[0]).toMatchObject({
      title: 'Thursday Jazz at Hotel Vermont',
      venue: 'Hotel Vermont',
      description: 'Thursday residency.\nTwo sets, dinner menu (https://example.com/menu).',
      end_date: '2027-10-22T03:00:00.000Z',
      time_tba: 0,
    });
    // the moved date keeps its own end (9 PM to 11:30 PM)
    expect(shows[3]!.end_date).toBe('2027-11-20T04:30:00.000Z');
    // an all-day entry: the day, no time
    expect(shows[5]).toMatchObject({ time_tba: 1 });

    // the RRULE became a residency: one series holding its five dates, the rule kept
    const seriesId = shows[0]!.series_id!;
    expect(seriesId).toBeTruthy();
    expect(shows.map((s) => s.series_id === seriesId)).toEqual([true, true, true, true, true, false]);
    const residency = await server.request('GET', `/api/series/${seriesId}`, { token: admin.token });
    expect(residency.status).toBe(200);
    expect(residency.body).toMatchObject({
      repeat: { freq: 'weekly', byDay: ['TH'] },
      startTime: '20:00',
      from: '2027-10-21',
      count: 6,
      group: 'Cannonball Quintet',
      venue: 'Hotel Vermont',
    });
    expect(residency.body.events.map((e: { startDate: string }) => e.startDate)).toEqual(
      shows.slice(0, 5).map((s) => s.start_date),
    );
    // the EXDATE stays deleted (a date deleted alone), the moved date is an exception of the series
    const skips = server.db.prepare('SELECT date FROM series_skips WHERE series_id = ?').all(seriesId);
    expect(skips).toEqual([{ date: '2027-10-28' }]);
    const moved = server.db
      .prepare('SELECT series_date, series_exception FROM events WHERE id = ?')
      .get(shows[3]!.id) as { series_date: string; series_exception: number };
    expect(moved).toEqual({ series_date: '2027-11-18', series_exception: 1 });

    // the same calendar again: every date a duplicate, no second series
    const again = await upload(text, '?group=Cannonball%20Quintet', 'gigs.ics');
    expect(again.body).toMatchObject({ created: 0, counts: { new: 0, duplicate: 6, skipped: 1 } });
    expect((server.db.prepare('SELECT COUNT(*) AS n FROM series').get() as { n: number }).n).toBe(1);
    expect(storedVenues(server).find((v) => v.name === 'Hotel Vermont')).toMatchObject({
      address: '41 Cherry St',
      city: 'Burlington',
      region: 'VT',
      postal_code: '05401',
      country: 'US',
    });
  });

  it('reads the same instants whatever zone the server process runs in', async () => {
    await setUp();
    const before = process.env.TZ;
    process.env.TZ = 'Pacific/Kiritimati';
    try {
      expect(new Date(2027, 0, 1).getTimezoneOffset()).toBe(-840);
      const res = await upload(fixture('google-calendar.ics'), '?dryRun=1&group=Cannonball%20Quintet', 'a.ics');
      expect(res.body.rows[0].dates[2]).toMatchObject({ date: '2027-11-11', time: '20:00' });
      const csv = await upload(fixture('gigpress.csv'), '?dryRun=1');
      expect(csv.body.rows[3]).toMatchObject({ date: '2027-11-07', time: '19:30' });
    } finally {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
  });
});

describe('limits', () => {
  it('more than 5,000 shows refuses the file, never cut short', async () => {
    await setUp();
    const line = '2027-09-01,20:00:00,Cannonball Quintet,Club\r\n';
    const text = 'Date,Time,Artist,Venue\r\n' + line.repeat(5001);
    const res = await upload(text);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      {
        row: 1,
        field: '',
        message: 'The file has 5,001 rows; at most 5,000 can be imported at once. Split it into smaller files.',
      },
    ]);
    expect(storedShows(server)).toEqual([]);
  });

  it('5,000 shows are read whole (a dry run), each a show of its own', async () => {
    await setUp();
    const day = (n: number) => addDays('2028-01-01', n);
    const lines = Array.from(
      { length: 5000 },
      (_, n) => `${day(n)},20:00:00,Cannonball Quintet,Club ${n % 50},Burlington`,
    );
    const res = await upload(['Date,Time,Artist,Venue,City', ...lines].join('\r\n'), '?dryRun=1');
    expect(res.status).toBe(200);
    expect(res.body.counts).toEqual({ new: 5000, duplicate: 0, refused: 0 });
  });

  it('reports the first 100 problems and how many there are', async () => {
    await setUp();
    const text = 'Date,Time,Artist,Venue\r\n' + 'soon,20:00:00,Cannonball Quintet,Club\r\n'.repeat(150);
    const res = await upload(text);
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveLength(100);
    expect(res.body.errorCount).toBe(150);
  });

  it('?duplicates= other than skip or update is a field error', async () => {
    const res = await upload(fixture('gigpress.csv'), '?duplicates=merge');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ duplicates: 'Duplicates must be skip or update.' });
  });
});
