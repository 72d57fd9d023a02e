import { describe, expect, it } from 'vitest';
import { openAdmin } from './admin-helpers';
import { browserForThisFile, screenshot, siteForThisFile } from './support';

const site = siteForThisFile();
const browser = browserForThisFile();

/** "December 3, 2026 7:00 PM": a day this many weeks ahead, as the date picker takes it. */
function weeksAhead(weeks: number) {
  const day = new Date(Date.now() + weeks * 7 * 86_400_000);
  const month = day.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
  return { text: `${month} ${day.getUTCDate()}, ${day.getUTCFullYear()} 7:00 PM`, iso: day.toISOString().slice(0, 10) };
}

describe('shows in the web admin', () => {
  it('the venue picker finds a saved venue and fills the fields', async () => {
    const { page, problems, admin } = await openAdmin(site, browser);
    const venue = await site.request('POST', '/api/venues/create', {
      token: admin.token,
      body: {
        name: 'Radio Bean',
        address: '8 N Winooski Ave',
        city: 'Burlington',
        region: 'VT',
        link: 'https://radiobean.com',
      },
    });
    expect(venue.status).toBe(201);
    await page.goto(`${site.url}/admin-panel/add-event`);
    await page.getByLabel('Find a venue').fill('radio');
    await page.getByRole('button', { name: 'Radio Bean (Burlington, VT)' }).click();
    expect(await page.getByLabel('Venue', { exact: true }).inputValue()).toBe('Radio Bean');
    expect(await page.getByLabel('Venue Link').inputValue()).toBe('https://radiobean.com');
    expect(await page.getByLabel('Location').inputValue()).toBe('Burlington, VT');
    expect(await page.getByLabel('Address').inputValue()).toBe('8 N Winooski Ave');
    await screenshot(page, 'admin-venue-picker');

    // New venue: type one, and keep it as a saved venue for the next shows
    await page.getByRole('button', { name: 'New venue' }).click();
    expect(await page.getByLabel('Venue', { exact: true }).inputValue()).toBe('');
    await page.getByLabel('Venue', { exact: true }).fill('Higher Ground');
    await page.getByLabel('Location').fill('South Burlington, VT');
    await page.getByRole('button', { name: 'Save “Higher Ground” as a venue' }).click();
    await page.getByRole('button', { name: 'New venue' }).waitFor();
    const saved = ((await site.request('GET', '/api/venues')).body as any[]).find((v) => v.name === 'Higher Ground');
    expect(saved).toMatchObject({ city: 'South Burlington', region: 'VT' });
    expect(problems.filter((p) => !/Failed to load resource/.test(p))).toEqual([]);
  });

  it('a residency created in the admin shows every date on /shows', async () => {
    const { page } = await openAdmin(site, browser);
    await page.goto(`${site.url}/admin-panel/add-event`);
    await page.getByLabel('Title').fill('Thursday Residency');
    await page.getByLabel('Group', { exact: true }).fill('Whitesell Brothers Quartet');
    await page.getByLabel('Venue', { exact: true }).fill('Nectars');
    const first = weeksAhead(2);
    const date = page.getByLabel('Start Date & Time');
    await date.fill(first.text);
    await date.press('Escape');
    await page.getByLabel('Repeats', { exact: true }).selectOption('weekly');
    await page.getByLabel('Ends').selectOption('count');
    await page.getByLabel('Number of dates').fill('4');
    // the dates are listed before saving
    const listedDates = page.getByRole('list', { name: 'Dates it will create' }).getByRole('listitem');
    await expect.poll(() => listedDates.count()).toBe(4);
    await screenshot(page, 'admin-residency-dates');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.waitForURL(`${site.url}/admin-panel/view-events`);

    const events = ((await site.request('GET', '/api/events')).body as any[]).filter(
      (e) => e.title === 'Thursday Residency',
    );
    expect(events).toHaveLength(4);
    expect(new Set(events.map((e) => e.seriesId)).size).toBe(1);
    await page.goto(`${site.url}/shows`);
    // a residency is one entry in the list, its rule in words; each date keeps its own page
    const entries = page.locator('li.show', { hasText: 'Thursday Residency' });
    await expect.poll(() => entries.count()).toBe(1);
    await expect.poll(() => entries.first().textContent()).toMatch(/Every \w+day/);
    for (const event of events) expect((await site.request('GET', `/shows/${event._id}`)).status).toBe(200);
    // the shows page advertises its RSS feed
    expect(await page.locator('link[rel="alternate"][type="application/rss+xml"]').getAttribute('href')).toBe(
      `${site.config.siteUrl}/shows.rss`,
    );
  });

  it('editing a date of a series asks which dates: "This and following" keeps the earlier ones', async () => {
    const { page, admin } = await openAdmin(site, browser);
    const created = await site.request('POST', '/api/series/create', {
      token: admin.token,
      body: {
        group: 'Cannonball Quintet',
        venue: 'Radio Bean',
        title: 'Monday Session',
        repeat: { freq: 'weekly', byDay: ['MO'] },
        startTime: '20:00',
        from: weeksAhead(1).iso,
        count: 4,
      },
    });
    expect(created.status, created.text).toBe(201);
    const second = created.body.events[1];
    await page.goto(`${site.url}/admin-panel/edit-event?id=${second._id}`);
    await page.getByLabel('Title').fill('Monday Session, new trio');
    await page.getByLabel('Description').fill('Trio from now on.');
    const following = page.getByRole('radio', { name: 'This and following' });
    await expect.poll(() => following.isEnabled()).toBe(true);
    await following.check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(`${site.url}/admin-panel/view-events`);
    const after = (await site.request('GET', `/api/series/${created.body._id}`)).body;
    expect(after.events.map((e: any) => e.title)).toEqual([
      'Monday Session',
      'Monday Session, new trio',
      'Monday Session, new trio',
      'Monday Session, new trio',
    ]);
    expect(after.events[1]._id).toBe(second._id);
  });
});
