import { describe, expect, it } from 'vitest';
import { desktopForThisFile, screenshot } from './support';

const { api, preview, page, problems } = desktopForThisFile({
  onPage: (page) => page.on('dialog', (dialog) => void dialog.accept()),
});

const pending = () => page.getByTestId('pending-count');
const titlesOnServer = async () => ((await api.request('GET', '/api/events')).body as any[]).map((e) => e.title);

/** The stored token as it would be a week later: past its expiry (and refused by the server). */
const expireToken = () =>
  page.evaluate(() => {
    const [head, body] = localStorage.getItem('jwtToken')!.split('.');
    const payload = JSON.parse(atob(body!.replace(/-/g, '+').replace(/_/g, '/')));
    payload.exp = Math.floor(Date.now() / 1000) - 60;
    const encoded = btoa(JSON.stringify(payload)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
    localStorage.setItem('jwtToken', `${head}.${encoded}.expired`);
  });

describe('desktop admin: what waits, and an expired session on a train', () => {
  it('names each waiting change, opens the admin with an expired session offline, and sends after sign-in', async () => {
    // users were never opened: they are still readable offline (cached at sign-in)
    await expect.poll(() => page.getByRole('status').textContent()).toBe('Online');
    await api.stop();
    await page.goto(`${preview.url}/#/admin-panel/view-users`);
    await expect.poll(() => page.getByText(api.admin.email).count()).toBeGreaterThan(0);

    await page.goto(`${preview.url}/#/admin-panel/view-events`);
    const doomed = page.locator('tbody tr').first();
    const doomedTitle = (await doomed.locator('td').nth(5).textContent())!.trim();
    await doomed.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => pending().textContent()).toBe('1 pending change');

    // the app is closed with the token past its expiry, and opened again still offline
    await expireToken();
    await page.goto(preview.url);
    await page.waitForURL(/#\/admin-panel/);
    await expect.poll(() => page.getByRole('alert').first().textContent()).toMatch(/session has expired/);
    await page.getByText('Show what waits to be sent').click();
    const list = page.getByRole('list', { name: 'Changes waiting to be sent' });
    await expect.poll(() => list.textContent()).toContain(`Deletion of the event “${doomedTitle}”`);
    await screenshot(page, 'expired-offline');

    await api.start();
    await page.getByRole('link', { name: 'Sign in again' }).click();
    await page.getByLabel('Email').fill(api.admin.email);
    await page.getByLabel('Password').fill(api.admin.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => pending().textContent(), { timeout: 20_000 }).toBe('All changes saved on the server');
    expect(await titlesOnServer()).not.toContain(doomedTitle);
    expect(problems).toEqual([]);
  });
});
