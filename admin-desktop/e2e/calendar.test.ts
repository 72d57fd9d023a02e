import { davAs, startRadicale } from '@jazz/api/testing/radicale';
import { forThisFile } from '@jazz/testing/per-file';
import { describe, expect, it } from 'vitest';
import { desktopForThisFile, screenshot } from './support';

// His calendar from the desktop (the renderer through desktop:preview, in Chromium): the Calendar
// screen talks to the server only (a password is never kept on the computer), so offline it says
// it can not be read and offers Retry, and reads again once the server answers.
const radicale = forThisFile(
  () => startRadicale(),
  (r) => r.close(),
);
const { api, page, problems } = desktopForThisFile();

describe('desktop admin: his calendar', () => {
  it('connects his CalDAV account, and says so when offline instead of showing an old state', async () => {
    const user = radicale.users[0]!;
    const phone = davAs(radicale, user);
    await phone.calendar('gigs', 'Gigs');
    await phone.calendar('personal', 'Personal');

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Calendar' }).click();
    await page.getByRole('heading', { name: 'Calendar', level: 1 }).waitFor();
    await page.getByLabel('Any other address').check();
    await page.getByLabel('Server address').fill(radicale.url);
    await page.getByLabel('User name').fill(user.username);
    await page.getByLabel('App password').fill(user.password);
    await page.getByRole('button', { name: 'Connect' }).click();
    await page.getByText('Connected.').waitFor();
    await page.getByLabel('Put my shows in').selectOption({ label: 'Gigs' });
    await page.getByLabel('Personal').check();
    await page.getByRole('button', { name: 'Save' }).click();
    const token = await api.token();
    await expect
      .poll(async () => (await api.request('GET', '/api/calendar-sync', undefined, token)).body)
      .toMatchObject({ configured: true, busyCalendars: [`${radicale.url}${user.username}/personal/`] });
    await screenshot(page, 'calendar-connected');

    // nothing of the account is kept on the computer: offline the screen says it can not read it
    await api.stop();
    // the app opened again on a train: the screen's read fails
    await page.reload();
    await page.getByRole('heading', { name: 'Calendar', level: 1 }).waitFor();
    const retry = page.getByRole('button', { name: 'Retry' });
    await retry.waitFor();
    await screenshot(page, 'calendar-offline');
    await api.start();
    await retry.click();
    await page.getByText('Connected.').waitFor();
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(stored).not.toContain(user.password);
    expect(problems).toEqual([]);
  });
});
