import { beforeAll, describe, expect, it } from 'vitest';
import { openAdmin } from './admin-helpers';
import { browserForThisFile, downloadedBytes, hasHorizontalScroll, screenshot, siteForThisFile } from './support';

const site = siteForThisFile();
const browser = browserForThisFile();

const year = new Date().getFullYear() + 1;
const BANDS = ['Cannonball Quintet', 'Whitesell Brothers Quartet'];

/** A GigPress export as GigPress writes it (its header, Date/Time in the site's zone, HTML notes). */
const GIGPRESS = [
  'Date,Time,End date,Artist,Artist URL,Venue,Address,City,State,Postal code,Country,Venue phone,Venue URL,Admittance,Price,Ticket URL,Ticket phone,External URL,Notes,Tour,Status,Related ID,Related URL',
  `${year}-04-03,20:00:00,,Cannonball Quintet,,Pelican Lounge,1 Dock St,Burlington,VT,05401,US,,,All Ages,$20,,,,"<p>With <b>strings</b>.</p>",,soldout,0,`,
  `${year}-04-17,,,Whitesell Brothers Quartet,,Heron Hall,,Montpelier,VT,,US,,,,,,,,,,active,0,`,
].join('\r\n');

beforeAll(async () => {
  const { token } = await site.admin();
  const existing = ((await site.request('GET', '/api/groups')).body as { name: string }[]).map((g) => g.name);
  for (const name of BANDS.filter((b) => !existing.includes(b))) {
    const res = await site.request('POST', '/api/groups/create', { token, body: { name } });
    if (res.status !== 201) throw new Error(`band ${name}: ${res.status}`);
  }
});

const choose = (page: import('playwright-core').Page, name: string, text: string) =>
  page.locator('input[type=file]').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });

