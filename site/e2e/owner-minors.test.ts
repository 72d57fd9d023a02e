import { describe, expect, it } from 'vitest';
import { adminTestFile } from './admin-helpers';
import { createEvent, hasHorizontalScroll, newPage, screenshot, screenshotPath } from './support';

/**
 * The owner's second week in the admin, in Chromium at a phone's 390 px and a laptop's 1366 px:
 * what needs him on the first screen, "Saved." after a save, the date picker's month arrows,
 * the input list as a compact table. Screenshots go to SCREENS_DIR, else test-artifacts.
 */
const { site, browser, openAdmin } = adminTestFile();

describe('the owner’s second week in the admin, in Chromium', () => {
  for (const width of [390, 1366]) {
    it(`at ${width} px: the overview, "Saved." after a save, the date picker's arrows`, async () => {
      const { context, page, problems } = await openAdmin(width, 900);
      const needs = page.getByRole('region', { name: 'Needs you' });
      await needs.waitFor();
      expect(await hasHorizontalScroll(page)).toBe(false);
      await screenshot(page, `owner-minors-overview-${width}`);

      // the date picker: its month arrows are inside their buttons, on screen
      await page.goto(`${site.url}/admin-panel/add-event`);
      await page.getByLabel(/^Start Date & Time/).click();
      const next = page.getByRole('button', { name: 'Next Month' });
      await next.waitFor();
      const arrow = await next.evaluate((button) => {
        const icon = button.querySelector('.react-datepicker__navigation-icon')!;
        const box = button.getBoundingClientRect();
        const before = getComputedStyle(icon, '::before');
        const iconBox = icon.getBoundingClientRect();
        return {
          inside: iconBox.left >= box.left - 1 && iconBox.right <= box.right + 1,
          width: box.width,
          border: before.borderTopWidth,
          display: getComputedStyle(button).display,
        };
      });
      expect(arrow).toMatchObject({ inside: true, display: 'flex' });
      expect(arrow.width).toBeGreaterThan(20);
      await screenshot(page, `owner-minors-date-picker-${width}`);
      const month = await page.locator('.react-datepicker__current-month').textContent();
      await next.click();
      expect(await page.locator('.react-datepicker__current-month').textContent()).not.toBe(month);
      await page.keyboard.press('Escape');

      // a save says "Saved." in the live region, after going back to the list
      await page.goto(`${site.url}/admin-panel/add-group`);
      await page.getByLabel(/^Name/).fill(`Trio ${width}`);
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      const saved = page.locator('.admin-saved');
      await expect.poll(() => saved.textContent()).toBe('Saved.');
      expect(await saved.getAttribute('aria-live')).toBe('polite');
      expect(await saved.isVisible()).toBe(true);
      await screenshot(page, `owner-minors-saved-${width}`);
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('the input list is a compact table at 1366 px, and fits a 390 px phone', async () => {
    for (const width of [1366, 390]) {
      const { context, page } = await openAdmin(width, 900);
      await page.goto(`${site.url}/admin-panel/press-kit/site`);
      const list = page.getByRole('group', { name: 'Input list' });
      await list.waitFor();
      for (let i = 0; i < 2; i++) await list.getByRole('button', { name: 'Add input' }).click();
      const row = list.getByRole('group', { name: 'Input 1' });
      const tops = await row
        .locator('input')
        .evaluateAll((inputs) => inputs.map((input) => Math.round(input.getBoundingClientRect().top)));
      expect(tops).toHaveLength(4);
      if (width === 1366) expect(new Set(tops).size).toBe(1);
      else expect(new Set(tops).size).toBeLessThanOrEqual(2);
      expect(await hasHorizontalScroll(page)).toBe(false);
      await list.screenshot({ path: screenshotPath(`owner-minors-input-list-${width}`) });
      await context.close();
    }
  });

  it('gives the end time publicly, "7 to 10 PM", in the list and on the show page at 390 and 1366 px', async () => {
    const admin = await site.admin();
    await createEvent(site, admin.token, {
      title: 'Late Summer Night',
      // 7 to 10 PM EDT
      startDate: '2031-07-18T23:00:00.000Z',
      endDate: '2031-07-19T02:00:00.000Z',
      timeText: '',
    });
    for (const width of [390, 1366]) {
      const { context, page } = await newPage(browser, width, 900);
      await page.goto(`${site.url}/shows`);
      const entry = page.locator('li, article', { hasText: 'Late Summer Night' }).last();
      await expect.poll(() => entry.textContent()).toContain('7 to 10 PM');
      await page
        .getByRole('link', { name: /Late Summer Night/ })
        .first()
        .click();
      await page.getByRole('heading', { name: /Late Summer Night/ }).waitFor();
      expect(await page.locator('main').textContent()).toContain('7 to 10 PM');
      expect(await hasHorizontalScroll(page)).toBe(false);
      await screenshot(page, `owner-minors-end-time-${width}`);
      await context.close();
    }
  });
});
