import { beforeAll, describe, expect, it } from 'vitest';
import { showDateText } from '@jazz/contracts/shows';
import { browserForThisFile, createEvent, newPage, screenshot, siteForThisFile } from './support';

/**
 * A festival of three days, begun yesterday: it reads as its days with its start time
 * ("Friday, June 4 – Sunday, June 6, 2027, 7 PM"), never "7 PM to 11:59 PM", and stays among
 * the upcoming shows until its last day is over (issue 46, major 4).
 */
const site = siteForThisFile();
const browser = browserForThisFile();
const hour = 3_600_000;

let id = '';
let days = '';
beforeAll(async () => {
  const { token } = await site.admin();
  const start = new Date(Math.floor((Date.now() - 30 * hour) / hour) * hour).toISOString();
  const end = new Date(Date.parse(start) + 60 * hour).toISOString();
  const show = await createEvent(site, token, {
    group: 'Cannonball Quintet',
    venue: 'Stowe Festival Grounds',
    title: 'Stowe Jazz Festival',
    startDate: start,
    endDate: end,
  });
  id = show._id;
  days = showDateText({ startDate: start, endDate: end }, site.config.timezone);
  expect(days).toMatch(/^\w+day, \w+ \d+(, \d{4})? – \w+day, \w+ \d+, \d{4}$/);
});

describe('a show of several days', () => {
  it('reads as its days on its page and on /shows, and is upcoming while on (390 px)', async () => {
    const { context, page } = await newPage(browser, 390, 844);
    await page.goto(`${site.url}/shows/${id}`);
    const main = page.locator('main');
    await main.getByText(days).first().waitFor();
    expect(await main.textContent()).not.toContain('11:59 PM');
    await screenshot(page, 'multi-day-show-page-390');

    await page.goto(`${site.url}/shows`);
    const entry = page.locator('main li', { hasText: 'Stowe Jazz Festival' });
    await entry.waitFor();
    expect(await entry.textContent()).toContain(days);
    expect(await entry.textContent()).not.toMatch(/(AM|PM) to /);

    await page.goto(`${site.url}/shows?when=past`);
    expect(await page.locator('main').textContent()).not.toContain('Stowe Jazz Festival');
    await context.close();
  });

  it('reads so in the RSS feed', async () => {
    const rss = await site.request('GET', '/shows.rss');
    expect(rss.text).toContain(`Stowe Jazz Festival (${days})`);
    expect(rss.text).not.toContain('11:59 PM');
  });
});
