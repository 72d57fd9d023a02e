import { describe, expect, it } from 'vitest';
import { davAs, startRadicale } from '@jazz/api/testing/radicale';
import { forThisFile } from '@jazz/testing/per-file';
import { openAdmin, seriousViolations } from './admin-helpers';
import { browserForThisFile, createEvent, hasHorizontalScroll, screenshot, siteForThisFile } from './support';

// the owner connects his calendar on his phone-sized screen, against a real CalDAV server
const site = siteForThisFile();
const browser = browserForThisFile();
const radicale = forThisFile(
  () => startRadicale(),
  (r) => r.close(),
);

describe('the Calendar screen', () => {
  it('connects with the help for his provider and picks the calendars, on a phone', async () => {
    const user = radicale.users[0]!;
    const phone = davAs(radicale, user);
    const gigs = await phone.calendar('gigs', 'Gigs');
    await phone.calendar('personal', 'Personal');

    const { context, page, problems, admin } = await openAdmin(site, browser, 390, 844);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Calendar' }).click();
    await page.getByRole('heading', { name: 'Calendar', level: 1 }).waitFor();
    await page.getByText('Google lets other sites into its calendars only through its own sign-in').waitFor();
    // the presets say where his app password is made
    await page.getByText(/App-Specific Passwords/).waitFor();
    await page.getByLabel('Fastmail').check();
    await page.getByText(/Manage app passwords/).waitFor();
    await page.getByLabel('Any other address').check();
    await page.getByLabel('Server address').fill(radicale.url);
    await page.getByLabel('User name').fill(user.username);
    await page.getByLabel('App password').fill('not-the-password');
    await page.getByRole('button', { name: 'Connect' }).click();
    await page.getByText('The server refused this user name and password.').waitFor();

    await page.getByLabel('App password').fill(user.password);
    await page.getByRole('button', { name: 'Connect' }).click();
    await page.getByText('Connected.').waitFor();
    await page.getByLabel('Put my shows in').selectOption({ label: 'Gigs' });
    await page.getByLabel('Personal').check();
    await page.getByLabel('Keep free around my appointments (minutes)').fill('15');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(async () => (await site.request('GET', '/api/calendar-sync', { token: admin.token })).body)
      .toMatchObject({
        gigsCalendar: gigs,
        bufferMinutes: 15,
      });
    await page.getByRole('checkbox', { name: 'Personal' }).waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await screenshot(page, 'calendar-sync-connected');
    expect(await seriousViolations(page)).toEqual([]);

    // the one refusal was the wrong password's 400, asked for above
    expect(problems).toEqual([
      'error: Failed to load resource: the server responded with a status of 400 (Bad Request)',
    ]);
    await context.close();
  });

  it('shows his phone’s edit of a show with Accept and Revert, on a phone', async () => {
    const user = radicale.users[0]!;
    const phone = davAs(radicale, user);
    const gigs = await phone.calendar('gigs', 'Gigs');
    const admin = await site.admin();
    const connected = await site.request('PUT', '/api/calendar-sync/update', {
      token: admin.token,
      body: { serverUrl: radicale.url, username: user.username, password: user.password, gigsCalendar: gigs },
    });
    expect(connected.status, connected.text).toBe(200);
    // a show goes to his calendar; he moves it an hour on his phone
    const show = await createEvent(site, admin.token, { startDate: '2031-06-07T00:00:00.000Z' });
    const sync = () => site.request('POST', '/api/calendar-sync/run', { token: admin.token, body: {} });
    await sync();
    const file = `${gigs}${encodeURIComponent(`show-${show._id}@localhost`)}.ics`;
    await expect.poll(async () => (await phone.get(file)).status).toBe(200);
    const theirs = await phone.get(file);
    const moved = theirs.text
      .replace(/(DTSTART;TZID=America\/New_York:20310606T)20/, '$121')
      .replace(/(DTEND;TZID=America\/New_York:20310606T)22/, '$123');
    expect(moved).not.toBe(theirs.text);
    expect((await phone.put(file, moved, { 'If-Match': theirs.etag })).status).toBeLessThan(300);
    await sync();

    const { context, page, problems } = await openAdmin(site, browser, 390, 844);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Calendar' }).click();
    const changes = page.getByRole('region', { name: 'Changed on your phone' });
    await changes.getByRole('button', { name: 'Accept' }).waitFor();
    await changes.getByText(/^Start: .* on the site, .* on your phone$/).waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await screenshot(page, 'calendar-sync-phone');
    expect(await seriousViolations(page)).toEqual([]);

    await changes.getByRole('button', { name: 'Revert' }).click();
    await changes.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Sync now' }).click();
    await expect
      .poll(async () => (await phone.get(file)).text)
      .toContain('DTSTART;TZID=America/New_York:20310606T200000');
    expect(problems).toEqual([]);
    await context.close();
  });
});
