import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForThisFile, newPage, screenshot, siteForThisFile, watchConsole } from './support';

const site = siteForThisFile();
const browser = browserForThisFile();

const PASSWORD_HINT = 'At least 8 characters.';

/** The text of the elements an input's aria-describedby names, in order. */
const description = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).evaluate((input) =>
    (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent)
      .join(' | '),
  );

/** A button's background, to compare with the site's Send button. */
const background = (page: Page, name: string) =>
  page.getByRole('button', { name, exact: true }).evaluate((el) => getComputedStyle(el).backgroundColor);

const token = (page: Page) => page.evaluate(() => localStorage.getItem('jwtToken'));

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

describe('accounts in the browser', () => {
  it('registers, logs in, sees the dashboard, is redirected while signed in, logs out', async () => {
    const { context, page } = await newPage(browser);
    const problems = watchConsole(page);
    const email = `ella-${Date.now()}@example.com`;
    await page.goto(`${site.url}/register`);
    await page.getByLabel('First Name').fill('Ella');
    await page.getByLabel('Last Name').fill('Fitzgerald');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('a-tisket-a-tasket');
    await page.getByLabel('Confirm Password').fill('a-tisket-a-tasket');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL(`${site.url}/login`);

    await logIn(page, email, 'a-tisket-a-tasket');
    await page.waitForURL(`${site.url}/`);
    expect(await token(page)).toMatch(/^ey/);

    await page.goto(`${site.url}/register`, { waitUntil: 'commit' });
    await page.waitForURL(`${site.url}/dashboard`);
    const details = page.locator('dl.account-details');
    await details.getByText('Fitzgerald').waitFor();
    expect(await details.textContent()).toContain(email);
    expect(await details.textContent()).toMatch(/Rolesuser/);
    await screenshot(page, 'accounts-dashboard');

    await page.goto(`${site.url}/login`, { waitUntil: 'commit' });
    await page.waitForURL(`${site.url}/`);

    await page.getByRole('button', { name: /Ella/ }).click();
    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.getByRole('button', { name: /Ella/ }).waitFor({ state: 'detached' });
    expect(await token(page)).toBeNull();
    await page.goto(`${site.url}/dashboard`, { waitUntil: 'commit' });
    await page.waitForURL(`${site.url}/`);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the server errors under their fields', async () => {
    const taken = await site.createUser();
    const { context, page } = await newPage(browser);
    await page.goto(`${site.url}/register`);
    await page.getByLabel('First Name').fill('Taken');
    await page.getByLabel('Last Name').fill('Email');
    await page.getByLabel('Email').fill(taken.email);
    await page.getByLabel('Password', { exact: true }).fill('long enough pass');
    await page.getByLabel('Confirm Password').fill('long enough pass');
    await page.getByRole('button', { name: 'Register' }).click();
    const email = page.getByLabel('Email');
    await page.getByText('Email already exists.').waitFor();
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = await email.getAttribute('aria-describedby');
    expect(await page.locator(`#${describedBy}`).textContent()).toBe('Email already exists.');
    await screenshot(page, 'accounts-register-error');

    await page.goto(`${site.url}/login`);
    await logIn(page, taken.email, 'not the password');
    await page.getByRole('alert').getByText('Email or password is incorrect.').waitFor();
    expect(await token(page)).toBeNull();
    await context.close();
  });

  it('an expired token at start logs out and goes to /login', async () => {
    const { context, page } = await newPage(browser);
    const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const expired = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({
      id: 'x',
      firstName: 'Old',
      lastName: 'Session',
      email: 'old@example.com',
      roles: ['user'],
      iat: 1_600_000_000,
      exp: 1_600_003_600,
    })}.c2lnbmF0dXJl`;
    await context.addInitScript((value) => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('jwtToken', value);
      }
    }, expired);
    await page.goto(`${site.url}/about`, { waitUntil: 'commit' });
    await page.waitForURL(`${site.url}/login`);
    expect(await token(page)).toBeNull();
    await context.close();
  });

  it('resets a forgotten password through the mailed link', async () => {
    const user = await site.createUser({ firstName: 'Sonny', password: 'old password 1' });
    const { context, page } = await newPage(browser);
    // the page's lazy chunks load after the HTML (modulePreload is off for the home page's JS
    // budget): a click before they hydrate the form would submit it natively
    await page.goto(`${site.url}/forgotpassword`, { waitUntil: 'networkidle' });
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Email sent.').waitFor();

    const mail = await site.smtp.waitFor((m) => m.to.includes(user.email));
    const link = /\/resetpassword\/[^\s"<>]+/.exec(mail.text)?.[0];
    expect(link).toBeTruthy();

    // a second tab on the same link: the first reset uses it up, so this one must fail
    const other = await context.newPage();
    await other.goto(`${site.url}${link}`);
    // its link checked (still good) before the first tab uses it up
    await other.getByLabel('New Password').waitFor();
    await page.goto(`${site.url}${link}`);
    await page.getByLabel('New Password').fill('new password 2');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Password reset.').waitFor();
    await screenshot(page, 'accounts-password-reset');

    await other.getByLabel('New Password').fill('another password 3');
    await other.getByRole('button', { name: 'Reset Password' }).click();
    await other.getByText('Password reset failed. Please try again.').waitFor();

    await page.getByRole('link', { name: 'Log in' }).click();
    await page.waitForURL(`${site.url}/login`);
    await logIn(page, user.email, 'new password 2');
    await page.waitForURL(`${site.url}/`);
    expect(await token(page)).toMatch(/^ey/);

    // the used link no longer opens the form
    await page.goto(`${site.url}${link}`);
    await page.getByText(/invalid or has expired/).waitFor();
    await context.close();
  });

  it('shows the account forms with the site button look and the password rule before the first submit', async () => {
    const { context, page } = await newPage(browser, 390, 800);
    await page.goto(`${site.url}/contact`);
    const siteButton = await background(page, 'Send');
    expect(siteButton).not.toBe('rgb(239, 239, 239)');

    await page.goto(`${site.url}/register`);
    expect(await background(page, 'Register')).toBe(siteButton);
    expect(await description(page, 'Password')).toBe(PASSWORD_HINT);
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Register' }).click();
    // after a failed submit the rule is broken: the error joins the hint
    await page.getByText('Password must be at least 8 characters.').waitFor();
    expect(await description(page, 'Password')).toBe(`${PASSWORD_HINT} | Password must be at least 8 characters.`);
    await screenshot(page, 'forms-register-phone');

    await page.goto(`${site.url}/login`);
    expect(await background(page, 'Log In')).toBe(siteButton);
    await page.goto(`${site.url}/forgotpassword`);
    expect(await background(page, 'Send')).toBe(siteButton);

    const user = await site.createUser({ password: 'old password 1' });
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send' }).click();
    const mail = await site.smtp.waitFor((m) => m.to.includes(user.email));
    const link = /\/resetpassword\/[^\s"<>]+/.exec(mail.text)![0];
    await page.goto(`${site.url}${link}`);
    await page.getByLabel('New Password').waitFor();
    expect(await background(page, 'Reset Password')).toBe(siteButton);
    expect(await description(page, 'New Password')).toBe(PASSWORD_HINT);

    // the dashboard's "Show announcements" saves with the same button
    await page.goto(`${site.url}/login`);
    await logIn(page, user.email, 'old password 1');
    await page.waitForURL(`${site.url}/`);
    await page.goto(`${site.url}/dashboard`);
    await page.getByRole('region', { name: 'Show announcements' }).getByRole('button', { name: 'Save' }).waitFor();
    expect(await background(page, 'Save')).toBe(siteButton);
    await context.close();
  });
});
