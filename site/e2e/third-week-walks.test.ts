import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { BOOKING_MESSAGES, PRESS_FIELDS } from '@jazz/contracts';
import { showDateText } from '@jazz/contracts/shows';
import { createPlayers, fillCall, mailedPath, openAdmin } from './admin-helpers';
import { seedContent } from './fixtures';
import {
  browserForThisFile,
  createEvent,
  fillBookingRequest,
  hasHorizontalScroll,
  newPage,
  pageScriptStarted,
  putLessonSettings,
  screenshot,
  screenshotPath,
  siteForThisFile,
  TWO_PLACES,
  updateEvent,
  watchConsole,
} from './support';

/**
 * The third week tried again as the people it is for would (issue 46, "Done when"): a student
 * books, is mailed, reschedules and cancels; a booker reads /press and asks for a date, with and
 * without script; a fan reads the shows (a festival of three days, a residency with a cancelled
 * and a moved date), follows, listens and watches, with and without script; the owner settles a
 * gig's money and calls a player, on his phone. Each at 390 px (a phone) and 1366 px.
 */
const site = siteForThisFile();
const browser = browserForThisFile();
const DAY = 86_400_000;
const WIDTHS = [390, 1366] as const;
const ZONE = 'America/New_York';
const CONTACT = 'Booking: Jane Agent, jane@agency.example';
/** 8 PM in New York (9 PM in summer), `days` from now. */
const evening = (days: number) => {
  const at = new Date(Date.now() + days * DAY);
  at.setUTCHours(1, 0, 0, 0);
  return at.toISOString();
};
const NO_SCRIPT_FORM = 'Sending this form needs JavaScript, which is off in your browser';

/** The providers' own pages answered here: the walks leave no machine. */
async function answerOutside(context: BrowserContext, siteUrl: string) {
  await context.route(
    (url) => !url.href.startsWith(siteUrl) && /^https?:/.test(url.protocol),
    (route) =>
      route.fulfill({
        body: '<title>outside</title><p>the provider’s page</p>',
        contentType: 'text/html; charset=utf-8',
      }),
  );
}

/** A fresh browser of a person in Vermont: a phone (390) or a laptop (1366), with or without script. */
async function open(width: number, { script = true } = {}) {
  const context = await browser.newContext({
    viewport: { width, height: width < 500 ? 844 : 900 },
    javaScriptEnabled: script,
    timezoneId: ZONE,
  });
  await answerOutside(context, site.url);
  const page = await context.newPage();
  return { context, page, problems: watchConsole(page) };
}

let admin: Awaited<ReturnType<typeof site.admin>>;
let festivalId = '';
let festivalDays = '';
let residencyFirst = '';
/** The residency's exceptions as its entry names them: "(not Dec 17; Dec 24 moved to Fri Dec 25)". */
let exceptions = '';
let showId = '';

