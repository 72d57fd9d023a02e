import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGES, seededForThisFile } from './fixtures';
import { browserForThisFile, newPage, siteForThisFile, watchConsole } from './support';

const site = siteForThisFile();
const browser = browserForThisFile();
const seeded = seededForThisFile(site);

/** The pages that are HTML with islands (docs/islands.md); the others are still the React app. */
const ISLAND_PAGES = [
  '/',
  '/about',
  '/shows',
  '/listen',
  '/Video',
  '/photos',
  '/contact',
  '/cannonball-quintet',
  '/no-such-page',
];

describe('public pages as HTML with islands', () => {
  it('carry no router data and load no page code: only the islands script', async () => {
    for (const path of ISLAND_PAGES) {
      const html = await (await fetch(site.url + path)).text();
      expect(html, path).not.toContain('id="router-data"');
      // the islands' script and what it imports, never the app or a page's code
      const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]!);
      expect(
        preloaded.some((href) => href.includes('/page-')),
        path,
      ).toBe(true);
      expect(
        preloaded.filter((href) => /app-client|-page-|client-/.test(href)),
        path,
      ).toEqual([]);
      expect(html.match(/<script type="module"[^>]*>/g), path).toHaveLength(1);
    }
    // a page of the React app still gets the router's data and the app's code ahead
    const login = await (await fetch(site.url + '/login')).text();
    expect(login).toContain('id="router-data"');
    expect(login).toContain('rel="modulepreload"');
  });

  it('the phone menu is a button named "Menu" that opens and closes by keyboard', async () => {
    const { context, page } = await newPage(browser, 375, 740);
    const problems = watchConsole(page);
    await page.goto(site.url + '/about', { waitUntil: 'networkidle' });
    const toggle = page.getByRole('button', { name: 'Menu' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('link', { name: 'SHOWS', exact: true }).waitFor();
    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('link', { name: 'SHOWS', exact: true }).isVisible()).toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('greets the signed-in visitor on a page of islands, and logs out from there', async () => {
    const admin = (await seeded).admin as { token: string; firstName: string };
    const { context, page } = await newPage(browser);
    await page.goto(site.url + '/about');
    await page.evaluate((token) => localStorage.setItem('jwtToken', token), admin.token);
    await page.reload({ waitUntil: 'networkidle' });
    const greeting = page.getByRole('button', { name: `Hi, ${admin.firstName}` });
    await greeting.click();
    expect(await page.getByRole('link', { name: 'Admin Panel' }).getAttribute('href')).toBe('/admin-panel');
    expect(await page.getByRole('link', { name: 'My Account' }).getAttribute('href')).toBe('/dashboard');
    await page.getByRole('button', { name: 'Log Out' }).click();
    await greeting.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('jwtToken'))).toBeNull();
    await context.close();
  });

  it('without JavaScript every public page shows its content, its menus open and its links work', async () => {
    await seeded;
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    for (const [path, title] of PUBLIC_PAGES) {
      await page.goto(site.url + path);
      expect(await page.title(), path).toMatch(title);
      expect((await page.locator('main h1').first().textContent())?.trim(), path).toBeTruthy();
    }
    await page.goto(site.url + '/shows');
    expect(await page.getByText('E2E Upcoming Quintet Night').count()).toBeGreaterThan(0);
    // the phone menu: a link to the menu, which opens as the address's target
    await page.goto(site.url + '/about');
    const shows = page.getByRole('link', { name: 'SHOWS', exact: true });
    expect(await shows.isVisible()).toBe(false);
    await page.getByRole('link', { name: 'Menu' }).click();
    await shows.waitFor({ state: 'visible' });
    // BANDS opens as a <details>, and its links are ordinary links
    await page.locator('summary', { hasText: 'BANDS' }).click();
    await page.getByRole('link', { name: 'E2E Swing Band' }).click();
    await page.waitForURL(`**/groups/${(await seeded).band._id}`);
    expect(await page.locator('h1').textContent()).toBe('E2E Swing Band');
    await context.close();
  });

  it('a link followed from the foot of a page opens the next page at its top', async () => {
    const { context, page } = await newPage(browser, 1280, 500);
    await page.goto(site.url + '/', { waitUntil: 'networkidle' });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Press kit' }).click();
    await page.waitForURL('**/press');
    await page.locator('h1').first().waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });
});
