import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { davAs, phoneCalendar, startRadicale } from '@jazz/api/testing/radicale';
import { addDays, dayText, formatDay, wallClock, zonedInstant } from '@jazz/contracts/time';
import { forThisFile } from '@jazz/testing/per-file';
import {
  browserForThisFile,
  hasHorizontalScroll,
  logIn,
  newPage,
  putLessonSettings,
  screenshot,
  siteForThisFile,
  watchConsole,
} from './support';

// The owner's week, as he lives it: his phone's calendar (a real CalDAV server, Debian's Radicale)
// holds a dentist, a family day, a weekly rehearsal and a reminder marked free; a student on a
// phone books a lesson around them, and one he adds while she looks is refused with a clear word.
const site = siteForThisFile();
const browser = browserForThisFile();
const radicale = forThisFile(
  () => startRadicale(),
  (r) => r.close(),
);
const ZONE = 'America/New_York';

/** A day `ahead` days after today in New York: its heading on /lessons, and its times. */
function dayAhead(ahead: number) {
  const today = wallClock(Date.now(), ZONE);
  const day = addDays(dayText(today.year, today.month, today.day), ahead);
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    title: formatDay(day, { weekday: 'short', month: 'short', day: 'numeric' }),
    /** The slot's instant, as /lessons marks it (data-slot). */
    at: (hour: number, minute = 0) => new Date(zonedInstant(ZONE, year, month, date, hour, minute)).toISOString(),
    /** His phone's local stamp of an hour of the day (with TZID). */
    local: (hour: number) => `${day.replaceAll('-', '')}T${pad(hour)}0000`,
    /** The day as an all-day date. */
    date: day.replaceAll('-', ''),
  };
}

const dentistDay = dayAhead(2);
const familyDay = dayAhead(3);
const reminderDay = dayAhead(4);
const rehearsalDay = dayAhead(5);

/** One entry of his phone's calendar. */
const entry = (uid: string, summary: string, ...when: string[]) =>
  phoneCalendar(
    'BEGIN:VEVENT',
    `UID:${uid}@phone`,
    'DTSTAMP:20260101T000000Z',
    ...when,
    `SUMMARY:${summary}`,
    'END:VEVENT',
  );
const timed = (day: ReturnType<typeof dayAhead>, from: number, to: number) => [
  `DTSTART;TZID=${ZONE}:${day.local(from)}`,
  `DTEND;TZID=${ZONE}:${day.local(to)}`,
];

/** Every half hour a lesson of an hour may start on an open day (10:00 to 17:00). */
const ALL_STARTS = Array.from({ length: 15 }, (_, i) => [10 + Math.floor(i / 2), (i % 2) * 30] as const);

/**
 * The lesson times /lessons offers on a day. The days of this walk lie in this week or the next,
 * so the day is found at most a week on or two weeks back from the week shown.
 */
async function openDay(page: Page, title: string): Promise<Locator> {
  const week = page.locator('.lesson-week');
  const day = week.locator('.lesson-day', { has: page.getByRole('heading', { name: title }) });
  for (const move of ['Next week', 'Previous week', 'Previous week']) {
    if ((await day.count()) > 0) break;
    const shown = await week.getAttribute('aria-label');
    await page.getByRole('button', { name: move }).click();
    // the other week's times have arrived when the list names another week (it says "Loading..."
    // meanwhile, never the new week with the old week's times)
    await page.locator(`.lesson-week:not([aria-label="${shown}"])`).waitFor();
  }
  await day.waitFor();
  return day;
}

/** The [hour, minute] starts a day offers. */
async function startsOf(day: Locator, of: ReturnType<typeof dayAhead>) {
  const offered = new Set(await day.locator('.lesson-slot').evaluateAll((els) => els.map((el) => el.dataset.slot)));
  return ALL_STARTS.filter(([h, m]) => offered.has(of.at(h, m))).map(([h, m]) => `${h}:${String(m).padStart(2, '0')}`);
}

