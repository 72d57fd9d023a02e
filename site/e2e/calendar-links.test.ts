import { describe, expect, it } from 'vitest';
import { browserForThisFile, newPage, siteForThisFile, watchConsole } from './support';

const site = siteForThisFile();
const browser = browserForThisFile();

describe('a band page offers its calendar three ways', () => {
  it('webcal, Google Calendar by address, and the address to copy (phone width)', async () => {
    const { context, page } = await newPage(browser, 390, 844);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
    const problems = watchConsole(page);
    await page.goto(`${site.url}/cannonball-quintet`);
    const section = page.getByRole('region', { name: 'Cannonball Quintet shows in your calendar' });
    const feed = `${site.config.siteUrl}/cannonball-quintet.ics`;
    expect(await section.getByRole('link', { name: 'Subscribe', exact: true }).getAttribute('href')).toBe(
      feed.replace(/^https?:/, 'webcal:'),
    );
    expect(await section.getByRole('link', { name: 'Subscribe in Google Calendar' }).getAttribute('href')).toContain(
      encodeURIComponent(feed.replace(/^https?:/, 'webcal:')),
    );
    expect(await section.getByLabel('Calendar address').inputValue()).toBe(feed);
    await section.getByRole('button', { name: 'Copy address' }).click();
    await expect.poll(() => section.getByRole('status').textContent()).toBe('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(feed);
    expect(problems).toEqual([]);
    await context.close();
  });
});