beforeAll(async () => {
  admin = await site.admin();
  const { token } = admin;
  for (const name of ['Cannonball Quintet', 'Whitesell Brothers Quartet']) {
    const res = await site.request('POST', '/api/groups/create', {
      token,
      body: { name, description: '', images: {} },
    });
    if (res.status !== 201) throw new Error(`band ${name}: ${res.status}`);
  }
  await seedContent(site, token);
  // the press kit's booking contact, which the page without script gives
  const kit = (await site.request('GET', '/api/press/site')).body as Record<string, unknown>;
  const fields = Object.fromEntries(PRESS_FIELDS.map((field) => [field, kit[field]]));
  await site.request('PUT', '/api/press/update/site', {
    token,
    body: { pressComparatorData: fields, pressData: { ...fields, contact: CONTACT } },
  });
  // lessons every day 10 AM to 8 PM: two lengths, two places
  await putLessonSettings(site, {
    lengths: [
      { minutes: 30, price: '$35' },
      { minutes: 60, price: '$60' },
    ],
    noticeHours: 24,
    horizonWeeks: 4,
    approval: false,
    formats: TWO_PLACES,
  });

  // a plain show three weeks on, with tickets
  const show = await createEvent(site, token, {
    title: 'Spring at the Flynn',
    group: 'Cannonball Quintet',
    venue: 'Flynn Space',
    location: '153 Main St, Burlington, VT 05401',
    ticketsLink: 'https://tickets.example/flynn',
    startDate: evening(21),
  });
  showId = show._id;
  // a festival of three days, five weeks on, 7 PM New York
  const start = new Date(Date.now() + 35 * DAY);
  start.setUTCHours(23, 0, 0, 0);
  const end = new Date(start.getTime() + 2 * DAY + 4 * 3_600_000);
  const festival = await createEvent(site, token, {
    title: 'Stowe Jazz Festival',
    group: 'Whitesell Brothers Quartet',
    venue: 'Stowe Festival Grounds',
    location: 'Stowe, VT',
    startDate: start.toISOString(),
    endDate: end.toISOString(),
  });
  festivalId = festival._id;
  festivalDays = showDateText({ startDate: start.toISOString(), endDate: end.toISOString() }, ZONE);
  // a Thursday residency: one date cancelled, one moved to the Friday
  const series = await site.request('POST', '/api/series/create', {
    token,
    body: {
      title: 'Thursday Residency',
      group: 'Cannonball Quintet',
      venue: 'Radio Bean',
      location: '8 N Winooski Ave, Burlington, VT',
      // six Thursdays at 7 PM from the first after three days on
      from: new Date(Date.now() + 3 * DAY).toISOString().slice(0, 10),
      count: 6,
      repeat: { freq: 'weekly', byDay: ['TH'] },
      startTime: '19:00',
    },
  });
  if (series.status !== 201) throw new Error(`series: ${series.status} ${series.text}`);
  const dates = series.body.events as Record<string, unknown>[];
  residencyFirst = dates[0]!._id as string;
  await updateEvent(site, token, dates[2]!, { status: 'cancelled' });
  const friday = new Date(Date.parse(dates[3]!.startDate as string) + DAY).toISOString();
  await updateEvent(site, token, dates[3]!, { startDate: friday });
  const short = (iso: unknown) =>
    new Intl.DateTimeFormat('en-US', { timeZone: ZONE, month: 'short', day: 'numeric' }).format(new Date(String(iso)));
  exceptions = `(not ${short(dates[2]!.startDate)}; ${short(dates[3]!.startDate)} moved to Fri ${short(friday)})`;
});

