import { describe, expect, it } from 'vitest';
import { adminTestFile, createPlayers, fillCall, mailedPath } from './admin-helpers';
import { createEvent, hasHorizontalScroll, screenshot, screenshotPath } from './support';

const { site, openAdmin } = adminTestFile();
const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600_000).toISOString();

describe('calls in the admin, on a 390 px phone', () => {
  it('calls a chair from Edit Event, shows its state in words, and lists it under Calls', async () => {
    const { token } = await site.admin();
    const show = await createEvent(site, token, {
      title: 'Saturday at Nectar',
      group: 'Whitesell Quartet',
      venue: 'Nectar',
      startDate: inDays(10),
    });
    await createPlayers(site, token, 'bass', [
      ['Dana Reyes', 'dana.calls@example.com'],
      ['Sam Okafor', 'sam.calls@example.com'],
    ]);

    const { context, page, problems } = await openAdmin(390, 844);
    await page.goto(`${site.url}/admin-panel/edit-event?id=${show._id ?? show.id}`);
    await fillCall(page, {
      instrument: 'bass',
      first: 'Dana Reyes (bass)',
      backups: ['Sam Okafor (bass)'],
      fee: '250',
    });
    expect(await hasHorizontalScroll(page)).toBe(false);
    await page.locator('.call-form').screenshot({ path: screenshotPath('admin-call-form-390') });
    await page.getByRole('button', { name: 'Send the call' }).click();
    await page.getByText(/Asked Dana Reyes — waiting, answer by \w{3} \d/).waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await page.locator('.band-section').screenshot({ path: screenshotPath('admin-band-390') });

    // the player's side: the mail's link, "Can't make it", and the backup is asked
    const mail = await site.smtp.waitFor((m) => m.to.includes('dana.calls@example.com'));
    const link = mailedPath(mail.text, 'call');
    const player = await context.newPage();
    await player.goto(site.url + link);
    await screenshot(player, 'call-page-390');
    await player.getByRole('button', { name: "Can't make it" }).click();
    await player.getByText('This call is closed').waitFor();
    await site.smtp.waitFor((m) => m.to.includes('sam.calls@example.com'));

    await page.goto(`${site.url}/admin-panel/calls`);
    await page.getByText(/Asked Sam Okafor — waiting/).waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await screenshot(page, 'admin-calls-390');
    expect(problems).toEqual([]);
    await context.close();
  });
});
