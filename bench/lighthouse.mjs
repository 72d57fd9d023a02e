// Benchmark, not a test: Lighthouse (mobile preset, simulated throttling) on the pages the
// public-site issue names and on one show page, against a fresh server with the demo content.
// Prints the scores; exits with 1 when a page scores SEO below 100 ("a show page
// scores Lighthouse SEO 1.0") or can not be measured.
//   npm run bench:lighthouse            (run `npm run build` first; needs /usr/bin/chromium)
//   npm run bench:lighthouse -- /about  (other paths; "show" stands for the first show page, "admin"
//                                        for /admin-panel signed in as the bench's admin: a stored
//                                        session, as a phone that logged in before)
//   LIGHTHOUSE_RUNS=3 npm run bench:lighthouse   (each page 3 times: the median, then the spread)
//   LIGHTHOUSE_DETAILS=1 ...            (also the LCP element, its phases, what blocked the render
//                                        and the main thread's long tasks)
//   LIGHTHOUSE_SAVE=dir ...             (also writes each run's report, dir/{page}-{run}.json)
// Lighthouse is a bench tool, not a dependency of the site: it lives in bench/package.json
// (outside the workspaces, with its own lock file and pins) and is installed here on first use.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { TOKEN_KEY } from '../shared/contracts/src/names.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../shared/testing/src/chromium.ts';

const bench = new URL('.', import.meta.url).pathname;
const root = new URL('..', import.meta.url).pathname;
if (!existsSync(join(bench, 'node_modules', 'lighthouse', 'package.json'))) {
  console.log('Installing the bench tools (bench/package-lock.json)...');
  execFileSync('npm', ['ci', '--prefix', bench, '--no-audit', '--no-fund'], { stdio: 'inherit' });
}
// resolved from bench/node_modules, beside this file
const chromeLauncher = await import('chrome-launcher');
const { default: lighthouse } = await import('lighthouse');

const pages = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/', '/shows', '/photos', 'show', '/press', '/lessons', 'admin'];
const ADMIN_PATH = '/admin-panel';
const port = 3000 + Math.floor(Math.random() * 2000) + 2000;
const dataDir = mkdtempSync(join(tmpdir(), 'jazz-lighthouse-'));

const server = spawn(join(root, 'node_modules/.bin/tsx'), [join(root, 'api/src/server.ts')], {
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    ADMIN_EMAIL: 'bench@example.com',
    ADMIN_PASSWORD: 'bench-password',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve, reject) => {
  server.stdout.on('data', (chunk) => String(chunk).includes('Site and API on') && resolve());
  server.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
});

/** The first show page the /shows list links to, at its canonical /shows/{id}/{slug}. */
async function firstShowPage() {
  const html = await (await fetch(`http://localhost:${port}/shows`)).text();
  const path = /href="(\/shows\/[^"/]+\/[^"]+)"/.exec(html)?.[1];
  if (!path) throw new Error('No show page is linked from /shows: the demo content has no upcoming show.');
  return path;
}
const paths = await Promise.all(
  pages.map((page) => (page === 'show' ? firstShowPage() : page === 'admin' ? ADMIN_PATH : page)),
).catch((error) => {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
  throw error;
});
const width = Math.max(12, ...paths.map((path) => path.length + 2));
const failures = [];

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});
/**
 * /admin-panel as the admin finds it on a phone that logged in before: the session's token in the
 * browser's storage (what the login form leaves there), and Lighthouse told not to clear it, its
 * HTTP cache emptied. Stored again before each run: a public page's run clears the origin's storage.
 */
async function storeAdminSession() {
  const login = await fetch(`http://localhost:${port}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'bench@example.com', password: 'bench-password' }),
  });
  if (!login.ok) throw new Error(`the bench's admin could not log in: ${login.status}`);
  const { token } = await login.json();
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const page = await browser.contexts()[0].newPage();
  await page.goto(`http://localhost:${port}/`);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token]);
  // the scripts are fetched again in each run, as on a first visit (the storage Lighthouse keeps
  // here would keep its HTTP cache too)
  await (await page.context().newCDPSession(page)).send('Network.clearBrowserCache');
  await page.close();
  await browser.close(); // lets go of the connection; the browser goes on
}
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const details = Boolean(process.env.LIGHTHOUSE_DETAILS);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

/** Where a page's largest paint went: its element, its phases and what blocked the first render. */
function printDetails(lhr) {
  const indent = ''.padEnd(width);
  const [element, phases] = lhr.audits['largest-contentful-paint-element'].details?.items ?? [];
  const node = element?.items?.[0]?.node;
  if (node) console.log(`${indent}LCP element: ${node.selector} ${node.snippet.slice(0, 120)}`);
  for (const phase of phases?.items ?? []) console.log(`${indent}  ${phase.phase}: ${Math.round(phase.timing)} ms`);
  for (const item of lhr.audits['render-blocking-resources'].details?.items ?? [])
    console.log(`${indent}render-blocking: ${item.url} (${Math.round(item.wastedMs)} ms)`);
  // the tasks TBT counts (over 50 ms after the simulated slowdown), with what ran in them
  for (const task of lhr.audits['long-tasks'].details?.items ?? [])
    console.log(`${indent}long task: ${Math.round(task.duration)} ms at ${Math.round(task.startTime)} ms, ${task.url}`);
}

