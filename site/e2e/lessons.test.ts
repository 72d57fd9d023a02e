import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { dayText, formatDay, wallClock, zonedInstant } from '@jazz/contracts/time';
import { signInAsAdmin } from './admin-helpers';
import { browserForThisFile, hasHorizontalScroll, newPage, screenshot, siteForThisFile, watchConsole } from './support';

const site = siteForThisFile();
const browser = browserForThisFile();
const ZONE = 'America/New_York';

/** Tomorrow in New York, and the instant of an hour of it. */
const tomorrow = (() => {
  const w = wallClock(new Date(Date.now() + 24 * 3600_000), ZONE);
  return {
    ...w,
    at: (hour: number, minute = 0) => new Date(zonedInstant(ZONE, w.year, w.month, w.day, hour, minute)).toISOString(),
  };
})();
const dayTitle = formatDay(dayText(tomorrow.year, tomorrow.month, tomorrow.day), {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
});

const student = {
  firstName: 'Mia',
  lastName: 'Phone',
  email: 'mia-phone@example.com',
  password: 'correct horse battery',
};

async function studentDay(page: import('playwright-core').Page) {
  // the visitor's own times are written once the page's islands have started (after its load)
  await page.goto(`${site.url}/lessons`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { name: 'Book a lesson' }).waitFor();
  await page.locator('.lesson-week').waitFor();
  const day = page.locator('.lesson-day', { has: page.getByRole('heading', { name: dayTitle }) });
  // the view opens on the first week with an open time: tomorrow may be in the next one
  if ((await day.count()) === 0) await page.getByRole('button', { name: 'Next week' }).click();
  await day.locator('.lesson-slot').first().waitFor();
  return day;
}

