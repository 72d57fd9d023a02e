import { describe, expect, it } from 'vitest';
import { createBands, fixture, IMPORT_BANDS, importTestFile, storedShows, storedVenues } from './import-helpers';

const { server, admin, clear, upload } = importTestFile();

// no import run and no band either: each test starts with the fixtures' bands made anew
const setUp = async () => {
  clear();
  server.db.prepare('DELETE FROM import_runs').run();
  server.db.prepare('DELETE FROM groups').run();
  await createBands(server, admin.token, IMPORT_BANDS);
};

const GIGPRESS_HEADER =
  'Date,Time,End date,Artist,Artist URL,Venue,Address,City,State,Postal code,Country,Venue phone,Venue URL,Admittance,Price,Ticket URL,Ticket phone,External URL,Notes,Tour,Status,Related ID,Related URL';
const gigpress = (...rows: string[]) => [GIGPRESS_HEADER, ...rows].join('\n') + '\n';
const OLD_NAMES = gigpress(
  '2027-05-01,20:00:00,,Dana Whitfield Quartet,,Flynn Main Stage,153 Main St,Burlington,VT,05401,US,802-863-5966,,,0,,,,,,active,0,',
  '2027-05-08,20:00:00,,Dana Whitfield Trio,,Radio Bean,8 N Winooski Ave,Burlington,VT,05401,US,,,,$10,,,,,,active,0,',
  '2027-05-15,20:00:00,,Cannonball Quintet,,Radio Bean,8 N Winooski Ave,Burlington,VT,05401,US,,,,$10,,,,,,active,0,',
);
const bandsQuery = (mapping: unknown) => `bands=${encodeURIComponent(JSON.stringify(mapping))}`;

describe('band mapping of an import', () => {
  it('names the unknown artists in the preview, then maps one to a band and creates another', async () => {
    await setUp();
    const refused = await upload(OLD_NAMES, '?dryRun=1');
    expect(refused.status).toBe(400);
    expect(refused.body.unknownBands).toEqual(['Dana Whitfield Quartet', 'Dana Whitfield Trio']);

    const mapping = { 'dana whitfield quartet': 'Whitesell Brothers Quartet', 'Dana Whitfield Trio': { create: true } };
    const preview = await upload(OLD_NAMES, `?dryRun=1&${bandsQuery(mapping)}`);
    expect(preview.status, preview.text).toBe(200);
    expect(preview.body.rows.map((r: { band: string }) => r.band)).toEqual([
      'Whitesell Brothers Quartet',
      'Dana Whitfield Trio',
      'Cannonball Quintet',
    ]);
    expect(preview.body.unknownBands).toBeUndefined();

    const res = await upload(OLD_NAMES, `?${bandsQuery(mapping)}`);
    expect(res.status, res.text).toBe(201);
    expect(res.body.created).toBe(3);
    expect(storedShows(server).map((s) => s.group_name)).toEqual([
      'Whitesell Brothers Quartet',
      'Dana Whitfield Trio',
      'Cannonball Quintet',
    ]);
    const groups = await server.request('GET', '/api/groups');
    expect(groups.body.map((g: { name: string }) => g.name)).toContain('Dana Whitfield Trio');

    // undone: the shows go, and the band created for them with them
    const undo = await server.request('POST', '/api/events/import/undo', { token: admin.token });
    expect(undo.status, JSON.stringify(server.errors.map((e) => String(e.error)))).toBe(200);
    expect(undo.body).toMatchObject({ removedBands: ['Dana Whitfield Trio'] });
    expect(undo.body.deleted).toHaveLength(3);
    const left = await server.request('GET', '/api/groups');
    expect(left.body.map((g: { name: string }) => g.name)).not.toContain('Dana Whitfield Trio');
  });

  it('takes the mapping in a JSON body beside the file, and refuses a mapping to no band', async () => {
    await setUp();
    const body = {
      file: OLD_NAMES,
      dryRun: true,
      bands: { 'Dana Whitfield Quartet': 'Cannonball Quintet', 'Dana Whitfield Trio': 'Cannonball Quintet' },
    };
    const res = await server.request('POST', '/api/events/import', { token: admin.token, body });
    expect(res.status, res.text).toBe(200);
    expect(res.body.rows.every((r: { band: string }) => r.band === 'Cannonball Quintet')).toBe(true);

    const wrong = await upload(
      OLD_NAMES,
      `?dryRun=1&${bandsQuery({ 'Dana Whitfield Quartet': 'Nobody', 'Dana Whitfield Trio': 'Cannonball Quintet' })}`,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors[0].message).toMatch(/^Unknown band "Nobody"/);
    const bad = await upload(OLD_NAMES, '?dryRun=1&bands=%7Bnot-json');
    expect(bad.status).toBe(400);
    expect(bad.body).toHaveProperty('bands');
  });
});

