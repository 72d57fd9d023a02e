import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { TOKEN_KEY } from '@jazz/contracts/names';
import sharp from 'sharp';
import type { TestServerOptions } from '@jazz/api/testing';
import { browserTestFile, newPage, watchConsole, type Site } from './support';

type Admin = Awaited<ReturnType<Site['admin']>>;
type StorageState = Parameters<BrowserContext['setStorageState']>[0];

/** Per site (so per test file): the admin's session, signed in once through the API. */
const signedIn = new WeakMap<Site, { admin: Admin; state: StorageState }>();

/** The file's admin session; a new one when a test ended it (a password change, token_version). */
async function adminSession(site: Site) {
  const kept = signedIn.get(site);
  // the guard in the browser only reads the token; the server is the one to ask
  if (kept && (await site.request('GET', '/api/users', { token: kept.admin.token })).status === 200) return kept;
  const admin = await site.admin();
  // what the login form leaves in the browser: the token in localStorage (TOKEN_KEY)
  const state = {
    cookies: [],
    origins: [{ origin: site.url, localStorage: [{ name: TOKEN_KEY, value: admin.token }] }],
  };
  signedIn.set(site, { admin, state });
  return { admin, state };
}

/**
 * Opens the admin panel signed in as the site's admin, without the login form: the file signs
 * in once through the API and every page gets that session as its storage state. The login
 * form itself is tested once, by `signInThroughTheForm` (admin.test.ts).
 */
export async function signInAsAdmin(site: Site, page: Page): Promise<Admin> {
  const { admin, state } = await adminSession(site);
  await page.context().setStorageState(state);
  await page.goto(`${site.url}/admin-panel`);
  await page.locator('.admin-panel').waitFor();
  if (new URL(page.url()).pathname !== '/admin-panel') throw new Error(`signed in, but on ${page.url()}`);
  // the home has read its "Needs you" summary (or said why not): no read of it is still under
  // way for a test that ends the session next to answer with a 401
  await page.locator('#admin-overview-title, .data-error').first().waitFor();
  return admin;
}

/** Signs in through the login page (the guard brought us there) and waits to be sent back. */
export async function signInThroughTheForm(site: Site, page: Page): Promise<Admin> {
  const admin = await site.admin();
  await page.goto(`${site.url}/admin-panel`, { waitUntil: 'commit' });
  await page.waitForURL(`${site.url}/login`);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(`${site.url}/admin-panel`);
  return admin;
}

/** Answers the next window.confirm, checking its question; returns a promise of the question. */
export function answerNextDialog(page: Page, accept: boolean): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void (accept ? dialog.accept() : dialog.dismiss());
    });
  });
}

/** A real PNG of the given colour, as a file for a file input. */
export async function pngFile(name: string, color: string) {
  const buffer = await sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** The table row that contains `text`. */
export const rowWith = (page: Page, text: string) => page.locator('tbody tr', { hasText: text });

/**
 * A fresh context and page (`newPage`'s size) on /admin-panel, signed in as the site's admin
 * (`signInAsAdmin`), its console watched from the start (`watchConsole`'s problems).
 */
export async function openAdmin(site: Site, browser: Browser, width?: number, height?: number) {
  const { context, page } = await newPage(browser, width, height);
  const problems = watchConsole(page);
  const admin = await signInAsAdmin(site, page);
  return { context, page, problems, admin };
}

/**
 * An admin test file: its site and Chromium (`browserTestFile`), and `openAdmin` on them (a page
 * on /admin-panel signed in as the site's admin).
 */
export function adminTestFile(options?: TestServerOptions) {
  const { site, browser } = browserTestFile(options);
  return {
    site,
    browser,
    openAdmin: (width?: number, height?: number) => openAdmin(site, browser, width, height),
  };
}

/** Opens the call form of Edit Event's Band section and fills it: the chair, who is asked first, the backups in order, the fee. */
export async function fillCall(
  page: Page,
  { instrument, first, backups = [], fee }: { instrument: string; first: string; backups?: string[]; fee: string },
) {
  await page.getByRole('heading', { name: 'Band' }).waitFor();
  await page.getByRole('button', { name: 'Call', exact: true }).click();
  await page.getByLabel('Instrument').fill(instrument);
  await page.getByLabel('Ask first').selectOption({ label: first });
  for (const [index, backup] of backups.entries()) {
    await page.getByRole('button', { name: 'Add a backup' }).click();
    await page.getByLabel(`Backup ${index + 1}`).selectOption({ label: backup });
  }
  await page.getByLabel('Fee').fill(fee);
}

/** The path of a player's link in a call's mail: his answer page (`call`) or his feed (`people`). */
export const mailedPath = (text: string, kind: 'call' | 'people') =>
  new RegExp(`http://localhost:3999(/${kind}/[\\w-]+${kind === 'people' ? '\\.ics' : ''})`).exec(text)![1]!;

/** People he pays, created through the API, each playing `instrument`. */
export async function createPlayers(site: Site, token: string, instrument: string, players: [string, string][]) {
  for (const [name, email] of players) {
    const res = await site.request('POST', '/api/people/create', {
      token,
      body: { name, email, instruments: [instrument] },
    });
    if (res.status !== 201) throw new Error(`${name} not created: ${res.status} ${res.text}`);
  }
}

/** What axe finds serious or critical on the page as it is now, one line a rule with its elements. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
