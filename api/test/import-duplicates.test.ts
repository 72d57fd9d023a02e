import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { fixture, importTestFile, storedShows } from './import-helpers';

const { server, admin, setUp, upload } = importTestFile();

const exportCsv = async (query = '') => {
  const res = await server.request('GET', `/api/events/export.csv${query}`, { token: admin.token });
  expect(res.status).toBe(200);
  return res.text;
};

const fresh = async () => {
  await setUp();
  expect((await upload(fixture('gigpress.csv'))).status).toBe(201);
  return storedShows(server);
};

describe('duplicates', () => {
  it('a file imported twice: every row a duplicate linked to its show, nothing created', async () => {
    const shows = await fresh();
    const again = await upload(fixture('gigpress.csv'));
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({
      created: 0,
      updated: 0,
      skipped: 4,
      counts: { new: 0, duplicate: 4, refused: 0 },
    });
    expect(again.body.rows.map((r: { action: string; duplicateOf: string }) => [r.action, r.duplicateOf])).toEqual(
      shows.map((s) => ['duplicate', s.id]),
    );
    expect(storedShows(server)).toEqual(shows);
  });

  it('an earlier row of the same file is a duplicate too', async () => {
    await fresh();
    const row = '2027-09-09,20:00:00,Cannonball Quintet,Club 9\r\n';
    const res = await upload('Date,Time,Artist,Venue\r\n' + row + row.replace('Cannonball', 'CANNONBALL'));
    expect(res.status).toBe(201);
    expect(res.body.rows[1]).toMatchObject({ action: 'duplicate', duplicateOfRow: 2 });
    expect(res.body).toMatchObject({ created: 1, skipped: 1, counts: { new: 1, duplicate: 1, refused: 0 } });
  });

  it('another day, time, venue or band is a new show', async () => {
    await fresh();
    const base = '2027-05-01,20:00:00,,Cannonball Quintet,,Flynn Main Stage';
    const text = [
      'Date,Time,End date,Artist,Artist URL,Venue',
      base.replace('20:00:00', '21:00:00'),
      base.replace('2027-05-01', '2027-05-02'),
      base.replace('Flynn Main Stage', 'Flynn Space'),
      base.replace('Cannonball Quintet', 'Whitesell Brothers Quartet'),
      base,
    ].join('\r\n');
    const res = await upload(text, '?dryRun=1');
    expect(res.body.rows.map((r: { action: string }) => r.action)).toEqual(['new', 'new', 'new', 'new', 'duplicate']);
  });

  it('?duplicates=update updates the matching show from the file', async () => {
    const shows = await fresh();
    const text = fixture('gigpress.csv').replace('Time to be announced.', 'Now with a guest.');
    const res = await upload(text, '?duplicates=update');
    expect(res.body).toMatchObject({ created: 0, updated: 1, skipped: 3 });
    expect(res.body.rows[1]).toMatchObject({ action: 'update', duplicateOf: shows[1]!.id });
    const after = storedShows(server);
    expect(after[1]).toMatchObject({ id: shows[1]!.id, description: 'Now with a guest.' });
    expect(after.filter((s, i) => i !== 1)).toEqual(shows.filter((s, i) => i !== 1));
  });

  it('a changed price or sold-out flag (fields outside our CSV columns) is a change too', async () => {
    const shows = await fresh();
    const text = fixture('gigpress.csv').replace('21+,$10,', '21+,$12,').replace(',soldout,', ',active,');
    const res = await upload(text, '?duplicates=update');
    expect(res.body).toMatchObject({ created: 0, updated: 2, skipped: 2 });
    const after = storedShows(server);
    expect(after[0]).toMatchObject({ id: shows[0]!.id, sold_out: 0 });
    expect(after[1]).toMatchObject({ id: shows[1]!.id, price: '$12, 21+' });
  });
});

