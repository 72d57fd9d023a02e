import { beforeAll, describe, expect, it } from 'vitest';
import { formatDay } from '@jazz/contracts/time';
import { browserForThisFile, createEvent, newPage, siteForThisFile, watchConsole } from './support';

// A site whose SITE_TIMEZONE is not the default: its own file, because the server renderer is
// loaded and configured once per process.

const site = siteForThisFile({ config: { timezone: 'Europe/Paris' } });
const browser = browserForThisFile();
const year = new Date().getUTCFullYear() + 1;

beforeAll(async () => {
  const admin = await site.admin();
  // 23:30 UTC on January 15 is already January 16 in Paris (and still January 15 in Vermont)
  await createEvent(site, admin.token, { title: 'Paris Late Set', startDate: `${year}-01-15T23:30:00.000Z` });
});

describe('SITE_TIMEZONE', () => {
  it('the server renders show days and the zone line in the site zone, and the browser agrees', async () => {
    const html = await (await fetch(site.url + '/shows')).text();
    const weekday = formatDay(`${year}-01-16`, { weekday: 'long' });
    expect(html).toContain(`${weekday}, January 16, ${year}`);
    expect(html).toContain('All times are Central European Time.');

    const { context, page } = await newPage(browser);
    const problems = watchConsole(page);
    await page.goto(site.url + '/shows', { waitUntil: 'networkidle' });
    await page.getByText(`${weekday}, January 16, ${year}`).waitFor();
    await page.getByText('All times are Central European Time.').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
