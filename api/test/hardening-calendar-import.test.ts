import { request } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminForThisFile, serverForThisFile } from './harness';

const server = serverForThisFile();
const admin = adminForThisFile(server);

const calendar = (events: string[]) => `BEGIN:VCALENDAR\r\nVERSION:2.0\r\n${events.join('')}END:VCALENDAR\r\n`;
const vevent = (i: number, rule: string) =>
  `BEGIN:VEVENT\r\nUID:${i}@example.com\r\nDTSTART:20270501T200000Z\r\nRRULE:${rule}\r\nSUMMARY:Night ${i}\r\nLOCATION:Flynn\r\nEND:VEVENT\r\n`;

/** Imports `text` while asking /healthz one request after another; answers the import and each /healthz's time (ms). */
async function latencyDuring(text: string) {
  await fetch(`${server.url}/healthz`).then((res) => res.arrayBuffer()); // a warm connection
  let done = false;
  const answer = new Promise<{ status: number; body: any }>((resolve, reject) => {
    const req = request(`${server.url}/api/events/import?dryRun=1&group=Flood`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${admin.token}`, 'Content-Type': 'text/calendar' },
    });
    req.on('response', (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(body) }));
    });
    req.on('error', reject);
    req.end(text);
  }).finally(() => (done = true));
  const times: number[] = [];
  while (!done) {
    const started = performance.now();
    await fetch(`${server.url}/healthz`).then((res) => res.arrayBuffer());
    times.push(performance.now() - started);
  }
  return { result: await answer, times };
}

/**
 * /healthz answered within 100 ms while the import runs: the median (on the shared 2-core test
 * machine, with other test files beside it, /healthz alone has outliers past 100 ms), and none
 * held as long as a second (before: 40 s on the reporter's machine, 15 s here).
 */
function underBudget(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  expect(median, sorted.map(Math.round).join(' ')).toBeLessThan(100);
  expect(sorted[sorted.length - 1] ?? 0).toBeLessThan(1000);
}

beforeAll(async () => {
  const band = await server.request('POST', '/api/groups/create', { token: admin.token, body: { name: 'Flood' } });
  expect(band.status).toBe(201);
  // the first calendar import loads ical.js (once per process, a few hundred ms): not what is measured
  const warm = await latencyDuring(calendar([vevent(0, 'FREQ=WEEKLY;COUNT=2')]));
  expect(warm.result.status).toBe(200);
});

describe('a hostile calendar can not stall the site (issue 45, finding 2)', () => {
  it('counts the 5,000-date cap over the whole file, stops expanding at it, and /healthz stays under 100 ms', async () => {
    // 3.5 KB: 20 rules of a billion dates each (before: 100,020 dates built, the site frozen 40 s)
    const text = calendar(Array.from({ length: 20 }, (_, i) => vevent(i, 'FREQ=MINUTELY;COUNT=1000000000')));
    const { result, times } = await latencyDuring(text);
    expect(result.status).toBe(400);
    expect(result.body.errors[0].message).toBe(
      'The file has more than 5,000 dates; at most 5,000 can be imported at once. Split it into smaller files.',
    );
    expect(times.length).toBeGreaterThan(0);
    underBudget(times);
  });

  it('a file whose dates add up past 5,000 is refused, one under it read', async () => {
    const split = calendar([vevent(1, 'FREQ=DAILY;COUNT=2500'), vevent(2, 'FREQ=DAILY;COUNT=2501')]);
    const refused = await latencyDuring(split);
    expect(refused.result.body.errors[0].message).toContain('more than 5,000 dates');
    const fits = await latencyDuring(
      calendar([vevent(1, 'FREQ=DAILY;COUNT=2500'), vevent(2, 'FREQ=DAILY;COUNT=2500')]),
    );
    expect(fits.result.status, JSON.stringify(fits.result.body).slice(0, 500)).toBe(200);
    expect(fits.result.body.valid).toBe(5000);
  });

  it('refuses a rule that could never give a date, instead of searching for one forever', async () => {
    // February 30th, every day: ical.js would look for it without end, in one call
    const { result, times } = await latencyDuring(calendar([vevent(1, 'FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30')]));
    expect(result.status).toBe(400);
    expect(result.body.errors[0]).toMatchObject({ field: 'RRULE' });
    // answered at once (before: no answer, ever, and no other request either)
    expect(Math.max(...times, 0)).toBeLessThan(1000);
  });
});