describe('Import shows', () => {
  it('imports a GigPress file: format named, preview, Confirm, then the shows are on /shows', async () => {
    const { context, page, problems } = await openAdmin(site, browser, 1280, 900);
    await page.getByRole('link', { name: 'View Events' }).click();
    await page.getByRole('link', { name: 'Import shows' }).click();
    await page.getByRole('heading', { name: 'Import shows' }).waitFor();

    await choose(page, 'gigpress.csv', GIGPRESS);
    await page.getByRole('status').filter({ hasText: '2 new shows, 0 duplicates, 0 shows refused.' }).waitFor();
    expect(await page.locator('.import-summary dd').first().textContent()).toBe('GigPress CSV');
    expect(await page.locator('.import-summary').textContent()).toContain('Ticket phone, External URL');
    const preview = page.getByRole('table', { name: 'Shows in the file' });
    const pelican = preview.locator('tbody tr', { hasText: 'Pelican Lounge' });
    expect(await pelican.locator('td[data-label="Date"]').textContent()).toBe(`${year}-04-03`);
    expect(await pelican.locator('td[data-label="Time"]').textContent()).toBe('20:00');
    expect(await pelican.locator('td[data-label="Band"]').textContent()).toBe('Cannonball Quintet');
    expect(await pelican.locator('td[data-label="Result"]').textContent()).toBe('New');
    const heron = preview.locator('tbody tr', { hasText: 'Heron Hall' });
    expect(await heron.locator('td[data-label="Time"]').textContent()).toBe('Not announced');
    await screenshot(page, 'admin-import-gigpress');

    const confirm = page.getByRole('button', { name: 'Confirm import' });
    await page.waitForFunction(() => !document.querySelector<HTMLButtonElement>('.form-actions button')?.disabled);
    await confirm.click();
    await page.getByRole('status').filter({ hasText: 'Imported 2 shows; 0 duplicates skipped.' }).waitFor();

    await page.goto(`${site.url}/shows`);
    const main = page.locator('main');
    await main.getByText('Pelican Lounge').first().waitFor();
    expect(await main.textContent()).toContain('Heron Hall');

    // the same file again: both rows are duplicates, linked to the shows they repeat
    await page.goto(`${site.url}/admin-panel/import-shows`);
    await choose(page, 'gigpress.csv', GIGPRESS);
    await page.getByRole('status').filter({ hasText: '0 new shows, 2 duplicates, 0 shows refused.' }).waitFor();
    const link = page
      .getByRole('table', { name: 'Shows in the file' })
      .getByRole('link', { name: 'Duplicate of an existing show' })
      .first();
    expect(await link.getAttribute('href')).toMatch(/\/admin-panel\/edit-event\?id=/);
    expect(await page.getByRole('button', { name: 'Confirm import' }).isDisabled()).toBe(true);

    // and out again, for GigPress: its columns, the show without a time as GigPress writes it
    await page.goto(`${site.url}/admin-panel/view-events`);
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export for GigPress' }).click(),
    ]);
    expect(file.suggestedFilename()).toBe('shows-gigpress.csv');
    const csv = (await downloadedBytes(file)).toString('utf8');
    expect(csv.split('\r\n')[0]).toMatch(/^Date,Time,End date,Artist,/);
    expect(csv).toContain(`${year}-04-17,00:00:01,,Whitesell Brothers Quartet,,Heron Hall,`);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a calendar file takes the chosen band; an unknown artist is refused beside its row', async () => {
    const { context, page } = await openAdmin(site, browser, 1280, 900);
    await page.goto(`${site.url}/admin-panel/import-shows`);
    await choose(page, 'bad.csv', GIGPRESS.replace('Cannonball Quintet', 'Canonball Quintet'));
    const alert = page.getByRole('alert').filter({ hasText: 'problem' });
    await alert.waitFor();
    const row = page
      .getByRole('table', { name: 'Shows in the file' })
      .locator('tbody tr', { hasText: 'Pelican Lounge' });
    expect(await row.locator('td[data-label="Problems"]').textContent()).toBe(
      'Artist: Unknown band "Canonball Quintet". Did you mean "Cannonball Quintet"?',
    );
    expect(await page.getByRole('button', { name: 'Confirm import' }).isDisabled()).toBe(true);

    const ics = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VEVENT',
      'UID:e2e-series@example.com',
      `DTSTART;TZID=America/New_York:${year}1007T190000`,
      'RRULE:FREQ=WEEKLY;COUNT=3',
      'SUMMARY:Egret residency',
      'LOCATION:Egret Bar\\, Burlington\\, VT',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'cal.ics', mimeType: 'text/calendar', buffer: Buffer.from(ics) });
    // the calendar's own preview (the CSV's alert above says "problem" too until it arrives)
    await page.locator('.import-summary dd').filter({ hasText: 'Calendar file (iCalendar)' }).waitFor();
    await page.getByRole('alert').filter({ hasText: 'problem' }).waitFor();
    await page.getByRole('combobox', { name: 'Band' }).selectOption('Whitesell Brothers Quartet');
    await page.getByRole('status').filter({ hasText: '3 new shows, 0 duplicates, 0 shows refused.' }).waitFor();
    expect(await page.locator('.import-summary dd').first().textContent()).toBe('Calendar file (iCalendar)');
    // a series is one row with its dates
    const series = page.getByRole('table', { name: 'Shows in the file' }).locator('tbody tr');
    expect(await series.count()).toBe(1);
    expect(await series.locator('summary').textContent()).toBe(`3 dates from ${year}-10-07`);
    await context.close();
  });

  it('fits a 390 px phone', async () => {
    const { context, page } = await openAdmin(site, browser, 390, 844);
    await page.goto(`${site.url}/admin-panel/import-shows`);
    await choose(page, 'bad.csv', GIGPRESS.replace('Cannonball Quintet', 'Nobody'));
    await page.getByRole('alert').filter({ hasText: 'problem' }).waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await screenshot(page, 'admin-import-390');
    await context.close();
  });
});