describe('the owner’s imports, minor things', () => {
  it('reads a GigPress cost of 0 as Free and keeps the venue’s phone', async () => {
    await setUp();
    const res = await upload(
      OLD_NAMES,
      `?${bandsQuery({ 'Dana Whitfield Quartet': 'Cannonball Quintet', 'Dana Whitfield Trio': 'Cannonball Quintet' })}`,
    );
    expect(res.status, res.text).toBe(201);
    expect(storedShows(server)[0]!.price).toBe('Free');
    expect(storedVenues(server).find((v) => v.name === 'Flynn Main Stage')).toMatchObject({ phone: '802-863-5966' });
  });

  it('The Events Calendar: its website is a "More info" link, a hidden event is private, and it asks for the band', async () => {
    await setUp();
    const text = fixture('the-events-calendar.csv').replace(
      'Late June Session,,,26-06-2027,9:30 PM,,,FALSE,,FALSE,',
      'Late June Session,,,26-06-2027,9:30 PM,,,FALSE,,TRUE,',
    );
    const asks = await upload(text, '?dryRun=1');
    expect(asks.status).toBe(400);
    expect(asks.body.needsBand).toBe(true);
    expect(JSON.stringify(asks.body)).not.toContain('?group=');
    expect(asks.body.errors[0].message).toBe('The file names no band: choose the band these shows are for.');

    const res = await upload(text, '?group=Cannonball%20Quintet');
    expect(res.status, res.text).toBe(201);
    const shows = storedShows(server) as (ReturnType<typeof storedShows>[number] & { private: number })[];
    expect(shows[0]).toMatchObject({
      tickets_link: '',
      description: 'Bring a blanket. Details (https://example.com/lawn)\n\nMore info: https://example.com/lawn',
    });
    expect(shows.map((s) => s.private)).toEqual([0, 0, 0, 1]);
  });

  it('Google Calendar: a moved date keeps its own title and description; a cancelled event never imported is skipped', async () => {
    await setUp();
    // the moved date (its RECURRENCE-ID) has a title of its own
    const text = fixture('google-calendar.ics').replace(
      /(RECURRENCE-ID[\s\S]*?)SUMMARY:Thursday Jazz/,
      '$1SUMMARY:Friday Jazz',
    );
    expect(text).toContain('SUMMARY:Friday Jazz');
    const check = await upload(text, '?dryRun=1&group=Cannonball%20Quintet', 'gigs.ics');
    expect(check.status, check.text).toBe(200);
    expect(check.body.rows[1]).toMatchObject({ action: 'skipped', status: 'cancelled' });
    const res = await upload(text, '?group=Cannonball%20Quintet', 'gigs.ics');
    expect(res.status, res.text).toBe(201);
    const shows = storedShows(server);
    expect(shows.some((s) => s.title === 'Holiday party')).toBe(false);
    const moved = shows.find((s) => s.start_date === '2027-11-20T02:00:00.000Z')!;
    expect(moved).toMatchObject({
      title: 'Friday Jazz at Hotel Vermont',
      description: 'Thursday residency.\nMoved to Friday this week.',
    });
    expect(shows.find((s) => s.start_date === '2027-10-22T00:00:00.000Z')).toMatchObject({
      title: 'Thursday Jazz at Hotel Vermont',
      description: 'Thursday residency.\nTwo sets, dinner menu (https://example.com/menu).',
    });

    // the residency it made is undone whole: its dates, the series and its venues
    const undo = await server.request('POST', '/api/events/import/undo', { token: admin.token });
    expect(undo.status, undo.text).toBe(200);
    expect(storedShows(server)).toEqual([]);
    expect((server.db.prepare('SELECT COUNT(*) AS n FROM series').get() as { n: number }).n).toBe(0);
    expect(storedVenues(server)).toEqual([]);
  });

  it('the GigPress export writes the band’s link as an absolute address', async () => {
    await setUp();
    const made = await server.request('POST', '/api/events/create', {
      token: admin.token,
      body: {
        group: 'Cannonball Quintet',
        groupLink: '/cannonball-quintet',
        venue: 'Flynn Space',
        startDate: '2031-05-02T00:00:00.000Z',
      },
    });
    expect(made.status).toBe(201);
    const csv = await server.request('GET', '/api/events/export.csv?format=gigpress', { token: admin.token });
    expect(csv.text).toContain('http://localhost:3999/cannonball-quintet');
    expect(csv.text).not.toMatch(/,\/cannonball-quintet,/);
  });
});