describe('lessons', () => {
  it('a student on a phone books a slot and sees it on the dashboard; the owner approves it', async () => {
    const admin = await site.admin();
    const current = await site.request('GET', '/api/lessons/settings', { token: admin.token });
    const settings = {
      ...current.body,
      availability: ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'].map((day) => ({ day, from: '10:00', to: '20:00' })),
      lengths: [{ minutes: 60, price: '$60' }],
      bufferMinutes: 0,
      noticeHours: 0,
      gigBufferHours: 2,
      approval: true,
    };
    const saved = await site.request('PUT', '/api/lessons/settings', {
      token: admin.token,
      body: { settingsComparatorData: current.body, settingsData: settings },
    });
    expect(saved.status, saved.text).toBe(200);
    await site.createUser(student);

    const { context, page } = await newPage(browser, 390, 844);
    const problems = watchConsole(page);
    await page.goto(`${site.url}/login`);
    await page.getByLabel('Email').fill(student.email);
    await page.getByLabel('Password', { exact: true }).fill(student.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(`${site.url}/`);

    const day = await studentDay(page);
    await day.locator(`[data-slot="${tomorrow.at(19)}"]`).click();
    await page.getByLabel('Message (optional)').fill('Comping on standards, please');
    await page.getByRole('button', { name: 'Book this time' }).click();
    await page.getByText(/^Requested:/).waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await screenshot(page, 'lessons-phone-booked');
    // the slot is gone for everyone
    await expect.poll(() => day.locator(`[data-slot="${tomorrow.at(19)}"]`).count()).toBe(0);

    await page.getByRole('link', { name: 'My lessons' }).click();
    const mine = page.getByRole('region', { name: 'My lessons' });
    await mine.getByText('Waiting for confirmation').waitFor();
    expect(await mine.textContent()).toContain('7:00 PM');
    expect(problems).toEqual([]);

    // the owner approves in the admin
    const owner = await newPage(browser);
    await signInAsAdmin(site, owner.page);
    await owner.page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Lessons' }).click();
    const waiting = owner.page.locator('.admin-lesson-list li', { hasText: 'Mia Phone' });
    await waiting.getByRole('button', { name: 'Approve' }).click();
    await owner.page.getByText('No requests wait.').waitFor();
    await site.smtp.waitFor((m) => m.to.includes(student.email) && /confirmed/.test(m.subject));
    await page.reload();
    await page.getByRole('region', { name: 'My lessons' }).getByText('Confirmed').waitFor();
    await owner.context.close();
    await context.close();
  });

  it('a show added that evening removes the later slots at once, and the admin warns of the lesson it hits', async () => {
    const { context, page } = await newPage(browser, 390, 844);
    const day = await studentDay(page);
    await day.locator(`[data-slot="${tomorrow.at(17)}"]`).waitFor();
    expect(await day.locator(`[data-slot="${tomorrow.at(18)}"]`).count()).toBe(1);

    const owner = await newPage(browser);
    await signInAsAdmin(site, owner.page);
    const admin = await site.admin();
    const show = await site.request('POST', '/api/events/create', {
      token: admin.token,
      body: {
        group: 'Cannonball Quintet',
        venue: 'Radio Bean',
        location: 'Burlington, VT',
        startDate: tomorrow.at(20),
      },
    });
    expect(show.status).toBe(201);

    const after = await studentDay(page);
    await after.locator(`[data-slot="${tomorrow.at(17)}"]`).waitFor();
    expect(await after.locator(`[data-slot="${tomorrow.at(18)}"]`).count()).toBe(0);
    // 10 AM to 5 PM on the hour and half hour: a lesson must end by 6 PM, two hours before the show
    expect(await after.locator('.lesson-slot').count()).toBe(15);
    expect(await after.locator(`[data-slot="${tomorrow.at(17, 30)}"]`).count()).toBe(0);

    // where the owner lands after saving a show: the warning lists the lesson
    await owner.page.goto(`${site.url}/admin-panel/view-events`);
    const listed = owner.page.locator('.admin-lesson-collisions');
    await listed.getByText('A booked lesson collides with a show.').waitFor();
    await listed.getByText(/Mia Phone/).waitFor();
    await listed.getByRole('link', { name: 'Review in Lessons' }).click();
    const warning = owner.page.locator('.admin-lesson-collisions');
    await warning.getByText(/Radio Bean/).waitFor();
    await warning.getByRole('button', { name: 'Cancel and notify' }).click();
    await warning.waitFor({ state: 'detached' });
    await site.smtp.waitFor((m) => m.to.includes(student.email) && /cancelled/.test(m.subject));
    await owner.context.close();
    await context.close();
  });

  it('the lesson screens have no serious accessibility problems (axe); a stale settings save shows the current ones', async () => {
    const serious = async (page: import('playwright-core').Page) =>
      (await new AxeBuilder({ page }).analyze()).violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    const { context, page } = await newPage(browser, 390, 844);
    await studentDay(page);
    expect(await serious(page), '/lessons').toEqual([]);
    await context.close();

    const owner = await newPage(browser);
    await signInAsAdmin(site, owner.page);
    for (const screen of ['/lessons', '/lesson-settings']) {
      await owner.page.goto(`${site.url}/admin-panel${screen}`, { waitUntil: 'networkidle' });
      await owner.page.getByRole('heading', { level: 1 }).waitFor();
      expect(await serious(owner.page), screen).toEqual([]);
    }
    // someone else saved meanwhile: the screen says so and shows theirs
    const other = await site.admin();
    const now = await site.request('GET', '/api/lessons/settings', { token: other.token });
    const theirs = await site.request('PUT', '/api/lessons/settings', {
      token: other.token,
      body: { settingsComparatorData: now.body, settingsData: { ...now.body, houseRules: 'Bring your own reeds.' } },
    });
    expect(theirs.status).toBe(200);
    await owner.page.getByLabel('Minimum notice (hours)').fill('12');
    await owner.page.getByRole('button', { name: 'Save' }).click();
    await owner.page.getByText('These settings were changed elsewhere meanwhile').waitFor();
    expect(await owner.page.getByLabel('House rules').inputValue()).toBe('Bring your own reeds.');
    // a setting the contract refuses shows its message
    await owner.page.getByLabel('Minimum notice (hours)').fill('-3');
    await owner.page.getByRole('button', { name: 'Save' }).click();
    await owner.page.getByText('A whole number of hours, 0 to 720.').first().waitFor();
    expect(await serious(owner.page), 'settings with errors').toEqual([]);
    await owner.context.close();
  });

  it('shows the week asked for last, whatever order the answers come in', async () => {
    const admin = await site.admin();
    const current = await site.request('GET', '/api/lessons/settings', { token: admin.token });
    const every = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'].map((day) => ({ day, from: '10:00', to: '20:00' }));
    const saved = await site.request('PUT', '/api/lessons/settings', {
      token: admin.token,
      body: { settingsComparatorData: current.body, settingsData: { ...current.body, availability: every } },
    });
    expect(saved.status, saved.text).toBe(200);
    const { context, page } = await newPage(browser, 390, 844);
    const problems = watchConsole(page);
    // the island's first question (this week's times, asked again once live) is answered last
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let first: import('playwright-core').Request | undefined;
    await page.route(/\/api\/lessons\/slots\b/, async (route) => {
      if (!first) {
        first = route.request();
        await held;
      }
      await route.continue();
    });
    await page.goto(`${site.url}/lessons`);
    const week = page.locator('.lesson-week');
    const thisWeek = await week.getAttribute('aria-label');
    await page.getByRole('button', { name: 'Next week' }).click();
    await expect.poll(() => week.getAttribute('aria-label')).not.toBe(thisWeek);
    const nextWeek = await week.getAttribute('aria-label');
    await week.locator('.lesson-slot').first().waitFor();
    const shown = await week.locator('.lesson-slot').count();
    expect(first).toBeDefined();
    const answered = page.waitForEvent('requestfinished', (request) => request === first);
    release();
    await answered;
    // two frames after the late answer: it would have been drawn by now
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await week.getAttribute('aria-label')).toBe(nextWeek);
    expect(await week.locator('.lesson-slot').count()).toBe(shown);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("gives each time in the site's zone, with the visitor's own beside it only when it differs", async () => {
    for (const [timezoneId, own] of [
      ['Europe/Paris', true],
      [ZONE, false],
    ] as const) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, timezoneId });
      const page = await context.newPage();
      const day = await studentDay(page);
      const slot = day.locator('.lesson-slot').first();
      const at = new Date((await slot.getAttribute('data-slot'))!);
      const time = (timeZone: string) =>
        new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(at);
      const text = (await slot.textContent())!;
      expect(text.startsWith(time(ZONE))).toBe(true);
      // "4:00 PM GMT+1 your time" (GMT+2 in summer)
      if (own) expect(text).toMatch(new RegExp(`${time(timezoneId)} GMT\\+\\d your time$`));
      else expect(text).not.toContain('your time');
      await context.close();
    }
  });
});
