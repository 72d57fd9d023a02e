// `npm run bench:stats`: a benchmark, not a test. Fills a fresh database with a year of a busy
// site (BENCH_HITS, default 5 million hits: about 13,700 a day from about 4,000 visitors),
// written through the statistics' own batched writes, then times the Stats screen's queries
// (GET /api/stats for 7, 30, 90 and 365 days, and the per-show numbers of the events list).
// Goal: every query under 200 ms. Prints figures; fails nothing.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../api/src/db/index.ts';
import { addDays } from '../api/src/stats/days.ts';
import { HitRecorder } from '../api/src/stats/recorder.ts';
import { createStatsService } from '../api/src/stats/service.ts';

const TOTAL = Number(process.env.BENCH_HITS ?? 5_000_000);
const DAYS = 365;
const LAST_DAY = '2026-11-23';
const FIRST_DAY = addDays(LAST_DAY, -(DAYS - 1));
const perDay = Math.round(TOTAL / DAYS);

const dir = mkdtempSync(join(tmpdir(), 'jazz-bench-stats-'));
process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
const db = openDatabase(join(dir, 'site.db'));
let clock = Date.parse(`${LAST_DAY}T17:00:00Z`);
const recorder = new HitRecorder({
  db,
  content: { unchanged: (fn) => fn() },
  logger: { info: () => {}, error: (m, e) => console.error(m, e) },
  timeZone: 'America/New_York',
  now: () => clock,
  flushEntries: Number.POSITIVE_INFINITY,
});
const showIds = Array.from({ length: 150 }, (_, i) => `show${i}`);
const stats = createStatsService({
  recorder,
  siteUrl: 'https://jazz.example',
  showExists: () => true,
  now: () => clock,
  unchanged: (fn) => fn(),
});

// a seeded generator: the same data on every run
let seed = 42;
const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const pick = (list) => list[Math.floor(random() ** 2 * list.length)];
const pages = ['/', '/shows', '/listen', '/video', '/photos', '/about', '/lessons', '/contact', '/quartet', '/quintet'];
const showPages = showIds.map((id) => `/shows/${id}/a-night-of-swing`);
const sources = ['google.com', 'facebook.com', 'instagram.com', 'newsletter', 'venue.example', 'bandsintown.com'];
const sourcesAll = [...sources, ...Array.from({ length: 60 }, (_, i) => `blog${i}.example`)];
const tracks = Array.from({ length: 30 }, (_, i) => `Track ${i}`);
const outbound = Array.from({ length: 40 }, (_, i) => `https://site${i}.example/`);
const types = ['audio_play', 'video_play', 'ticket_click', 'outbound_click', 'follow', 'contact', 'booking', 'lesson'];

console.log(
  `Writing ${(perDay * DAYS).toLocaleString('en-US')} hits (${perDay.toLocaleString('en-US')} a day, ${DAYS} days)...`,
);
const started = performance.now();
const visitorsPerDay = Math.round(perDay / 3.4);
for (let d = 0; d < DAYS; d++) {
  const day = addDays(FIRST_DAY, d);
  const at = Date.parse(`${day}T17:00:00Z`);
  for (let i = 0; i < perDay; i++) {
    const r = random();
    const type = r > 0.85 ? pick(types) : 'pageview';
    // plays happen on /listen and /video, ticket clicks on show pages, forms on their page
    const path =
      type === 'audio_play'
        ? '/listen'
        : type === 'video_play'
          ? '/video'
          : type === 'ticket_click' || r < 0.3
            ? pick(showPages)
            : pick(pages);
    recorder.add({
      at,
      day,
      type,
      path,
      source: random() < 0.3 ? pick(sourcesAll) : null,
      target:
        type === 'audio_play' || type === 'video_play'
          ? pick(tracks)
          : type === 'outbound_click'
            ? pick(outbound)
            : null,
      visitor: `v${Math.floor(random() * visitorsPerDay)}`,
    });
    if (recorder.pending >= 5000) recorder.flush();
  }
  recorder.flush();
  // as the running server does once a day: salts, visitor hashes and raw hits past 90 days go
  clock = Date.parse(`${day}T17:00:00Z`);
  recorder.flush();
}
const writeSeconds = (performance.now() - started) / 1000;
console.log(
  `Written in ${writeSeconds.toFixed(1)} s: ${Math.round((perDay * DAYS) / writeSeconds).toLocaleString('en-US')} hits/s through the batched writes`,
);
db.pragma('wal_checkpoint(TRUNCATE)');
const raw = db.prepare('SELECT COUNT(*) FROM stats_hits').pluck().get();
console.log(
  `Database: ${(statSync(join(dir, 'site.db')).size / 1e6).toFixed(0)} MB, ${raw.toLocaleString('en-US')} raw hits kept (90 days)\n`,
);

function time(label, run) {
  const runs = [];
  for (let i = 0; i < 7; i++) {
    const t = performance.now();
    run();
    runs.push(performance.now() - t);
  }
  runs.sort((a, b) => a - b);
  const median = runs[3];
  const worst = runs.at(-1);
  console.log(`| ${label} | ${median.toFixed(1)} ms | ${worst.toFixed(1)} ms | ${worst < 200 ? 'yes' : 'NO'} |`);
}

console.log('| query | median | slowest of 7 | under 200 ms |');
console.log('|---|---|---|---|');
for (const days of [7, 30, 90, 365])
  time(`GET /api/stats, last ${days} days`, () => stats.read(addDays(LAST_DAY, -(days - 1)), LAST_DAY));
time('GET /api/stats/shows (events list, all time)', () => stats.shows());
const yearFrom = addDays(LAST_DAY, -364);
console.log("\nThe year's read, query by query:\n");
console.log('| query | median | slowest of 7 | under 200 ms |');
console.log('|---|---|---|---|');
for (const name of ['days', 'pageTotals', 'eventTotals'])
  time(`${name} (365 days)`, () => recorder.repo[name](yearFrom, LAST_DAY));
time('sources (365 days)', () => recorder.repo.sources(yearFrom, LAST_DAY, 100));
db.close();
