import { beforeAll, describe, expect, it } from 'vitest';
import { browserForThisFile, createEvent, siteForThisFile } from './support';

const site = siteForThisFile();
const browser = browserForThisFile();

beforeAll(async () => {
  const admin = await site.admin();
  const show = (venue: string, startDate: string) =>
    createEvent(site, admin.token, { group: 'E2E Archive Band', venue, location: 'Burlington, VT', startDate });
  await show('E2E Archive 2017 Hall', '2017-05-06T00:00:00.000Z');
  await show('E2E Archive 2019 Club', '2019-10-12T00:00:00.000Z');
  await show('E2E Archive Recent Barn', new Date(Date.now() - 20 * 24 * 3600_000).toISOString());
});

describe('the archive of past shows without JavaScript', () => {
  it('goes from the upcoming shows to the past twelve months, then to a year and back to another', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(site.url + '/shows');
    await page.getByRole('button', { name: 'Past Shows' }).click();
    await page.waitForURL(/when=past/);
    await page.getByRole('heading', { name: 'Past Shows', exact: true }).waitFor();
    expect(await page.locator('li.show', { hasText: 'E2E Archive Recent Barn' }).count()).toBe(1);
    expect(await page.locator('li.show', { hasText: 'E2E Archive 2019 Club' }).count()).toBe(0);

    const years = page.getByRole('navigation', { name: 'Shows by year' });
    expect(await years.getByRole('link').allTextContents()).toEqual(
      expect.arrayContaining([String(new Date().getFullYear()), '2019', '2017']),
    );
    expect(await years.getByRole('link', { name: '2018' }).count()).toBe(0);

    await years.getByRole('link', { name: '2019' }).click();
    await page.waitForURL(/year=2019/);
    await page.getByRole('heading', { name: 'Past Shows: 2019' }).waitFor();
    expect(await page.locator('li.show', { hasText: 'E2E Archive 2019 Club' }).count()).toBe(1);
    expect(await page.locator('li.show', { hasText: 'E2E Archive 2017 Hall' }).count()).toBe(0);

    await page.getByRole('navigation', { name: 'Shows by year' }).getByRole('link', { name: '2017' }).click();
    await page.waitForURL(/year=2017/);
    expect(await page.locator('li.show', { hasText: 'E2E Archive 2017 Hall' }).count()).toBe(1);

    const missing = await page.goto(site.url + '/shows?when=past&year=2018');
    expect(missing?.status()).toBe(404);
    await context.close();
  });
});
