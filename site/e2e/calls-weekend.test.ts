import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { adminTestFile, answerNextDialog, createPlayers, fillCall, mailedPath } from './admin-helpers';
import { createEvent, hasHorizontalScroll, newPage, screenshot, screenshotPath } from './support';

const { site, browser, openAdmin } = adminTestFile();

/** The Friday, Saturday and Sunday 8 PM-ish (New York) of the first weekend at least a week on. */
function weekend(): string[] {
  const saturday = new Date(Date.now() + 8 * 24 * 3600_000);
  while (saturday.getUTCDay() !== 6) saturday.setUTCDate(saturday.getUTCDate() + 1);
  // 01:00 UTC on Saturday is Friday evening in New York, whatever DST says
  saturday.setUTCHours(1, 0, 0, 0);
  return [0, 1, 2].map((day) => new Date(saturday.getTime() + day * 24 * 3600_000).toISOString());
}

const VENUES = ['Radio Bean', 'Nectar’s', 'Higher Ground'];
const mailTo = (address: string, text: string, subject = /^Can you play/) =>
  site.smtp.waitFor((m) => m.to.includes(address) && subject.test(m.subject) && m.text.includes(text));

/** Calls the bass chair of a show from its Band section: Dana first, Sam the backup, $250. */
async function callBass(page: Page, eventId: string) {
  await page.goto(`${site.url}/admin-panel/edit-event?id=${eventId}`);
  await fillCall(page, { instrument: 'bass', first: 'Dana Reyes (bass)', backups: ['Sam Okafor (bass)'], fee: '250' });
  await page.getByRole('button', { name: 'Send the call' }).click();
  await page.getByText(/Asked Dana Reyes — waiting, answer by \w{3} \d/).waitFor();
}

describe('the owner’s weekend, on a 390 px phone (issue 43)', () => {
  it('staffs three gigs: one decline goes to the backup, the load-in is set, the calendar link renewed', async () => {
    const { token } = await site.admin();
    const shows: string[] = [];
    for (const [index, startDate] of weekend().entries()) {
      const show = await createEvent(site, token, {
        title: `Weekend ${index + 1}`,
        group: 'Whitesell Quartet',
        venue: VENUES[index]!,
        startDate,
      });
      shows.push((show._id ?? show.id) as string);
    }
    await createPlayers(site, token, 'bass', [
      ['Dana Reyes', 'dana.weekend@example.com'],
      ['Sam Okafor', 'sam.weekend@example.com'],
    ]);

    const { context, page, problems } = await openAdmin(390, 844);
    for (const eventId of shows) await callBass(page, eventId);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await page.locator('.band-section').screenshot({ path: screenshotPath('weekend-band-asked-390') });
    await page.goto(`${site.url}/admin-panel/calls`);
    await page
      .getByText(/Asked Dana Reyes — waiting/)
      .nth(2)
      .waitFor();
    await screenshot(page, 'weekend-calls-asked-390');

    // Dana, on her phone, from each mail: yes to Friday and Sunday, "Can't make it" on Saturday
    const player = await newPage(browser, 390, 844);
    for (const [index, venue] of VENUES.entries()) {
      const mail = await mailTo('dana.weekend@example.com', venue);
      await player.page.goto(site.url + mailedPath(mail.text, 'call'));
      await player.page.getByRole('button', { name: "Can't make it" }).waitFor();
      if (index === 0) await screenshot(player.page, 'weekend-call-page-390');
      await player.page.getByRole('button', { name: index === 1 ? "Can't make it" : "Yes, I'm in" }).click();
      await player.page.getByText(index === 1 ? 'Thank you for letting us know' : "You're in").waitFor();
    }
    await screenshot(player.page, 'weekend-call-answered-390');
    // the backup is asked for Saturday, and says yes
    const samAsk = await mailTo('sam.weekend@example.com', VENUES[1]!);
    await player.page.goto(site.url + mailedPath(samAsk.text, 'call'));
    await player.page.getByRole('button', { name: "Yes, I'm in" }).click();
    await player.page.getByText("You're in").waitFor();
    await player.context.close();

    await page.goto(`${site.url}/admin-panel/calls`);
    await page.getByText('Every upcoming chair called is confirmed.').waitFor();
    await page.goto(`${site.url}/admin-panel/edit-event?id=${shows[1]}`);
    await page.getByText('Confirmed: Sam Okafor').waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await page.locator('.band-section').screenshot({ path: screenshotPath('weekend-band-confirmed-390') });

    // Friday's load-in, in the deal: the reminder and the contract say it
    await page.goto(`${site.url}/admin-panel/edit-event?id=${shows[0]}`);
    await page.getByLabel('This show has a deal').check();
    await page.getByLabel('Load-in', { exact: true }).fill('18:30');
    await page.getByRole('button', { name: 'Save money' }).click();
    await expect
      .poll(async () => (await site.request('GET', `/api/money/${shows[0]}`, { token })).body.deal?.loadIn)
      .toBe('18:30');
    expect(await hasHorizontalScroll(page)).toBe(false);
    await page
      .locator('.money-part', { hasText: 'Deal' })
      .first()
      .screenshot({ path: screenshotPath('weekend-deal-390') });

    // People: Dana's calendar link, as mailed with her first yes; renewed, the old one is 404
    const confirmation = await mailTo('dana.weekend@example.com', VENUES[0]!, /^You're in/);
    const mailed = mailedPath(confirmation.text, 'people');
    await page.goto(`${site.url}/admin-panel/people`);
    await page.getByRole('button', { name: 'Edit Dana Reyes' }).click();
    const field = page.getByLabel('Dana Reyes’s gigs with the band, as a calendar to subscribe to');
    await expect.poll(() => field.inputValue()).toBe(`http://localhost:3999${mailed}`);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await page.locator('.person-feed').screenshot({ path: screenshotPath('weekend-person-feed-390') });
    const question = answerNextDialog(page, true);
    await page.getByRole('button', { name: 'Renew calendar link' }).click();
    expect(await question).toMatch(/The old link stops working/);
    await page.getByText('A new link is made: the old one no longer works.').waitFor();
    const renewed = new URL(await field.inputValue()).pathname;
    expect(renewed).not.toBe(mailed);
    expect((await site.request('GET', mailed)).status).toBe(404);
    const feed = await site.request('GET', renewed);
    expect(feed.status).toBe(200);
    expect(feed.text.match(/STATUS:CONFIRMED/g)).toHaveLength(2);
    await screenshot(page, 'weekend-people-390');

    expect(problems).toEqual([]);
    await context.close();
  });
});
