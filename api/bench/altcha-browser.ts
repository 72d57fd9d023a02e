/**
 * Solves the human check with the real altcha 3 widget in Chromium, timing it and checking
 * that the payload the widget produces verifies on the server side. Needs a Chromium
 * (CHROMIUM_PATH, default /usr/bin/chromium). Run: `npx tsx api/bench/altcha-browser.ts [runs] [workers]`.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';
import { readConfig } from '../src/config';
import { createAltcha } from '../src/contact/altcha';

const runs = Number(process.argv[2] ?? 10);
const workers = Number(process.argv[3] ?? 4);
const maxNumber = process.env.ALTCHA_COST ? Number(process.env.ALTCHA_COST) : readConfig({}).altchaCost;
const altcha = createAltcha({ secret: 'bench-secret', maxNumber });
const widgetJs = readFileSync(createRequire(import.meta.url).resolve('altcha'), 'utf8');

const server = createServer((req, res) => {
  if (req.url === '/challenge') {
    void altcha.challenge().then((c) => res.setHeader('content-type', 'application/json').end(JSON.stringify(c)));
  } else if (req.url === '/altcha.js') {
    res.setHeader('content-type', 'text/javascript').end(widgetJs);
  } else {
    res
      .setHeader('content-type', 'text/html')
      .end('<!doctype html><script type="module" src="/altcha.js"></script><altcha-widget id="w"></altcha-widget>');
  }
}).listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const page = await browser.newPage();
await page.goto(url);
await page.waitForFunction(() => customElements.get('altcha-widget'));
const times: number[] = [];
for (let i = 0; i < runs; i++) {
  const { ms, payload } = await page.evaluate(
    async ({ workers }) => {
      const w = document.getElementById('w') as HTMLElement & {
        configure(o: object): void;
        reset(): void;
        verify(): Promise<unknown>;
      };
      w.reset();
      w.configure({ challenge: '/challenge', workers, minDuration: 0, humanInteractionSignature: false });
      const start = performance.now();
      const verified = new Promise<string>((resolve) =>
        w.addEventListener('verified', (e) => resolve((e as CustomEvent).detail.payload as string), { once: true }),
      );
      await w.verify();
      const payload = await verified;
      return { ms: performance.now() - start, payload };
    },
    { workers },
  );
  const check = await altcha.verify(payload);
  if (!check.ok) throw new Error(`widget payload did not verify: ${check.reason}`);
  times.push(ms);
}
await browser.close();
server.close();
times.sort((a, b) => a - b);
const mean = times.reduce((a, b) => a + b, 0) / runs;
console.log(`Chromium widget, difficulty ${maxNumber}, ${workers} workers, ${runs} runs: every payload verified`);
console.log(
  `solve time ms: mean ${mean.toFixed(0)}, median ${times[Math.floor(runs / 2)]!.toFixed(0)}, max ${times.at(-1)!.toFixed(0)}`,
);
