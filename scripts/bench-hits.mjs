// The statistics' part of `npm run bench` (BENCH_HITS=0 skips it): `/` at 64 connections alone
// and beside a flood of 2,000 hits/s (POST /api/hits, as beacons send them), then hits as fast
// as the server takes them, and whether each was written (GET /api/stats counts them).
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const PAGE_ASK = { 'accept-encoding': 'br, gzip', accept: 'text/html' };

/** Hits as beacons send them: text/plain JSON, one agent per few requests (many visitors). */
function hitRequests() {
  let n = 0;
  return [
    {
      method: 'POST',
      path: '/api/hits',
      setupRequest: (req) => {
        n++;
        return {
          ...req,
          headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': `${AGENT} v${n % 4000}` },
          body: JSON.stringify({ type: 'pageview', path: n % 3 ? '/' : '/shows?utm_source=bench', referrer: '' }),
        };
      },
    },
  ];
}

const run = (options) => autocannon(options);
const fmt = (n) => Math.round(n).toLocaleString('en-US');

async function pageviews(app, token, day) {
  const res = await fetch(`${app}/api/stats?from=${day}&to=${day}`, { headers: { Authorization: `Bearer ${token}` } });
  return (await res.json()).pageviews;
}

/**
 * `cpu` reads the server process's CPU time so far (ms, null off Linux): the CPU per answer is
 * steadier than requests/s when others share the machine.
 */
export async function benchHits({ app, seconds, email, password, today, cpu }) {
  const measured = async (start) => {
    const before = cpu();
    const result = await start();
    const after = cpu();
    return { result, cpuMs: before === null || after === null ? null : after - before };
  };
  const login = await fetch(`${app}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const { token } = await login.json();
  const page = (duration) => run({ url: app + '/', connections: 64, duration, headers: PAGE_ASK });
  await page(2); // warm-up

  const alone = await measured(() => page(seconds));
  // the flood comes from a process of its own, so it does not slow the page's load generator
  const flood = floodOf(app, seconds);
  const beside = await measured(() => page(seconds));
  const flooded = await flood;

  const before = await pageviews(app, token, today);
  const max = await measured(() => run({ url: app, connections: 64, duration: seconds, requests: hitRequests() }));
  const written = (await pageviews(app, token, today)) - before;

  const errors = (r) => r.errors + r.non2xx + r.timeouts;
  const row = (label, r) => `| ${label} | ${fmt(r.requests.average)} | ${r.latency.p99} ms | ${errors(r)} |`;
  console.log(`\nStatistics: / at 64 connections, alone and beside 2,000 hits/s (${seconds} s each)\n`);
  console.log('| load | requests/s | p99 | errors or non-2xx |');
  console.log('|---|---|---|---|');
  console.log(row('/ alone', alone.result));
  console.log(row('/ beside the flood of hits', beside.result));
  console.log(row('the flood: POST /api/hits at 2,000/s', flooded));
  const perHit =
    max.cpuMs === null ? '' : `, ${fmt((max.cpuMs * 1000) / max.result.requests.total)} µs of server CPU a hit`;
  console.log(
    `\nIngest: ${fmt(max.result.requests.average)} hits/s sustained at 64 connections (p99 ${max.result.latency.p99} ms, ${errors(
      max.result,
    )} errors or non-2xx${perHit}); GET /api/stats counted ${fmt(written)} (autocannon saw ${fmt(
      max.result.requests.total,
    )} answers)`,
  );
}

/** 2,000 hits/s for `seconds`, sent by a child process; resolves with autocannon's figures. */
function floodOf(url, seconds) {
  return new Promise((resolve, reject) =>
    execFile(process.execPath, [fileURLToPath(import.meta.url), '--flood', url, String(seconds)], (error, stdout) =>
      error ? reject(error) : resolve(JSON.parse(stdout)),
    ),
  );
}

if (process.argv[2] === '--flood') {
  const [url, seconds] = process.argv.slice(3);
  const result = await run({
    url,
    connections: 16,
    duration: Number(seconds),
    overallRate: 2000,
    requests: hitRequests(),
  });
  const { requests, latency, errors, non2xx, timeouts } = result;
  process.stdout.write(JSON.stringify({ requests, latency, errors, non2xx, timeouts }));
}
