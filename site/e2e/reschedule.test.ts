import { beforeAll, describe, expect, it } from 'vitest';
import { browserForThisFile, newPage, putLessonSettings, screenshot, siteForThisFile, watchConsole } from './support';

/** A student reschedules his own lesson from his dashboard (issue 46, major 3), on a phone. */
const site = siteForThisFile();
const browser = browserForThisFile();
const DAY = 86_400_000;

let token = '';
let lessonId = '';
beforeAll(async () => {
  const { admin, settings } = await putLessonSettings(site, {
    lengths: [{ minutes: 60, price: '$60' }],
    noticeHours: 24,
    approval: true,
  });
  ({ token } = await site.member());
  const { slots } = (
    await site.request(
      'GET',
      `/api/lessons/slots?from=${new Date(Date.now() + 2 * DAY).toISOString().slice(0, 10)}&to=${new Date(Date.now() + 8 * DAY).toISOString().slice(0, 10)}&length=60`,
    )
  ).body as { slots: string[] };
  const booked = await site.request('POST', '/api/lessons/book', {
    token,
    body: { start: slots[0], length: 60, format: settings.formats[0]!.key },
  });
  if (booked.status !== 201) throw new Error(`book: ${booked.status} ${booked.text}`);
  lessonId = booked.body._id;
  const confirmed = await site.request('PUT', `/api/lessons/status/${lessonId}`, {
    token: admin.token,
    body: { status: 'confirmed' },
  });
  if (confirmed.status !== 200) throw new Error(`confirm: ${confirmed.status}`);
});

describe('Reschedule on the dashboard', () => {
  it('moves his lesson to another free time, which waits for approval again (390 px)', async () => {
    const { context, page } = await newPage(browser, 390, 844);
    const problems = watchConsole(page);
    await context.addInitScript((value) => localStorage.setItem('jwtToken', value), token);
    await page.goto(`${site.url}/dashboard`);
    const mine = page.getByRole('region', { name: 'My lessons' });
    await mine.getByRole('link', { name: 'Reschedule' }).click();
    await page.waitForURL(/\/lessons\?move=/);
    await page.getByText('Rescheduling your lesson: choose its new time.').waitFor();
    const slot = page.locator('.lesson-slot').nth(3);
    const time = await slot.getAttribute('data-slot');
    await slot.click();
    await page.getByRole('button', { name: 'Move my lesson here' }).click();
    await page.getByText(/^Moved to .*You will get a mail once it is confirmed\./).waitFor();
    await screenshot(page, 'reschedule-moved-390');
    const lessons = (await site.request('GET', '/api/lessons/mine', { token })).body as {
      _id: string;
      start: string;
      status: string;
    }[];
    expect(lessons.find((lesson) => lesson._id === lessonId)).toMatchObject({ start: time, status: 'pending' });
    expect(problems).toEqual([]);
    await context.close();
  });
});
