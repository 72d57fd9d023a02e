// `npm run bench`: a benchmark, not a test. Starts the real server on a fresh data folder (demo
// content seeded), records what it answers for a few public addresses (as a browser asks: brotli
// accepted), then loads it with autocannon beside a bare node:http server that sends the very same
// bytes and headers from memory. Prints requests/s, p99 latency and the ratio of the two, and the
// CPU time each server spent per request (steadier than requests/s when others share the CPU).
// The two servers take turns in short rounds, so a neighbour's load falls on both alike.
//
// BENCH_SECONDS (default 10) per address and server, in BENCH_ROUNDS (default 5) turns;
// BENCH_CONNECTIONS (default 32); BENCH_PATHS (comma-separated) to measure other addresses.
// `/api/events` is measured again at 64 connections, and its goals printed: at least 0.7 of
// bare node:http's requests/s, and a p99 within 20 ms at 64 connections (docs/performance.md).
// The server's memory (RSS) is printed beside the table: idle after start, and after
// BENCH_MIXED_SECONDS (default 60) of mixed public load (every address in turn, plus a show page,
// the feeds and a photo) at 64 connections; the budget is 120 MB and 200 MB. For a quick look:
// BENCH_SECONDS=2 BENCH_ROUNDS=1 BENCH_MIXED_SECONDS=5 npm run bench. Then the statistics
// (scripts/bench-hits.mjs, BENCH_HITS=0 skips it) and the imports and the press zip
// (scripts/bench-import.mjs, BENCH_IMPORT=0 skips it). The server runs with the
// node flags of production (scripts/node-flags.mjs); BENCH_NODE_FLAGS='...' replaces them.
// It runs the compiled server (api/dist, built when missing or stale) on the project's Node.
// It ends with the hardening figures (scripts/bench-hardening.mjs, BENCH_HARDENING=0 skips them):
// /healthz under a login flood and slot queries, RSS after 300 slow bodies, statistics bytes
// per 10,000 junk hits.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { benchHardening } from './bench-hardening.mjs';
import { benchHits } from './bench-hits.mjs';
import { benchImports } from './bench-import.mjs';
import { SERVER_NODE_FLAGS } from './node-flags.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const PATHS = process.env.BENCH_PATHS?.split(',') ?? ['/', '/shows', '/photos', '/api/events'];
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const ASK = { 'accept-encoding': 'br, gzip', accept: 'text/html,application/json' };
// hop-by-hop and per-moment headers: the bare server writes its own
const SKIP = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

