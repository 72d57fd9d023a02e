import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@jazz/contracts';
import { forThisFile } from '@jazz/testing/per-file';
import { browserTestFile, hasHorizontalScroll, newPage, pageScriptStarted, screenshot, watchConsole } from './support';

const { site, browser } = browserTestFile();
// two bands of the site: Show announcements offers a box for each
const BANDS = ['Dashboard Quintet', 'Dashboard Trio'];
forThisFile(async () => {
  const admin = await site.admin();
  for (const name of BANDS) {
    const made = await site.request('POST', '/api/groups/create', { token: admin.token, body: { name } });
    expect(made.status, made.text).toBe(201);
  }
  return {};
});

/** A verified user following the trio, and a page of the given width with the user's session stored. */
async function signedIn(width: number, fields: { firstName?: string; lastName?: string } = {}) {
  const user = await site.createUser({ password: 'footprints 1966', ...fields });
  const token = await site.login(user.email, user.password);
  const followed = await site.request('PUT', '/api/follow/me', { token, body: { groups: [BANDS[1]] } });
  expect(followed.status, followed.text).toBe(200);
  const { context, page } = await newPage(browser, width, 900);
  await page.goto(`${site.url}/about`);
  await page.evaluate((stored) => localStorage.setItem('jwtToken', stored), token);
  return { user, token, context, page };
}

/** The scripts a page asks for (React's are `react-` and `mount-`: site/vite.config.ts names React's chunk). */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}
const reactOf = (scripts: string[]) => scripts.filter((script) => /\/(react|mount)-/.test(script));

const box = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Show announcements' }).getByRole('checkbox', { name, exact: true });

