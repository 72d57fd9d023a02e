import { describe, expect, it } from 'vitest';
import { adminTestFile, answerNextDialog, rowWith, signInThroughTheForm } from './admin-helpers';
import { createEvent, hasHorizontalScroll, newPage, screenshot, watchConsole } from './support';

const { site, browser, openAdmin } = adminTestFile();

const UNSAVED = 'Are you sure you want to go back? Any unsaved changes will be lost.';

describe('the admin panel: users', () => {
  it('keeps visitors and non-admins out (the admin case: signInAsAdmin returns to /admin-panel)', async () => {
    const { context, page } = await newPage(browser);
    const member = await site.createUser({ password: 'member password' });
    await page.goto(`${site.url}/admin-panel/view-users`, { waitUntil: 'commit' });
    await page.waitForURL(`${site.url}/login`);
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill('member password');
    await page.getByRole('button', { name: 'Log In' }).click();
    // signed in but not an admin: the guard refuses again and the login page sends them home
    await page.waitForURL(`${site.url}/`);
    await context.close();
  });

  it('lists, adds, edits (roles too), and deletes users, asking before losing changes', async () => {
    const { context, page } = await newPage(browser);
    const problems = watchConsole(page);
    // the one test that signs in through the login form; every other one uses the stored session
    const admin = await signInThroughTheForm(site, page);
    const home = page.locator('.admin-panel');
    expect(await home.locator('dl').textContent()).toContain(admin.email);
    await expect(
      await page.evaluate(() => getComputedStyle(document.querySelector('.admin-panel')!).backgroundColor),
    ).toBe('rgb(0, 0, 0)');
    await screenshot(page, 'admin-home');

    await page.getByRole('link', { name: 'View Users' }).click();
    await rowWith(page, admin.email).waitFor();
    const headers = await page.locator('thead th').allTextContents();
    expect(headers.slice(0, 5)).toEqual(['ID', 'First Name', 'Last Name', 'Email', 'Roles']);
    // each screen names itself in the title; row buttons name their record for screen readers
    // the title follows a client-side navigation in an effect, a moment after the URL
    await expect.poll(() => page.title()).toMatch(/^Users \| /);
    expect(await rowWith(page, admin.email).getByRole('link', { name: 'Edit' }).getAttribute('aria-label')).toBe(
      `Edit user ${admin.email}`,
    );

    // Add User: Back without changes leaves at once; with changes it asks
    await page.getByRole('link', { name: 'Add User' }).click();
    await page.waitForFunction(() => document.title.startsWith('Add User | '));
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(`${site.url}/admin-panel/view-users`);
    await page.getByRole('link', { name: 'Add User' }).click();
    await page.getByLabel('First Name').fill('Cannon');
    let question = answerNextDialog(page, false);
    await page.getByRole('button', { name: 'Back' }).click();
    expect(await question).toBe(UNSAVED);
    expect(page.url()).toBe(`${site.url}/admin-panel/add-user`);

    // the server's answer shows under the field
    await page.getByLabel('Last Name').fill('Ball');
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill('alto saxophone');
    await page.getByLabel('Confirm Password').fill('alto saxophone');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText('Email already exists.').waitFor();
    const email = `cannon-${Date.now()}@example.com`;
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.waitForURL(`${site.url}/admin-panel/view-users`);
    await rowWith(page, email).getByText('user').waitFor();

    // Edit: give the admin role
    await rowWith(page, email).getByRole('link', { name: 'Edit' }).click();
    await page.getByLabel('First Name').fill('Julian');
    await page.getByLabel('Admin').check();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`${site.url}/admin-panel/view-users`);
    await rowWith(page, email).getByText('user, admin').waitFor();
    expect(await rowWith(page, email).textContent()).toContain('Julian');

    // Edit: Back with a change, accepted
    await rowWith(page, email).getByRole('link', { name: 'Edit' }).click();
    await page.getByLabel('Last Name').fill('Adderley');
    question = answerNextDialog(page, true);
    await page.getByRole('button', { name: 'Back' }).click();
    expect(await question).toBe(UNSAVED);
    await page.waitForURL(`${site.url}/admin-panel/view-users`);
    expect(await rowWith(page, email).textContent()).not.toContain('Adderley');

    // editing yourself updates the signed-in user (the greeting in the menu)
    await rowWith(page, admin.email).getByRole('link', { name: 'Edit' }).click();
    await page.getByLabel('First Name').fill('Bird');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`${site.url}/admin-panel/view-users`);
    await page.getByRole('button', { name: /Bird/ }).waitFor();

    // Delete: dismissed keeps the row, accepted removes it
    question = answerNextDialog(page, false);
    await rowWith(page, email).getByRole('button', { name: 'Delete' }).click();
    expect(await question).toBe('Are you sure you want to delete this user?');
    expect(await rowWith(page, email).count()).toBe(1);
    question = answerNextDialog(page, true);
    await rowWith(page, email).getByRole('button', { name: 'Delete' }).click();
    await question;
    await rowWith(page, email).waitFor({ state: 'detached' });
    // the one refused request is the duplicate email above, which the browser logs
    expect(problems.filter((p) => !p.includes('status of 400'))).toEqual([]);
    await context.close();
  });

  it('lists stored contact messages newest first with their delivery state', async () => {
    const insert = site.db.prepare(
      'INSERT INTO contact_messages (id, first_name, last_name, email, subject, message, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    insert.run('m-old', 'Old', 'Fan', 'old@example.com', 'Older booking', 'Hello', '2027-01-01T12:00:00.000Z');
    insert.run('m-new', 'New', 'Fan', 'new@example.com', 'Newer booking', 'Hi there', '2027-02-01T12:00:00.000Z');
    const { context, page, admin } = await openAdmin(390, 844);
    // an event with only the required fields and a date: its empty fields make no card lines
    await createEvent(site, admin.token, { startDate: '2027-05-04T00:00:00.000Z' });
    await page.getByRole('link', { name: 'Messages' }).click();
    await page.getByRole('heading', { name: 'Newer booking' }).waitFor();
    const subjects = await page.locator('.admin-message h2').allTextContents();
    expect(subjects.indexOf('Newer booking')).toBeLessThan(subjects.indexOf('Older booking'));
    expect(
      await page.locator('.admin-message', { hasText: 'Newer booking' }).locator('.delivery').textContent(),
    ).toMatch(/Mail|Waiting/);
    await screenshot(page, 'admin-messages-phone');
    await page.getByRole('link', { name: 'Back' }).click();
    await page.getByRole('link', { name: 'View Users' }).click();
    await page.locator('tbody tr').first().waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await screenshot(page, 'admin-users-phone');
    // event cards show the fields that have a value, without bare labels for empty ones
    await page.getByRole('link', { name: 'Back' }).click();
    await page.getByRole('link', { name: 'View Events' }).click();
    await page.locator('tbody tr').first().waitFor();
    const bareLabels = await page
      .locator('td[data-label]')
      .evaluateAll((cells) => cells.filter((c) => c.checkVisibility() && c.textContent?.trim() === '').length);
    expect(bareLabels).toBe(0);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await screenshot(page, 'admin-events-phone');
    await context.close();
  });

  it('shows the server refusing to demote the last admin', async () => {
    const { context, page, admin } = await openAdmin();
    site.db.prepare(`UPDATE users SET roles = '["user"]' WHERE id <> ?`).run(admin.id);
    await page.getByRole('link', { name: 'View Users' }).click();
    await rowWith(page, admin.email).getByRole('link', { name: 'Edit' }).click();
    await page.getByLabel('Admin').uncheck();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The last admin can not lose the admin role.').waitFor();
    expect(page.url()).toContain('/admin-panel/edit-user');
    await context.close();
  });

  it('shows the Admin box of Edit User as a checkbox with its label beside it', async () => {
    const { context, page, admin } = await openAdmin();
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
    const { context, page, admin } = await openAdmin();
    site.db.prepare(`UPDATE users SET roles = '["user"]' WHERE id <> ?`).run(admin.id);
    await page.goto(`${site.url}/admin-panel/view-users`);
    const question = answerNextDialog(page, true);
    await rowWith(page, admin.email).getByRole('button', { name: 'Delete' }).click();
    expect(await question).toBe('Are you sure you want to delete this user?');
    await page.getByText('The last admin can not be deleted.').waitFor();
    await context.close();
  });

  it('marks Description required on Edit Event (SPEC section 5), not on Add Event', async () => {
    const { context, page, admin } = await openAdmin();
    const event = await createEvent(site, admin.token, { startDate: '2027-05-01T00:00:00.000Z' });
    await page.goto(`${site.url}/admin-panel/edit-event?id=${event._id}`);
    const description = page.getByLabel('Description');
    expect(await description.getAttribute('aria-required')).toBe('true');
    await page.goto(`${site.url}/admin-panel/add-event`);
    expect(await description.getAttribute('aria-required')).toBeNull();
    await context.close();
  });

  it('keeps the admin and account code out of the public pages', async () => {
    const { context, page } = await newPage(browser);
    const scripts: string[] = [];
    page.on('response', (res) => {
      if (res.url().endsWith('.js')) scripts.push(res.url());
    });
    for (const path of ['/', '/shows', '/about']) await page.goto(`${site.url}${path}`, { waitUntil: 'networkidle' });
    expect(scripts.length).toBeGreaterThan(0);
    for (const url of scripts) {
      const body = await (await fetch(url)).text();
      expect(body, url).not.toContain('Are you sure you want to delete this');
      expect(body, url).not.toContain('react-datepicker');
      expect(body, url).not.toContain('Password reset failed');
    }
    await context.close();
  });
});