try {
  // JS: the scripts' transfer; total: everything the page loaded (HTML, CSS, JS, fonts, images), as
  // the browser received it (the /shows goal: under 70 KB with the demo content)
  // one unrecorded run first: a fresh Chromium's first page pays the browser's own start (its
  // font cache, its first renderer), which no later run and no visitor's warm browser pays (a
  // quiet run had 1.6 s of TBT on the first page measured, and 0 to 121 ms on every other run)
  await lighthouse(`http://localhost:${port}${paths[0]}`, { port: chrome.port, output: 'json', logLevel: 'error' });
  console.log('page'.padEnd(width) + 'perf  a11y  best  seo   FCP     LCP     TBT     CLS   JS (transfer)  total');
  for (const path of paths) {
    // one request first: a fresh server renders a page on its first request (and, on a busy
    // machine, that took 400 ms more of TTFB); visitors get it from the page cache (/lessons,
    // rendered at each request, still pays its render in every run)
    await (await fetch(`http://localhost:${port}${path}`)).text();
    const admin = path === ADMIN_PATH;
    const measure = async () => {
      if (admin) await storeAdminSession();
      return (
        await lighthouse(`http://localhost:${port}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          // the admin's stored session stays; every other page is measured as a first visit
          disableStorageReset: admin,
        })
      ).lhr;
    };
    const measured = [];
    for (let run = 0; run < runs; run++) {
      let lhr = await measure();
      // on a busy machine the trace sometimes misses the navigation (NO_NAVSTART): Lighthouse
      // asks to run again, so once more before saying so
      if (lhr.runtimeError) lhr = await measure();
      if (lhr.runtimeError) {
        console.log(
          `${path.padEnd(width)}Lighthouse could not measure: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
        );
        failures.push(`${path}: not measured`);
        continue;
      }
      measured.push(lhr);
      if (process.env.LIGHTHOUSE_SAVE) {
        mkdirSync(process.env.LIGHTHOUSE_SAVE, { recursive: true });
        const name = `${path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${run + 1}.json`;
        writeFileSync(join(process.env.LIGHTHOUSE_SAVE, name), JSON.stringify(lhr));
      }
      const score = (id) => String(Math.round(lhr.categories[id].score * 100)).padEnd(6);
      const audit = (id) => String(lhr.audits[id].displayValue ?? '').padEnd(8);
      const resources = lhr.audits['resource-summary'].details.items;
      const js = resources.find((item) => item.resourceType === 'script');
      const total = resources.find((item) => item.resourceType === 'total');
      console.log(
        path.padEnd(width) +
          score('performance') +
          score('accessibility') +
          score('best-practices') +
          score('seo') +
          audit('first-contentful-paint') +
          audit('largest-contentful-paint') +
          audit('total-blocking-time') +
          audit('cumulative-layout-shift') +
          `${(js.transferSize / 1024).toFixed(1)} KB`.padEnd(15) +
          `${(total.transferSize / 1024).toFixed(1)} KB`,
      );
      if (details) printDetails(lhr);
      // what cost points in accessibility, best practices and SEO (performance is a sum of timings)
      const failedAudits = (id) =>
        lhr.categories[id].auditRefs
          .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
          .map((ref) => ref.id);
      for (const id of ['accessibility', 'best-practices', 'seo'])
        if (lhr.categories[id].score < 1) console.log(`${''.padEnd(width)}${id}: ${failedAudits(id).join(', ')}`);
      const seo = lhr.categories.seo;
      // the admin's page is kept out of search results (noindex) on purpose
      if (seo.score < 1 && !admin)
        failures.push(`${path}: SEO ${Math.round(seo.score * 100)} (${failedAudits('seo').join(', ')})`);
    }
    if (measured.length > 1) {
      // simulated throttling still moves with the machine's load: the median and the spread
      const perf = measured.map((lhr) => Math.round(lhr.categories.performance.score * 100));
      const lcp = measured.map((lhr) => lhr.audits['largest-contentful-paint'].numericValue);
      const fcp = measured.map((lhr) => lhr.audits['first-contentful-paint'].numericValue);
      const tbt = measured.map((lhr) => lhr.audits['total-blocking-time'].numericValue);
      console.log(
        `${''.padEnd(width)}median of ${measured.length}: perf ${median(perf)} (${Math.min(...perf)}-${Math.max(...perf)}), ` +
          `FCP ${seconds(median(fcp))} (${seconds(Math.min(...fcp))}-${seconds(Math.max(...fcp))}), ` +
          `LCP ${seconds(median(lcp))} (${seconds(Math.min(...lcp))}-${seconds(Math.max(...lcp))}), ` +
          `TBT ${Math.round(median(tbt))} ms (${Math.round(Math.min(...tbt))}-${Math.round(Math.max(...tbt))})`,
      );
    }
  }
} finally {
  await chrome.kill();
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
if (failures.length > 0) {
  console.error(`SEO below 100 or not measured:\n  ${failures.join('\n  ')}`);
  process.exitCode = 1;
}
