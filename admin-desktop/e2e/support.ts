import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PAGE_NAMES } from '@jazz/contracts';
import { sharedBrowser } from '@jazz/testing/browser';
import { forThisFile } from '@jazz/testing/per-file';
import type { BrowserContextOptions, Page, Request } from 'playwright-core';
import { expect, vi } from 'vitest';
import { startGate } from '../test/gate';

const ROOT = resolve(import.meta.dirname, '..', '..');
export const ARTIFACTS = join(ROOT, 'test-artifacts');

/** Waits until `url` answers 200 (a server starting up refuses connections until then). */
async function waitFor(url: string, ms = 30_000) {
  await vi.waitFor(async () => expect((await fetch(url)).ok, `${url} did not answer`).toBe(true), {
    timeout: ms,
    interval: 150,
  });
}

/** A TypeScript entry through tsx; `--import tsx` is left out for compiled JavaScript. */
function run(args: string[], env: Record<string, string>, typescript = true): ChildProcess {
  const child = spawn(process.execPath, [...(typescript ? ['--import', 'tsx'] : []), ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  return child;
}

/** The address the API prints once it listens (PORT=0: a port the system chose). */
function listeningUrl(child: ChildProcess, pattern = /Site and API on (http:\/\/\S+)/): Promise<string> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const onData = (chunk: Buffer) => {
      seen += chunk.toString();
      const found = pattern.exec(seen);
      if (!found) return;
      child.stdout?.off('data', onData);
      child.stdout?.resume();
      resolve(found[1]!.replace('localhost', '127.0.0.1'));
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`The API exited (${code}) before listening`)));
  });
}

/** One line of the API's request log (api/src/http/logger.ts). */
export interface LoggedRequest {
  method: string;
  path: string;
  status: number;
}

/** Reads the API's JSON log lines as they come and keeps its request lines. */
function logRequests(child: ChildProcess, into: LoggedRequest[]) {
  let rest = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    const lines = (rest + chunk.toString()).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.startsWith('{')) continue;
      const entry = JSON.parse(line) as Partial<LoggedRequest> & { msg?: string };
      if (entry.msg === 'request') into.push({ method: entry.method!, path: entry.path!, status: entry.status! });
    }
  });
}

async function kill(child: ChildProcess | null) {
  if (!child || child.exitCode !== null) return;
  child.kill('SIGKILL');
  await once(child, 'exit');
}

/**
 * The real API (api/dist/server.js, built by npm test) as a child process with a temporary DATA_DIR, behind a TCP
 * gate whose port the test owns for its whole life: `stop()` kills the API like a lost
 * connection (the gate refuses connections meanwhile, so no other test's server can take the
 * address), `start()` brings it back, on whatever port it gets, with the same database.
 */
export async function startApi(extraEnv: Record<string, string> = {}) {
  // the compiled server, as production and `npm start` run it (and without compiling the API's
  // TypeScript again at every start of every file)
  if (!existsSync(join(ROOT, 'api/dist/server.js'))) throw new Error('Build the API first: npm run build:api');
  const dir = mkdtempSync(join(tmpdir(), 'desk-e2e-'));
  const gate = await startGate('http://127.0.0.1:9');
  await gate.down();
  const url = gate.url;
  const admin = { email: 'musician@example.com', password: 'blue-train-1957' };
  const env = {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dir,
    SITE_URL: url,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    JWT_SECRET: 'desk-e2e-secret',
    ...extraEnv,
  };
  let child: ChildProcess | null = null;
  // every request any run of the API answered, to count how often a change arrived
  const requests: LoggedRequest[] = [];
  async function start() {
    child = run(['api/dist/server.js'], env, false);
    logRequests(child, requests);
    gate.retarget(await listeningUrl(child));
    await gate.up();
    await waitFor(`${url}/api/groups`);
  }
  async function stop() {
    await gate.down();
    await kill(child);
    child = null;
  }
  async function request(method: string, path: string, body?: unknown, token?: string) {
    const res = await fetch(url + path, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as any };
  }
  async function token() {
    return (await request('POST', '/api/users/login', admin)).body.token as string;
  }
  await start();
  return {
    url,
    admin,
    requests,
    start,
    stop,
    request,
    token,
    close: async () => {
      await stop();
      await gate.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** `npm run desktop:preview`'s server (the built renderer must exist: npm run build). */
export async function startPreview(apiUrl: string) {
  if (!existsSync(join(ROOT, 'admin-desktop/dist/renderer/index.html')))
    throw new Error('Build the desktop renderer first: npm run build -w admin-desktop');
  const child = run(['admin-desktop/src/preview/cli.ts'], { PORT: '0', API_URL: apiUrl });
  const url = await listeningUrl(child, /Desktop preview on (http:\/\/\S+)/);
  await waitFor(`${url}/__preview/settings`);
  /** Points the preview's /api at another server (a gate in between cuts the desktop off). */
  async function setTarget(serverUrl: string) {
    const res = await fetch(`${url}/__preview/settings`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ serverUrl }),
    });
    if (res.status !== 200) throw new Error(`preview settings not saved: ${res.status}`);
  }
  return { url, setTarget, close: () => kill(child) };
}

