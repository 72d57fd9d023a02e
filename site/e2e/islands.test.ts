import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PRESS_FIELDS } from '@jazz/contracts';
import { INDEXABLE_FIXED_PATHS } from '@jazz/contracts/paths';
import { PUBLIC_PAGES, seededForThisFile } from './fixtures';
import { browserForThisFile, newPage, siteForThisFile, watchConsole } from './support';

/** A hit the page sent, on the page's clock (the islands' beacon test wraps sendBeacon). */
type SentHit = { type: string; at: number };
type WithSentHits = Window & { sentHits?: SentHit[] };

const ENTRY = /\/assets\/index-[^/]+\.js$/;
/** Holds the page's entry script (the islands' start) until the answer is called: what a visitor does meanwhile is early. */
async function holdEntry(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.unroute(ENTRY);
  await page.route(ENTRY, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const site = siteForThisFile();
const browser = browserForThisFile();
const seeded = seededForThisFile(site);

/**
 * The pages that are HTML with islands (docs/islands.md): every page but the admin's.
 * Every indexable page of fixed address is one (the registry's list, so a new page is checked too).
 */
const ISLAND_PAGES = [
  ...INDEXABLE_FIXED_PATHS,
  '/cannonball-quintet/press',
  '/login',
  '/register',
  '/forgotpassword',
  '/resetpassword/nobody/no-token',
  '/dashboard',
  '/no-such-page',
];

describe('public pages as HTML with islands', () => {
  it('carry no router data and ask for no script by themselves: their loader names the islands script', async () => {
    for (const path of ISLAND_PAGES) {
      const html = await (await fetch(site.url + path)).text();
      expect(html, path).not.toContain('id="router-data"');
      // nothing for the browser to fetch before the page has painted: no script, no preload
      expect(html, path).not.toMatch(/<script\s(?:[^>]*\s)?src=|rel="modulepreload"/);
      const loader = /<script data-src="(\/assets\/[^"]+\.js)" data-preload="([^"]*)">/.exec(html);
      expect(loader, path).not.toBeNull();
      // the islands' script and what it imports, never the app or a page's code
      const preloaded = loader![2]!.split(' ');
      expect(
        preloaded.some((href) => href.includes('/page-')),
        path,
      ).toBe(true);
      expect(
        preloaded.filter((href) => /admin-client|-page-|react-/.test(href)),
        path,
      ).toEqual([]);
      expect(html.match(/<script(?! type="application\/ld\+json")[^>]*>/g), path).toHaveLength(1);
    }
    // the one page of the React app, the admin, still gets the router's data and the app's code ahead
    const admin = await (await fetch(site.url + '/admin-panel')).text();
    expect(admin).toContain('id="router-data"');
    expect(admin).toContain('rel="modulepreload"');
    expect(admin).toContain('<script src="/beacon.js" defer></script>');
    expect(admin).toMatch(/<script type="module" crossorigin src="\/assets\/index-[^"]+\.js">/);
  });

  it('run the beacon inline, count the view after the load, ask for their scripts once loaded, and their islands then come to life under the CSP', async () => {
    const { context, page } = await newPage(browser, 375, 740);
    const problems = watchConsole(page);
    // when the page sends each hit, on the page's own clock
    await page.addInitScript(() => {
      const sent: SentHit[] = ((window as WithSentHits).sentHits = []);
      const send = navigator.sendBeacon.bind(navigator);
      navigator.sendBeacon = (url, body) => {
        sent.push({ type: JSON.parse(String(body)).type, at: performance.now() });
        return send(url, body);
      };
    });
    const hits = new Promise((resolve) => page.on('request', (r) => r.url().endsWith('/api/hits') && resolve(r)));
    await page.goto(site.url + '/photos', { waitUntil: 'load' });
    await page.getByRole('button', { name: 'Menu' }).waitFor();
    await hits;
    const timing = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ name: new URL(entry.name).pathname, start: entry.startTime }));
      const sent = (window as WithSentHits).sentHits ?? [];
      return { loaded: navigation.loadEventEnd, scripts, sent };
    });
    // one page view, after the load: its request never competes with the page's images
    expect(timing.sent.map((hit) => hit.type)).toEqual(['pageview']);
    expect(timing.sent[0]!.at).toBeGreaterThanOrEqual(timing.loaded);
    // no file for the beacon (it is in the loader), the rest after the load
    expect(timing.scripts.map((script) => script.name)).not.toContain('/beacon.js');
    expect(timing.scripts.some((script) => script.name.includes('/page-'))).toBe(true);
    for (const script of timing.scripts) expect(script.start, script.name).toBeGreaterThanOrEqual(timing.loaded);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('send the page view of a visitor who leaves before the page has loaded as the visitor leaves', async () => {
    const { context, page } = await newPage(browser, 375, 740);
    // the page never finishes loading: a picture on it is held until the visitor has gone
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/slow-picture.webp', async (route) => {
      await held;
      await route.fulfill({ status: 404 }).catch(() => {});
    });
    // what the beacon sends, kept where the next page of the site can read it (the server is
    // not asked: a request sent as a page goes carries the browser's own agent, a headless
    // one, which the statistics leave out as a bot's)
    await page.addInitScript(() => {
      const send = navigator.sendBeacon.bind(navigator);
      navigator.sendBeacon = (url, body) => {
        const sent = JSON.parse(sessionStorage.getItem('sent') ?? '[]') as unknown[];
        sent.push(JSON.parse(String(body)));
        sessionStorage.setItem('sent', JSON.stringify(sent));
        return send(url, body);
      };
      document.addEventListener('DOMContentLoaded', () => {
        if (location.pathname !== '/about') return;
        const picture = new Image();
        picture.src = '/slow-picture.webp';
        document.body.append(picture);
      });
    });
    await page.goto(site.url + '/about', { waitUntil: 'domcontentloaded' });
    // not sent yet: it waits for the load
    expect(await page.evaluate(() => [document.readyState, sessionStorage.getItem('sent')])).toEqual([
      'interactive',
      null,
    ]);
    await page.goto(site.url + '/robots.txt');
    release();
    expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('sent') ?? '[]'))).toEqual([
      { type: 'pageview', path: '/about', referrer: '' },
    ]);
    await context.close();
  });

  it('a form sent before the islands script has started is held, then sent by its island once live', async () => {
    const { context, page } = await newPage(browser, 390, 844);
    const problems = watchConsole(page);
    // the entry arrives only after the visitor has sent the form
    const release = await holdEntry(page);
    await page.goto(site.url + '/shows');
    const form = page.getByRole('region', { name: 'Get an e-mail when a show is announced' });
    await form.getByLabel('Email').fill('early-fan@example.com');
    await form.getByRole('button', { name: 'Follow' }).click();
    release();
    // the island sends it, its human check solved then: never by the browser, with the address in the URL
    await form.getByText('Thank you. Check your inbox: we sent you a link to confirm.').waitFor();
    expect(new URL(page.url()).search).toBe('');
    await site.smtp.waitFor((mail) => mail.to.includes('early-fan@example.com'));
    expect(problems).toEqual([]);
    await context.close();
  });

  it("a press on a video's preview, a photo or a Copy button before the page's script has started is held, then done", async () => {
    const { context, page } = await newPage(browser, 390, 844);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
    const problems = watchConsole(page);
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ body: '<p>player</p>', contentType: 'text/html' }),
    );
    // the entry arrives only after the visitor has pressed
    let release = await holdEntry(page);
    await page.goto(site.url + '/Video');
    await page.locator('.facade').first().click();
    release();
    expect(await page.locator('iframe').first().getAttribute('src')).toContain('youtube-nocookie.com/embed/');

    release = await holdEntry(page);
    await page.goto(site.url + '/photos');
    await page.locator('.gallery-item').first().click();
    release();
    await page.getByRole('dialog', { name: /^Photo 1 of / }).waitFor();

    release = await holdEntry(page);
    await page.goto(site.url + '/cannonball-quintet');
    const calendar = page.locator('.calendar-links');
    await calendar.getByRole('button', { name: 'Copy address' }).click();
    release();
    await calendar.getByRole('status').getByText('Copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      await calendar.locator('.calendar-address').inputValue(),
    );
    expect(problems).toEqual([]);
    await context.close();
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
    // the press kit's booking form and the week of open lesson times are in the page itself
    await page.goto(site.url + '/press');
    await page.getByRole('textbox', { name: 'Organization or venue' }).waitFor();
    await page.getByRole('button', { name: 'Send booking request' }).waitFor();
    await page.goto(site.url + '/lessons');
    await page.getByRole('heading', { name: 'Book a lesson' }).waitFor();
    expect(await page.locator('.lesson-week .lesson-slot').count()).toBeGreaterThan(0);
    expect(await page.getByRole('combobox', { name: 'Length and price' }).count()).toBe(1);
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

  it('loads React only when a form is first touched: the follow form, the booking form, the lesson week, the login form', async () => {
    await seeded;
    for (const [path, touch, island] of [
      ['/shows', (p: Page) => p.getByRole('textbox', { name: 'Email' }).first().focus(), 'follow'],
      ['/press', (p: Page) => p.getByRole('textbox', { name: 'Organization or venue' }).focus(), 'booking'],
      ['/lessons', (p: Page) => p.getByRole('combobox', { name: 'Length and price' }).focus(), 'lessons'],
      ['/login', (p: Page) => p.getByRole('textbox', { name: 'Email' }).focus(), 'login'],
    ] as const) {
      const { context, page } = await newPage(browser, 390, 844);
      const problems = watchConsole(page);
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await page.goto(site.url + path, { waitUntil: 'networkidle' });
      // scrolled past every form, and still no React: only the islands' script and its parts
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      expect(
        scripts.filter((script) => /\/(react|mount)-/.test(script)),
        path,
      ).toEqual([]);
      await touch(page);
      await page.locator(`[data-island="${island}"][data-live]`).waitFor({ state: 'attached' });
      expect(
        scripts.some((script) => /\/react-/.test(script)),
        path,
      ).toBe(true);
      expect(problems, path).toEqual([]);
      await context.close();
    }
  });

  it('/resetpassword checks its link at load with no React, the form loads on the first touch; a bad link says so; without JavaScript it says what it needs', async () => {
    const user = await site.createUser({ password: 'old password 1' });
    const asked = await fetch(site.url + '/api/users/passwordReset', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: user.email }),
    });
    expect(asked.status).toBe(200);
    const mail = await site.smtp.waitFor((m) => m.to.includes(user.email));
    const link = /\/resetpassword\/[^\s"<>]+/.exec(mail.text)![0];

    const { context, page } = await newPage(browser);
    const problems = watchConsole(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(site.url + link, { waitUntil: 'networkidle' });
    const field = page.getByLabel('New Password');
    await field.waitFor({ state: 'visible' });
    expect(await page.getByText('Loading...').isVisible()).toBe(false);
    expect(scripts.filter((script) => /\/(react|mount)-/.test(script))).toEqual([]);
    await field.focus();
    await page.locator('[data-island="resetPassword"][data-live]').waitFor({ state: 'attached' });
    expect(scripts.some((script) => /\/react-/.test(script))).toBe(true);

    await page.goto(site.url + '/resetpassword/nobody/no-token', { waitUntil: 'networkidle' });
    await page.getByText('This reset link is invalid or has expired.').waitFor();
    expect(await page.getByRole('link', { name: 'Ask for a new one' }).getAttribute('href')).toBe('/forgotpassword');
    expect(await page.getByLabel('New Password').isVisible()).toBe(false);
    expect(problems.filter((problem) => !/status of 400/.test(problem))).toEqual([]);
    await context.close();

    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto(site.url + link);
    await plain.getByText('Resetting a password needs JavaScript').waitFor();
    expect(await plain.locator('main h1').textContent()).toBe('Reset Password');
    expect(await plain.getByText('Loading...').isVisible()).toBe(false);
    expect(await plain.getByText(/invalid or has expired/).isVisible()).toBe(false);
    await noScript.close();
  });

  it("a press bio's Copy button copies the bio, paragraphs and all, with no React on the page", async () => {
    const admin = (await seeded).admin as { token: string };
    const bio = 'First paragraph of the short bio.\n\nSecond one,\nwith a line break.';
    const kit = (await site.request('GET', '/api/press/site', { token: admin.token })).body;
    const fields = Object.fromEntries(PRESS_FIELDS.map((field) => [field, kit[field]]));
    const saved = await site.request('PUT', '/api/press/update/site', {
      token: admin.token,
      body: { pressComparatorData: fields, pressData: { ...fields, bioShort: bio } },
    });
    expect(saved.status, saved.text).toBe(200);
    const { context, page } = await newPage(browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(site.url + '/press', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Copy the short bio' }).click();
    await page.locator('.press-bio', { hasText: 'Short bio' }).getByRole('status').getByText('Copied.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(bio);
    expect(scripts.filter((script) => /\/(react|admin-client)-/.test(script))).toEqual([]);
    await context.close();
  });

  it('/lessons is rendered at each request (its open times change with every booking) and revalidates by its ETag', async () => {
    const first = await fetch(site.url + '/lessons');
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(site.url + '/lessons', { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    // the other pages of islands are still kept and shared
    expect((await fetch(site.url + '/press')).headers.get('cache-control')).toContain('s-maxage=60');
  });
});
