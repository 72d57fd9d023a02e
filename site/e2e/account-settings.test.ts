import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForThisFile, newPage, screenshot, siteForThisFile, watchConsole } from './support';

const site = siteForThisFile();
const browser = browserForThisFile();

const token = (page: Page) => page.evaluate(() => localStorage.getItem('jwtToken'));

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(`${site.url}/`);
}

/**
 * A signed-in visitor on /dashboard whose forms' code is held until `release()`, with a wrong
 * current password and a new one typed into "Change password" (typing asks for the code: `asked`).
 */
async function changePasswordWithFormsHeld(firstName: string, password: string) {
  const user = await site.createUser({ firstName, password });
  const { context, page } = await newPage(browser);
  await page.goto(`${site.url}/login`);
  await logIn(page, user.email, password);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const code = { asked: false };
  await page.route(/\/assets\/dashboard-forms-[^/]+\.js$/, async (route) => {
    code.asked = true;
    await held;
    await route.continue();
  });
  await page.goto(`${site.url}/dashboard`);
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current password').fill('not my password');
  await form.getByLabel('New password', { exact: true }).fill('cheese cake blues');
  await form.getByLabel('Confirm new password').fill('cheese cake blues');
  return { context, page, form, release, asked: () => code.asked };
}

describe('the account in the browser', () => {
  it('after Register says "Account created. Log in."; the follow section waits for the confirmed address', async () => {
    const { context, page } = await newPage(browser);
    const problems = watchConsole(page);
    const email = `sonny-${Date.now()}@example.com`;
    await page.goto(`${site.url}/register`);
    await page.getByLabel('First Name').fill('Sonny');
    await page.getByLabel('Last Name').fill('Rollins');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('saxophone colossus');
    await page.getByLabel('Confirm Password').fill('saxophone colossus');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('Account created. Log in.').waitFor();
    await logIn(page, email, 'saxophone colossus');

    await page.goto(`${site.url}/dashboard`);
    const announcements = page.locator('.account-announcements');
    await announcements.getByText('first confirm your address').waitFor();
    expect(await announcements.getByRole('checkbox').count()).toBe(0);
    await page.getByText('is not confirmed yet').waitFor();
    await screenshot(page, 'account-settings-unverified');

    // the link of the mail: its page confirms on the button only
    const mail = await site.smtp.waitFor((m) => m.to.includes(email) && /^Confirm your e-mail/.test(m.subject));
    const link = /https?:\/\/\S+\/account\/verify\/[\w-]+/.exec(mail.text)![0].replace(/^https?:\/\/[^/]+/, site.url);
    await page.goto(link);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('is confirmed as the address of your account').waitFor();

    await page.goto(`${site.url}/dashboard`);
    await announcements.getByLabel('All bands').waitFor();
    await page.getByText(`Your e-mail address ${email} is confirmed.`).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('changes the password with the current one; the other sessions end, this one goes on', async () => {
    const user = await site.createUser({ firstName: 'Dexter', password: 'long tall dexter' });
    const other = await site.login(user.email, 'long tall dexter');
    const { context, page } = await newPage(browser);
    await page.goto(`${site.url}/login`);
    await logIn(page, user.email, 'long tall dexter');
    const before = await token(page);
    await page.goto(`${site.url}/dashboard`);

    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password').fill('not my password');
    await form.getByLabel('New password', { exact: true }).fill('cheese cake blues');
    await form.getByLabel('Confirm new password').fill('cheese cake blues');
    await form.getByRole('button', { name: 'Change password' }).click();
    await form.getByText('Current password is incorrect.').waitFor();

    await form.getByLabel('Current password').fill('long tall dexter');
    await form.getByRole('button', { name: 'Change password' }).click();
    await form.getByText('Password changed. Other sessions were signed out.').waitFor();
    const after = await token(page);
    expect(after).not.toBe(before);
    expect((await site.request('GET', '/api/users/me', { token: other })).status).toBe(401);
    expect((await site.request('GET', '/api/users/me', { token: after! })).status).toBe(200);
    // still signed in after a reload
    await page.reload();
    await page.getByRole('button', { name: /Dexter/ }).waitFor();
    await context.close();
  });

  it('sends the password change typed and sent before the forms were live (a slow phone), once they are', async () => {
    // the forms' code arrives only after the visitor has typed and pressed
    const { context, page, form, release, asked } = await changePasswordWithFormsHeld('Hank', 'soul station one');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(asked).toBe(true);
    // not sent by the browser meanwhile (no fields in the address)
    expect(new URL(page.url()).search).toBe('');
    release();
    await form.getByText('Current password is incorrect.').waitFor();
    // what was typed is still there, in the live form
    expect(await form.getByLabel('New password', { exact: true }).inputValue()).toBe('cheese cake blues');
    await context.close();
  });

  it('a press on Change password while the forms come to life is not lost', async () => {
    const { context, page, form, release, asked } = await changePasswordWithFormsHeld('Ike', 'soul station two');
    await expect.poll(asked).toBe(true);
    // the finger is down on the button when the forms' code arrives, and lifts after
    const button = form.getByRole('button', { name: 'Change password' });
    await button.scrollIntoViewIfNeeded();
    const box = (await button.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    release();
    // its code has arrived and run (rendered at once, the island would have replaced the button
    // under the finger) before the finger lifts
    await page.locator('[data-island="dashboard"][data-loaded]').waitFor({ state: 'attached' });
    await page.mouse.up();
    await form.getByText('Current password is incorrect.').waitFor();
    await context.close();
  });

  it('a Space held on Change password while the forms come to life is not lost', async () => {
    const { context, page, form, release, asked } = await changePasswordWithFormsHeld('Lee', 'soul station three');
    const button = form.getByRole('button', { name: 'Change password' });
    await button.focus();
    await expect.poll(asked).toBe(true);
    // Space presses a button as it is let go: down when the code arrives, up after
    await page.keyboard.down(' ');
    release();
    await page.locator('[data-island="dashboard"][data-loaded]').waitFor({ state: 'attached' });
    await page.keyboard.up(' ');
    await form.getByText('Current password is incorrect.').waitFor();
    await context.close();
  });

  it('changes the e-mail only once the new address is confirmed', async () => {
    const user = await site.createUser({ password: 'blue train blue' });
    const { context, page } = await newPage(browser, 390, 844);
    await page.goto(`${site.url}/login`);
    await logIn(page, user.email, 'blue train blue');
    await page.goto(`${site.url}/dashboard`);
    const form = page.getByRole('form', { name: 'Change e-mail' });
    const fresh = `moved-${Date.now()}@example.com`;
    await form.getByLabel('New e-mail').fill(fresh);
    await form.getByLabel('Current password').fill('blue train blue');
    await form.getByRole('button', { name: 'Change e-mail' }).click();
    await form.getByText('Check your inbox').waitFor();
    await page.getByText(`Waiting for ${fresh}`).waitFor();
    expect(await page.locator('dl.account-details').textContent()).toContain(user.email);
    await screenshot(page, 'account-settings-390');
    await context.close();
  });

  it('keeps the new name in the header after a reload when the owner renamed himself', async () => {
    const admin = await site.admin();
    const { context, page } = await newPage(browser);
    await page.goto(`${site.url}/login`);
    await logIn(page, admin.email, admin.password);
    await page.getByRole('button', { name: /Test/ }).waitFor();
    const me = (await site.request('GET', `/api/users/edit/${admin.id}`, { token: admin.token })).body;
    const { _id: _ignored, courses: _courses, ...comparator } = me;
    const renamed = await site.request('PUT', `/api/users/update/${admin.id}`, {
      token: admin.token,
      body: { userComparatorData: comparator, userData: { ...comparator, firstName: 'Coleman', id: admin.id } },
    });
    expect(renamed.status).toBe(200);
    await page.reload();
    await page.getByRole('button', { name: /Coleman/ }).waitFor();
    await context.close();
  });
});