/** Collects the page's console errors and page errors into `problems`, and returns it. */
export function watchConsole(page: Page, problems: string[] = []): string[] {
  page.on('console', (m) => {
    // failed requests while the API is down are the point of these tests
    if (m.type() === 'error' && !/Failed to load resource|ERR_EMPTY_RESPONSE|ERR_CONNECTION/.test(m.text()))
      problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

export async function screenshot(page: Page, name: string) {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS, `desktop-${name}.png`), fullPage: true });
}

export async function signIn(page: Page, previewUrl: string, admin: { email: string; password: string }) {
  const open = openApiRequests(page);
  await page.goto(previewUrl);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/#\/admin-panel/);
  await listsCached(page, open);
}

/** The page's requests to the API that have not yet finished (answered in full, or failed). */
function openApiRequests(page: Page): () => number {
  const open = new Set<Request>();
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) open.add(r);
  });
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
  return () => open.size;
}

/** What the sign-in warm-up (src/renderer/runtime.ts warmCache) keeps in the app's cache. */
const WARMED = [
  'list:event',
  'list:group',
  'list:user',
  'list:message',
  'list:photo',
  'list:tune',
  ...PAGE_NAMES.map((name) => `record:page:${name}`),
];

/**
 * Waits for the warm-up after sign-in: every list and page in the app's IndexedDB cache, and no
 * request to the API still under way (`open`, when the caller counted them from the start), so a
 * test that stops the API next finds them readable offline (as a musician would a minute later)
 * and cuts no read in the middle.
 */
export async function listsCached(page: Page, open: () => number = () => 0) {
  // page.evaluate awaits the check's promise (waitForFunction would take the promise itself as
  // a truthy answer and return at once, before anything is cached)
  const cached = () =>
    page.evaluate(async (warmed) => {
      // never create the database here: the app's own open() must run its upgrade
      if (!(await indexedDB.databases()).some((d) => d.name === 'jazz-admin-drafts')) return false;
      return new Promise<boolean>((resolve) => {
        const open = indexedDB.open('jazz-admin-drafts');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('cache')) return (db.close(), resolve(false));
          const keys = db.transaction('cache', 'readonly').objectStore('cache').getAllKeys();
          keys.onsuccess = () => {
            db.close();
            const have = new Set(keys.result.map(String));
            resolve(warmed.every((key) => have.has(key)));
          };
          keys.onerror = () => (db.close(), resolve(false));
        };
      });
    }, WARMED);
  await vi.waitFor(
    async () => {
      expect(await cached(), 'The lists and pages were not cached after sign-in').toBe(true);
      expect(open(), 'a read of the cache is still open').toBe(0);
    },
    { timeout: 30_000, interval: 200 },
  );
}

/**
 * The desktop app for one test file, started before its first test and closed after its last:
 * the real API behind its gate (`apiEnv` added to its environment), the preview server, and a
 * Chromium page signed in as the musician (`context` options over a 1400 x 1000 window;
 * `onPage` runs before the sign-in). `problems` gathers the page's console errors.
 */
export function desktopForThisFile(
  options: { apiEnv?: Record<string, string>; context?: BrowserContextOptions; onPage?: (page: Page) => void } = {},
) {
  const api = forThisFile(
    () => startApi(options.apiEnv),
    (started) => started.close(),
  );
  const preview = forThisFile(
    () => startPreview(api.url),
    (started) => started.close(),
  );
  const browser = forThisFile(sharedBrowser, (started) => started.close());
  const context = forThisFile(() =>
    browser.newContext({ viewport: { width: 1400, height: 1000 }, ...options.context }),
  );
  const problems: string[] = [];
  const page = forThisFile(async () => {
    const page = await context.newPage();
    options.onPage?.(page);
    watchConsole(page, problems);
    await signIn(page, preview.url, api.admin);
    return page;
  });
  return { api, preview, context, page, problems };
}

/**
 * Waits for the conflict panel of a `record` (event, photo...) and for its `field` row to read
 * `shows` (the server's value, then the draft's); answers the panel.
 */
export async function conflictShown(page: Page, record: string, field: RegExp, shows: RegExp) {
  const conflict = page.getByRole('region', { name: new RegExp(`Conflict: this ${record} was changed elsewhere`) });
  await conflict.waitFor({ timeout: 20_000 });
  await expect.poll(() => conflict.getByRole('row', { name: field }).first().textContent()).toMatch(shows);
  return conflict;
}
