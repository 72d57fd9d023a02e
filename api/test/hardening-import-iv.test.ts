import { request } from 'node:http';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { adminForThisFile, serverForThisFile } from './harness';

const server = serverForThisFile();
const admin = adminForThisFile(server);

const HEADER = 'title,group,venue,location,startDate,description\r\n';
const row = (i: number) => `Night ${i},Cannonball Quintet,Flynn,"Burlington, VT",2027-05-01 20:00,Set ${i}\r\n`;
const count = () => (server.db.prepare('SELECT COUNT(*) AS n FROM events').get() as { n: number }).n;

const importText = (text: string, query = '', type = 'text/csv') =>
  server.request('POST', `/api/events/import${query}`, {
    token: admin.token,
    raw: text,
    headers: { 'Content-Type': type },
  });

beforeAll(async () => {
  const band = await server.request('POST', '/api/groups/create', {
    token: admin.token,
    body: { name: 'Cannonball Quintet' },
  });
  expect(band.status).toBe(201);
});

describe('a CSV of blank lines (issue 45, finding 4)', () => {
  it('counts blank rows against a limit of their own and reads the rest at a bounded cost per row', async () => {
    // 100 KB of blank lines: before, counted as nothing and parsed for 10 s (4 MB: 514 s)
    let started = performance.now();
    const blank = await importText(HEADER + '\r\n'.repeat(50_000), '?dryRun=1');
    expect(blank.status).toBe(400);
    expect(blank.body.errors[0].message).toBe(
      'The file has 50,000 blank rows; at most 5,000 can be read at once. Take them out, or split the file.',
    );
    expect(performance.now() - started).toBeLessThan(3000);
    // lines of only commas are blank rows too
    const commas = await importText(HEADER + ',,,,,\r\n'.repeat(20_000), '?dryRun=1');
    expect(commas.body.errors[0].message).toContain('20,000 blank rows');
    // blank rows under the limit are read quickly, and the rows keep their spreadsheet numbers
    started = performance.now();
    const some = await importText(
      `${HEADER}${'\r\n'.repeat(4000)}${row(1)}\r\n,,,\r\nBroken,,Flynn,,2027-05-01 20:00,\r\n`,
      '?dryRun=1',
    );
    expect(performance.now() - started).toBeLessThan(3000);
    expect(some.status).toBe(400);
    expect(some.body.errors).toEqual([expect.objectContaining({ row: 4005, field: 'group' })]);
  });

  it('stops reading a file when the client who sent it goes', async () => {
    const before = count();
    const earlier = server.requests.length;
    const text = HEADER + Array.from({ length: 5000 }, (_, i) => row(i)).join('');
    const req = request(`${server.url}/api/events/import`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${admin.token}`, 'Content-Type': 'text/csv' },
    });
    req.on('error', () => {});
    const sent = new Promise<void>((resolve) => req.end(text, resolve));
    await sent;
    // the file is in and its reading has begun (5,000 rows take seconds): the client leaves
    req.destroy();
    const line = await vi.waitFor(
      () => {
        const found = server.requests
          .slice(earlier)
          .find((one) => one.method === 'POST' && one.path === '/api/events/import');
        expect(found).toBeDefined();
        return found!;
      },
      { timeout: 60_000, interval: 50 },
    );
    // nothing written for a client who is gone, and the work ended then, not a whole import later
    expect(count()).toBe(before);
    expect(line.status).toBe(400);
  }, 90_000);
});

describe('CLASS in calendars (issue 45, finding 7)', () => {
  let day = 0;
  // each on its own day: the same band at the same place and hour would be one show
  const vevent = (uid: string, summary: string, extra: string) =>
    `BEGIN:VEVENT\r\nUID:${uid}\r\nDTSTART:203105${String(++day).padStart(2, '0')}T230000Z\r\nSUMMARY:${summary}\r\nLOCATION:Flynn\r\n${extra}END:VEVENT\r\n`;
  const calendar = (events: string[]) => `BEGIN:VCALENDAR\r\nVERSION:2.0\r\n${events.join('')}END:VCALENDAR\r\n`;

  it('imports CLASS:PRIVATE and CONFIDENTIAL as private shows, says so in the preview, and exports them so', async () => {
    const text = calendar([
      vevent('a@x', 'Wedding of Ann Smith', 'CLASS:PRIVATE\r\n'),
      vevent('b@x', 'Board dinner', 'CLASS:CONFIDENTIAL\r\n'),
      vevent('c@x', 'Open night', 'CLASS:PUBLIC\r\n'),
      vevent('d@x', 'Weekly private lesson gig', 'CLASS:PRIVATE\r\nRRULE:FREQ=DAILY;COUNT=3\r\n'),
    ]);
    const query = '?group=Cannonball%20Quintet';
    const preview = await importText(text, `${query}&dryRun=1`, 'text/calendar');
    expect(preview.status, preview.text).toBe(200);
    const byTitle = new Map((preview.body.rows as any[]).map((row) => [row.title, row]));
    expect(byTitle.get('Wedding of Ann Smith').private).toBe(true);
    expect(byTitle.get('Board dinner').private).toBe(true);
    expect(byTitle.get('Open night').private).toBeUndefined();
    expect(byTitle.get('Weekly private lesson gig').private).toBe(true);

    expect((await importText(text, query, 'text/calendar')).status).toBe(201);
    const shows = (await server.request('GET', '/api/events', { token: admin.token })).body as any[];
    const privateOf = (title: string) => shows.filter((e) => e.title === title).map((e) => e.private);
    expect(privateOf('Wedding of Ann Smith')).toEqual([true]);
    expect(privateOf('Board dinner')).toEqual([true]);
    expect(privateOf('Open night')).toEqual([false]);
    expect(privateOf('Weekly private lesson gig')).toEqual([true, true, true]);
    const anonymous = await server.request('GET', '/api/events');
    expect(anonymous.text).not.toContain('Ann Smith');
    expect(anonymous.text).not.toContain('Weekly private lesson gig');

    const exported = await server.request('GET', '/api/events/export.ics', { token: admin.token });
    const blocks = exported.text.split('BEGIN:VEVENT').slice(1);
    const wedding = blocks.find((block) => block.includes('Wedding of Ann Smith'))!;
    const open = blocks.find((block) => block.includes('Open night'))!;
    expect(wedding).toContain('CLASS:PRIVATE');
    expect(open).not.toContain('CLASS:');
  });
});

describe('import undo (issue 45, findings 8 and 9)', () => {
  const GIGPRESS_HEADER =
    'Date,Time,End date,Artist,Artist URL,Venue,Address,City,State,Postal code,Country,Venue phone,Venue URL,Admittance,Price,Ticket URL,Ticket phone,External URL,Notes,Tour,Status,Related ID,Related URL';
  const gigpress = (artist: string, day: string) =>
    `${GIGPRESS_HEADER}\n2032-05-${day},20:00:00,,${artist},,Flynn Main Stage,153 Main St,Burlington,VT,05401,US,,,,0,,,,,,active,0,\n`;
  const created = (artist: string) => `?bands=${encodeURIComponent(JSON.stringify({ [artist]: { create: true } }))}`;
  const undo = (body?: unknown, key?: string) =>
    server.request('POST', '/api/events/import/undo', {
      token: admin.token,
      body: body ?? {},
      ...(key && { headers: { 'Idempotency-Key': key } }),
    });
  const groupNamed = async (name: string) =>
    ((await server.request('GET', '/api/groups')).body as any[]).find((g) => g.name === name);

  it('keeps a band the import created once he has edited it, and names it', async () => {
    const res = await importText(gigpress('Dana Whitfield Trio', '01'), created('Dana Whitfield Trio'), 'text/csv');
    expect(res.status, res.text).toBe(201);
    const band = await groupNamed('Dana Whitfield Trio');
    const current = (await server.request('GET', `/api/groups/edit/${band._id}`)).body;
    const { _id: _a, id: _b, updatedAt: _c, ...data } = current;
    const edited = await server.request('PUT', `/api/groups/update/${band._id}`, {
      token: admin.token,
      body: { groupComparatorData: current, groupData: { ...data, description: 'Dana’s trio: a bio he wrote.' } },
    });
    expect(edited.status, edited.text).toBe(200);
    const undone = await undo({ importId: res.body.importId });
    expect(undone.status, undone.text).toBe(200);
    expect(undone.body).toMatchObject({ keptBands: ['Dana Whitfield Trio'], removedBands: [] });
    expect(undone.body.deleted).toHaveLength(1);
    expect((await groupNamed('Dana Whitfield Trio'))?.description).toBe('Dana’s trio: a bio he wrote.');
  });

  it('answers every import its importId; undo takes it, and the same undo again answers the first', async () => {
    const first = await importText(gigpress('First Band', '10'), created('First Band'), 'text/csv');
    const second = await importText(gigpress('Second Band', '11'), created('Second Band'), 'text/csv');
    expect(first.body.importId).toEqual(expect.any(String));
    expect(second.body.importId).toEqual(expect.any(String));
    expect(second.body.importId).not.toBe(first.body.importId);
    const dry = await importText(gigpress('Third Band', '12'), `${created('Third Band')}&dryRun=1`, 'text/csv');
    expect(dry.body.importId).toBeUndefined();

    // a retried undo (no Idempotency-Key): the same answer, and the import before stays
    const once = await undo({ importId: second.body.importId });
    expect(once.status, once.text).toBe(200);
    expect(once.body).toMatchObject({ importId: second.body.importId, removedBands: ['Second Band'] });
    const again = await undo({ importId: second.body.importId });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(once.body);
    expect(await groupNamed('First Band')).toBeDefined();

    // the admin's Undo: importId and an Idempotency-Key, sent twice
    const keyed = await undo({ importId: first.body.importId }, 'undo-first-1');
    const resent = await undo({ importId: first.body.importId }, 'undo-first-1');
    expect(resent.body).toEqual(keyed.body);
    expect(keyed.body.importId).toBe(first.body.importId);

    expect((await undo({ importId: 'no-such-import' })).status).toBe(404);
    expect((await undo({ importId: 7 })).status).toBe(400);
  });

  it('names the import an undo would undo, with its format, time and number of shows (issue 46)', async () => {
    const last = (token?: string) => server.request('GET', '/api/events/import/last', token ? { token } : {});
    expect((await last()).status).toBe(401);
    const two = gigpress('Cannonball Quintet', '20') + gigpress('Cannonball Quintet', '21').split('\n')[1] + '\n';
    const res = await importText(two, '', 'text/csv');
    expect(res.status, res.text).toBe(201);
    const named = await last(admin.token);
    expect(named.status).toBe(200);
    expect(named.body).toEqual({
      last: { importId: res.body.importId, importedAt: expect.any(String), format: 'gigpress', shows: 2 },
    });
    expect((await undo({ importId: res.body.importId })).status).toBe(200);
    // undone, it is no longer the last: the import before it is (the private shows' above)
    const before = (await last(admin.token)).body.last;
    expect(before?.importId).not.toBe(res.body.importId);
    expect((await undo({})).body.importId).toBe(before.importId);
    expect((await last(admin.token)).body).toEqual({ last: null });
  });
});
