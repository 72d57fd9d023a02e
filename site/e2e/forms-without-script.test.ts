import { beforeAll, describe, expect, it } from 'vitest';
import { PRESS_FIELDS } from '@jazz/contracts';
import type { Page } from 'playwright-core';
import { browserForThisFile, fillBookingRequest, hasHorizontalScroll, screenshot, siteForThisFile } from './support';

/**
 * A phone with JavaScript off (or a typist faster than the page's script): every public form
 * that sends something posts to the server, which answers with a page; no field ever lands in
 * the address (issue 46, major 1).
 */
const site = siteForThisFile({ config: { contactTo: 'owner-private@example.com' } });
const browser = browserForThisFile();
const CONTACT = 'Booking: Jane Agent, jane@agency.example';

let adminEmail = '';
beforeAll(async () => {
  const { token, email } = await site.admin();
  adminEmail = email;
  await site.request('POST', '/api/groups/create', {
    token,
    body: { name: 'Cannonball Quintet', description: '', images: {} },
  });
  const kit = (await site.request('GET', '/api/press/site')).body as Record<string, unknown>;
  const fields = Object.fromEntries(PRESS_FIELDS.map((field) => [field, kit[field]]));
  const put = await site.request('PUT', '/api/press/update/site', {
    token,
    body: { pressComparatorData: fields, pressData: { ...fields, contact: CONTACT } },
  });
  if (put.status !== 200) throw new Error(`press kit: ${put.status}`);
});

async function withoutScript<T>(run: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

/** Every form of the page: its method and action as the browser reads them. */
const formsOf = (page: Page) =>
  page.locator('form').evaluateAll((forms) =>
    forms.map((form) => ({
      method: form.getAttribute('method'),
      action: form.getAttribute('action'),
      toggle: form.querySelector('[aria-label="Which shows to list"]') !== null,
    })),
  );

describe('the public forms without JavaScript (390 px)', () => {
  it('every form that sends something posts to an address; the shows toggle stays a GET form', async () => {
    await withoutScript(async (page) => {
      for (const path of ['/login', '/register', '/forgotpassword', '/contact', '/press', '/shows']) {
        await page.goto(site.url + path);
        const forms = await formsOf(page);
        expect(forms.length, path).toBeGreaterThan(0);
        for (const form of forms) {
          // the Upcoming/Past toggle: its fields are the page's address
          if (form.toggle) expect(form, path).toMatchObject({ method: 'get', action: path });
          else expect(form, path).toMatchObject({ method: 'post', action: expect.stringMatching(/^\//) });
        }
      }
    });
  });

  it('log in and register post to their own address, which says they need JavaScript: no password in the address', async () => {
    await withoutScript(async (page) => {
      await page.goto(`${site.url}/login`);
      await page.getByLabel('Email').fill('fan@example.com');
      await page.getByLabel('Password').fill('s3cret-Passw0rd');
      await page.getByLabel('Password').press('Enter');
      await page.getByRole('heading', { name: 'Logging in needs JavaScript' }).waitFor();
      expect(page.url()).toBe(`${site.url}/login`);
      expect(await page.content()).not.toContain('s3cret-Passw0rd');
      await screenshot(page, 'no-script-login-390');

      await page.goto(`${site.url}/register`);
      await page.getByRole('button', { name: 'Register' }).click();
      await page.getByRole('heading', { name: 'Creating an account needs JavaScript' }).waitFor();
      expect(page.url()).toBe(`${site.url}/register`);
    });
  });

  it('follow, contact and the booking request post; the answer says the check needs JavaScript and gives the booking contact', async () => {
    await withoutScript(async (page) => {
      await page.goto(`${site.url}/shows`);
      const follow = page.getByRole('region', { name: 'Get an e-mail when a show is announced' });
      await follow.getByLabel('Email').fill('fan@example.com');
      await follow.getByRole('button', { name: 'Follow' }).click();
      await page.getByRole('heading', { name: 'Your request was not sent' }).waitFor();
      expect(page.url()).toBe(`${site.url}/forms/follow?result=check`);

      await page.goto(`${site.url}/contact`);
      await page.getByLabel('First Name').fill('Ella');
      await page.getByLabel('Last Name').fill('Fitzgerald');
      await page.getByLabel('Email').fill('ella@example.com');
      await page.getByLabel('Subject').fill('June');
      await page.getByLabel('Message').fill('Our festival?');
      await page.getByRole('button', { name: 'Send', exact: true }).click();
      await page.getByRole('heading', { name: 'Your message was not sent' }).waitFor();
      expect(page.url()).toBe(`${site.url}/forms/contact?result=check`);

      await page.goto(`${site.url}/press`);
      const booking = page.locator('form.booking-form');
      await fillBookingRequest(booking);
      await booking.getByRole('button', { name: 'Send booking request' }).click();
      await page.getByRole('heading', { name: 'Your booking request was not sent' }).waitFor();
      expect(page.url()).toBe(`${site.url}/forms/booking?result=check`);
      const main = (await page.locator('main').textContent()) ?? '';
      expect(main).toContain('needs JavaScript');
      expect(main).toContain(CONTACT);
      expect(main).not.toContain('owner-private@example.com');
      expect(main).not.toContain(adminEmail);
      expect(await hasHorizontalScroll(page)).toBe(false);
      await screenshot(page, 'no-script-booking-answer-390');
    });
    const { token } = await site.admin();
    expect((await site.request('GET', '/api/bookings', { token })).body).toEqual([]);
  });
});
