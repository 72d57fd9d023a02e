import { describe, expect, it } from 'vitest';
import { openAdmin } from './admin-helpers';
import { browserForThisFile, createEvent, screenshot, siteForThisFile } from './support';

const site = siteForThisFile();
const browser = browserForThisFile();

/** Ends every session of this user on the server, as a password reset elsewhere does. */
function endSessions(email: string) {
  site.db.prepare('UPDATE users SET token_version = token_version + 1 WHERE email = ?').run(email);
}

describe('the admin when the session ends mid-edit', () => {
  it('asks to log in again over the form, keeps every value, then saves them', async () => {
    const { context, page, admin } = await openAdmin(site, browser);
    const event = await createEvent(site, admin.token, {
      title: 'Maple Sugar Stomp',
      venue: 'Radio Bean',
      startDate: '2027-03-20T23:00:00.000Z',
    });
    await page.goto(`${site.url}/admin-panel/edit-event?id=${event._id}`);
    await page.getByLabel('Title').fill('Maple Sugar Stomp (sold out)');
    await page.getByLabel('Location').fill('Burlington, VT');
    const oldToken = await page.evaluate(() => localStorage.getItem('jwtToken'));
    endSessions(admin.email);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Your session has expired' });
    await dialog.waitFor();
    // the admin stays on the form, the password field has the focus, the e-mail is filled in
    expect(page.url()).toContain('/admin-panel/edit-event');
    expect(await dialog.getByLabel('Email').inputValue()).toBe(admin.email);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('session-password');
    await screenshot(page, 'admin-session-expired');
    // a native modal: Escape is "Not now", nothing is sent or lost and the focus goes back to Save
    expect(await dialog.evaluate((el) => el.matches(':modal'))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByLabel('Title').inputValue()).toBe('Maple Sugar Stomp (sold out)');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Save');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('session-password');

    await dialog.getByLabel('Password').fill('wrong password');
    await dialog.getByRole('button', { name: 'Log In' }).click();
    await dialog.getByRole('alert').waitFor();
    expect(await page.getByLabel('Title').inputValue()).toBe('Maple Sugar Stomp (sold out)');

    await dialog.getByLabel('Password').fill(admin.password);
    await dialog.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(`${site.url}/admin-panel/view-events`);
    const stored = ((await site.request('GET', '/api/events')).body as Record<string, string>[]).find(
      (e) => e._id === event._id,
    )!;
    expect([stored.title, stored.location]).toEqual(['Maple Sugar Stomp (sold out)', 'Burlington, VT']);
    // the new session is the stored one: a reload keeps the admin signed in
    const newToken = await page.evaluate(() => localStorage.getItem('jwtToken'));
    expect(newToken).not.toBe(oldToken);
    await page.reload();
    await page.getByRole('heading', { name: 'Events' }).waitFor();
    expect(page.url()).toBe(`${site.url}/admin-panel/view-events`);
    await context.close();
  });

  it('loads a list again after logging in when the session had ended', async () => {
    const { context, page, admin } = await openAdmin(site, browser);
    endSessions(admin.email);
    await page.getByRole('link', { name: 'View Users' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your session has expired' });
    await dialog.getByLabel('Password').fill(admin.password);
    await dialog.getByRole('button', { name: 'Log In' }).click();
    await page.locator('tbody tr', { hasText: admin.email }).waitFor();
    expect(await dialog.count()).toBe(0);
    await context.close();
  });
});

describe('saving', () => {
  it('creates one event when Add is clicked twice in a row', async () => {
    const { context, page } = await openAdmin(site, browser);
    await page.goto(`${site.url}/admin-panel/add-event`);
    await page.getByLabel('Title').fill('Double Click Jam');
    await page.getByLabel('Group', { exact: true }).fill('Cannonball Quintet');
    await page.getByLabel('Venue', { exact: true }).fill('Radio Bean');
    await page.getByLabel('Start Date & Time').fill('June 5, 2027 8:00 PM');
    await page.getByLabel('Start Date & Time').press('Escape');
    await page.getByRole('button', { name: 'Add', exact: true }).dblclick();
    await page.waitForURL(`${site.url}/admin-panel/view-events`);
    await page.locator('tbody tr', { hasText: 'Double Click Jam' }).first().waitFor();
    const events = (await site.request('GET', '/api/events')).body as { title: string }[];
    expect(events.filter((e) => e.title === 'Double Click Jam')).toHaveLength(1);
    await context.close();
  });

  it('reaches the image dropzone by keyboard as a named button, and the month arrows of the date picker show', async () => {
    const { context, page } = await openAdmin(site, browser);
    await page.goto(`${site.url}/admin-panel/add-group`);
    await page.getByLabel('Description').focus();
    await page.keyboard.press('Tab');
    const zone = page.getByRole('button', { name: /^Images Drop images here/ });
    expect(await zone.evaluate((el) => el === document.activeElement)).toBe(true);

    await page.goto(`${site.url}/admin-panel/add-event`);
    await page.getByLabel('Start Date & Time').click();
    const next = page.getByRole('button', { name: 'Next Month' });
    await next.waitFor();
    // the arrow is drawn by the icon's border on the picker's light header, not on admin blue
    const look = await next.evaluate((el) => ({
      background: getComputedStyle(el).backgroundColor,
      arrow: getComputedStyle(el.querySelector('span')!, '::before').borderTopColor,
    }));
    expect(look.background).toBe('rgba(0, 0, 0, 0)');
    expect(look.arrow).toBe('rgb(51, 51, 51)');
    await context.close();
  });
});
