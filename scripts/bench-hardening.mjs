// The hardening part of `npm run bench` (BENCH_HARDENING=0 skips it), also run alone with
// `node scripts/bench-hardening.mjs`. Starts the compiled server (api/dist) on a fresh data
// folder behind one trusted proxy (TRUST_PROXY=1: each attacker's address comes in
// X-Forwarded-For), then prints:
// - /healthz latency (p50, p99, max) while 200 failed logins from 20 addresses and 40 parallel
//   lesson slot queries (62 days each) run (goal: p99 under 100 ms on a quiet machine);
// - the server's RSS after 300 slow 1 MB anonymous bodies from 300 addresses, each sent but for
//   its last byte and held (goal: under 200 MB);
// - logins, password resets and a follow form from fresh addresses while 40 slow 1 MB bodies
//   (40 addresses) hold the anonymous body budget: how many got through (goal: all);
// - a login sent into a flood of 400 failed logins (40 addresses): how long until it is answered
//   or refused, and the Retry-After of the 503s (goal: within 10 s, Retry-After at least the wait);
// - the bytes of permanent statistics rows (the daily and monthly totals, SQLite's dbstat) that
//   10,000 junk hits add, each with a unique 300-character path and target (goal: under 100 KB).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Database from 'better-sqlite3';
import { SERVER_NODE_FLAGS } from './node-flags.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
const fmt = (n) => Math.round(n).toLocaleString('en-US');

function rssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]) / 1024;
  } catch {
    return null;
  }
}

/** The compiled server on a fresh data folder; resolves with its URL, process and folder. */
async function startServer() {
  const dir = mkdtempSync(join(tmpdir(), 'jazz-bench-hardening-'));
  const password = `bench-${Math.random()}`;
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'api/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      SITE_URL: 'http://localhost:3000',
      ADMIN_EMAIL: 'bench@example.com',
      ADMIN_PASSWORD: password,
      SMTP_URL: '',
      TRUST_PROXY: '1',
      // the junk hits come from one address: the per-address allowance would drop them
      HITS_PER_MINUTE: '1000000000',
      LOG_LEVEL: 'error',
    },
  });
  const url = await new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /Site and API on (http:\/\/\S+)/.exec(output);
      if (match) {
        child.stdout.removeAllListeners('data');
        child.stdout.resume();
        resolve(match[1]);
      }
    });
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => reject(new Error(`the server exited with ${code}:\n${output}`)));
  });
  child.removeAllListeners('exit');
  const stop = async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  return { url, child, dir, password, stop };
}

/** /healthz, one request after another, until `done` resolves: the latencies in ms. */
async function healthLatencies(url, done) {
  const latencies = [];
  let over = false;
  void done.then(() => (over = true));
  while (!over) {
    const started = performance.now();
    // a connection the server lost counts as the time it took to fail
    await fetch(`${url}/healthz`)
      .then((res) => res.arrayBuffer())
      .catch(() => undefined);
    latencies.push(performance.now() - started);
    await sleep(10);
  }
  return latencies.sort((a, b) => a - b);
}

async function loginsAndSlots(url) {
  const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const logins = Array.from({ length: 200 }, (_, i) =>
    fetch(`${url}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.1.0.${i % 20}` },
      body: JSON.stringify({ email: `nobody${i}@example.com`, password: 'wrong password' }),
    })
      .then((res) => res.status)
      .catch(() => 'lost'),
  );
  const slots = Array.from({ length: 40 }, (_, i) =>
    fetch(`${url}/api/lessons/slots?from=${day(1)}&to=${day(62)}&length=30`, {
      headers: { 'X-Forwarded-For': `10.2.0.${i}` },
    })
      .then((res) => res.status)
      .catch(() => 'lost'),
  );
  const statuses = await Promise.all([...logins, ...slots]);
  return {
    errors: statuses.filter((status) => status === 'lost' || status >= 500).length,
    lost: statuses.filter((status) => status === 'lost').length,
  };
}

