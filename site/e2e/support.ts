import { mkdtempSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startTestServer, type TestServerOptions } from '@jazz/api/testing';
import { browserForThisFile } from '@jazz/testing/browser';
import { forThisFile } from '@jazz/testing/per-file';
import type { Browser, BrowserContext, Download, Locator, Page } from 'playwright-core';
import { testEventData } from '@jazz/testing/factories';

/** Screenshots and other artifacts of e2e runs (gitignored). */
export const ARTIFACTS = resolve(import.meta.dirname, '..', '..', 'test-artifacts');

/**
 * Boots the real API serving the built site (config.siteDist) on port 0, with a temporary
 * database and a real SMTP capture. Close it in afterAll with `site.close()`.
 */
export const startSite = (options: TestServerOptions = {}) => startTestServer(options);
export type Site = Awaited<ReturnType<typeof startSite>>;

/** The site for this test file: started before its first test, closed after its last. */
export const siteForThisFile = (options: TestServerOptions = {}) =>
  forThisFile(
    () => startSite(options),
    (site) => site.close(),
  );

/**
 * The run's one Chromium (started by the e2e project's globalSetup), connected for this test
 * file and let go after its last test. See docs/testing.md.
 */
export { browserForThisFile };

/** A browser test file's site and Chromium (`siteForThisFile`, `browserForThisFile`). */
export function browserTestFile(options: TestServerOptions = {}) {
  return { site: siteForThisFile(options), browser: browserForThisFile() };
}

/** Console errors, page errors and React warnings (hydration mismatches) seen by a page. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' || /hydrat|did not match/i.test(text)) problems.push(`${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** A fresh context and page; `width` sets a phone-sized viewport when given. */
export async function newPage(
  browser: Browser,
  width = 1280,
  height = 900,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  return { context, page };
}

/**
 * The page's own script has run (src/islands/page.ts): the nav drops the header's `data-static`
 * in the same run that adds the listeners of the shows toggle and the other plain controls. A
 * press before then is the page without JavaScript (the toggle a form), or held (`data-hold`).
 */
export function pageScriptStarted(page: Page): Promise<void> {
  return page.locator('.site-header:not([data-static])').waitFor({ state: 'attached' });
}

/** Where screenshots go: SCREENS_DIR (screens for a person to look at), else test-artifacts. */
const SCREENS = process.env.SCREENS_DIR ?? ARTIFACTS;

/** The file a screenshot named `name` is saved as: <SCREENS_DIR or test-artifacts>/<name>.png. */
export function screenshotPath(name: string): string {
  mkdirSync(SCREENS, { recursive: true });
  return join(SCREENS, `${name.replace(/[^a-z0-9-_]+/gi, '-')}.png`);
}

/** Saves a screenshot of the whole page (of the viewport with `fullPage: false`) at `screenshotPath(name)`. */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<string> {
  const path = screenshotPath(name);
  await page.screenshot({ path, fullPage });
  return path;
}

/** True when the page scrolls sideways (content wider than the viewport). */
export function hasHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

/** Creates an event through the API as an admin; `startDate` is an ISO instant. */
export async function createEvent(site: Site, token: string, fields: Record<string, string>) {
  const res = await site.request('POST', '/api/events/create', {
    token,
    body: testEventData({ venue: 'Test Venue', ...fields }),
  });
  if (res.status >= 300) throw new Error(`event not created: ${res.status} ${res.text}`);
  return res.body;
}

/** Saves a show with `changes` over it as read (its comparator), as the admin's form does. */
export async function updateEvent(
  site: Site,
  token: string,
  event: Record<string, unknown>,
  changes: Record<string, unknown>,
) {
  const res = await site.request('PUT', `/api/events/update/${String(event._id)}`, {
    token,
    body: { eventComparatorData: event, eventData: { ...event, ...changes } },
  });
  if (res.status !== 200) throw new Error(`event not updated: ${res.status} ${res.text}`);
  return res.body as Record<string, unknown>;
}

/** Types a booking request into its form (`form.booking-form`), as a booker would: `fields` over a plain one. */
export async function fillBookingRequest(form: Locator, fields: Partial<Record<BookingField, string>> = {}) {
  const typed = { ...BOOKING_REQUEST, ...fields };
  for (const [field, label] of BOOKING_LABELS) await form.getByLabel(label, { exact: true }).fill(typed[field]);
}
type BookingField = 'name' | 'email' | 'organization' | 'city' | 'dates' | 'message';
const BOOKING_REQUEST: Record<BookingField, string> = {
  name: 'Ella Booker',
  email: 'ella@venue.example',
  organization: 'Higher Ground',
  city: 'Burlington',
  dates: 'December 12, 2030',
  message: 'Winter series?',
};
const BOOKING_LABELS: [BookingField, string][] = [
  ['name', 'Name'],
  ['email', 'Email'],
  ['organization', 'Organization or venue'],
  ['city', 'City'],
  ['dates', 'Date or dates'],
  ['message', 'Message'],
];

/**
 * The bytes of a download. The shared Chromium runs apart from this worker, so the file is
 * not readable in place (`download.path()` throws when connected): it is copied here first.
 */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const folder = mkdtempSync(join(tmpdir(), 'jazz-download-'));
  try {
    const file = join(folder, download.suggestedFilename());
    await download.saveAs(file);
    return readFileSync(file);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Lessons in person in Burlington (the street address given once booked) or online. */
export const TWO_PLACES = [
  { key: 'in-person', label: 'In person', town: 'Burlington', address: '12 Pine St' },
  { key: 'online', label: 'Online', link: 'https://meet.example/lesson' },
];

/**
 * Stores lesson settings as an admin: lessons every day from 10 AM to 8 PM, with `changes`
 * over the current settings. Answers the admin and the settings stored.
 */
export async function putLessonSettings(site: Site, changes: Record<string, unknown> = {}) {
  const admin = await site.admin();
  const current = await site.request('GET', '/api/lessons/settings', { token: admin.token });
  const availability = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'].map((day) => ({ day, from: '10:00', to: '20:00' }));
  const saved = await site.request('PUT', '/api/lessons/settings', {
    token: admin.token,
    body: { settingsComparatorData: current.body, settingsData: { ...current.body, availability, ...changes } },
  });
  if (saved.status !== 200) throw new Error(`lesson settings: ${saved.status} ${saved.text}`);
  return { admin, settings: saved.body as { formats: { key: string }[] } };
}

/** Signs a visitor in through the login page and waits for the home page it sends him to. */
export async function logIn(site: Site, page: Page, user: { email: string; password: string }): Promise<void> {
  await page.goto(`${site.url}/login`);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(`${site.url}/`);
}