describe("the owner's week", () => {
  it('his appointments block lessons; a student on a phone books around them', async () => {
    const { admin } = await putLessonSettings(site, {
      availability: ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'].map((day) => ({ day, from: '10:00', to: '18:00' })),
      lengths: [{ minutes: 60, price: '$60' }],
      bufferMinutes: 0,
      noticeHours: 0,
      approval: false,
      horizonWeeks: 4,
    });

    // his phone's calendar: a week of his own life
    const user = radicale.users[0]!;
    const phone = davAs(radicale, user);
    const gigs = await phone.calendar('gigs', 'Gigs');
    const personal = await phone.calendar('personal', 'Personal');
    const lastWeek = dayAhead(-2);
    for (const [file, text] of [
      ['dentist.ics', entry('dentist', 'Dentist', ...timed(dentistDay, 13, 14))],
      [
        'family.ics',
        entry('family', 'Family day', `DTSTART;VALUE=DATE:${familyDay.date}`, `DTEND;VALUE=DATE:${dayAhead(4).date}`),
      ],
      ['reminder.ics', entry('reminder', 'Call the tuner', ...timed(reminderDay, 10, 11), 'TRANSP:TRANSPARENT')],
      // a weekly rehearsal that began the week before: its repeat falls on rehearsalDay
      [
        'rehearsal.ics',
        entry(
          'rehearsal',
          'Quartet rehearsal',
          `DTSTART;TZID=${ZONE}:${lastWeek.local(16)}`,
          `DTEND;TZID=${ZONE}:${lastWeek.local(18)}`,
          'RRULE:FREQ=WEEKLY;COUNT=8',
        ),
      ],
    ] as const)
      expect((await phone.put(`${personal}${file}`, text)).status, file).toBe(201);

    const connected = await site.request('PUT', '/api/calendar-sync/update', {
      token: admin.token,
      body: {
        serverUrl: radicale.url,
        username: user.username,
        password: user.password,
        gigsCalendar: gigs,
        busyCalendars: [personal],
        allDayBlocks: true,
        bufferMinutes: 15,
      },
    });
    expect(connected.status, connected.text).toBe(200);
    const run = await site.request('POST', '/api/calendar-sync/run', { token: admin.token, body: {} });
    expect(run.body.state, run.text).toBe('ok');

    // a student, on her phone
    const student = {
      firstName: 'Ada',
      lastName: 'Reed',
      email: 'ada-reed@example.com',
      password: 'a long password 7',
    };
    await site.createUser(student);
    const { context, page } = await newPage(browser, 390, 844);
    const problems = watchConsole(page);
    await logIn(site, page, student);
    await page.goto(`${site.url}/lessons`, { waitUntil: 'networkidle' });
    await page.locator('.lesson-week').waitFor();

    // the dentist 1 to 2 PM, with a quarter hour either side: no lesson from noon to 2
    const dentist = await openDay(page, dentistDay.title);
    expect(await startsOf(dentist, dentistDay)).toEqual(
      ALL_STARTS.map(([h, m]) => `${h}:${String(m).padStart(2, '0')}`).filter(
        (t) => !['12:00', '12:30', '13:00', '13:30', '14:00'].includes(t),
      ),
    );
    expect(await hasHorizontalScroll(page)).toBe(false);
    await screenshot(page, 'calendar-week-dentist-day');

    // the family day blocks it whole; the reminder marked free blocks nothing
    await (await openDay(page, familyDay.title)).getByText('No open times').waitFor();
    expect(await startsOf(await openDay(page, reminderDay.title), reminderDay)).toHaveLength(ALL_STARTS.length);
    // the rehearsal 4 to 6 PM (its second week): lessons end by 3:45
    expect((await startsOf(await openDay(page, rehearsalDay.title), rehearsalDay)).at(-1)).toBe('14:30');

    // she books 2:30 on the dentist's day, right after his buffer
    const booked = await openDay(page, dentistDay.title);
    await booked.locator(`[data-slot="${dentistDay.at(14, 30)}"]`).click();
    await page.getByRole('button', { name: 'Book this time' }).click();
    const done = page.getByText(/^Booked: .*2:30 PM/);
    await done.waitFor();
    await expect.poll(() => booked.locator(`[data-slot="${dentistDay.at(14, 30)}"]`).count()).toBe(0);
    await done.scrollIntoViewIfNeeded();
    await screenshot(page, 'calendar-week-booked', { fullPage: false });

    // she chooses 10 on the reminder's day; meanwhile he puts a haircut there on his phone: the
    // server reads his calendar again before it books, and refuses
    const later = await openDay(page, reminderDay.title);
    await later.locator(`[data-slot="${reminderDay.at(10)}"]`).click();
    const book = page.getByRole('button', { name: 'Book this time' });
    await book.waitFor();
    expect(
      (await phone.put(`${personal}haircut.ics`, entry('haircut', 'Haircut', ...timed(reminderDay, 10, 11)))).status,
    ).toBe(201);
    await book.click();
    // said once, with the time, and the time leaves her list
    const refused = page.getByRole('alert').filter({ hasText: 'is no longer free' });
    await expect
      .poll(async () => (await refused.allTextContents()).map((text) => text.trim()))
      .toEqual([
        expect.stringMatching(
          new RegExp(
            `^${reminderDay.title}, \\d{4}, 10:00 AM E[SD]T is no longer free\\. Please choose another time\\.$`,
          ),
        ),
      ]);
    await expect.poll(() => later.locator(`[data-slot="${reminderDay.at(10)}"]`).count()).toBe(0);
    await refused.scrollIntoViewIfNeeded();
    await screenshot(page, 'calendar-week-refused', { fullPage: false });

    // nothing of his calendar's words reaches the student's pages
    const html = await page.content();
    for (const word of ['Dentist', 'Family day', 'Quartet rehearsal', 'Haircut', 'Call the tuner'])
      expect(html).not.toContain(word);
    const mine = await site.request('GET', '/api/lessons', { token: admin.token });
    expect(mine.body.map((l: { start: string }) => l.start)).toEqual([dentistDay.at(14, 30)]);
    expect(problems.filter((p) => !p.includes('409'))).toEqual([]);
    await context.close();
  });
});
