import type { BrowserContext, Page } from 'playwright-core';
import { TOKEN_KEY } from '@jazz/shared/names';
import sharp from 'sharp';
import type { Site } from './support';

type Admin = Awaited<ReturnType<Site['admin']>>;
type StorageState = Parameters<BrowserContext['setStorageState']>[0];

/** Per site (so per test file): the admin's sign-in, done once through the API. */
const signedIn = new WeakMap<Site, Promise<{ admin: Admin; state: StorageState }>>();

function adminSession(site: Site, fresh = false) {
  let session = signedIn.get(site);
  if (!session || fresh) {
    session = site.admin().then((admin) => ({
      admin,
      // what the login form leaves in the browser: the token in localStorage (TOKEN_KEY)
      state: { cookies: [], origins: [{ origin: site.url, localStorage: [{ name: TOKEN_KEY, value: admin.token }] }] },
    }));
    signedIn.set(site, session);
  }
  return session;
}

/**
 * Opens the admin panel signed in as the site's admin, without the login form: the file signs
 * in once through the API and every page gets that session as its storage state. When a test
 * ended the session (a password change, token_version), the next call signs in again.
 * The login form itself is tested once, by `signInThroughTheForm` (admin.test.ts).
 */
export async function signInAsAdmin(site: Site, page: Page): Promise<Admin> {
  for (const fresh of [false, true]) {
    const { admin, state } = await adminSession(site, fresh);
    await page.context().setStorageState(state);
    await page.goto(`${site.url}/admin-panel`);
    // the panel greets its admin; a stale session lands on /login instead
    // (the race's loser times out later: its rejection is caught here, not left unhandled)
    const landed = await Promise.race([
      page
        .locator('.admin-panel')
        .waitFor()
        .then(
          () => 'panel' as const,
          () => 'gone' as const,
        ),
      page.waitForURL(`${site.url}/login`).then(
        () => 'login' as const,
        () => 'gone' as const,
      ),
    ]);
    if (landed === 'panel') return admin;
  }
  throw new Error('the stored admin session was refused twice');
}

/** Signs in through the login page (the guard brought us there) and waits to be sent back. */
export async function signInThroughTheForm(site: Site, page: Page): Promise<Admin> {
  const admin = await site.admin();
  await page.goto(`${site.url}/admin-panel`);
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
