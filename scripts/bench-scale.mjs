// `npm run bench:scale`: a benchmark, not a test. Seeds a career (BENCH_SHOWS shows, default
// 20,000, over twenty years: two bands, weekly residencies, 80 venues, 80 booking requests) into
// a temporary data folder, and the same site with 10 shows into another, then asks each page,
// feed and list once uncached (the first request after a write) and prints its time and bytes
// at 10 shows and at N, and their ratio. Then the same against a young career at the same rate
// (three years, N * 3 / 20 shows; BENCH_YOUNG=0 skips it): what grows with the years played, not
// with what a page shows. Nothing it seeds is kept or shipped.
//
// Each site is served by a child process of its own (this script again, with BENCH_CHILD set),
// started with `npm start`'s V8 flags, and asked from this one (the client), so its CPU time and
// resident memory (RSS) are the server's alone: the bench prints the RSS (after a full
// collection) after start, after the requests and at the end, and the peak, at 10 shows and at
// N. The seeding happens here, in the parent, so it does not count.
//
// BENCH_SHOWS=2000 for a quick look; BENCH_TRIES (default 5): the median of that many uncached
// requests per address; BENCH_DUMP=folder writes the large site's answers there; BENCH_RSS_ROWS=1
// prints each child's RSS after each address (which answer the memory grows with). The children
// run the app from source (node --import tsx), on the built site (site/dist, built when missing).
import { fork, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import bcrypt from 'bcryptjs';
import { seedBusiness } from './bench-scale-business.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const N = Number(process.env.BENCH_SHOWS ?? 20_000);
const TRIES = Number(process.env.BENCH_TRIES ?? 5);
// BENCH_DUMP=folder: the large site's answers are written there (to look at what a page carries)
const DUMP = process.env.BENCH_DUMP;
if (DUMP) mkdirSync(DUMP, { recursive: true });
const ZONE = 'America/New_York';

if (!existsSync(join(root, 'site', 'dist', 'server', 'entry-server.js'))) {
  console.log('Building the site...');
  const build = spawnSync('npm', ['run', 'build', '-w', 'site'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const { createApp } = await import('../api/src/app.ts');
const { loadConfig } = await import('../api/src/config.ts');
const { openDatabase } = await import('../api/src/db/index.ts');
const { createContentVersion } = await import('../api/src/http/content-version.ts');
const { Mailer } = await import('../api/src/mail/mailer.ts');
const { createUserRepository } = await import('../api/src/users/repository.ts');
const { newId } = await import('../api/src/ids.ts');
const { pageRenders } = await import('../api/src/site/rendered-page.ts');
const { DEFAULT_LESSON_SETTINGS } = await import('../shared/contracts/src/lesson.ts');

const folders = [];
process.on('exit', () => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

const DAY = 24 * 3600_000;
/** The bench's weekly lesson hours (site zone): see `seed`. */
const LESSON_HOURS = [
  { day: 'MO', from: '10:00', to: '18:00' },
  { day: 'TU', from: '14:00', to: '19:00' },
  { day: 'WE', from: '15:00', to: '20:00' },
  { day: 'TH', from: '10:00', to: '13:00' },
  { day: 'FR', from: '10:00', to: '13:00' },
];
/** A deterministic pseudo-random sequence, so two runs seed the same career. */
function random(seed) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

/**
 * Seeds `count` shows: about 60 in 100 as dates of weekly residencies (a dozen a year, each for
 * ten weeks, on the weekday of its name), the rest one-off shows, spread from `years` (twenty)
 * less half a year ago to half a year ahead, all in the evening (19:00 to 22:30 in New York, near enough)
 * and none on a Monday (the night off); two bands, 80 venues. And lesson hours (`LESSON_HOURS`),
 * the same at 10 shows and at N: Mondays stay open, Tuesdays and Wednesdays lose their evenings
 * to the gigs, Thursday and Friday mornings stay open (the gig rule blocks from 4 hours before a
 * show), so the slots are asked of a calendar with gigs in it and still answer some times.
 */
function seed(db, count, years = 20) {
  const rnd = random(29);
  const now = Date.now();
  const stamp = new Date(now).toISOString();
  const bands = [
    { id: newId(), name: 'Cannonball Quintet', page: 'quintet' },
    { id: newId(), name: 'Whitesell Brothers Quartet', page: 'quartet' },
  ];
  const addBand = db.prepare(
    'INSERT INTO groups (id, name, description, created_at, updated_at, fixed_page) VALUES (?, ?, ?, ?, ?, ?)',
  );
  for (const band of bands)
    addBand.run(band.id, band.name, `${band.name}: a band of the bench.`, stamp, stamp, band.page);
  const venues = Array.from({ length: 80 }, (_, i) => ({
    id: newId(),
    name: `Venue ${i + 1}`,
    city: `Town ${i % 20}`,
    region: 'VT',
  }));
  const addVenue = db.prepare(
    `INSERT INTO venues (id, name, address, city, region, link, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const v of venues)
    addVenue.run(v.id, v.name, `${v.city} Main St`, v.city, v.region, `https://venue.example/${v.id}`, stamp, stamp);
  const addEvent = db.prepare(
    `INSERT INTO events (id, group_name, group_id, venue, venue_id, title, description, start_date,
       end_date, time_text, created_at, updated_at, series_id, series_date)
     VALUES (@id, @group, @groupId, '', @venueId, @title, @description, @start, '', '', @stamp, @stamp,
       @seriesId, @seriesDate)`,
  );
  /** A show of `band` at `venue` at the instant `at`; `fields` give its title, description and series. */
  const addShow = (band, venue, at, fields) =>
    addEvent.run({
      id: newId(),
      group: band.name,
      groupId: band.id,
      // a show at a saved venue stores only its id: the place is the venue's (docs/shows.md)
      venueId: venue.id,
      start: new Date(at).toISOString(),
      stamp,
      ...fields,
    });
  const addSeries = db.prepare(
    'INSERT INTO series (id, template, rule, created_at, updated_at) VALUES (?, ?, ?, ?, ?)',
  );
  const first = now - (years - 0.5) * 365 * DAY;
  const span = years * 365 * DAY;
  const dayOf = (ms) => new Date(ms).toLocaleDateString('en-CA', { timeZone: ZONE });
  let made = 0;
  db.transaction(() => {
    const residencyDates = Math.round(count * 0.6);
    // residencies of ten weekly dates, evenly over the twenty years
    const residencies = Math.max(1, Math.round(residencyDates / 10));
    for (let r = 0; r < residencies && made < count; r++) {
      const band = bands[r % 2];
      const venue = venues[r % venues.length];
      const id = newId();
      // every night but Monday (0 is Sunday, as getUTCDay counts)
      const weekdayIndex = [0, 2, 3, 4, 5, 6][r % 6];
      const weekday = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'][weekdayIndex];
      const template = { group: band.name, venue: venue.name, venueId: venue.id, title: `${weekday} residency` };
      addSeries.run(
        id,
        JSON.stringify(template),
        JSON.stringify({ repeat: { freq: 'weekly', byDay: [weekday] }, startTime: '19:00', count: 10 }),
        stamp,
        stamp,
      );
      // 19:00 in New York, near enough for a bench (23:00Z), on the first of its weekday
      const day = Math.floor((first + (span * r) / residencies) / DAY) * DAY;
      const start = day + ((weekdayIndex - new Date(day).getUTCDay() + 7) % 7) * DAY + 23 * 3600_000;
      for (let w = 0; w < 10 && made < count; w++, made++) {
        const at = start + w * 7 * DAY;
        addShow(band, venue, at, {
          title: template.title,
          description: 'Every week at the club.',
          seriesId: id,
          seriesDate: dayOf(at),
        });
      }
    }
    for (; made < count; made++) {
      const band = bands[made % 2];
      const venue = venues[Math.floor(rnd() * venues.length)];
      // an evening (23:00Z to 02:30Z: the same day in New York), never a Monday's
      let day = Math.floor((first + rnd() * span) / DAY) * DAY;
      if (new Date(day).getUTCDay() === 1) day += (1 + Math.floor(rnd() * 6)) * DAY;
      const at = day + 23 * 3600_000 + Math.floor(rnd() * 8) * 1800_000;
      addShow(band, venue, at, {
        title: '',
        description: 'A night of hard bop and ballads.\nWith special guests.',
        seriesId: null,
        seriesDate: null,
      });
    }
    db.prepare('INSERT INTO lesson_settings (id, data, updated_at) VALUES (1, ?, ?)').run(
      JSON.stringify({ ...DEFAULT_LESSON_SETTINGS, availability: LESSON_HOURS }),
      stamp,
    );
    const addBooking = db.prepare(
      `INSERT INTO bookings (id, name, email, organization, city, dates, message, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    for (let i = 0; i < 80; i++) {
      const asked = dayOf(now + (i % 60) * DAY);
      addBooking.run(
        newId(),
        `Booker ${i}`,
        `booker${i}@example.com`,
        'A club',
        'Burlington',
        asked,
        'Hello',
        stamp,
        stamp,
      );
    }
  })();
  // players, every show's money, calls and a year of his busy calendar (this round's screens)
  db.transaction(() => seedBusiness(db, { now, rnd, stamp }))();
  return bands;
}

/** A data folder with `count` shows seeded (in this process: the seeding's memory is not the site's). */
function seedFolder(count, years) {
  const dir = mkdtempSync(join(tmpdir(), 'jazz-bench-scale-'));
  folders.push(dir);
  const db = openDatabase(join(dir, 'site.db'));
  seed(db, count, years);
  db.close();
  return dir;
}

/** The site of a seeded data folder, served on a free port (in a child process). */
async function startSite(dir, count) {
  const config = {
    ...loadConfig({
      DATA_DIR: dir,
      SITE_URL: 'http://localhost:3999',
      JWT_SECRET: `bench-${newId()}`,
      SITE_TIMEZONE: ZONE,
    }),
    rateWindowMs: 0,
  };
  const db = openDatabase(join(dir, 'site.db'));
  const logger = { info: () => {}, error: (message, error) => console.error(message, error), request: () => {} };
  const mailer = new Mailer({ db, from: 'bench@example.com', smtpUrl: undefined, mailDir: join(dir, 'mail'), logger });
  const content = createContentVersion(db);
  const app = createApp({ db, config, mailer, logger, content });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${server.address().port}`;
  const password = 'bench password 1';
  const email = `admin-${newId()}@example.com`;
  createUserRepository(db).insert({
    id: newId(),
    firstName: 'Bench',
    lastName: 'Admin',
    email,
    passwordHash: bcrypt.hashSync(password, 4),
    roles: ['user', 'admin'],
    emailVerified: true,
  });
  const login = await fetch(`${url}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const { token } = await login.json();
  const pick = (sql, ...args) => db.prepare(sql).get(...args);
  const show = pick(
    'SELECT id FROM events WHERE start_date < ? ORDER BY start_date DESC LIMIT 1',
    new Date().toISOString(),
  );
  const years = db
    .prepare('SELECT DISTINCT substr(start_date, 1, 4) AS y FROM events WHERE start_date < ? ORDER BY y')
    .all(new Date(Date.now() - 400 * DAY).toISOString());
  const year = years.length ? years[Math.floor(years.length / 2)].y : String(new Date().getFullYear() - 1);
  /** A write the caches see, touching no data: the next request is uncached. */
  const touch = () => {
    content.changed();
    db.exec('CREATE TEMP TABLE IF NOT EXISTS bench_touch (x); INSERT INTO bench_touch VALUES (1)');
  };
  // the regular pianist, on four nights in five
  const player = pick("SELECT id FROM people WHERE name = 'Player 1'")?.id ?? 'none';
  const busyEntries = pick('SELECT COUNT(*) AS n FROM calendar_busy').n;
  const showIds = (count) =>
    db
      .prepare('SELECT id FROM events ORDER BY start_date DESC LIMIT ?')
      .all(count)
      .map((row) => row.id);
  return {
    count,
    url,
    token,
    show: show?.id ?? 'none',
    year,
    player,
    busyEntries,
    touch,
    showIds,
    close: () => server.close(),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The median time of TRIES uncached requests, and the bytes of the answer (uncompressed). */
async function measure(site, path, auth = false) {
  const times = [];
  const cpu = [];
  let bytes = 0;
  let status = 0;
  let paged = false;
  // once untimed: the page's code loads on its first request
  await (
    await fetch(site.url + path, { headers: auth ? { authorization: `Bearer ${site.token}` } : {} })
  ).arrayBuffer();
  for (let i = 0; i < TRIES; i++) {
    await site.touch();
    const cpuStarted = await site.cpu();
    const started = performance.now();
    const res = await fetch(site.url + path, {
      headers: { 'accept-encoding': 'identity', ...(auth && { authorization: `Bearer ${site.token}` }) },
    });
    const body = await res.arrayBuffer();
    times.push(performance.now() - started);
    cpu.push((await site.cpu()) - cpuStarted);
    bytes = body.byteLength;
    status = res.status;
    paged = res.headers.has('link');
    if (DUMP && site.count === N && i === 0)
      writeFileSync(join(DUMP, `${path.replace(/[^a-z0-9]+/gi, '_') || 'home'}.out`), Buffer.from(body));
  }
  return { ms: median(times), cpu: median(cpu), bytes, status, paged };
}

function addresses(site) {
  const from = new Date().toLocaleDateString('en-CA', { timeZone: ZONE });
  const to = new Date(Date.now() + 55 * DAY).toLocaleDateString('en-CA', { timeZone: ZONE });
  return [
    ['/', '/'],
    ['/shows', '/shows'],
    ['/shows?when=past', '/shows?when=past'],
    ['a year page', `/shows?when=past&year=${site.year}`],
    ['a band page', '/cannonball-quintet'],
    ['a show page', `/shows/${site.show}`],
    ['/shows.rss', '/shows.rss'],
    ['/shows.ics', '/shows.ics'],
    ['/sitemap.xml', '/sitemap.xml'],
    ['GET /api/events', '/api/events'],
    ['GET /api/events, one page', '/api/events?limit=100'],
    // what View Events asks first (an admin: private shows too, upcoming soonest first)
    ['admin: first events page', '/api/events?limit=100&when=upcoming', true],
    ['lesson slots, 8 weeks', `/api/lessons/slots?from=${from}&to=${to}&length=60`],
    ['bookings list', '/api/bookings', true],
    ...BUSINESS_ROWS(site, from),
  ];
}

/**
 * This round's money, calls and calendar at a career, each within BUSINESS_MS at N shows: money
 * reports over the twenty years of settled gigs, a player's statement of a year, the open calls,
 * and lesson slots (8 weeks, above) among a year of busy entries pulled from his calendar.
 */
const BUSINESS_MS = 50;
const BUSINESS_ROWS = (site, today) => {
  const thisYear = Number(today.slice(0, 4));
  const twenty = `from=${thisYear - 20}-01-01&to=${today}`;
  return [
    ['money by year, 20 years', `/api/money/report?${twenty}&by=year`, true],
    ['money by month, 20 years', `/api/money/report?${twenty}&by=month`, true],
    ['money by band, 20 years', `/api/money/report?${twenty}&by=band`, true],
    ['money by venue, 20 years', `/api/money/report?${twenty}&by=venue`, true],
    ["a player's year statement", `/api/people/${site.player}/statement?year=${site.year}`, true],
    ['open calls', '/api/calls?open=1', true],
  ];
};
const BUSINESS_NAMES = ['lesson slots, 8 weeks', ...BUSINESS_ROWS({}, '2000-01-01').map(([name]) => name)];

/** A `memory` answer in words: the RSS, and what V8 holds of it (its heap, and the native memory of its objects). */
const memoryLine = ({ rss, heap }) =>
  `RSS ${rss.toFixed(0)} MB (V8 heap ${heap.used.toFixed(0)} of ${heap.total.toFixed(0)} MB, ` +
  `external ${heap.external.toFixed(0)} MB, of which buffers ${heap.buffers.toFixed(0)} MB)`;

/** The RSS after a full collection (the child runs with --expose-gc): what the process keeps, not its garbage. */
const rssMb = () => {
  globalThis.gc?.();
  return process.memoryUsage().rss / 2 ** 20;
};

/**
 * In a child: serve the folder and answer the parent's messages (the parent is the client, so
 * the figures are the server's alone): `touch` (a write: the next request is uncached), `cpu`
 * (this process's CPU time in ms), `memory`, `renders` and `showIds`.
 */
async function child(dir, count) {
  const site = await startSite(dir, count);
  const ops = {
    touch: () => site.touch(),
    cpu: () => {
      const used = process.cpuUsage();
      return (used.user + used.system) / 1000;
    },
    memory: () => {
      const rss = rssMb();
      const { heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
      const mb = (bytes) => bytes / 2 ** 20;
      return {
        rss,
        peak: process.resourceUsage().maxRSS / 1024,
        heap: { used: mb(heapUsed), total: mb(heapTotal), external: mb(external), buffers: mb(arrayBuffers) },
      };
    },
    renders: () => pageRenders(),
    showIds: (n) => site.showIds(n),
  };
  process.on('message', ({ id, op, arg }) => {
    if (op === 'exit') {
      site.close();
      process.exit(0);
    }
    process.send({ id, result: ops[op](arg) });
  });
  process.send({
    id: 0,
    result: {
      url: site.url,
      token: site.token,
      show: site.show,
      year: site.year,
      player: site.player,
      busyEntries: site.busyEntries,
    },
  });
}

/** The site of a seeded folder, served by a child process of its own; its handle for the client here. */
async function serveInChild(dir, count) {
  const worker = fork(fileURLToPath(import.meta.url), [], {
    cwd: root,
    env: { ...process.env, BENCH_CHILD: dir, BENCH_CHILD_COUNT: String(count) },
    execArgv: ['--max-semi-space-size=4', '--heap-growing-percent=30', '--expose-gc', '--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiting = new Map();
  let last = 0;
  worker.on('message', ({ id, result }) => {
    waiting.get(id)?.(result);
    waiting.delete(id);
  });
  const failed = new Promise((_, reject) =>
    worker.once('exit', (code) => reject(new Error(`The site with ${count} shows stopped (status ${code}).`))),
  );
  failed.catch(() => {});
  const ask = (op, arg) => {
    const id = ++last;
    const answer = new Promise((resolve) => waiting.set(id, resolve));
    worker.send({ id, op, arg });
    return Promise.race([answer, failed]);
  };
  const ready = await Promise.race([new Promise((resolve) => waiting.set(0, resolve)), failed]);
  return {
    ...ready,
    count,
    touch: () => ask('touch'),
    cpu: () => ask('cpu'),
    memory: () => ask('memory'),
    renders: () => ask('renders'),
    showIds: (n) => ask('showIds', n),
    close: () => worker.send({ op: 'exit' }),
  };
}

/** Serves one seeded folder in a child process, asks every address from here, and crawls the large site. */
async function measureSite(dir, count) {
  const site = await serveInChild(dir, count);
  const idle = (await site.memory()).rss;
  const rows = [];
  for (const [name, path, auth] of addresses(site)) {
    rows.push({ name, ...(await measure(site, path, auth)) });
    if (process.env.BENCH_RSS_ROWS) console.error(`${count} shows, ${name}: ${memoryLine(await site.memory())}`);
  }
  const afterPages = (await site.memory()).rss;
  if (process.env.BENCH_RSS_ROWS)
    console.error(`${count} shows, after the requests: ${memoryLine(await site.memory())}`);
  let crawl = null;
  if (count === N) {
    // a crawler walking 600 show pages (more than the 300 kept): are the site's pages still kept?
    const CRAWL = 600;
    const kept = ['/', '/shows', '/shows?when=past', '/cannonball-quintet'];
    await site.touch();
    for (const path of kept) await (await fetch(site.url + path)).arrayBuffer();
    const crawlStart = await site.renders();
    const crawlStarted = performance.now();
    for (const id of await site.showIds(CRAWL)) await (await fetch(`${site.url}/shows/${id}`)).arrayBuffer();
    const crawlMs = performance.now() - crawlStarted;
    const crawled = (await site.renders()) - crawlStart;
    const before = await site.renders();
    for (const path of kept) await (await fetch(site.url + path)).arrayBuffer();
    crawl = { count: CRAWL, kept, crawled, msEach: crawlMs / CRAWL, renderedAgain: (await site.renders()) - before };
  }
  const { rss: end, peak, ...rest } = await site.memory();
  if (process.env.BENCH_RSS_ROWS) console.error(`${count} shows, at the end: ${memoryLine({ rss: end, ...rest })}`);
  site.close();
  return { rows, crawl, memory: { idle, afterPages, end, peak }, busyEntries: site.busyEntries };
}

if (process.env.BENCH_CHILD) await child(process.env.BENCH_CHILD, Number(process.env.BENCH_CHILD_COUNT));
else await main();

// function declarations: main() runs above, before a const here would be initialised
function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
function pad(text, width) {
  return String(text).padEnd(width);
}
function padLeft(text, width) {
  return String(text).padStart(width);
}

/** One table: each address at site `a` and at site `b` (their rows in the same order), and the ratios b / a. */
function printTable(labelA, a, labelB, b) {
  console.log(
    `${pad('what', 28)}${padLeft(`${labelA}: ms`, 9)}${padLeft('cpu', 8)}${padLeft('bytes', 11)}${padLeft(`${labelB}: ms`, 11)}${padLeft('cpu', 8)}${padLeft('bytes', 11)}${padLeft('time x', 8)}${padLeft('cpu x', 7)}${padLeft('bytes x', 9)}`,
  );
  a.rows.forEach((x, i) => {
    const y = b.rows[i];
    const note = x.status !== 200 || y.status !== 200 ? `  (status ${x.status} / ${y.status})` : '';
    console.log(
      `${pad(x.name, 28)}${padLeft(x.ms.toFixed(1), 9)}${padLeft(x.cpu.toFixed(1), 8)}${padLeft(kb(x.bytes), 11)}${padLeft(y.ms.toFixed(1), 11)}${padLeft(y.cpu.toFixed(1), 8)}${padLeft(kb(y.bytes), 11)}${padLeft((y.ms / x.ms).toFixed(1), 8)}${padLeft((y.cpu / x.cpu).toFixed(1), 7)}${padLeft((y.bytes / Math.max(1, x.bytes)).toFixed(1), 9)}${note}`,
    );
  });
}

/** The parent: seeds the folders, measures each site, prints the tables. */
async function main() {
  // the young career: three years at the career's rate (a complete past year for its year page)
  const youngCount = process.env.BENCH_YOUNG === '0' ? 0 : Math.round((N * 3) / 20);
  console.log(
    `Seeding 10 shows, ${N.toLocaleString('en-US')} shows (twenty years)` +
      (youngCount ? ` and ${youngCount.toLocaleString('en-US')} shows (three years at the same rate)...` : '...'),
  );
  const smallDir = seedFolder(10, 20);
  const largeDir = seedFolder(N, 20);
  const youngDir = youngCount ? seedFolder(youngCount, 3) : null;
  console.log('Serving and measuring each in its own process...');
  const small = await measureSite(smallDir, 10);
  const large = await measureSite(largeDir, N);
  const young = youngDir ? await measureSite(youngDir, youngCount) : null;
  const { crawl } = large;

  console.log(
    `\nUncached: the median of ${TRIES} first requests after a write (wall time, and the CPU time the serving process` +
      ` spent, which a busy machine moves less); bytes uncompressed.\n`,
  );
  printTable('10', small, String(N), large);
  if (young) {
    console.log(
      `\nThe same career three years in (${youngCount} shows) and twenty years in (${N}), at the same rate of dates:` +
        ` what grows with the years played rather than with what a page shows.\n`,
    );
    printTable(String(youngCount), young, String(N), large);
  }
  const business = large.rows.filter((row) => BUSINESS_NAMES.includes(row.name));
  const slow = business.filter((row) => row.ms > BUSINESS_MS || row.status !== 200);
  console.log(
    `\nMoney, calls and calendar at ${N} shows (a year of ${large.busyEntries} busy entries): ` +
      business.map((row) => `${row.name} ${row.ms.toFixed(1)} ms`).join(', ') +
      (slow.length === 0
        ? `; each within ${BUSINESS_MS} ms.`
        : `; OVER ${BUSINESS_MS} ms or failed: ${slow.map((row) => row.name).join(', ')}.`),
  );
  console.log(
    `\nA crawler asked ${crawl.count} show pages (${crawl.crawled} renders, ${crawl.msEach.toFixed(1)} ms each on average); ` +
      `then ${crawl.kept.join(', ')} were rendered again ${crawl.renderedAgain} times (0: they stayed kept).`,
  );
  const mb = (value) => `${value.toFixed(0)} MB`;
  console.log('\nResident memory (RSS) of the serving process:');
  console.log(`${pad('', 28)}${padLeft('10', 9)}${padLeft(N, 11)}${padLeft('ratio', 8)}`);
  for (const [name, key] of [
    ['after start', 'idle'],
    ['after the requests', 'afterPages'],
    ['at the end (crawl too)', 'end'],
    ['peak', 'peak'],
  ])
    console.log(
      `${pad(name, 28)}${padLeft(mb(small.memory[key]), 9)}${padLeft(mb(large.memory[key]), 11)}${padLeft((large.memory[key] / small.memory[key]).toFixed(2), 8)}`,
    );
  process.exit(0);
}
