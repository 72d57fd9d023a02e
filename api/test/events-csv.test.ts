import { describe, expect, it } from 'vitest';
import { adminForThisFile, memberForThisFile, serverForThisFile } from './harness';

const server = serverForThisFile();
const admin = adminForThisFile(server);
const member = memberForThisFile(server);

const csv = (token: string, path: string, text: string) =>
  server.request('POST', path, { token, raw: text, headers: { 'Content-Type': 'text/csv' } });
const count = () => (server.db.prepare('SELECT COUNT(*) AS n FROM events').get() as { n: number }).n;

const GOOD =
  'title,group,venue,location,address,startDate,status,description\r\n' +
  '"Spring, live",Cannonball Quintet,Flynn,"Burlington, VT","153 Main St, Burlington, VT 05401",2027-05-01T20:00:00-04:00,,"He said ""yes""\r\nthen played"\r\n' +
  'Cancelled one,Whitesell Brothers Quartet,Radio Bean,,,2027-05-08 21:00,cancelled,\r\n';

describe('status and address (optional event fields)', () => {
  it('a docs/product.md create without them makes a scheduled show with no address; an update without them keeps them', async () => {
    const created = await server.request('POST', '/api/events/create', {
      token: admin.token,
      body: { group: 'Band', venue: 'Club', startDate: '2027-06-01T00:00:00.000Z' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'scheduled', address: '' });
    const withBoth = await server.request('PUT', `/api/events/update/${created.body._id}`, {
      token: admin.token,
      body: {
        eventComparatorData: created.body,
        eventData: { ...created.body, status: 'postponed', address: '1 Elm St' },
      },
    });
    expect(withBoth.body).toMatchObject({ status: 'postponed', address: '1 Elm St' });
    // an old client's comparator and data carry neither field: no 409, nothing lost
    const { status: _s, address: _a, ...old } = withBoth.body;
    const oldUpdate = await server.request('PUT', `/api/events/update/${created.body._id}`, {
      token: admin.token,
      body: { eventComparatorData: old, eventData: { ...old, title: 'Renamed' } },
    });
    expect(oldUpdate.status).toBe(200);
    expect(oldUpdate.body).toMatchObject({ title: 'Renamed', status: 'postponed', address: '1 Elm St' });
    // a comparator that does carry status is checked on it
    const stale = await server.request('PUT', `/api/events/update/${created.body._id}`, {
      token: admin.token,
      body: { eventComparatorData: { ...oldUpdate.body, status: 'scheduled' }, eventData: old },
    });
    expect(stale.status).toBe(409);
  });

  it('refuses an unknown status with the field message', async () => {
    const res = await server.request('POST', '/api/events/create', {
      token: admin.token,
      body: { group: 'Band', venue: 'Club', startDate: '2027-06-01T00:00:00.000Z', status: 'maybe' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 'Status must be scheduled, cancelled, postponed or rescheduled.' });
  });
});

describe('CSV import and export', () => {
  it('is admin only', async () => {
    expect((await server.request('GET', '/api/events/export.csv')).status).toBe(401);
    expect((await server.request('GET', '/api/events/export.csv', { token: member.token })).status).toBe(403);
    expect((await csv(member.token, '/api/events/import', GOOD)).status).toBe(403);
  });

  it('a dry run checks the file and stores nothing', async () => {
    const before = count();
    // shows of another year: the import test stores GOOD's, which would be duplicates here
    const res = await csv(admin.token, '/api/events/import?dryRun=1', GOOD.replaceAll('2027-', '2029-'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      format: 'ours',
      created: 0,
      valid: 2,
      counts: { new: 2, duplicate: 0, refused: 0 },
    });
    expect(count()).toBe(before);
  });

  it('one invalid row refuses the whole file with every error, and stores nothing', async () => {
    const before = count();
    const bad = GOOD + 'No band,,Club,,,2027-05-09T20:00:00Z,,\r\n';
    const res = await csv(admin.token, '/api/events/import', bad);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      errors: [{ row: 4, field: 'group', message: 'Group is required.' }],
      errorCount: 1,
    });
    expect(count()).toBe(before);
  });

  it('a valid file creates every row, and the export gives them back in the form order', async () => {
    const before = count();
    const res = await csv(admin.token, '/api/events/import', GOOD);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ created: 2 });
    expect(count()).toBe(before + 2);

    const out = await server.request('GET', '/api/events/export.csv', { token: admin.token });
    expect(out.status).toBe(200);
    expect(out.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = out.text.split('\r\n');
    expect(lines[0]).toBe(
      '_id,date,time,endDate,endTime,title,group,groupLink,lineup,venue,venueLink,location,address,ticketsLink,price,soldOut,timeText,status,description,private,updatedAt',
    );
    // the day and time people edit, in the site's zone: an offset instant (20:00 EDT) and a wall time
    expect(out.text).toMatch(
      /\r\n[\w-]+,2027-05-01,20:00,,,"Spring, live",Cannonball Quintet,,,Flynn,,"Burlington, VT","153 Main St, Burlington, VT 05401",,,,,scheduled,"He said ""yes""\r\nthen played",,[\d-]+T[\d:.]+Z\r\n/,
    );
    expect(out.text).toMatch(
      /\r\n[\w-]+,2027-05-08,21:00,,,Cancelled one,Whitesell Brothers Quartet,,,Radio Bean,,,,,,,,cancelled,,,[\d-]+T[\d:.]+Z\r\n/,
    );
  });

  it('asks for text/csv and refuses an empty file', async () => {
    // JSON carries the file as text in `file` (beside its options)
    const json = await server.request('POST', '/api/events/import', { token: admin.token, body: { rows: [] } });
    expect(json.status).toBe(400);
    expect(json.body).toHaveProperty('file');
    const xml = await server.request('POST', '/api/events/import', {
      token: admin.token,
      raw: '<rows/>',
      headers: { 'Content-Type': 'application/xml' },
    });
    expect(xml.status).toBe(415);
    const empty = await csv(admin.token, '/api/events/import', '');
    expect(empty.status).toBe(400);
    expect(empty.body.errors[0]).toMatchObject({ row: 1, message: 'The file is empty.' });
    const calendar = await server.request('POST', '/api/events/import?dryRun=1', {
      token: admin.token,
      raw: 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n',
      headers: { 'Content-Type': 'text/calendar' },
    });
    expect(calendar.status).toBe(400);
    expect(calendar.body).toMatchObject({
      format: 'icalendar',
      errors: [{ row: 1, message: 'The calendar has no events.' }],
    });
  });
});
