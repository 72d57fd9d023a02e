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

describe('two admins editing the same event (three-way merge)', () => {
  it('merges what only one changed without asking; asks only about what both changed', async () => {
    const { context, page: mine } = await newPage(browser);
    const admin = await signInAsAdmin(site, mine);
    const event = await createEvent(site, admin.token, {
      title: 'Harvest Jam',
      venue: 'Radio Bean',
      location: 'Burlington, VT',
      startDate: '2027-09-10T23:00:00.000Z',
    });
    const theirs = await context.newPage();
    const read = async () => (await site.request('GET', `/api/events/edit/${event._id}`, { token: admin.token })).body;
    const dialog = mine.getByRole('dialog', { name: 'Changed on the server' });

    // one-sided on each side: the other admin's venue and my title both stay, no question
    await openEdit(mine, event._id);
    await openEdit(theirs, event._id);
    await theirs.getByLabel('Venue', { exact: true }).fill('Nectars');
    await theirs.getByRole('button', { name: 'Save', exact: true }).click();
    await theirs.waitForURL(`${site.url}/admin-panel/view-events`);
    await mine.getByLabel('Title').fill('Harvest Jam II');
    await mine.getByRole('button', { name: 'Save', exact: true }).click();
    await mine.waitForURL(`${site.url}/admin-panel/view-events`);
    expect(await dialog.count()).toBe(0);
    let stored = await read();
    expect([stored.title, stored.venue]).toEqual(['Harvest Jam II', 'Nectars']);

    // both changed the venue; only they changed the location, only I the time text
    await openEdit(mine, event._id);
    await openEdit(theirs, event._id);
    await theirs.getByLabel('Venue', { exact: true }).fill('Higher Ground');
    await theirs.getByLabel('Location').fill('Winooski, VT');
    await theirs.getByRole('button', { name: 'Save', exact: true }).click();
    await theirs.waitForURL(`${site.url}/admin-panel/view-events`);
    await mine.getByLabel('Venue', { exact: true }).fill('Radio Bean Lounge');
    await mine.getByLabel('Time Text').fill('7 - 10 PM');
    await mine.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.waitFor();
    const rows = await dialog.getByRole('row').allTextContents();
    expect(rows.slice(1)).toEqual(['VenueHigher GroundRadio Bean Lounge']);
    await screenshot(mine, 'admin-event-conflict');
    expect(await dialog.evaluate((el) => el.matches(':modal'))).toBe(true);
    // Escape is "Keep editing": nothing sent, the form as it was, the focus back on Save
    await mine.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await mine.getByLabel('Venue', { exact: true }).inputValue()).toBe('Radio Bean Lounge');
    expect(await mine.evaluate(() => document.activeElement?.textContent)).toBe('Save');
    await mine.keyboard.press('Enter');
    await dialog.waitFor();

    // take theirs for the venue: their location comes in, my time text stays (not yet saved)
    await dialog.getByRole('button', { name: 'Reload (take theirs)' }).click();
    expect(await mine.getByLabel('Venue', { exact: true }).inputValue()).toBe('Higher Ground');
    expect(await mine.getByLabel('Location').inputValue()).toBe('Winooski, VT');
    expect(await mine.getByLabel('Time Text').inputValue()).toBe('7 - 10 PM');
    await mine.getByRole('button', { name: 'Save', exact: true }).click();
    await mine.waitForURL(`${site.url}/admin-panel/view-events`);
    stored = await read();
    expect([stored.venue, stored.location, stored.timeText]).toEqual(['Higher Ground', 'Winooski, VT', '7 - 10 PM']);

    // overwrite with mine: my venue wins, their title change (one-sided) stays
    await openEdit(mine, event._id);
    await openEdit(theirs, event._id);
    await theirs.getByLabel('Venue', { exact: true }).fill('The Flynn');
    await theirs.getByLabel('Title').fill('Harvest Jam III');
    await theirs.getByRole('button', { name: 'Save', exact: true }).click();
    await theirs.waitForURL(`${site.url}/admin-panel/view-events`);
    await mine.getByLabel('Venue', { exact: true }).fill('Contois Auditorium');
    await mine.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.waitFor();
    expect((await dialog.getByRole('row').allTextContents()).slice(1)).toEqual(['VenueThe FlynnContois Auditorium']);
    await dialog.getByRole('button', { name: 'Overwrite with mine' }).click();
    await mine.waitForURL(`${site.url}/admin-panel/view-events`);
    stored = await read();
    expect([stored.venue, stored.title]).toEqual(['Contois Auditorium', 'Harvest Jam III']);
    await context.close();
  });
});
