import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addDays, dayOf, mondayOf } from '@jazz/contracts/time';
import {
  browserForThisFile,
  hasHorizontalScroll,
  newPage,
  screenshot,
  siteForThisFile,
  TWO_PLACES,
  watchConsole,
} from './support';

const site = siteForThisFile();
const browser = browserForThisFile();
const ZONE = 'America/New_York';
const PASSWORD = 'correct horse battery';

/** Every day 10 AM to 8 PM, no approval; `notice` hours before the first start. */
async function lessonSettings(changes: Record<string, unknown> = {}) {
  const admin = await site.admin();
  const current = await site.request('GET', '/api/lessons/settings', { token: admin.token });
  const saved = await site.request('PUT', '/api/lessons/settings', {
    token: admin.token,
    body: {
      settingsComparatorData: current.body,
      settingsData: {
        ...current.body,
        availability: ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'].map((day) => ({ day, from: '10:00', to: '20:00' })),
        lengths: [{ minutes: 60, price: '$60' }],
        bufferMinutes: 0,
        noticeHours: 0,
        horizonWeeks: 4,
        approval: false,
        formats: TWO_PLACES,
        ...changes,
      },
    },
  });
  expect(saved.status, saved.text).toBe(200);
}

/** Whether the element's top is on screen. */
const onScreen = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => {
    const { top, bottom } = el.getBoundingClientRect();
    return top >= 0 && top < window.innerHeight && bottom > 0;
  });

async function lastSlot(page: Page) {
  await page.goto(`${site.url}/lessons`);
  await page.locator('.lesson-slot').first().waitFor();
  // the last time of the week: on a phone the one furthest down, below which the old form opened
  const slot = page.locator('.lesson-slot').last();
  return { slot, at: (await slot.getAttribute('data-slot'))! };
}

