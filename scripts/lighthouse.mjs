// Benchmark, not a test: Lighthouse (mobile preset, simulated throttling) on the pages the
// public-site issue names, against a fresh server with the demo content. Prints the scores.
//   npm run bench:lighthouse            (builds first if needed, needs /usr/bin/chromium)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../shared/src/testing/chromium.ts';

const root = new URL('..', import.meta.url).pathname;
const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/shows', '/photos'];
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

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});
try {
  console.log('page        perf  a11y  best  seo   FCP     LCP     TBT     CLS   JS (transfer)');
  for (const path of pages) {
    const { lhr } = await lighthouse(`http://localhost:${port}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
    });
    if (lhr.runtimeError) {
      console.log(
        `${path.padEnd(12)}Lighthouse could not measure: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
      );
      continue;
    }
    const score = (id) => String(Math.round(lhr.categories[id].score * 100)).padEnd(6);
    const audit = (id) => String(lhr.audits[id].displayValue ?? '').padEnd(8);
    const js = lhr.audits['resource-summary'].details.items.find((item) => item.resourceType === 'script');
    console.log(
      path.padEnd(12) +
        score('performance') +
        score('accessibility') +
        score('best-practices') +
        score('seo') +
        audit('first-contentful-paint') +
        audit('largest-contentful-paint') +
        audit('total-blocking-time') +
        audit('cumulative-layout-shift') +
        `${(js.transferSize / 1024).toFixed(1)} KB`,
    );
  }
} finally {
  await chrome.kill();
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