describe('round trip of our CSV', () => {
  it('export then import changes nothing, even with ?duplicates=update', async () => {
    const shows = await fresh();
    const csv = await exportCsv();
    const res = await upload(csv, '?duplicates=update');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ format: 'ours', ignored: [], created: 0, updated: 0, skipped: 4 });
    expect(storedShows(server)).toEqual(shows);
  });

  it('export, change one cell, import with update: exactly that show changes', async () => {
    const shows = await fresh();
    const rows = parse(await exportCsv()) as string[][];
    const header = rows[0]!;
    const target = rows.findIndex((r) => r[header.indexOf('_id')] === shows[3]!.id);
    // as in a spreadsheet: the time of one show moved from 19:30 to 21:00
    rows[target]![header.indexOf('time')] = '21:00';
    const edited = rows
      .map((r) => r.map((c) => (/[",\n\r]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(','))
      .join('\r\n');
    const skip = await upload(edited);
    expect(skip.body).toMatchObject({ created: 0, updated: 0 });
    expect(storedShows(server)).toEqual(shows);
    const res = await upload(edited, '?duplicates=update');
    expect(res.body).toMatchObject({ created: 0, updated: 1, skipped: 3 });
    const after = storedShows(server);
    expect(after.find((s) => s.id === shows[3]!.id)).toMatchObject({ start_date: '2027-11-08T02:00:00.000Z' });
    expect(after.filter((s) => s.id !== shows[3]!.id)).toEqual(shows.filter((s) => s.id !== shows[3]!.id));
  });

  it('writes date and time in the site zone, a blank time when none is announced, and the _id', async () => {
    const shows = await fresh();
    const rows = parse(await exportCsv(), { columns: true }) as Record<string, string>[];
    expect(rows.map((r) => [r._id, r.date, r.time])).toEqual([
      [shows[0]!.id, '2027-05-01', '20:00'],
      [shows[1]!.id, '2027-05-14', ''],
      [shows[2]!.id, '2027-06-05', ''],
      [shows[3]!.id, '2027-11-07', '19:30'],
    ]);
  });

  it('a cell a spreadsheet would run as a formula is exported after a quote and imported back exactly', async () => {
    const shows = await fresh();
    server.db
      .prepare('UPDATE events SET title = ?, description = ? WHERE id = ?')
      .run('=HYPERLINK("x")', '-5 degrees', shows[0]!.id);
    const csv = await exportCsv();
    expect(csv).toContain(`'=HYPERLINK(""x"")`);
    expect(csv).toContain(`'-5 degrees`);
    const before = storedShows(server);
    const res = await upload(csv, '?duplicates=update');
    expect(res.body).toMatchObject({ updated: 0, skipped: 4 });
    expect(storedShows(server)).toEqual(before);
  });
});

describe('export formats', () => {
  it('?format=gigpress writes GigPress columns that import back as duplicates', async () => {
    const shows = await fresh();
    const csv = await exportCsv('?format=gigpress');
    expect(csv.split('\r\n')[0]).toBe(
      'Date,Time,End date,Artist,Artist URL,Venue,Address,City,State,Postal code,Country,Venue phone,Venue URL,Admittance,Price,Ticket URL,Ticket phone,External URL,Notes,Tour,Status,Related ID,Related URL',
    );
    const rows = parse(csv, { columns: true }) as Record<string, string>[];
    expect(rows[0]).toMatchObject({
      Date: '2027-05-01',
      Time: '20:00:00',
      Artist: 'Cannonball Quintet',
      City: 'Burlington',
      State: 'VT',
    });
    expect(rows[2]).toMatchObject({ Status: 'cancelled' });
    const back = await upload(csv);
    expect(back.body).toMatchObject({ format: 'gigpress', created: 0, skipped: 4 });
    expect(storedShows(server)).toEqual(shows);
  });

  it('?format=bandsintown writes the upload template with the band first in Lineup', async () => {
    await fresh();
    const csv = await exportCsv('?format=bandsintown');
    const rows = parse(csv, { columns: true }) as Record<string, string>[];
    // the template's columns in its order, as the fixture written from Bandsintown's documentation has them
    const template = parse(fixture('bandsintown.csv'), { columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0]!)).toEqual(Object.keys(template[0]!));
    expect(rows[0]).toMatchObject({
      Date: '2027-05-01',
      Time: '20:00',
      Venue: 'Flynn Main Stage',
      Lineup: 'Cannonball Quintet',
    });
    const back = await upload(csv);
    expect(back.body).toMatchObject({ format: 'bandsintown', created: 0, skipped: 4 });
  });

  it('an unknown ?format= is a field error', async () => {
    const res = await server.request('GET', '/api/events/export.csv?format=xlsx', { token: admin.token });
    expect(res.status).toBe(400);
    expect(res.body).toHaveProperty('format');
  });
});
