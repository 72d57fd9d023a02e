import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openAdmin } from './admin-helpers';
import { browserForThisFile, siteForThisFile } from './support';

const site = siteForThisFile();
const browser = browserForThisFile();

// The admin is an entry of its own (site/src/admin-client.tsx, docs/islands.md "The admin's
// page"): its router knows only the admin's screens, so public pages are page loads.
describe("the admin's own entry", () => {
  it('goes to a public page and back as page loads, and logs out to /login, which leads back to the admin', async () => {
    const { context, page, problems, admin } = await openAdmin(site, browser, 390, 844);
    // the page names its entry; no other page's router data
    expect(await page.locator('#router-data').getAttribute('data-entry')).toBe('admin');

    // SHOWS from the phone's menu: the server's page of islands, loaded
    let loads = 0;
    page.on('load', () => loads++);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'SHOWS', exact: true }).click();
    await page.waitForURL(`${site.url}/shows`);
    await page.getByRole('heading', { level: 1, name: 'Shows' }).waitFor();
    await expect.poll(() => loads).toBe(1);
    expect(await page.locator('#router-data').count()).toBe(0);

    // back: the admin again, from the server
    await page.goBack();
    await page.waitForURL(`${site.url}/admin-panel`);
    await page.locator('#admin-overview-title, .data-error').first().waitFor();
    // and from the public page's greeting, Admin Panel
    await page.goForward();
    await page.waitForURL(`${site.url}/shows`);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: `Hi, ${admin.firstName}` }).click();
    await page.getByRole('link', { name: 'Admin Panel' }).click();
    await page.waitForURL(`${site.url}/admin-panel`);
    await page.getByRole('link', { name: 'View Events' }).click();
    await page.getByRole('heading', { level: 1, name: 'Events' }).waitFor();

    // Log Out in the admin: its guard sends the visitor to /login (a page load) carrying where he
    // was; logging in again leads back there
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: `Hi, ${admin.firstName}` }).click();
    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL(`${site.url}/login`);
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(`${site.url}/admin-panel/view-events`);
    await page.getByRole('heading', { level: 1, name: 'Events' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('in an empty shell (a page the server could not render) renders the admin from the API; a public page says it failed', async () => {
    // what the server sends when its render throws (createPageRender, api/src/site/rendered-page.ts)
    const shell = readFileSync(join(import.meta.dirname, '..', 'dist', 'client', 'index.html'), 'utf8')
      .replace('<!--app-head-->', '')
      .replace('<!--app-html-->', '')
      .replace('<!--app-data-->', '');
    const { context, page, problems } = await openAdmin(site, browser);
    await page.route(/\/(admin-panel\/view-events|about)$/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: shell }),
    );
    await page.goto(`${site.url}/admin-panel/view-events`);
    await page.getByRole('heading', { level: 1, name: 'Events' }).waitFor();
    // the frame's data (the nav, the footer) read through the API
    await page.locator('.site-footer').getByText('All rights reserved.').waitFor();
    expect(await page.locator('#router-data').count()).toBe(0);

    await page.goto(`${site.url}/about`);
    await page.getByRole('heading', { level: 1, name: 'Something went wrong' }).waitFor();
    expect(await page.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
    expect(problems).toEqual([]);
    await context.close();
  });
});