describe('an import against newer edits', () => {
  async function showAndExport() {
    await setUp();
    const made = await server.request('POST', '/api/events/create', {
      token: admin.token,
      body: { group: 'Cannonball Quintet', venue: 'Flynn Space', startDate: '2031-05-02T00:00:00.000Z', price: '$20' },
    });
    expect(made.status).toBe(201);
    const csv = await server.request('GET', '/api/events/export.csv', { token: admin.token });
    expect(csv.text.split('\n')[0]).toContain('updatedAt');
    expect(csv.text).toContain(made.body.updatedAt);
    return { show: made.body, csv: csv.text };
  }

  it('never overwrites a show changed after the file was written, and says which fields differ', async () => {
    const { show, csv } = await showAndExport();
    // edited on the site after the export: a later time and price
    const edited = await server.request('PUT', `/api/events/update/${show._id}`, {
      token: admin.token,
      body: { eventComparatorData: show, eventData: { ...show, startDate: '2031-05-02T01:30:00.000Z', price: '$25' } },
    });
    expect(edited.status, edited.text).toBe(200);
    const res = await upload(csv, '?duplicates=update');
    expect(res.status, res.text).toBe(201);
    expect(res.body.rows[0]).toMatchObject({ action: 'kept-newer', duplicateOf: show._id });
    expect(res.body.rows[0].changes).toEqual(expect.arrayContaining(['startDate', 'price']));
    expect(res.body.updated).toBe(0);
    const now = await server.request('GET', `/api/events/edit/${show._id}`, { token: admin.token });
    expect(now.body).toMatchObject({ startDate: '2031-05-02T01:30:00.000Z', price: '$25' });
  });

  it('updates a show from a newer file, listing the changed fields, and undo puts it back', async () => {
    const { show, csv } = await showAndExport();
    const changed = csv.replace('$20', '$30');
    const preview = await upload(changed, '?dryRun=1&duplicates=update');
    expect(preview.body.rows[0]).toMatchObject({ action: 'update', changes: ['price'] });
    const eol = changed.includes('\r\n') ? '\r\n' : '\n';
    const extra = `${changed.trimEnd()}${eol},2031-06-01,20:00,,,,Cannonball Quintet,,,Radio Bean,,,,,,,,,scheduled,,,${eol}`;
    const res = await upload(extra, '?duplicates=update');
    expect(res.status, res.text).toBe(201);
    expect(res.body, res.text).toMatchObject({ created: 1, updated: 1 });
    const created = storedShows(server).find((s) => s.venue === 'Radio Bean')!;

    const undo = await server.request('POST', '/api/events/import/undo', { token: admin.token });
    expect(undo.status, undo.text).toBe(200);
    expect(undo.body).toMatchObject({ deleted: [created.id], restored: [show._id], kept: [], removedVenues: 2 });
    expect(storedShows(server).map((s) => [s.id, s.price])).toEqual([[show._id, '$20']]);
    // the venues it created (Radio Bean, and Flynn Space for the updated show) go with it
    expect(storedVenues(server)).toEqual([]);
    // nothing left to undo
    expect((await server.request('POST', '/api/events/import/undo', { token: admin.token })).status).toBe(404);
  });

  it('undo keeps a show edited since the import, and is for admins only', async () => {
    await setUp();
    const res = await upload(
      gigpress('2027-05-15,20:00:00,,Cannonball Quintet,,Radio Bean,,Burlington,VT,,US,,,,$10,,,,,,active,0,'),
    );
    expect(res.status, res.text).toBe(201);
    const [show] = (await server.request('GET', '/api/events', { token: admin.token })).body;
    const edited = await server.request('PUT', `/api/events/update/${show._id}`, {
      token: admin.token,
      body: { eventComparatorData: show, eventData: { ...show, title: 'Renamed' } },
    });
    expect(edited.status).toBe(200);
    expect((await server.request('POST', '/api/events/import/undo')).status).toBe(401);
    const undo = await server.request('POST', '/api/events/import/undo', { token: admin.token });
    expect(undo.body).toMatchObject({ deleted: [], kept: [show._id] });
    expect(storedShows(server)).toHaveLength(1);
  });
});
