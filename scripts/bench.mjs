// `npm run bench`: a benchmark, not a test. Starts the real server on a fresh data folder (demo
// content seeded), records what it answers for a few public addresses (as a browser asks: brotli
// accepted), then loads it with autocannon beside a bare node:http server that sends the very same
// bytes and headers from memory. Prints requests/s, p99 latency and the ratio of the two.
//
// BENCH_SECONDS (default 10) per address and server; BENCH_CONNECTIONS (default 32).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = fileURLToPath(new URL('..', import.meta.url));
const PATHS = ['/', '/shows', '/photos', '/api/events'];
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const ASK = { 'accept-encoding': 'br, gzip', accept: 'text/html,application/json' };
// hop-by-hop and per-moment headers: the bare server writes its own
const SKIP = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

if (!existsSync(join(root, 'site', 'dist', 'server', 'entry-server.js'))) {
  console.log('Building the site...');
  const build = spawnSync('npm', ['run', 'build', '-w', 'site'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

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
      if (match) resolve(match[1]);
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

function load(url) {
  return autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers: ASK });
}

const app = await startProcess(
  ['--import', 'tsx', 'api/src/server.ts'],
  {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dir,
    SITE_URL: 'http://localhost:3000',
    ADMIN_EMAIL: 'bench@example.com',
    ADMIN_PASSWORD: `bench-${Math.random()}`,
    SMTP_URL: '',
  },
  /Site and API on (http:\/\/\S+)/,
);

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
const bare = await startProcess(
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

const rows = [];
for (const path of PATHS) {
  await load(app + path); // warm-up: keeps, JIT, connections
  const served = await load(app + path);
  const baseline = await load(bare + path);
  const errors = served.errors + served.non2xx + served.timeouts;
  rows.push({
    path,
    bytes: answers[path].headers['content-length'] ?? '?',
    encoding: answers[path].headers['content-encoding'] ?? 'none',
    rps: served.requests.average,
    p99: served.latency.p99,
    bareRps: baseline.requests.average,
    bareP99: baseline.latency.p99,
    errors,
  });
}

const fmt = (n) => Math.round(n).toLocaleString('en-US');
console.log(
  `\n${cpus().length} CPUs (${cpus()[0]?.model.trim()}), autocannon ${CONNECTIONS} connections, ${SECONDS} s per run, Node ${process.version}\n`,
);
console.log('| path | body | requests/s | p99 | bare node:http requests/s | bare p99 | ratio |');
console.log('|---|---|---|---|---|---|---|');
for (const row of rows)
  console.log(
    `| ${row.path} | ${row.bytes} B ${row.encoding} | ${fmt(row.rps)} | ${row.p99} ms | ${fmt(row.bareRps)} | ${row.bareP99} ms | ${(row.rps / row.bareRps).toFixed(2)} |` +
      (row.errors ? ` ${row.errors} errors or non-2xx` : ''),
  );
process.exit(0);
