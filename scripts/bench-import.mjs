// The imports' and the press zip's part of `npm run bench` (BENCH_IMPORT=0 skips it): how long
// other visitors wait (/healthz asked again and again) while an admin imports large files, and
// how much the server's memory grows while it streams "Download all" of 200 MB of photos. The
// tests assert the mechanisms (imports take turns with other requests, the zip is streamed from
// disk); the figures, which move with the machine's load, live here.
import { closeSync, openSync, writeSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';

const HEADER = 'title,group,venue,location,startDate,description\r\n';
const csv = (n, line) => HEADER + Array.from({ length: n }, (_, i) => line(i)).join('');
const row = (i) => `Night ${i},Cannonball Quintet,Flynn,"Burlington, VT",2027-05-01 20:00,Set ${i}\r\n`;
const event = (i) =>
  `BEGIN:VEVENT\r\nUID:${i}@example.com\r\nDTSTART:20270501T200000Z\r\nSUMMARY:Night ${i}\r\nLOCATION:Flynn\r\nEND:VEVENT\r\n`;
const calendar = (n) =>
  `BEGIN:VCALENDAR\r\nVERSION:2.0\r\n${Array.from({ length: n }, (_, i) => event(i)).join('')}END:VCALENDAR\r\n`;

const fmt = (n) => Math.round(n).toLocaleString('en-US');

/** Sends one import while timing /healthz, one request after the other; ms. */
async function timed(app, token, name, query, type, text) {
  await fetch(`${app}/healthz`).then((res) => res.arrayBuffer());
  let done = false;
  const started = performance.now();
  const answer = fetch(`${app}/api/events/import${query}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': type },
    body: text,
  })
    .then(async (res) => ({ status: res.status, length: (await res.text()).length }))
    .finally(() => (done = true));
  let longest = 0;
  let asked = 0;
  while (!done) {
    const start = performance.now();
    await fetch(`${app}/healthz`).then((res) => res.arrayBuffer());
    longest = Math.max(longest, performance.now() - start);
    asked++;
  }
  const { status, length } = await answer;
  return { name, bytes: text.length, status, length, total: performance.now() - started, longest, asked };
}

/**
 * `rss` reads the server's resident memory (MB, null off Linux); `dataDir` is its DATA_DIR, where
 * the press photos' originals are swapped for 40 MB files.
 */
export async function benchImports({ app, email, password, dataDir, rss }) {
  const login = await fetch(`${app}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  }).then((res) => res.json());
  const token = login.token;
  const auth = { Authorization: `Bearer ${token}` };
  await fetch(`${app}/api/groups/create`, {
    method: 'POST',
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'Calendar Band' }),
  }).then((res) => res.arrayBuffer());

  const runs = [
    ['5,000 rows, dry run', '?dryRun=1', 'text/csv', csv(5000, row)],
    [
      '1 MB of bad rows (4,999, three errors each)',
      '',
      'text/csv',
      csv(4999, (i) => `${'x'.repeat(180)} ${i},,,,not a date,\r\n`),
    ],
    ['100,000 short rows (refused by count)', '', 'text/csv', csv(100_000, (i) => `${i},Q,F,,2027-05-01 20:00,\r\n`)],
    ['250,000 one-cell rows, 1 MB (refused by count)', '', 'text/csv', csv(250_000, () => 'a,\r\n')],
    ['a calendar of 5,000 events, dry run', '?dryRun=1&group=Calendar%20Band', 'text/calendar', calendar(5000)],
    [
      'a calendar of 40,000 events (refused by count)',
      '?dryRun=1&group=Calendar%20Band',
      'text/calendar',
      calendar(40_000),
    ],
  ];
  console.log('\nImports: /healthz asked one request after the other while an admin imports\n');
  console.log(
    '| import | file | status | answer | import took | longest /healthz wait | /healthz answered meanwhile |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const [name, query, type, text] of runs) {
    const r = await timed(app, token, name, query, type, text);
    console.log(
      `| ${r.name} | ${fmt(r.bytes / 1024)} KB | ${r.status} | ${fmt(r.length / 1024)} KB | ${fmt(r.total)} ms | ${fmt(r.longest)} ms | ${r.asked} |`,
    );
  }

  // "Download all": five originals of 40 MB each, streamed from disk
  const photos = 5;
  const size = 40 * 1024 * 1024;
  const { default: sharp } = await import('sharp');
  const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#357' } })
    .jpeg()
    .toBuffer();
  const chunk = randomBytes(1024 * 1024);
  for (let i = 0; i < photos; i++) {
    const res = await fetch(`${app}/api/press/site/photos/create`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: `Large ${i}`, image: `data:image/jpeg;base64,${jpeg.toString('base64')}` }),
    });
    if (res.status !== 201) {
      console.log(`\n(press photo upload answered ${res.status}: the zip is not measured)`);
      return;
    }
    const { _id } = await res.json();
    const fd = openSync(join(dataDir, 'press', `${_id}.jpg`), 'w');
    for (let written = 0; written < size; written += chunk.length) writeSync(fd, chunk);
    closeSync(fd);
  }
  const before = rss();
  let peak = before?.now ?? 0;
  let received = 0;
  const started = performance.now();
  const res = await fetch(`${app}/press/photos.zip`);
  const reader = res.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.length;
    peak = Math.max(peak, rss()?.now ?? 0);
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `\nPress "Download all" of ${photos} photos of 40 MB: ${fmt(received / 1024 / 1024)} MB in ${seconds.toFixed(1)} s; ` +
      (before
        ? `server RSS ${fmt(before.now)} MB before, at most ${fmt(peak)} MB while streaming (+${fmt(peak - before.now)} MB; a zip built in memory would add 200 MB)`
        : 'RSS not measured (no /proc)'),
  );
}