if (!existsSync(join(root, 'site', 'dist', 'server', 'entry-server.js'))) {
  console.log('Building the site...');
  const build = spawnSync('npm', ['run', 'build', '-w', 'site'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
{
  const build = spawnSync(process.execPath, [join(root, 'scripts', 'build-api.mjs'), '--if-stale'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const MIXED_SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 60);
const MIXED_CONNECTIONS = 64;
const RSS_BUDGET = { idle: 120, loaded: 200 };
// the server runs with production's flags; BENCH_NODE_FLAGS replaces them (empty: none)
const NODE_FLAGS = process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? SERVER_NODE_FLAGS;

const dir = mkdtempSync(join(tmpdir(), 'jazz-bench-'));
const children = [];
process.on('exit', () => {
  for (const child of children) child.kill();
  rmSync(dir, { recursive: true, force: true });
});
process.on('SIGINT', () => process.exit(130));

/** Starts a child process and resolves with the URL it prints once listening. */
function startProcess(args, env, pattern) {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env } });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = pattern.exec(output);
      if (match) {
        resolve(match[1]);
        // its request log from now on: read and dropped, as a journal would take it
        child.stdout.removeAllListeners('data');
        child.stdout.resume();
      }
    });
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}:\n${output}`)));
  });
}

/** One GET with the raw (still compressed) answer. */
function get(url) {
  return new Promise((resolve, reject) => {
    request(url, { headers: ASK }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

function load(url, duration, connections = CONNECTIONS) {
  return autocannon({ url, connections, duration, headers: ASK });
}

/** CPU time (user + system, ms) a child process has used so far; null off Linux. */
function cpuMs(child) {
  try {
    const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** Resident memory of a child process in MB (VmRSS, and VmHWM: the highest it reached); null off Linux. */
function rssMb(child) {
  try {
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
    return { now: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

/** Rounds of load on one server: total requests/s, median p99, CPU microseconds per request. */
function tally(runs) {
  const requests = runs.reduce((sum, run) => sum + run.result.requests.total, 0);
  const seconds = runs.reduce((sum, run) => sum + run.result.duration, 0);
  const p99s = runs.map((run) => run.result.latency.p99).sort((a, b) => a - b);
  const cpu = runs.every((run) => run.cpu !== null) ? runs.reduce((sum, run) => sum + run.cpu, 0) : null;
  return {
    rps: requests / seconds,
    p99: p99s[Math.floor(p99s.length / 2)],
    cpuPerRequest: cpu === null ? null : (cpu * 1000) / requests,
    errors: runs.reduce((sum, run) => sum + run.result.errors + run.result.non2xx + run.result.timeouts, 0),
  };
}

async function measured(child, url, duration, connections = CONNECTIONS) {
  const before = cpuMs(child);
  const result = await load(url, duration, connections);
  const after = cpuMs(child);
  return { result, cpu: before === null || after === null ? null : after - before };
}

const memoryFile = join(dir, 'memory.json');
/** What the server's memory is made of (process.memoryUsage() in MB), asked by SIGUSR2. */
async function memoryOf(child) {
  rmSync(memoryFile, { force: true });
  child.kill('SIGUSR2');
  for (let i = 0; i < 100 && !existsSync(memoryFile); i++) await new Promise((resolve) => setTimeout(resolve, 20));
  if (!existsSync(memoryFile)) return null;
  const usage = JSON.parse(readFileSync(memoryFile, 'utf8'));
  return Object.fromEntries(Object.entries(usage).map(([name, value]) => [name, value / 1024 / 1024]));
}

const ADMIN_PASSWORD = `bench-${Math.random()}`;
const startApp = () =>
  startProcess(
    [...NODE_FLAGS, '--require', join(root, 'scripts', 'bench-memory.cjs'), 'api/dist/server.js'],
    {
      BENCH_MEMORY_FILE: memoryFile,
      // the hits flood comes from this one address: the per-address allowance would drop it
      HITS_PER_MINUTE: '1000000000',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      SITE_URL: 'http://localhost:3000',
      ADMIN_EMAIL: 'bench@example.com',
      ADMIN_PASSWORD,
      SMTP_URL: '',
    },
    /Site and API on (http:\/\/\S+)/,
  );
const settle = () => new Promise((resolve) => setTimeout(resolve, 1000));

// the very first start seeds the demo content (28 photos through sharp): its memory is shown,
// then the server is stopped and started again on that data, as a server restarts every day
await startApp();
const firstChild = children.at(-1);
await settle();
const firstRss = rssMb(firstChild);
firstChild.removeAllListeners('exit');
const firstExit = new Promise((resolve) => firstChild.once('exit', resolve));
firstChild.kill('SIGTERM');
await firstExit;

const appUrl = startApp();
const appChild = children.at(-1);
const app = await appUrl;
// idle: started (database opened and migrated), listening, no request yet
await settle();
const idleRss = rssMb(appChild);
const idleMemory = await memoryOf(appChild);

// what the app answers, to be sent byte for byte by the bare server
const answers = {};
for (const path of PATHS) {
  const res = await get(app + path);
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
  const headers = Object.fromEntries(Object.entries(res.headers).filter(([name]) => !SKIP.has(name)));
  answers[path] = { headers, body: res.body.toString('base64') };
}
const answersFile = join(dir, 'answers.json');
writeFileSync(answersFile, JSON.stringify(answers));
const bareUrl = startProcess(
  [
    '-e',
    `const answers = JSON.parse(require('node:fs').readFileSync(${JSON.stringify(answersFile)}, 'utf8'));
     for (const a of Object.values(answers)) a.body = Buffer.from(a.body, 'base64');
     const server = require('node:http').createServer((req, res) => {
       const a = answers[req.url];
       if (!a) { res.writeHead(404); return res.end(); }
       res.writeHead(200, a.headers);
       res.end(a.body);
     });
     server.listen(0, '127.0.0.1', () => console.log('bare on http://127.0.0.1:' + server.address().port));`,
  ],
  {},
  /bare on (http:\/\/\S+)/,
);
const bareChild = children.at(-1);
const bare = await bareUrl;

const turn = Math.max(1, Math.round(SECONDS / ROUNDS));
/** ROUNDS turns of load on the app and the bare server in turn, at `connections`. */
async function compared(path, connections) {
  await load(app + path, turn, connections); // warm-up: the kept page, the JIT, the connections
  await load(bare + path, 1, connections);
  const served = [];
  const baseline = [];
  for (let round = 0; round < ROUNDS; round++) {
    served.push(await measured(appChild, app + path, turn, connections));
    baseline.push(await measured(bareChild, bare + path, turn, connections));
  }
  return {
    path,
    connections,
    bytes: answers[path].headers['content-length'] ?? '?',
    encoding: answers[path].headers['content-encoding'] ?? 'none',
    app: tally(served),
    bare: tally(baseline),
  };
}
const rows = [];
for (const path of PATHS) rows.push(await compared(path, CONNECTIONS));
// the API's read path against its goals (docs/performance.md): at least 0.7 of bare node:http
// sending the same bytes, and a p99 within 20 ms at 64 connections
const API_GOAL = { path: '/api/events', ratio: 0.7, p99: 20, connections: 64 };
const apiRow = PATHS.includes(API_GOAL.path) ? await compared(API_GOAL.path, API_GOAL.connections) : null;

// a minute of mixed public load: the measured addresses and more pages, a show page, the feeds
// and a photo, each connection going through them in turn
const showPage = await get(app + '/shows').then(({ body, headers }) => {
  const html = headers['content-encoding'] === 'br' ? brotliDecompressSync(body).toString() : body.toString();
  return /href="(\/shows\/[^"?#]+)"/.exec(html)?.[1];
});
const photo = await fetch(app + '/api/photos')
  .then((res) => res.json())
  .then((photos) => photos[0]?.image);
const mixed = [
  ...new Set([...PATHS, '/about', '/Video', '/listen', '/contact', '/shows.ics', '/sitemap.xml', showPage, photo]),
]
  .filter((path) => typeof path === 'string' && path.startsWith('/'))
  .map((path) => ({ method: 'GET', path }));
const mixedRun = await autocannon({
  url: app,
  connections: MIXED_CONNECTIONS,
  duration: MIXED_SECONDS,
  headers: ASK,
  requests: mixed,
});
const loadedRss = rssMb(appChild);
const loadedMemory = await memoryOf(appChild);

const fmt = (n) => Math.round(n).toLocaleString('en-US');
const us = (n) => (n === null ? '-' : `${fmt(n)} µs`);
console.log(
  `\n${cpus().length} CPUs (${cpus()[0]?.model.trim()}), load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(
      ' ',
    )} at the end; autocannon ${CONNECTIONS} connections, ${ROUNDS} turns of ${turn} s per server and address (p99: median of the turns); Node ${process.version}\n`,
);
console.log(
  '| path | body | requests/s | p99 | CPU per request | bare node:http requests/s | bare p99 | bare CPU per request | ratio (requests/s) | ratio (CPU) |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const { path, bytes, encoding, app: a, bare: b } of rows)
  console.log(
    `| ${path} | ${bytes} B ${encoding} | ${fmt(a.rps)} | ${a.p99} ms | ${us(a.cpuPerRequest)} | ${fmt(b.rps)} | ${b.p99} ms | ${us(b.cpuPerRequest)} | ${(a.rps / b.rps).toFixed(2)} | ${a.cpuPerRequest && b.cpuPerRequest ? (b.cpuPerRequest / a.cpuPerRequest).toFixed(2) : '-'} |` +
      (a.errors ? ` ${a.errors} errors or non-2xx` : ''),
  );
if (apiRow) {
  const { app: a, bare: b } = apiRow;
  const ratio = a.rps / b.rps;
  console.log(
    `\n| ${API_GOAL.path} at ${API_GOAL.connections} connections | requests/s | p99 | CPU per request | bare requests/s | bare p99 | bare CPU per request | ratio (requests/s) | ratio (CPU) |\n|---|---|---|---|---|---|---|---|---|`,
  );
  console.log(
    `| ${apiRow.bytes} B ${apiRow.encoding} | ${fmt(a.rps)} | ${a.p99} ms | ${us(a.cpuPerRequest)} | ${fmt(b.rps)} | ${b.p99} ms | ${us(b.cpuPerRequest)} | ${ratio.toFixed(2)} | ${a.cpuPerRequest && b.cpuPerRequest ? (b.cpuPerRequest / a.cpuPerRequest).toFixed(2) : '-'} |` +
      (a.errors ? ` ${a.errors} errors or non-2xx` : ''),
  );
  const ratio32 = rows.find((row) => row.path === API_GOAL.path);
  console.log(
    `goals: ratio at least ${API_GOAL.ratio} (${(ratio32.app.rps / ratio32.bare.rps).toFixed(2)} at ${CONNECTIONS} connections, ${ratio.toFixed(2)} at ${API_GOAL.connections}), p99 within ${API_GOAL.p99} ms at ${API_GOAL.connections} connections (${a.p99} ms): ${
      Math.min(ratio, ratio32.app.rps / ratio32.bare.rps) >= API_GOAL.ratio && a.p99 <= API_GOAL.p99 ? 'met' : 'NOT met'
    } at load average ${loadavg()[0].toFixed(1)}`,
  );
}
if (process.env.BENCH_HITS !== '0') {
  // the statistics' day of now in the server's zone (SITE_TIMEZONE's default)
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: process.env.SITE_TIMEZONE ?? 'America/New_York' }).format(
    new Date(),
  );
  await benchHits({
    app,
    seconds: SECONDS,
    email: 'bench@example.com',
    password: ADMIN_PASSWORD,
    today,
    cpu: () => cpuMs(appChild),
  });
}
if (process.env.BENCH_IMPORT !== '0')
  await benchImports({
    app,
    email: 'bench@example.com',
    password: ADMIN_PASSWORD,
    dataDir: dir,
    rss: () => rssMb(appChild),
  });
const mb = (n) => `${Math.round(n)} MB`;
const verdict = (value, budget) => (value <= budget ? `within ${budget} MB` : `OVER the ${budget} MB budget`);
console.log(`\n| server memory (RSS) | MB | budget |\n|---|---|---|`);
if (firstRss && idleRss && loadedRss) {
  console.log(
    `| first start on an empty DATA_DIR (seeds the demo content and its 28 photos) | ${mb(firstRss.now)} | - |`,
  );
  console.log(
    `| idle after start (a restart on that data) | ${mb(idleRss.now)} | ${verdict(idleRss.now, RSS_BUDGET.idle)} |`,
  );
  console.log(
    `| after ${MIXED_SECONDS} s of mixed public load at ${MIXED_CONNECTIONS} connections (${mixed.length} addresses, ${fmt(mixedRun.requests.average)} requests/s, ${mixedRun.non2xx + mixedRun.errors} errors or non-2xx) | ${mb(loadedRss.now)} (peak ${mb(loadedRss.peak)}) | ${verdict(loadedRss.now, RSS_BUDGET.loaded)} |`,
  );
} else console.log('| (no /proc here: RSS not measured) | - | - |');
const parts = (usage) =>
  usage
    ? `${mb(usage.rss)} | ${mb(usage.heapUsed)} of ${mb(usage.heapTotal)} | ${mb(usage.external)} | ${mb(usage.arrayBuffers)} | ${mb(usage.rss - usage.heapTotal - usage.external)}`
    : '- | - | - | - | -';
console.log(
  `\n| what it is made of (process.memoryUsage()) | RSS | V8 heap used of total | external (Buffers, zlib) | of which array buffers | the rest (code, stacks, malloc's free pages) |\n|---|---|---|---|---|---|`,
);
console.log(`| idle after start | ${parts(idleMemory)} |`);
console.log(`| after the mixed load | ${parts(loadedMemory)} |`);
console.log(
  `MALLOC_ARENA_MAX=${process.env.MALLOC_ARENA_MAX ?? '(unset)'}; node flags: ${NODE_FLAGS.join(' ') || '(none)'}`,
);
// logins and slot queries against /healthz, slow bodies against RSS, junk hits against the disk
// (its own server on its own data folder; BENCH_HARDENING=0 skips it)
if (process.env.BENCH_HARDENING !== '0') await benchHardening();
process.exit(0);
