import { describe, expect, it } from 'vitest';
import { seededForThisFile } from './fixtures';
import { browserForThisFile, newPage, pageScriptStarted, screenshot, siteForThisFile, watchConsole } from './support';

const site = siteForThisFile();
const browser = browserForThisFile();
const seeded = seededForThisFile(site);

describe('public interactions', () => {
  it('the BANDS menu opens from the keyboard, lists bands and groups, and closes on Escape', async () => {
    const { context, page } = await newPage(browser);
    const problems = watchConsole(page);
    await page.goto(site.url + '/', { waitUntil: 'networkidle' });
    const bands = page.getByRole('button', { name: 'BANDS' });
    await bands.focus();
    await page.keyboard.press('Enter');
    expect(await bands.getAttribute('aria-expanded')).toBe('true');
    const menu = page.locator('#' + (await bands.getAttribute('aria-controls')));
    const names = await menu.getByRole('link').allTextContents();
    expect(names.slice(0, 2)).toEqual(['Whitesell Brothers Quartet', 'Cannonball Quintet']);
    expect(names).toHaveLength(2 + 5 + 1);
    expect(names[7]).toBe('E2E Swing Band');
    await page.keyboard.press('Escape');
    expect(await bands.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('BANDS');
    // Tab into the list and follow the server group's link
    await page.keyboard.press('Enter');
    await menu.getByRole('link', { name: 'E2E Swing Band' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/groups/${seeded.band._id}`);
    await page.getByText('A band made by the e2e test.').waitFor();
    expect(await page.locator('h1').textContent()).toBe('E2E Swing Band');
    // the title follows a client-side navigation in an effect, a moment after the URL
    await expect.poll(() => page.title()).toMatch(/^E2E Swing Band \|/);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the shows toggle switches between upcoming (default, ascending) and past', async () => {
    const { context, page } = await newPage(browser);
    const problems = watchConsole(page);
    await page.goto(site.url + '/shows', { waitUntil: 'networkidle' });
    const upcoming = page.getByRole('button', { name: 'Upcoming Shows' });
    const past = page.getByRole('button', { name: 'Past Shows' });
    expect(await upcoming.getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('.show-title').allTextContents()).toEqual([
      'E2E Upcoming Quintet Night',
      'E2E Later Quartet Set',
    ]);
    const first = page.locator('.show').first();
    expect(await first.locator('.show-date').textContent()).toMatch(
      /^(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day, [A-Z][a-z]+ \d{1,2}, \d{4}$/,
    );
    expect(await first.getByRole('link', { name: 'E2E Jazz Club' }).getAttribute('href')).toBe(
      'https://example.com/club',
    );
    expect(await first.getByRole('link', { name: /^Tickets/ }).getAttribute('href')).toBe(
      'https://example.com/tickets',
    );
    // the toggle loads the list's own address (/shows?when=past): a page load, at the top
    await pageScriptStarted(page);
    await past.click();
    await page.waitForURL(/\/shows\?when=past$/);
    await expect.poll(() => past.getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('.show-title').allTextContents()).toEqual(['E2E Past Concert']);
    await screenshot(page, 'public-shows-past');
    await pageScriptStarted(page);
    await upcoming.click();
    await page.waitForURL(/\/shows$/);
    await expect.poll(() => page.locator('.show-title').count()).toBe(2);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the lightbox shows the count and caption, moves with arrows and swipes, closes on Escape', async () => {
    const { context, page } = await newPage(browser);
    const problems = watchConsole(page);
    await page.goto(site.url + '/photos', { waitUntil: 'networkidle' });
    const items = page.locator('.gallery-item');
    expect(await items.count()).toBe(28);
    const img = items.nth(2).locator('img');
    expect(await img.getAttribute('width')).toBeTruthy();
    expect(await items.nth(10).locator('img').getAttribute('loading')).toBe('lazy');
    await items.nth(2).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.locator('.lightbox-count').textContent()).toBe('3 / 28');
    expect(await dialog.locator('figcaption').textContent()).toContain('E2E Photo 3');
    await page.keyboard.press('ArrowRight');
    expect(await dialog.locator('.lightbox-count').textContent()).toBe('4 / 28');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await dialog.locator('.lightbox-count').textContent()).toBe('1 / 28');
    await page.keyboard.press('ArrowLeft');
    expect(await dialog.locator('.lightbox-count').textContent()).toBe('28 / 28');
    // swipe left: next photo
    const box = (await dialog.locator('img').boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    expect(await dialog.locator('.lightbox-count').textContent()).toBe('1 / 28');
    // focus stays inside the dialog
    for (let i = 0; i < 5; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
    await screenshot(page, 'public-lightbox');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.classList.contains('gallery-item'))).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a video plays only after its preview is clicked (no third-party iframe before)', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(site.url + '/Video', { waitUntil: 'networkidle' });
    expect(await page.locator('iframe').count()).toBe(0);
    const html = await (await fetch(site.url + '/Video')).text();
    expect(html).not.toContain('<iframe');
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ body: '<p>player</p>', contentType: 'text/html' }),
    );
    await page.locator('.facade').first().click();
    expect(await page.locator('iframe').first().getAttribute('src')).toContain('youtube-nocookie.com/embed/');
    await context.close();
  });

  it('the contact form checks fields, then a quick Send (the human check not ticked) sends a message that arrives by mail', async () => {
    const { context, page } = await newPage(browser);
    const problems = watchConsole(page);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/contact') sent.push(request.url());
    });
    await page.goto(site.url + '/contact', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Send' }).click();
    for (const message of [
      'First name is required.',
      'Last name is required.',
      'A valid email is required.',
      'Subject is required.',
      'Message is required.',
    ])
      await page.getByText(message).waitFor();
    // the fields come first: no human check is solved for a message that can not be sent
    expect(await page.getByText('Please be a human.').count()).toBe(0);
    const first = page.getByLabel('First Name');
    expect(await first.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#' + (await first.getAttribute('aria-describedby'))).textContent()).toBe(
      'First name is required.',
    );

    await first.fill('Ella');
    await page.getByLabel('Last Name').fill('Fan');
    await page.getByLabel('Email').fill('ella@example.com');
    await page.getByLabel('Subject').fill('Booking for a wedding');
    await page.getByLabel('Message').fill('Are you free on June 5?');
    // each field's error goes as it is filled
    await page.getByText('Message is required.').waitFor({ state: 'detached' });
    // Send at once, the box not ticked: the check is solved then, not refused (issue 46)
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Contact form submitted successfully.').waitFor();
    // the keyboard stays where the form was, not back at the page's start
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Contact form submitted successfully.');
    const mail = await site.smtp.waitFor((m) => m.text.includes('Are you free on June 5?'));
    // the Send with empty fields sent nothing: the one message is the checked one
    expect(sent).toHaveLength(1);
    expect(mail.text).toContain('Ella');
    expect(mail.text).toContain('ella@example.com');
    expect(mail.subject).toContain('Booking for a wedding');
    await screenshot(page, 'public-contact-sent');
    expect(problems).toEqual([]);
    await context.close();
  });
});
