import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerNextDialog, rowWith, signInAsAdmin } from './admin-helpers';
import { createEvent, launchBrowser, newPage, screenshot, startSite, type Site } from './support';

let site: Site;
let browser: Browser;

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

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

/** What a button looks like: its background and the site's Send button's, to compare. */
const background = (page: Page, name: string) =>
  page.getByRole('button', { name, exact: true }).evaluate((el) => getComputedStyle(el).backgroundColor);

describe('the account forms', () => {
  it('use the site button look and say the password rule before the first submit', async () => {
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
    const mail = await site.smtp.waitFor((m) => m.to.includes(user.email), 10_000);
    const link = /\/resetpassword\/[^\s"<>]+/.exec(mail.text)![0];
    await page.goto(`${site.url}${link}`);
    await page.getByLabel('New Password').waitFor();
    expect(await background(page, 'Reset Password')).toBe(siteButton);
    expect(await description(page, 'New Password')).toBe(PASSWORD_HINT);
    await context.close();
  });
});

describe('the admin forms', () => {
  it('shows the Admin box of Edit User as a checkbox with its label beside it', async () => {
    const { context, page } = await newPage(browser);
    const admin = await signInAsAdmin(site, page);
    await page.goto(`${site.url}/admin-panel/view-users`);
    await rowWith(page, admin.email).getByRole('link', { name: 'Edit' }).click();
    const box = await page.getByLabel('Admin').boundingBox();
    const label = await page.locator('label[for="field-admin"]').boundingBox();
    expect(box!.width).toBeLessThan(40);
    // on one line: the label starts right of the box and their middles line up
    expect(label!.x).toBeGreaterThan(box!.x + box!.width);
    expect(Math.abs(label!.y + label!.height / 2 - (box!.y + box!.height / 2))).toBeLessThan(4);
    await screenshot(page, 'forms-edit-user');
    await context.close();
  });

  it('says the last admin can not be deleted', async () => {
    const { context, page } = await newPage(browser);
    const admin = await signInAsAdmin(site, page);
    site.db.prepare(`UPDATE users SET roles = '["user"]' WHERE id <> ?`).run(admin.id);
    await page.goto(`${site.url}/admin-panel/view-users`);
    const question = answerNextDialog(page, true);
    await rowWith(page, admin.email).getByRole('button', { name: 'Delete' }).click();
    expect(await question).toBe('Are you sure you want to delete this user?');
    await page.getByText('The last admin can not be deleted.').waitFor();
    await context.close();
  });

  it('marks Description required on Edit Event (SPEC section 5), not on Add Event', async () => {
    const { context, page } = await newPage(browser);
    const admin = await signInAsAdmin(site, page);
    const event = await createEvent(site, admin.token, { startDate: '2027-05-01T00:00:00.000Z' });
    await page.goto(`${site.url}/admin-panel/edit-event?id=${event._id}`);
    const description = page.getByLabel('Description');
    expect(await description.getAttribute('aria-required')).toBe('true');
    await page.goto(`${site.url}/admin-panel/add-event`);
    expect(await description.getAttribute('aria-required')).toBeNull();
    await context.close();
  });
});