describe('the dashboard, a page of islands', () => {
  for (const width of [390, 1366])
    it(`at ${width} px shows the details, the address's state and the announcements as saved at load, with no touch and no React`, async () => {
      const { user, context, page } = await signedIn(width, { firstName: 'Wayne', lastName: 'Shorter' });
      const problems = watchConsole(page);
      const scripts = scriptsOf(page);
      await page.goto(`${site.url}/dashboard`, { waitUntil: 'networkidle' });
      const details = page.locator('dl.account-details');
      await details.getByText('Shorter').waitFor();
      expect(await details.textContent()).toContain(user.email);
      await page.getByText(`Your e-mail address ${user.email} is confirmed.`).waitFor();
      expect(await box(page, BANDS[1]!).isChecked()).toBe(true);
      expect(await box(page, BANDS[0]!).isChecked()).toBe(false);
      expect(await box(page, 'All bands').isChecked()).toBe(false);
      await page.getByRole('region', { name: 'My lessons' }).getByText('No upcoming lessons.').waitFor();
      expect(await page.getByRole('textbox', { name: 'First name' }).inputValue()).toBe('Wayne');
      // the no-JavaScript notice is gone, the greeting is there (on a phone behind "Menu")
      expect(await page.getByText('needs JavaScript').isVisible()).toBe(false);
      if (width < 1200) await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('button', { name: 'Hi, Wayne' }).waitFor();
      expect(reactOf(scripts)).toEqual([]);
      expect(await hasHorizontalScroll(page)).toBe(false);
      if (width < 1200) await page.getByRole('button', { name: 'Menu' }).click();
      await screenshot(page, `dashboard-islands-${width}`);
      expect(problems).toEqual([]);
      await context.close();
    });

  it('Log Out on the dashboard leaves it for the home page, his details gone (issue 46, 390 px)', async () => {
    const { context, page } = await signedIn(390, { firstName: 'Tony' });
    const problems = watchConsole(page);
    await page.goto(`${site.url}/dashboard`);
    await page.locator('dl.account-details').getByText('Tony').waitFor();
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Hi, Tony' }).click();
    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL(`${site.url}/`);
    expect(await page.evaluate(() => localStorage.getItem('jwtToken'))).toBeNull();
    expect(await page.getByText('Tony').count()).toBe(0);
    await screenshot(page, 'dashboard-logged-out-390');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('sends a change of announcements and of the name by keyboard, and shows both after a reload', async () => {
    const { token, context, page } = await signedIn(1366, { firstName: 'Herbie' });
    const problems = watchConsole(page);
    await page.goto(`${site.url}/dashboard`);
    const quintet = box(page, BANDS[0]!);
    await quintet.waitFor();
    await quintet.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab'); // the trio's box
    await page.keyboard.press('Tab'); // Save
    await page.keyboard.press('Enter');
    await page.getByText('Saved. We will e-mail you when a show is announced.').waitFor();
    expect((await site.request('GET', '/api/follow/me', { token })).body.groups).toEqual(expect.arrayContaining(BANDS));

    const firstName = page.getByRole('textbox', { name: 'First name' });
    await firstName.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Ron');
    await page.keyboard.press('Enter');
    const nameForm = page.getByRole('form', { name: 'Change name' });
    await nameForm.getByText(ACCOUNT_MESSAGES.nameChanged).waitFor();
    // the details and the greeting follow at once
    await page.locator('dl.account-details').getByText('Ron', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Hi, Ron' }).waitFor();

    await page.reload({ waitUntil: 'networkidle' });
    await page.locator('dl.account-details').getByText('Ron', { exact: true }).waitFor();
    expect(await box(page, BANDS[0]!).isChecked()).toBe(true);
    expect(await box(page, BANDS[1]!).isChecked()).toBe(true);
    expect(await firstName.inputValue()).toBe('Ron');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps what was ticked and typed before the forms were live, and sends a Save pressed then', async () => {
    const { token, context, page } = await signedIn(390);
    const problems = watchConsole(page);
    // the forms' code is held until the boxes are ticked, a field typed in and Save pressed
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/dashboard-forms-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${site.url}/dashboard`);
    const quintet = box(page, BANDS[0]!);
    await quintet.check();
    const email = page.getByRole('form', { name: 'Change e-mail' }).getByRole('textbox', { name: 'New e-mail' });
    await email.fill('typed-early@example.com');
    await page.getByRole('region', { name: 'Show announcements' }).getByRole('button', { name: 'Save' }).click();
    expect(await page.locator('[data-island="dashboard"][data-live]').count()).toBe(0);
    release();
    await page.getByText('Saved. We will e-mail you when a show is announced.').waitFor();
    expect(await page.locator('[data-island="dashboard"][data-live]').count()).toBe(1);
    expect(await quintet.isChecked()).toBe(true);
    expect(await email.inputValue()).toBe('typed-early@example.com');
    expect((await site.request('GET', '/api/follow/me', { token })).body.groups).toEqual(expect.arrayContaining(BANDS));
    expect(problems).toEqual([]);
    await context.close();
  });

  it('goes to / without a session, to /login with an expired one; without JavaScript says what it needs', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${site.url}/dashboard`, { waitUntil: 'commit' });
    await page.waitForURL(`${site.url}/`);
    // the home page's script has read the (absent) session: an expired one stored before would
    // send this page to /login too, cutting short the next navigation
    await pageScriptStarted(page);
    // an expired session is removed, and the visitor logs in again (as on every page)
    const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const payload = { id: 'x', firstName: 'Old', lastName: 'Session', email: 'old@example.com', roles: ['user'] };
    const expired = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ ...payload, iat: 1_600_000_000, exp: 1_600_003_600 })}.c2lnbmF0dXJl`;
    await page.evaluate((stored) => localStorage.setItem('jwtToken', stored), expired);
    await page.goto(`${site.url}/dashboard`, { waitUntil: 'commit' });
    await page.waitForURL(`${site.url}/login`);
    expect(await page.evaluate(() => localStorage.getItem('jwtToken'))).toBeNull();
    await context.close();

    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const plain = await noScript.newPage();
    await plain.goto(`${site.url}/dashboard`);
    expect(await plain.locator('main h1').textContent()).toBe('Dashboard');
    await plain.getByText('Your dashboard needs JavaScript: turn it on and reload the page.').waitFor();
    expect(await plain.getByRole('button', { name: 'Change password' }).isVisible()).toBe(false);
    expect(await plain.getByText('Loading...').first().isVisible()).toBe(false);
    await screenshot(plain, 'dashboard-no-javascript-390');
    await noScript.close();
  });
});
