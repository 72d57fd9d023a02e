import { QUINTET } from '@jazz/contracts/bands';
import { EVENT_FIELD_KEYS, type Event } from '@jazz/contracts';
import { testEventEveryField } from '@jazz/testing/factories';
import { describe, expect, it } from 'vitest';
import { answerNextDialog, openAdmin, pngFile, rowWith, signInAsAdmin } from './admin-helpers';
import { browserForThisFile, screenshot, siteForThisFile } from './support';

const site = siteForThisFile();
const browser = browserForThisFile();

const UNSAVED = 'Are you sure you want to go back? Any unsaved changes will be lost.';

describe('the admin panel: groups and events', () => {
  it('adds a group with uploaded images that show on its page and in the BANDS menu; edits and deletes it', async () => {
    const { context, page, problems } = await openAdmin(site, browser);
    await page.getByRole('link', { name: 'View Groups' }).click();
    await page.getByRole('link', { name: 'Add Group' }).click();
    await page.getByLabel('Name').fill('Lake Champlain Septet');
    await page.getByLabel('Description').fill('Seven players from both shores.');
    await page
      .locator('input[name="images"]')
      .setInputFiles([
        await pngFile('red.png', '#c00'),
        await pngFile('green.png', '#0a0'),
        await pngFile('blue.png', '#00c'),
      ]);
    await page.getByRole('img', { name: 'Image 3' }).waitFor();
    await page.getByRole('button', { name: 'Remove image 2' }).click();
    expect(await page.locator('.image-previews img').count()).toBe(2);
    await screenshot(page, 'admin-add-group');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.waitForURL(`${site.url}/admin-panel/view-groups`);
    const row = rowWith(page, 'Lake Champlain Septet');
    await row.waitFor();
    const id = (await row.locator('td').first().textContent())!.trim();
    // the BANDS menu follows at once, without a page load
    const bands = page.getByRole('button', { name: 'BANDS' });
    await bands.click();
    await page.getByRole('link', { name: 'Lake Champlain Septet', exact: true }).waitFor();
    await bands.click();

    const group = await site.request('GET', `/api/groups/edit/${id}`);
    expect(Object.keys(group.body.images)).toHaveLength(2);

    await page.goto(`${site.url}/groups/${id}`);
    await page.getByRole('heading', { name: 'Lake Champlain Septet', exact: true }).waitFor();
    const images = page.locator('main img');
    expect(await images.count()).toBe(2);
    expect(await images.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.getByRole('button', { name: 'BANDS' }).click();
    await page.getByRole('link', { name: 'Lake Champlain Septet' }).waitFor();
    await screenshot(page, 'admin-group-page-and-bands-menu');

    // Edit: an existing image is removed, the others kept, the description changed
    await page.goto(`${site.url}/admin-panel/view-groups`);
    await rowWith(page, 'Lake Champlain Septet').getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('img', { name: 'Image 2' }).waitFor();
    await page.getByRole('button', { name: 'Remove image 1' }).click();
    await page.getByLabel('Description').fill('Now on both shores and the islands.');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`${site.url}/admin-panel/view-groups`);
    await rowWith(page, 'the islands').waitFor();
    const edited = await site.request('GET', `/api/groups/edit/${id}`);
    expect(Object.keys(edited.body.images)).toHaveLength(1);

    const asked = answerNextDialog(page, true);
    await rowWith(page, 'Lake Champlain Septet').getByRole('button', { name: 'Delete' }).click();
    expect(await asked).toBe('Are you sure you want to delete this group?');
    await rowWith(page, 'Lake Champlain Septet').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'BANDS' }).click();
    await page.getByRole('link', { name: QUINTET.name }).waitFor();
    expect(await page.getByRole('link', { name: 'Lake Champlain Septet' }).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('adds an event in Vermont time, duplicates, edits and deletes it; Group and Venue are required', async () => {
    // a laptop set to Paris still edits Vermont time (SITE_TIMEZONE)
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: 'Europe/Paris' });
    const page = await context.newPage();
    await signInAsAdmin(site, page);
    await page.getByRole('link', { name: 'View Events' }).click();
    const headers = await page.locator('thead th').allTextContents();
    expect(headers.slice(0, 10)).toEqual([
      'Group',
      'Group Link',
      'Venue',
      'Venue Link',
      'Location',
      'Title',
      'Description',
      'Start Date',
      'Time Text',
      'Tickets',
    ]);
    await page.getByRole('link', { name: 'Add Event' }).click();
    await page.getByLabel('Title').fill('Spring Swing');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText('Group is required.').waitFor();
    await page.getByText('Venue is required.').waitFor();
    await screenshot(page, 'admin-event-required');

    await page.getByLabel('Group', { exact: true }).fill('Cannonball Quintet');
    await page.getByLabel('Venue', { exact: true }).fill('Radio Bean');
    await page.getByLabel('Location').fill('Burlington, VT');
    await page.getByLabel('Tickets Link').fill('https://tickets.example.com/spring');
    const date = page.getByLabel('Start Date & Time');
    await date.fill('May 3, 2027 8:00 PM');
    await date.press('Escape');
    await page.getByLabel('Time Text').fill('8 - 11 PM');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.waitForURL(`${site.url}/admin-panel/view-events`);
    const row = rowWith(page, 'Spring Swing');
    await row.getByText('May 3, 2027 8:00 PM').waitFor();
    const stored = (await site.request('GET', '/api/events')).body.find((e: any) => e.title === 'Spring Swing');
    expect(stored.startDate).toBe('2027-05-04T00:00:00.000Z');

    await row.getByRole('button', { name: 'Duplicate' }).click();
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length > 0);
    await expect.poll(() => rowWith(page, 'Spring Swing').count()).toBe(2);

    // Edit: Back with a change, dismissed then accepted
    await rowWith(page, 'Spring Swing').first().getByRole('link', { name: 'Edit' }).click();
    await page.getByLabel('Venue', { exact: true }).waitFor();
    expect(await page.getByLabel('Start Date & Time').inputValue()).toBe('May 3, 2027 8:00 PM');
    await page.getByLabel('Venue', { exact: true }).fill('Nectars');
    let asked = answerNextDialog(page, false);
    await page.getByRole('button', { name: 'Back' }).click();
    expect(await asked).toBe(UNSAVED);
    expect(page.url()).toContain('/admin-panel/edit-event');
    await page.getByLabel('Title').fill('Spring Swing (late set)');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(`${site.url}/admin-panel/view-events`);
    await rowWith(page, 'Spring Swing (late set)').getByText('Nectars').waitFor();
    await screenshot(page, 'admin-events');

    asked = answerNextDialog(page, true);
    await rowWith(page, 'Spring Swing (late set)').getByRole('button', { name: 'Delete' }).click();
    expect(await asked).toBe('Are you sure you want to delete this event?');
    await rowWith(page, 'Spring Swing (late set)').waitFor({ state: 'detached' });
    expect(await rowWith(page, 'Spring Swing').count()).toBe(1);
    await context.close();
  });

  it('Duplicate makes a one-off copy with every field of the show', async () => {
    const { token } = await site.admin();
    const venue = await site.request('POST', '/api/venues/create', {
      token,
      body: { name: 'Duplicate Hall', city: 'Montpelier', region: 'VT' },
    });
    expect(venue.status).toBe(201);
    const original = await site.request('POST', '/api/events/create', {
      token,
      body: { ...testEventEveryField(venue.body._id), title: 'Every Field Night' },
    });
    expect(original.status).toBe(201);
    const { context, page } = await openAdmin(site, browser);
    await page.getByRole('link', { name: 'View Events' }).click();
    await rowWith(page, 'Every Field Night').getByRole('button', { name: 'Duplicate' }).click();
    await expect.poll(() => rowWith(page, 'Every Field Night').count()).toBe(2);

    const read = async (id: string) => (await site.request('GET', `/api/events/edit/${id}`, { token })).body as Event;
    // the show has every field set, so it is private: only an admin's list holds it
    const listed = (await site.request('GET', '/api/events', { token })).body as Event[];
    const copyId = listed.find((e) => e.title === 'Every Field Night' && e._id !== original.body._id)!._id;
    const [source, copy] = [await read(original.body._id), await read(copyId)];
    for (const key of EVENT_FIELD_KEYS) expect(copy[key], key).toEqual(source[key]);
    await context.close();
  });
});