/** Logs in through the form, as a student would. */
async function logIn(page: Page, email: string, password: string) {
  await page.goto(`${site.url}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(`${site.url}/`);
}

describe('the student', () => {
  for (const width of WIDTHS) {
    it(`finds /lessons, books 60 minutes online, is mailed, reschedules and cancels (${width} px)`, async () => {
      const student = await site.createUser({ email: `student-${width}@example.com`, firstName: 'Lena' });
      const { context, page, problems } = await open(width);
      await logIn(page, student.email, student.password);
      await pageScriptStarted(page);
      if (width < 500) await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('navigation').getByRole('link', { name: 'Lessons' }).first().click();
      await page.waitForURL(`${site.url}/lessons`);
      await pageScriptStarted(page);
      // signed in: the page does not tell him to make an account
      await page.locator('.lesson-needs').waitFor({ state: 'hidden' });
      await screenshot(page, `walk-student-lessons-${width}`, { fullPage: false });
      await page.getByRole('combobox', { name: 'Length and price' }).selectOption({ label: '60 minutes, $60' });
      await page.getByRole('radio', { name: 'Online' }).check();
      const slot = page.locator('.lesson-slot').nth(2);
      const at = (await slot.getAttribute('data-slot'))!;
      await slot.click();
      const step = page.locator('.lesson-step');
      await step.getByText('60 minutes, $60 · Online').waitFor();
      await screenshot(page, `walk-student-step-${width}`, { fullPage: false });
      await page.getByRole('button', { name: 'Book this time' }).click();
      await page.getByText(/^Booked:/).waitFor();
      await screenshot(page, `walk-student-booked-${width}`, { fullPage: false });
      // no approval asked: the mail says booked, not a request
      const mail = await site.smtp.waitFor(
        (m) => m.to.includes(student.email) && /^Your lesson is booked/.test(m.subject),
      );
      expect(mail.text).toContain('(60 minutes)');
      expect(mail.text).toContain('How: Online, https://meet.example/lesson');
      const token = await site.login(student.email, student.password);
      const mine = (await site.request('GET', '/api/lessons/mine', { token })).body as Record<string, unknown>[];
      expect(mine[0]).toMatchObject({ start: at, length: 60, format: 'online' });

      await page.goto(`${site.url}/dashboard`);
      const lessons = page.getByRole('region', { name: 'My lessons' });
      await lessons.getByRole('link', { name: 'Reschedule' }).click();
      await page.waitForURL(/\/lessons\?move=/);
      await page.getByText('Rescheduling your lesson: choose its new time.').waitFor();
      await screenshot(page, `walk-student-move-${width}`, { fullPage: false });
      const other = page.locator('.lesson-slot').nth(5);
      const to = (await other.getAttribute('data-slot'))!;
      await other.click();
      await page.getByRole('button', { name: 'Move my lesson here' }).click();
      await page.getByText(/^Moved to /).waitFor();
      await screenshot(page, `walk-student-moved-${width}`, { fullPage: false });
      // his calendar holds the booking's invitation: the move is mailed to him too, at its new time
      const moved = await site.smtp.waitFor(
        (m) => m.to.includes(student.email) && /^Your lesson has moved/.test(m.subject),
      );
      expect(moved.raw.replace(/=\r?\n/g, '')).toContain(`DTSTART:${to.replace(/[-:]|\.000/g, '')}`);

      await page.goto(`${site.url}/dashboard`);
      page.once('dialog', (dialog) => void dialog.accept());
      await lessons.getByRole('button', { name: 'Cancel' }).click();
      await page.getByText(/^Cancelled: /).waitFor();
      await screenshot(page, `walk-student-cancelled-${width}`, { fullPage: false });
      await site.smtp.waitFor((m) => m.to.includes(student.email) && /^Your lesson is cancelled/.test(m.subject));
      const after = (await site.request('GET', '/api/lessons/mine', { token })).body as Record<string, unknown>[];
      expect(after[0]).toMatchObject({ start: to, status: 'cancelled' });
      expect(await hasHorizontalScroll(page)).toBe(false);
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('without script, /lessons says up front that choosing a time needs JavaScript (390 px)', async () => {
    const { context, page } = await open(390, { script: false });
    await page.goto(`${site.url}/lessons`);
    // a tap on a time does nothing without script
    expect(await page.locator('noscript .form-notice').innerText()).toContain(
      'Choosing a time and booking need JavaScript',
    );
    await screenshot(page, 'walk-student-lessons-no-script-390', { fullPage: false });
    await context.close();
  });
});

describe('the booker', () => {
  for (const width of WIDTHS) {
    it(`reads /press and sends a booking request, and gets the acknowledgement (${width} px)`, async () => {
      const { context, page, problems } = await open(width);
      await page.goto(`${site.url}/press`);
      await page.getByText(CONTACT).waitFor();
      // with script, the note for a browser without it is not a part of the page
      expect(await page.locator('noscript .form-notice').count()).toBe(0);
      await screenshot(page, `walk-booker-press-${width}`, { fullPage: false });
      const booking = page.locator('form.booking-form');
      const email = `booker-${width}@venue.example`;
      await fillBookingRequest(booking, {
        email,
        city: 'South Burlington, VT',
        dates: 'Saturday June 5 or Sunday June 6',
        message: 'Our summer series has a grand piano.',
      });
      await booking.getByLabel('Band').selectOption('Cannonball Quintet');
      // a quick Send: the human check is solved then
      await booking.getByRole('button', { name: 'Send booking request' }).click();
      await page.getByText(BOOKING_MESSAGES.success).waitFor();
      await page
        .getByRole('region', { name: 'Your request' })
        .getByText('Our summer series has a grand piano.')
        .waitFor();
      await screenshot(page, `walk-booker-sent-${width}`, { fullPage: false });
      const ack = await site.smtp.waitFor((m) => m.to.includes(email));
      expect(ack.subject).toBe('Sam Whitesell: we received your request');
      expect(ack.text).toContain('Band: Cannonball Quintet');
      expect(ack.text).toMatch(/The days we read in it: Saturday, June 5, \d{4} and Sunday, June 6, \d{4}/);
      expect(ack.text).toContain('within two working days');
      // nothing he typed
      expect(ack.text).not.toContain('grand piano');
      expect(ack.text).not.toContain('Higher Ground');
      expect(await hasHorizontalScroll(page)).toBe(false);
      expect(problems).toEqual([]);
      await context.close();
    });

    it(`without script is told before typing, and after sending, and given the booking contact (${width} px)`, async () => {
      const { context, page } = await open(width, { script: false });
      await page.goto(`${site.url}/press#booking`);
      const booking = page.locator('form.booking-form');
      expect(await booking.locator('noscript .form-notice').innerText()).toContain(NO_SCRIPT_FORM);
      await screenshot(page, `walk-booker-press-no-script-${width}`, { fullPage: false });
      await fillBookingRequest(booking, { email: `noscript-${width}@venue.example` });
      await booking.getByRole('button', { name: 'Send booking request' }).click();
      await page.getByRole('heading', { name: 'Your booking request was not sent' }).waitFor();
      expect(page.url()).toBe(`${site.url}/forms/booking?result=check`);
      await page.getByText(CONTACT).waitFor();
      await screenshot(page, `walk-booker-no-script-answer-${width}`, { fullPage: false });
      await context.close();
    });
  }
  it('keeps what he typed before the form’s code came when he types on as it starts (390 px, script held)', async () => {
    const { context, page } = await open(390);
    // the page's entry script held: the booker types into the page as the server wrote it
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // he types on in "Date or dates" as the form's code has come and React hydrates it (its
    // props are on the fields), before the island is live: the render his typing makes wrote
    // React's empty values over the fields typed before
    await page.addInitScript(() => {
      new MutationObserver((changes, observer) => {
        observer.disconnect();
        const island = changes[0]!.target as HTMLElement;
        const name = island.querySelector('#booking-name')!;
        const dates = island.querySelector<HTMLInputElement>('#booking-dates')!;
        const typeOn = () => {
          Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(dates, 'June 5');
          dates.dispatchEvent(new Event('input', { bubbles: true }));
        };
        // one look a task until React has taken the fields
        const channel = new MessageChannel();
        channel.port1.onmessage = () =>
          Object.keys(name).some((key) => key.startsWith('__reactProps')) ? typeOn() : channel.port2.postMessage(0);
        channel.port2.postMessage(0);
      }).observe(document, { subtree: true, attributeFilter: ['data-loaded'] });
    });
    await page.goto(`${site.url}/press`);
    const booking = page.locator('form.booking-form');
    await booking.getByLabel('Name', { exact: true }).fill('Ella Booker');
    await booking.getByLabel('Email').fill('ella@venue.example');
    await booking.getByLabel('Organization or venue').fill('Higher Ground');
    await booking.getByLabel('City').fill('Burlington');
    release();
    await page.locator('[data-island="booking"][data-live]').waitFor({ state: 'attached' });
    // told to React: a render now (a message typed) keeps them
    await booking.getByLabel('Message').fill('Winter series?');
    const fields = ['name', 'email', 'organization', 'city', 'dates', 'message'].map((id) => `#booking-${id}`);
    expect(await Promise.all(fields.map((field) => booking.locator(field).inputValue()))).toEqual([
      'Ella Booker',
      'ella@venue.example',
      'Higher Ground',
      'Burlington',
      'June 5',
      'Winter series?',
    ]);
    await context.close();
  });
});

