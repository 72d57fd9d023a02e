import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { adminForThisFile, serverForThisFile } from './harness';

const server = serverForThisFile();
const admin = adminForThisFile(server);

const HEADER = 'title,group,venue,location,startDate,description\r\n';
const row = (i: number) => `Night ${i},Cannonball Quintet,Flynn,"Burlington, VT",2027-05-01 20:00,Set ${i}\r\n`;
const rows = (n: number, line = row) => HEADER + Array.from({ length: n }, (_, i) => line(i)).join('');
const count = () => (server.db.prepare('SELECT COUNT(*) AS n FROM events').get() as { n: number }).n;

const importCsv = (text: string, dryRun = false) =>
  server.request('POST', `/api/events/import${dryRun ? '?dryRun=1' : ''}`, {
    token: admin.token,
    raw: text,
    headers: { 'Content-Type': 'text/csv' },
  });

/**
 * Imports `text` while asking /healthz again and again; `answeredMeanwhile` counts the /healthz
 * requests sent after the whole file was sent and answered before the import was: the import
 * takes turns with other requests (how long a turn lasts is `npm run bench`'s business).
 */
async function healthzDuring(text: string, query = '', type = 'text/csv') {
  await fetch(`${server.url}/healthz`).then((res) => res.arrayBuffer()); // a warm connection
  let sent = false;
  let done = false;
  const answer = new Promise<{ status: number; body: any }>((resolve, reject) => {
    const req = request(`${server.url}/api/events/import${query}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${admin.token}`, 'Content-Type': type },
    });
    req.on('response', (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(body) }));
    });
    req.on('error', reject);
    req.end(text, () => (sent = true));
  }).finally(() => (done = true));
  let answeredMeanwhile = 0;
  while (!done) {
    const after = sent;
    await fetch(`${server.url}/healthz`).then((res) => res.arrayBuffer());
    if (after && !done) answeredMeanwhile++;
  }
  return { result: await answer, answeredMeanwhile };
}

describe('imports can not exhaust the server', () => {
  it('refuses a file of more than 5,000 rows whole, never cut short, without blocking others', async () => {
    const before = count();
    const short = (i: number) => `${i},Q,F,,2027-05-01 20:00,\r\n`;
    const { result, answeredMeanwhile } = await healthzDuring(rows(100_000, short));
    expect(result.status).toBe(400);
    expect(result.body.errors[0].message).toContain('100,000 rows');
    expect(count()).toBe(before);
    // before: the whole file was checked in one go (3.7 s here), then parsed whole before it was
    // counted; now it is counted a slice at a time, other requests answered between slices
    expect(answeredMeanwhile).toBeGreaterThan(0);
    expect((await importCsv(rows(5001))).status).toBe(400);
    expect(count()).toBe(before);
  });

  it('reports the first 100 problems and how many there are', async () => {
    const bad = rows(5000, (i) => `Night ${i},,,,,\r\n`);
    const res = await importCsv(bad, true);
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveLength(100);
    expect(res.body.errorCount).toBe(15_000); // group, venue and startDate of every row
    expect(res.body.errors[0].row).toBe(2);
    expect(res.text.length).toBeLessThan(50_000);
  });

  it('refuses a 1 MB file of bad rows with its first 100 problems, without blocking others', async () => {
    // 200 bytes a row, every row wrong in three fields: a hostile file, under the row cap
    const bad = rows(4999, (i) => `${'x'.repeat(180)} ${i},,,,not a date,\r\n`);
    expect(bad.length).toBeGreaterThan(1_000_000);
    const { result, answeredMeanwhile } = await healthzDuring(bad);
    expect(result.status).toBe(400);
    expect(result.body.errors).toHaveLength(100);
    expect(result.body.errorCount).toBe(3 * 4999);
    // before: 33 MB of errors, and the server blocked for 10.6 s
    expect(JSON.stringify(result.body).length).toBeLessThan(100_000);
    expect(answeredMeanwhile).toBeGreaterThan(0);
    // the same size in one-cell rows is refused by its count, before any row is parsed
    const many = await healthzDuring(rows(250_000, () => 'a,\r\n'));
    expect(many.result.body.errors[0].message).toContain('250,000 rows');
    expect(many.answeredMeanwhile).toBeGreaterThan(0);
  });

  it('checks 5,000 rows while other visitors are answered between its slices', async () => {
    const { result, answeredMeanwhile } = await healthzDuring(rows(5000), '?dryRun=1');
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ created: 0, valid: 5000 });
    // before: one synchronous check of the whole file (0.5 to 2 s on the 2-core machine)
    expect(answeredMeanwhile).toBeGreaterThan(0);
  });

  it('reads a calendar of 5,000 events while other visitors are answered, and refuses a longer one', async () => {
    const event = (i: number) =>
      `BEGIN:VEVENT\r\nUID:${i}@example.com\r\nDTSTART:20270501T200000Z\r\nSUMMARY:Night ${i}\r\nLOCATION:Flynn\r\nEND:VEVENT\r\n`;
    const calendar = (n: number) =>
      `BEGIN:VCALENDAR\r\nVERSION:2.0\r\n${Array.from({ length: n }, (_, i) => event(i)).join('')}END:VCALENDAR\r\n`;
    const importIcs = (text: string) => healthzDuring(text, '?dryRun=1&group=Calendar%20Band', 'text/calendar');
    const band = await server.request('POST', '/api/groups/create', {
      token: admin.token,
      body: { name: 'Calendar Band' },
    });
    expect(band.status).toBe(201);
    const { result, answeredMeanwhile } = await importIcs(calendar(5000));
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ valid: 5000 });
    // before: every event scanned every other one for its overrides, in one go: 4 to 18 s here
    expect(answeredMeanwhile).toBeGreaterThan(0);
    // a longer one is refused by its count of events, before any is read
    const long = await importIcs(calendar(40_000));
    expect(long.result.body.errors[0].message).toContain('40,000 rows');
  });

  it('gives the row numbers of the whole file past the first slice', async () => {
    const text = rows(450) + 'Broken,,Flynn,,2027-05-01 20:00,\r\n';
    const res = await importCsv(text, true);
    expect(res.body.errors).toEqual([expect.objectContaining({ row: 452, field: 'group' })]);
  });

  it('exports formula cells neutralized and imports them back exactly', async () => {
    const created = await server.request('POST', '/api/events/create', {
      token: admin.token,
      body: {
        group: 'Cannonball Quintet',
        venue: '@venue',
        title: '=HYPERLINK("http://evil")',
        startDate: '2027-06-01T00:00:00.000Z',
        description: '-5 dollars',
      },
    });
    expect(created.status).toBe(201);
    const exported = (await server.request('GET', '/api/events/export.csv', { token: admin.token })).text;
    expect(exported).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(exported).toContain("'@venue");
    expect(exported).not.toMatch(/(^|,)[=+\-@]/m);
    server.db.prepare('DELETE FROM events').run();
    expect((await importCsv(exported)).status).toBe(201);
    // the show is back at a saved venue of that name (its place is the venue's record)
    const back = server.db
      .prepare('SELECT e.title, v.name AS venue, e.description FROM events e JOIN venues v ON v.id = e.venue_id')
      .get();
    expect(back).toEqual({ title: '=HYPERLINK("http://evil")', venue: '@venue', description: '-5 dollars' });
  });
});