describe("the student's way to a lesson", () => {
  it('on a phone: the step opens at the chosen time; sign-up, the mailed link and log in lead back to it, still chosen', async () => {
    await lessonSettings();
    const { context, page } = await newPage(browser, 390, 844);
    const problems = watchConsole(page);
    const { slot, at } = await lastSlot(page);
    // said up front, before choosing
    await page.getByText('To book you need an account with a confirmed e-mail address').waitFor();
    await slot.click();
    await page.getByRole('link', { name: 'Log in to book' }).waitFor();
    expect(await onScreen(page, '.lesson-step')).toBe(true);
    expect(page.url()).toContain(`time=${encodeURIComponent(at)}`);
    await screenshot(page, 'lesson-return-phone-step');

    await page.getByRole('link', { name: 'create an account' }).click();
    await page.waitForURL(/\/register\?next=/);
    await page.getByText('We will mail you a link to confirm your address').waitFor();
    const email = 'lena-return@example.com';
    await page.getByLabel('First Name').fill('Lena');
    await page.getByLabel('Last Name').fill('Return');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL(/\/login\?next=/);

    const mail = await site.smtp.waitFor((m) => m.to.includes(email) && /^Confirm your e-mail/.test(m.subject));
    const link = /(\/account\/verify\/\S+)/.exec(mail.text)![1]!;
    await page.goto(`${site.url}${link}`);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('link', { name: 'Back to your lesson time' }).click();
    await page.waitForURL(/\/login\?next=/);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();

    await page.waitForURL(/\/lessons\?time=/);
    await page.getByRole('button', { name: 'Book this time' }).waitFor();
    expect(await page.locator(`[data-slot="${at}"]`).getAttribute('aria-pressed')).toBe('true');
    expect(await onScreen(page, '.lesson-step')).toBe(true);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await screenshot(page, 'lesson-return-phone-back');
    await page.getByRole('button', { name: 'Book this time' }).click();
    await page.getByText(/^Booked:/).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('an unconfirmed student is refused with "Send the link again", whose link leads back to the time', async () => {
    await lessonSettings();
    const student = await site.createUser({ email: 'unconfirmed@example.com', emailVerified: false });
    const { context, page } = await newPage(browser, 1366, 900);
    await page.goto(`${site.url}/login`);
    await page.getByLabel('Email').fill(student.email);
    await page.getByLabel('Password', { exact: true }).fill(student.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(`${site.url}/`);
    const { slot, at } = await lastSlot(page);
    await slot.click();
    await page.getByRole('button', { name: 'Book this time' }).click();
    await page.getByText('Booking needs a confirmed e-mail address').waitFor();
    await page.getByRole('button', { name: 'Send the link again' }).click();
    await page.getByText('Sent. Open the link in the mail').waitFor();
    await screenshot(page, 'lesson-return-laptop-resend');
    const mail = await site.smtp.waitFor((m) => m.to.includes(student.email) && m.text.includes('?next='));
    // the lesson's address, once more encoded as the link's `next`
    expect(mail.text).toContain(encodeURIComponent(encodeURIComponent(at)));
    await context.close();
  });

  it('opens on the first week with open times, offers no week that is over or past the horizon, and shows price and place first', async () => {
    // ten days' notice: this week and maybe the next have no open time
    await lessonSettings({ noticeHours: 240 });
    for (const width of [390, 1366]) {
      const { context, page } = await newPage(browser, width, 900);
      await page.goto(`${site.url}/lessons`);
      const first = page.locator('.lesson-slot').first();
      await first.waitFor();
      const today = dayOf(Date.now(), ZONE);
      const open = await site.request('GET', `/api/lessons/slots?from=${today}&to=${addDays(today, 28)}&length=60`);
      const firstOpen = mondayOf(dayOf(open.body.slots[0], ZONE));
      expect(firstOpen > mondayOf(today)).toBe(true);
      expect(mondayOf(dayOf((await first.getAttribute('data-slot'))!, ZONE))).toBe(firstOpen);
      // price and place before choosing a time
      await page.getByRole('combobox', { name: 'Length and price' }).waitFor();
      expect(await page.locator('.lesson-choices').textContent()).toMatch(
        /60 minutes, \$60.*In person, Burlington.*Online/s,
      );
      expect(await page.locator('.book-lesson').textContent()).not.toContain('12 Pine St');
      // every control at least 44 px high
      const small = await page
        .locator('.book-lesson button, .book-lesson select, .lesson-choices fieldset label')
        .evaluateAll((els) =>
          els.filter((el) => el.getBoundingClientRect().height < 44).map((el) => el.outerHTML.slice(0, 80)),
        );
      expect(small).toEqual([]);
      // the week's buttons page at once from here on: the island is live (a press before then is
      // pressed again once it is, later than this loop would look)
      await page.getByRole('button', { name: 'Previous week' }).hover();
      await page.locator('[data-island="lessons"][data-live]').waitFor({ state: 'attached' });
      // back to this week, and no further
      const previous = page.getByRole('button', { name: 'Previous week' });
      while (await previous.isEnabled()) await previous.click();
      await page.getByText(`Week of`).waitFor();
      expect(await page.locator('.lesson-week-nav span').textContent()).toContain(
        new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric' }).format(
          new Date(`${mondayOf(dayOf(Date.now(), ZONE))}T12:00:00Z`),
        ),
      );
      // on to the horizon, which says why it stops there
      const next = page.getByRole('button', { name: 'Next week' });
      while (await next.isEnabled()) await next.click();
      await page.getByText('Lessons can be booked up to 4 weeks ahead.').waitFor();
      expect(await hasHorizontalScroll(page)).toBe(false);
      await screenshot(page, `lesson-weeks-${width}`);
      await context.close();
    }
  });

  it("a lesson mail's cancel link lands on the lesson; a cancelled lesson leaves Upcoming and offers to rebook", async () => {
    await lessonSettings();
    const student = await site.createUser({ email: 'cancel-link@example.com' });
    const token = await site.login(student.email, student.password);
    const today = dayOf(Date.now(), ZONE);
    const open = await site.request('GET', `/api/lessons/slots?from=${today}&to=${addDays(today, 6)}&length=60`);
    const booked = await site.request('POST', '/api/lessons/book', {
      token,
      body: { start: open.body.slots.at(-1), length: 60, format: 'online' },
    });
    expect(booked.status, booked.text).toBe(201);
    const mail = await site.smtp.waitFor((m) => m.to.includes(student.email) && /^Your lesson/.test(m.subject));
    const link = /To reschedule or cancel: (\S+)/.exec(mail.text)![1]!;
    expect(link).toMatch(new RegExp(`/dashboard#lesson-${booked.body._id}$`));

    const { context, page } = await newPage(browser, 390, 844);
    await page.goto(`${site.url}/login`);
    await page.getByLabel('Email').fill(student.email);
    await page.getByLabel('Password', { exact: true }).fill(student.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(`${site.url}/`);
    await page.goto(`${site.url}${new URL(link).pathname}${new URL(link).hash}`);
    const lesson = page.locator(`#lesson-${booked.body._id}`);
    await lesson.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    page.once('dialog', (dialog) => void dialog.accept());
    await lesson.getByRole('button', { name: 'Cancel' }).click();
    await page.getByText(/^Cancelled: /).waitFor();
    // the list is read again after the status: the lesson leaves it then
    await page.locator(`#lesson-${booked.body._id}`).waitFor({ state: 'detached' });
    await screenshot(page, 'lesson-cancelled-rebook');
    await page.getByRole('link', { name: 'Book another time' }).click();
    await page.waitForURL(/\/lessons\?length=60&format=online/);
    await page.locator('.lesson-slot').first().waitFor();
    expect(await page.getByRole('radio', { name: 'Online' }).isChecked()).toBe(true);
    await context.close();
  });
});