describe('the fan', () => {
  for (const width of WIDTHS) {
    it(`reads the home page, the shows and a show, follows a band, listens and watches (${width} px)`, async () => {
      const { context, page, problems } = await open(width);
      await page.goto(site.url + '/');
      await pageScriptStarted(page);
      const next = page.getByRole('region', { name: 'Next show' });
      await next.getByRole('link', { name: 'Cannonball Quintet' }).waitFor();
      await screenshot(page, `walk-fan-home-${width}`, { fullPage: false });
      await next.getByRole('link', { name: 'Thursday Residency' }).click();
      await page.waitForURL(new RegExp(`/shows/${residencyFirst}/`));
      const dates = page.locator('#dates');
      expect(await dates.textContent()).toContain('(cancelled)');
      expect(await dates.textContent()).toMatch(/\(moved from Thu \w+ \d+\)/);
      await screenshot(page, `walk-fan-residency-${width}`);

      await page.goto(site.url + '/shows');
      const festival = page.locator('main li', { hasText: 'Stowe Jazz Festival' });
      expect(await festival.textContent()).toContain(festivalDays);
      expect(await festival.textContent()).not.toMatch(/11:59 PM|(AM|PM) to /);
      const residency = page.locator('main li', { hasText: 'Thursday Residency' });
      expect(await residency.textContent()).toContain(exceptions);
      expect(await residency.textContent()).toContain('5 dates');
      await screenshot(page, `walk-fan-shows-${width}`);
      await festival.getByRole('link', { name: 'Stowe Jazz Festival' }).click();
      await page.waitForURL(new RegExp(`/shows/${festivalId}/`));
      await page.locator('main').getByText(festivalDays).waitFor();
      await screenshot(page, `walk-fan-festival-${width}`, { fullPage: false });
      await page.goto(`${site.url}/shows/${showId}`);
      await page.getByRole('link', { name: 'Tickets' }).waitFor();
      await screenshot(page, `walk-fan-show-${width}`, { fullPage: false });

      // follows the quintet from its page (the band ticked there), a quick Follow
      await page.getByRole('main').getByRole('link', { name: 'Cannonball Quintet' }).click();
      await page.waitForURL(`${site.url}/cannonball-quintet`);
      const form = page.getByRole('region', { name: 'Get an e-mail when a show is announced' });
      const fan = `fan-${width}@example.com`;
      await form.getByLabel('Email').fill(fan);
      expect(await form.getByLabel('Cannonball Quintet').isChecked()).toBe(true);
      await form.getByRole('button', { name: 'Follow' }).click();
      await form.getByText('Thank you. Check your inbox: we sent you a link to confirm.').waitFor();
      await screenshot(page, `walk-fan-follow-${width}`, { fullPage: false });
      const confirmation = await site.smtp.waitFor((m) => m.to.includes(fan));
      expect(confirmation.text).toContain('when a show of Cannonball Quintet is announced');
      await page.goto(site.url + /(\/follow\/confirm\/\S+)/.exec(confirmation.text)![1]!);
      await page.getByRole('button', { name: 'Confirm' }).click();
      await page.getByRole('heading', { name: 'You are following the shows' }).waitFor();

      // listens to a track, then watches a video in place
      await page.goto(site.url + '/listen');
      await pageScriptStarted(page);
      await page
        .locator('audio')
        .first()
        .evaluate((el: HTMLAudioElement) => el.play());
      await page.waitForFunction(() => (document.querySelector('audio')?.currentTime ?? 0) > 0);
      await screenshot(page, `walk-fan-listen-${width}`, { fullPage: false });
      await page.goto(site.url + '/Video');
      await pageScriptStarted(page);
      await page.getByRole('link', { name: 'Play E2E Video One' }).click();
      await page.locator('.embed iframe').first().waitFor();
      expect(page.url()).toBe(`${site.url}/Video`);
      await screenshot(page, `walk-fan-video-${width}`, { fullPage: false });
      expect(await hasHorizontalScroll(page)).toBe(false);
      expect(problems).toEqual([]);
      await context.close();
    });

    it(`without script reads the shows, is told the follow form needs script, and watches a video (${width} px)`, async () => {
      const { context, page } = await open(width, { script: false });
      await page.goto(site.url + '/');
      await screenshot(page, `walk-fan-home-no-script-${width}`, { fullPage: false });
      await page.goto(site.url + '/shows');
      expect(await page.locator('main li', { hasText: 'Thursday Residency' }).textContent()).toContain(exceptions);
      await screenshot(page, `walk-fan-shows-no-script-${width}`);
      const form = page.getByRole('region', { name: 'Get an e-mail when a show is announced' });
      expect(await form.locator('noscript .form-notice').innerText()).toContain(NO_SCRIPT_FORM);
      await form.getByLabel('Email').fill(`noscript-fan-${width}@example.com`);
      await form.getByRole('button', { name: 'Follow' }).click();
      await page.getByRole('heading', { name: 'Your request was not sent' }).waitFor();
      await screenshot(page, `walk-fan-follow-no-script-${width}`, { fullPage: false });
      await page.goto(site.url + '/Video');
      await page.getByRole('link', { name: 'Play E2E Video One' }).click();
      await page.waitForURL('https://www.youtube.com/watch?v=E2Evideo001');
      await page.goto(site.url + '/listen');
      expect(await page.locator('audio').count()).toBe(2);
      await screenshot(page, `walk-fan-listen-no-script-${width}`, { fullPage: false });
      await context.close();
    });
  }
});

