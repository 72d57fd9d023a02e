import type { Page } from 'playwright-core';
import sharp from 'sharp';
import type { Site } from './support';

/** Signs in through the login page (the guard brought us there) and waits to be sent back. */
export async function signInAsAdmin(site: Site, page: Page) {
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
