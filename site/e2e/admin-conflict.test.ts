import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInAsAdmin } from './admin-helpers';
import { browserForThisFile, createEvent, newPage, screenshot, siteForThisFile } from './support';

const site = siteForThisFile();
const browser = browserForThisFile();

async function openEdit(page: Page, id: string) {
  await page.goto(`${site.url}/admin-panel/edit-event?id=${id}`);
  await page.getByLabel('Venue', { exact: true }).waitFor();
}

describe('two admins editing the same event', () => {
  it('shows the 409 field by field; take theirs reloads, overwrite sends mine knowingly', async () => {
    const { context, page: mine } = await newPage(browser);
    const admin = await signInAsAdmin(site, mine);
    const event = await createEvent(site, admin.token, {
      title: 'Harvest Jam',
      venue: 'Radio Bean',
      location: 'Burlington, VT',
      startDate: '2027-09-10T23:00:00.000Z',
    });
    const theirs = await context.newPage();

    await openEdit(mine, event._id);
    await openEdit(theirs, event._id);
    await theirs.getByLabel('Venue', { exact: true }).fill('Nectars');
    await theirs.getByRole('button', { name: 'Save' }).click();
    await theirs.waitForURL(`${site.url}/admin-panel/view-events`);

    await mine.getByLabel('Title').fill('Harvest Jam II');
    await mine.getByRole('button', { name: 'Save' }).click();
    const dialog = mine.getByRole('dialog', { name: 'Changed on the server' });
    await dialog.waitFor();
    expect(await dialog.getByRole('row', { name: /Venue/ }).textContent()).toBe('VenueNectarsRadio Bean');
    expect(await dialog.getByRole('row', { name: /Title/ }).count()).toBe(0);
    await screenshot(mine, 'admin-event-conflict');
    expect(mine.url()).toContain('/admin-panel/edit-event');
    // a native modal: the page under it is inert; Escape is "Keep editing", the focus goes back to Save
    expect(await dialog.evaluate((el) => el.matches(':modal'))).toBe(true);
    await mine.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await mine.getByLabel('Title').inputValue()).toBe('Harvest Jam II');
    expect(await mine.evaluate(() => document.activeElement?.textContent)).toBe('Save');
    await mine.keyboard.press('Enter');
    await dialog.waitFor();

    // take theirs: the form now shows the server's record, my edit is visibly gone
    await dialog.getByRole('button', { name: 'Reload (take theirs)' }).click();
    expect(await mine.getByLabel('Venue', { exact: true }).inputValue()).toBe('Nectars');
    expect(await mine.getByLabel('Title').inputValue()).toBe('Harvest Jam');
    await mine.getByLabel('Title').fill('Harvest Jam II');
    await mine.getByRole('button', { name: 'Save' }).click();
    await mine.waitForURL(`${site.url}/admin-panel/view-events`);
    let stored = (await site.request('GET', `/api/events/edit/${event._id}`, { token: admin.token })).body;
    expect([stored.title, stored.venue]).toEqual(['Harvest Jam II', 'Nectars']);

    // overwrite: the other admin changes the location, I save mine anyway after seeing it
    await openEdit(mine, event._id);
    await openEdit(theirs, event._id);
    await theirs.getByLabel('Location').fill('Winooski, VT');
    await theirs.getByRole('button', { name: 'Save' }).click();
    await theirs.waitForURL(`${site.url}/admin-panel/view-events`);
    await mine.getByLabel('Time Text').fill('7 - 10 PM');
    await mine.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor();
    expect(await dialog.getByRole('row', { name: /Location/ }).textContent()).toBe(
      'LocationWinooski, VTBurlington, VT',
    );
    await dialog.getByRole('button', { name: 'Overwrite with mine' }).click();
    await mine.waitForURL(`${site.url}/admin-panel/view-events`);
    stored = (await site.request('GET', `/api/events/edit/${event._id}`, { token: admin.token })).body;
    expect([stored.location, stored.timeText]).toEqual(['Burlington, VT', '7 - 10 PM']);
    await context.close();
  });
});