/** 300 anonymous 1 MB bodies from 300 addresses, each sent but for its last byte and held. */
async function slowBodies(url, count = 300) {
  const { port } = new URL(url);
  const body = Buffer.alloc(1024 * 1024 - 1, 'a');
  const sockets = [];
  let refused = 0;
  for (let i = 0; i < count; i++) {
    const socket = connect(Number(port), '127.0.0.1');
    socket.on('error', () => {});
    socket.on('data', (chunk) => {
      if (/^HTTP\/1\.1 503/.test(chunk.toString('latin1'))) refused++;
    });
    socket.write(
      `POST /api/users/login HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: 10.3.${i >> 8}.${i & 255}\r\nContent-Type: application/json\r\nContent-Length: ${body.length + 1}\r\n\r\n`,
    );
    socket.write(body);
    sockets.push(socket);
  }
  return { sockets, refused: () => refused };
}

/** Fresh addresses' small forms while 40 slow 1 MB bodies hold the big bodies' budget (issue 45, finding 3). */
async function smallBesideBig(url) {
  const held = await slowBodies(url, 40);
  await sleep(1000);
  const forms = [
    ['/api/users/login', { email: 'nobody@example.com', password: 'wrong password' }],
    ['/api/users/passwordReset', { email: 'nobody@example.com' }],
    ['/api/follow', { email: 'not an address' }],
  ];
  const statuses = await Promise.all(
    Array.from({ length: 30 }, (_, i) => {
      const [path, body] = forms[i % forms.length];
      return fetch(`${url}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.4.0.${i}` },
        body: JSON.stringify(body),
      })
        .then((res) => res.status)
        .catch(() => 'lost');
    }),
  );
  for (const socket of held.sockets) socket.destroy();
  await sleep(500);
  return { through: statuses.filter((status) => status !== 'lost' && status < 500).length, of: statuses.length };
}

/** One login sent into a flood of 400 failed ones: its time and status, the 503s' Retry-After (finding 13). */
async function loginInFlood(url) {
  const login = (i, address) => {
    const sent = performance.now();
    return fetch(`${url}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
      body: JSON.stringify({ email: `nobody${i}@example.com`, password: 'wrong password' }),
    })
      .then((res) => ({
        status: res.status,
        retryAfter: Number(res.headers.get('retry-after')),
        ms: performance.now() - sent,
      }))
      .catch(() => ({ status: 'lost', ms: performance.now() - sent }));
  };
  const flood = Array.from({ length: 400 }, (_, i) => login(i, `10.5.0.${i % 40}`));
  await sleep(200);
  const mine = await login('owner', '10.6.0.1');
  const all = await Promise.all(flood);
  const refused = all.filter((one) => one.status === 503);
  const retry = refused.map((one) => one.retryAfter).sort((a, b) => a - b);
  return {
    mine,
    slowest: Math.max(...all.map((one) => one.ms)),
    refused: refused.length,
    retry: retry.length ? `${retry[0]} to ${retry.at(-1)} s` : '-',
  };
}

/** The flood figures of issue 45 (findings 3 and 13), alone: `node scripts/bench-hardening.mjs floods`. */
async function floodFigures(server) {
  const small = await smallBesideBig(server.url);
  console.log(
    `| small forms (login, password reset, follow; 30 from fresh addresses) while 40 slow 1 MB bodies hold the anonymous budget: answered, not 503 | ${small.through} of ${small.of} | all |`,
  );
  const flood = await loginInFlood(server.url);
  console.log(
    `| a login sent 0.2 s into a flood of 400 failed logins (40 addresses): answered in / slowest of the flood / 503s and their Retry-After | ${fmt(flood.mine.ms)} ms (${flood.mine.status}) / ${fmt(flood.slowest)} ms / ${flood.refused}, ${flood.retry} | within 10 s, Retry-After at least the wait |`,
  );
}

function permanentStatsBytes(dir) {
  const db = new Database(join(dir, 'site.db'), { readonly: true, fileMustExist: true });
  try {
    const rows = db
      .prepare(
        `SELECT d.name AS name, s.tbl_name AS tbl, SUM(d.pgsize) AS bytes FROM dbstat('main', 1) d
         JOIN sqlite_schema s ON s.name = d.name WHERE s.tbl_name LIKE 'stats%' GROUP BY d.name`,
      )
      .all();
    // raw hits (90 days at most), and the day's visitor hashes and salt (deleted when it ends)
    const temporary = new Set(['stats_hits', 'stats_visitors', 'stats_salts']);
    const permanent = rows.filter((row) => !temporary.has(row.tbl)).reduce((sum, row) => sum + row.bytes, 0);
    const raw = rows.filter((row) => row.tbl === 'stats_hits').reduce((sum, row) => sum + row.bytes, 0);
    return { permanent, raw };
  } finally {
    db.close();
  }
}

async function junkHits(server, count = 10_000) {
  const token = (
    await (
      await fetch(`${server.url}/api/users/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'bench@example.com', password: server.password }),
      })
    ).json()
  ).token;
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: process.env.SITE_TIMEZONE ?? 'America/New_York' }).format(
    new Date(),
  );
  const flush = () =>
    fetch(`${server.url}/api/stats?from=${day}&to=${day}`, { headers: { Authorization: `Bearer ${token}` } }).then(
      (res) => res.json(),
    );
  await flush();
  const before = permanentStatsBytes(server.dir);
  const junk = (i) => `${i}-${'x'.repeat(290)}`.slice(0, 300);
  for (let start = 0; start < count; start += 50) {
    await Promise.all(
      Array.from({ length: Math.min(50, count - start) }, (_, k) => {
        const i = start + k;
        return fetch(`${server.url}/api/hits`, {
          method: 'POST',
          headers: { 'Content-Type': 'text/plain', 'User-Agent': `${AGENT} ${i}` },
          body: JSON.stringify(
            i % 2
              ? { type: 'pageview', path: `/${junk(i)}?utm_source=${junk(i).slice(0, 90)}` }
              : { type: 'outbound_click', path: `/${junk(i)}`, target: `https://junk.example/${junk(i)}` },
          ),
        }).then((res) => res.arrayBuffer());
      }),
    );
  }
  await flush();
  const after = permanentStatsBytes(server.dir);
  return { permanent: after.permanent - before.permanent, raw: after.raw - before.raw };
}

