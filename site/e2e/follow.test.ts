import { beforeAll, describe, expect, it } from 'vitest';
import { browserForThisFile, createEvent, newPage, screenshot, siteForThisFile, watchConsole } from './support';

const site = siteForThisFile({ config: { announceDelay: 0.3 }, announcer: true });
const browser = browserForThisFile();

beforeAll(async () => {
  const { token } = await site.admin();
  for (const name of ['Cannonball Quintet', 'Whitesell Brothers Quartet'])
    await site.request('POST', '/api/groups/create', { token, body: { name, description: '', images: {} } });
});

describe('following the bands', () => {
  it('offers the form on /shows, on each show page and on the band pages, the band chosen there', async () => {
    const { token } = await site.admin();
    const show = await site.request('POST', '/api/events/create', {
      token,
      body: {
        group: 'Whitesell Brothers Quartet',
        venue: 'Form Hall',
        startDate: new Date(Date.now() + 9 * 86_400_000).toISOString(),
      },
    });
    const { context, page } = await newPage(browser);
    for (const [path, band] of [
      ['/shows', null],
      [`/shows/${show.body._id}`, 'Whitesell Brothers Quartet'],
      ['/cannonball-quintet', 'Cannonball Quintet'],
      ['/whitesell-brothers-quartet', 'Whitesell Brothers Quartet'],
    ] as const) {
      await page.goto(site.url + path);
      const form = page.getByRole('region', { name: 'Get an e-mail when a show is announced' });
      await form.getByLabel('Email').waitFor();
      expect(await form.getByLabel('All bands').isChecked()).toBe(band === null);
      if (band) expect(await form.getByLabel(band).isChecked()).toBe(true);
    }
    await context.close();
  });

  it('a fan follows one band from /shows with the human check, confirms by mail and gets the next show', async () => {
    const { context, page } = await newPage(browser, 390, 844);
    const problems = watchConsole(page);
    await page.goto(site.url + '/shows', { waitUntil: 'networkidle' });
    const form = page.getByRole('region', { name: 'Get an e-mail when a show is announced' });
    await form.getByRole('button', { name: 'Follow' }).click();
    // the fields are checked first: no human check is solved for a request that can not be sent
    await form.getByText('A valid email is required.').waitFor();
    expect(await form.getByText('Please be a human.').count()).toBe(0);
    await form.getByLabel('Email').fill('phone-fan@example.com');

    // all bands by default; this fan wants the quintet only
    await form.getByLabel('All bands').uncheck();
    await form.getByRole('button', { name: 'Follow' }).click();
    await form.getByText('Choose at least one band, or all of them.').waitFor();
    await form.getByLabel('Cannonball Quintet').check();

    // a quick Follow, the human check not ticked: it is solved then, and the request sent (issue 46)
    await form.getByRole('button', { name: 'Follow' }).click();
    await form.getByText('Thank you. Check your inbox: we sent you a link to confirm.').waitFor();
    await screenshot(page, 'follow-form-sent');

    const confirmation = await site.smtp.waitFor((m) => m.to.includes('phone-fan@example.com'));
    expect(confirmation.text).toContain('Cannonball Quintet');
    const link = /(http\S+\/follow\/confirm\/\S+)/
      .exec(confirmation.text)![1]!
      .replace('http://localhost:3999', site.url);
    await page.goto(link);
    // the confirm page and its answer are pages of the site: header, nav and footer
    const inLayout = async () => {
      // the menu is a button once the page's islands have started (after its load)
      await page.getByRole('button', { name: /menu/i }).waitFor();
      expect(await page.locator('header.site-header').count()).toBe(1);
      expect(await page.getByRole('button', { name: /menu/i }).count()).toBe(1);
      expect(await page.locator('footer.site-footer').count()).toBe(1);
    };
    await inLayout();
    await screenshot(page, 'follow-confirm-phone');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('heading', { name: 'You are following the shows' }).waitFor();
    await inLayout();

    const admin = await site.admin();
    await createEvent(site, admin.token, {
      group: 'Cannonball Quintet',
      venue: 'Follow Club',
      title: 'Followed Night',
      startDate: new Date(Date.now() + 20 * 86_400_000).toISOString(),
    });
    const digest = await site.smtp.waitFor(
      (m) => m.to.includes('phone-fan@example.com') && m.subject.startsWith('New show'),
      10_000,
    );
    expect(digest.text).toContain('Followed Night');
    expect(problems).toEqual([]);
    await context.close();
  });
});