describe('the owner', () => {
  for (const width of WIDTHS) {
    it(`settles a gig's money and calls a player, who answers on his phone (${width} px)`, async () => {
      const { token } = admin;
      const show = await createEvent(site, token, {
        title: `Gig ${width}`,
        group: 'Cannonball Quintet',
        venue: 'Nectar’s',
        location: '188 Main St, Burlington, VT',
        startDate: evening(12),
      });
      const dana = `dana-${width}@example.com`;
      await createPlayers(site, token, 'bass', [[`Dana Reyes ${width}`, dana]]);
      const { context, page, problems } = await openAdmin(site, browser, width, width < 500 ? 844 : 900);
      await page.goto(`${site.url}/admin-panel/edit-event?id=${show._id}`);
      const money = page.locator('.money-section');
      await money.getByRole('heading', { name: 'Money' }).waitFor();
      await money.getByLabel('This show has a deal').check();
      await money.getByLabel('Guarantee').fill('800');
      await money.getByLabel(/Settled/).check();
      await money.getByLabel('Tips').fill('40');
      await money.getByRole('button', { name: 'Add payout' }).click();
      await page.locator('#payout-0-person').selectOption({ label: `Dana Reyes ${width}` });
      await page.locator('#payout-0-rule').selectOption({ label: 'Flat' });
      await page.locator('#payout-0-amount').fill('250');
      // 800 + 40 tips, Dana 250: his own take 590
      await expect
        .poll(() => money.getByRole('definition').allInnerTexts())
        .toEqual(expect.arrayContaining(['$800.00', '$840.00', '$590.00']));
      expect(await hasHorizontalScroll(page)).toBe(false);
      await money.screenshot({ path: screenshotPath(`walk-owner-money-${width}`) });
      await money.getByRole('button', { name: 'Save money' }).click();
      await page.getByText('Money saved.').waitFor();
      const saved = await site.request('GET', `/api/money/${show._id}`, { token });
      expect(saved.body.totals).toMatchObject({ artistShare: 80_000, net: 84_000, leaderTake: 59_000 });

      await fillCall(page, { instrument: 'bass', first: `Dana Reyes ${width} (bass)`, fee: '250' });
      await page.getByRole('button', { name: 'Send the call' }).click();
      await page.getByText(new RegExp(`Asked Dana Reyes ${width} — waiting, answer by \\w{3} \\d`)).waitFor();
      await page.locator('.band-section').screenshot({ path: screenshotPath(`walk-owner-called-${width}`) });
      expect(await hasHorizontalScroll(page)).toBe(false);

      // Dana, on her phone, from the mail
      const ask = await site.smtp.waitFor((m) => m.to.includes(dana) && /^Can you play bass\?/.test(m.subject));
      expect(ask.text).toContain('Where: Nectar’s, 188 Main St, Burlington, VT');
      expect(ask.text).toContain('Fee: $250.00');
      const player = await newPage(browser, 390, 844);
      await player.page.goto(site.url + mailedPath(ask.text, 'call'));
      await screenshot(player.page, `walk-owner-player-call-${width}`, { fullPage: false });
      await player.page.getByRole('button', { name: "Yes, I'm in" }).click();
      await player.page.getByText("You're in").waitFor();
      await player.context.close();
      await site.smtp.waitFor((m) => m.to.includes(dana) && /^You're in/.test(m.subject));

      await page.reload();
      await page.getByText(`Confirmed: Dana Reyes ${width}`).waitFor();
      // her pay was typed before the call: her yes does not pay her a second time
      const paid = await site.request('GET', `/api/money/${show._id}`, { token });
      expect(paid.body.payouts).toHaveLength(1);
      expect(paid.body.totals.leaderTake).toBe(59_000);
      await page.locator('.band-section').screenshot({ path: screenshotPath(`walk-owner-confirmed-${width}`) });
      const shows = (await site.request('GET', '/api/events')).body as { _id: string; lineup: { name: string }[] }[];
      expect(shows.find((one) => one._id === show._id)?.lineup.map((entry) => entry.name)).toContain(
        `Dana Reyes ${width}`,
      );
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