export async function benchHardening() {
  const server = await startServer();
  try {
    console.log('\n| hardening | figure | goal |\n|---|---|---|');
    // warm: the first hash starts the pool
    await fetch(`${server.url}/healthz`);
    const done = loginsAndSlots(server.url);
    const latencies = await healthLatencies(server.url, done);
    const { errors, lost } = await done;
    console.log(
      `| /healthz while 200 failed logins (20 addresses) and 40 slot queries run: p50 / p99 / max (${latencies.length} requests; of the logins and queries ${errors} answered 5xx or lost, ${lost} lost) | ${percentile(latencies, 50).toFixed(1)} / ${percentile(latencies, 99).toFixed(1)} / ${latencies.at(-1).toFixed(1)} ms | p99 under 100 ms |`,
    );

    const before = rssMb(server.child.pid);
    const held = await slowBodies(server.url);
    await sleep(3000);
    const during = rssMb(server.child.pid);
    console.log(
      `| RSS after 300 slow 1 MB anonymous bodies (300 addresses; ${held.refused()} refused with 503 unread) | ${during === null ? '-' : `${fmt(during)} MB (before: ${fmt(before)} MB)`} | under 200 MB |`,
    );
    for (const socket of held.sockets) socket.destroy();
    await sleep(1000);

    await floodFigures(server);

    const bytes = await junkHits(server);
    console.log(
      `| statistics: permanent rows added by 10,000 junk hits (unique 300-character paths, targets, sources) | ${fmt(bytes.permanent / 1024)} KB (raw rows: ${fmt(bytes.raw / 1024)} KB, deleted after 90 days or past the 200 MB budget) | under 100 KB |`,
    );
    console.log(`load average: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
  } finally {
    await server.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const build = spawnSync(process.execPath, [join(root, 'scripts', 'build-api.mjs'), '--if-stale'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  if (process.argv[2] === 'floods') {
    const server = await startServer();
    try {
      console.log('\n| hardening | figure | goal |\n|---|---|---|');
      await fetch(`${server.url}/healthz`);
      await floodFigures(server);
      console.log(`load average: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
    } finally {
      await server.stop();
    }
  } else await benchHardening();
  process.exit(0);
}
