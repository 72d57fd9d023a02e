import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { testSeriesData } from '@jazz/testing/factories';
import { adminTestFile, answerNextDialog, seriousViolations } from './admin-helpers';
import { createEvent, downloadedBytes, hasHorizontalScroll, screenshot } from './support';

// a site that keeps its books in euros: every amount the admin shows or takes is in SITE_CURRENCY
const { site, openAdmin } = adminTestFile({ config: { currency: 'EUR' } });

/** October 2026's Fridays at Nectar's (fixed days: the statements' and the 1099's year is 2026 whenever this runs). */
const FRIDAYS = [
  { day: '2026-10-02', start: '2026-10-02T23:00:00.000Z' },
  { day: '2026-10-09', start: '2026-10-09T23:00:00.000Z' },
  { day: '2026-10-16', start: '2026-10-16T23:00:00.000Z' },
];

const invoiceNumber = (text: string) => /Invoice (\d{4}-\d{4})/.exec(text)?.[1] ?? '';

/** Waits for a download started by `click` and answers its name and bytes. */
async function downloaded(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: download.suggestedFilename(), bytes: await downloadedBytes(download) };
}

/**
 * A Friday as the owner settles it on his phone after the gig: the deal, the door and tips, the
 * band's pay (Dana a flat 700, Sam an equal share with him), the miles, then the balance
 * invoiced and, when the club pays, marked paid.
 */
async function settleOnThePhone(page: Page, eventId: string, day: string, shot: string | null) {
  await page.goto(`${site.url}/admin-panel/edit-event?id=${eventId}`);
  const money = page.locator('.money-section');
  await money.getByRole('heading', { name: 'Money' }).waitFor();
  await money.getByLabel('This show has a deal').check();
  await money.getByLabel('Guarantee').fill('1,200');
  await money.getByLabel('Deposit', { exact: true }).fill('300');
  await money.getByLabel('Deposit due').fill('2026-09-15');
  await money.getByLabel('Balance due').fill(day);
  await money.getByLabel('Buyer', { exact: true }).fill('Ann Lee');
  await money.getByLabel('Organization').fill('Nectar’s');
  await money.getByLabel('Buyer email').fill('ann@nectars.example');
  await money.getByLabel(/Settled/).check();
  await money.getByLabel('Gross (the door)').fill('900');
  await money.getByLabel('Tips').fill('60');
  await money.getByRole('button', { name: 'Add payout' }).click();
  await page.locator('#payout-0-person').selectOption({ label: 'Dana Reyes' });
  await page.locator('#payout-0-rule').selectOption({ label: 'Flat' });
  await page.locator('#payout-0-amount').fill('700');
  await page.locator('#payout-0-paid').check();
  await page.locator('#payout-0-paid-date').fill(day);
  await page.locator('#payout-0-paid-method').selectOption('check');
  await money.getByRole('button', { name: 'Add payout' }).click();
  await page.locator('#payout-1-person').selectOption({ label: 'Sam Okafor' });
  await page.locator('#payout-1-paid').check();
  await page.locator('#payout-1-paid-date').fill(day);
  await page.locator('#payout-1-paid-method').selectOption('cash');
  await money.getByLabel('Miles (round trip)').fill('42');
  await money.getByLabel('Trip purpose').fill('Gig at Nectar’s');
  // the totals as he types: 1,200 + 60 tips, Dana 700, the 560 left in two shares
  const totals = money.getByRole('definition');
  await expect
    .poll(() => totals.allInnerTexts())
    .toEqual(expect.arrayContaining(['€1,200.00', '€1,260.00', '€980.00', '€280.00']));
  expect(await page.locator('.money-owed').allInnerTexts()).toEqual(['Owed: €700.00', 'Owed: €280.00']);
  expect(await hasHorizontalScroll(page)).toBe(false);
  if (shot) await screenshot(page, `${shot}-settled`);
  await money.getByRole('button', { name: 'Save money' }).click();
  await page.getByText('Money saved.').waitFor();

  // the balance (1,200 − the 300 deposit) invoiced and mailed with its PDF
  await money.getByRole('button', { name: 'Invoice balance' }).click();
  const note = money.getByText(/is on its way to the buyer/);
  const number = invoiceNumber(await note.innerText());
  expect(number).toMatch(/^\d{4}-\d{4}$/);
  const mail = await site.smtp.waitFor((m) => m.subject.includes(`Invoice ${number}`));
  expect(mail.to).toEqual(['ann@nectars.example']);
  expect(mail.raw).toContain(`invoice-${number}.pdf`);
  expect(mail.text).toContain('€900.00');

  // the club pays the balance: Mark paid, on the show's own list of invoices
  const invoices = money.getByRole('table', { name: 'Invoices of this show' });
  await invoices.getByRole('button', { name: `Mark paid invoice ${number}` }).click();
  const dialog = page.getByRole('dialog', { name: `Payment of invoice ${number}` });
  expect(await dialog.getByLabel('Amount').inputValue()).toBe('900.00');
  await dialog.getByLabel('Paid on').fill(day);
  await dialog.getByLabel('Method').selectOption('ach');
  await dialog.getByLabel('Reference').fill(`ACH ${day}`);
  if (shot) {
    await screenshot(page, `${shot}-mark-paid`, { fullPage: false });
    expect(await seriousViolations(page), 'the Mark paid dialog').toEqual([]);
  }
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await invoices.locator('td[data-label="Status"]', { hasText: 'Paid' }).waitFor();
  // the payment joined the show's payments, and the form shows it without a reload
  await expect.poll(() => totals.allInnerTexts()).toEqual(expect.arrayContaining(['€900.00', '€300.00']));
  expect(await hasHorizontalScroll(page)).toBe(false);
  if (shot) {
    await screenshot(page, `${shot}-paid`);
    expect(await seriousViolations(page), 'Edit Event with its money').toEqual([]);
  }
  return number;
}

describe('the owner’s month of money, on the phone and at 1366 px', () => {
  // what each step of the walk hands the next: the shows and the invoices' numbers
  const walk = { fridays: [] as { _id: string }[], firstThursday: '', numbers: [] as string[], monthNumber: '' };

  beforeAll(async () => {
    const { token } = await site.admin();
    const person = async (body: Record<string, unknown>) => {
      const res = await site.request('POST', '/api/people/create', { token, body });
      expect(res.status, res.text).toBe(201);
      return res.body as { _id: string };
    };
    await person({ name: 'Dana Reyes', instruments: ['bass'], payMethod: 'check', w9OnFile: true, tin: '123-45-6789' });
    await person({ name: 'Sam Okafor', instruments: ['drums'], payMethod: 'cash' });
    for (const { start } of FRIDAYS)
      walk.fridays.push(
        await createEvent(site, token, {
          title: 'Friday at Nectar’s',
          group: 'Whitesell Quartet',
          venue: 'Nectar’s',
          location: 'Burlington, VT',
          startDate: start,
        }),
      );
    const residency = await site.request('POST', '/api/series/create', {
      token,
      body: testSeriesData({ from: '2026-10-01', count: 5 }),
    });
    expect(residency.status, residency.text).toBe(201);
    walk.firstThursday = (residency.body as { events: { id: string }[] }).events[0]!.id;
  });

  it('on a 390 px phone: three Fridays settled, their band paid, the balance invoiced and marked paid', async () => {
    // on the phone, after each Friday
    const phone = await openAdmin(390, 844);
    for (const [index, friday] of walk.fridays.entries())
      walk.numbers.push(
        await settleOnThePhone(phone.page, friday._id, FRIDAYS[index]!.day, index === 0 ? 'admin-money-390' : null),
      );
    expect(new Set(walk.numbers).size).toBe(3);
    expect(phone.problems).toEqual([]);
    await phone.context.close();
    // three whole evenings typed on the phone, and axe twice: more than the minute of one step
  }, 150_000);

  it('at 1366 px: the residency’s deal, once for its dates, and its month invoiced', async () => {
    // at the desk (1366 px): the residency's deal, once for its five Thursdays, and its month
    const desk = await openAdmin(1366, 900);
    const { page } = desk;
    await page.goto(`${site.url}/admin-panel/edit-event?id=${walk.firstThursday}`);
    const series = page.getByRole('region', { name: 'Series deal' });
    await series.getByLabel('The series has a deal').check();
    await series.getByLabel('Guarantee').fill('400');
    await series.getByLabel('Balance due').fill('2026-10-31');
    await series.getByLabel('Buyer', { exact: true }).fill('Rosa Diaz');
    await series.getByLabel('Buyer email').fill('rosa@radiobean.example');
    await series.getByRole('button', { name: 'Save series deal' }).click();
    // the date, never saved on its own, shows the series' deal it follows
    const dateDeal = page.getByRole('group', { name: 'Deal (the series’)' });
    await expect.poll(() => dateDeal.getByLabel('Guarantee').inputValue()).toBe('400.00');
    expect(await series.getByLabel('Month to invoice').inputValue()).toBe('2026-10');
    await series.getByRole('button', { name: 'Invoice the month' }).click();
    walk.monthNumber = invoiceNumber(await series.getByText(/is on its way to the buyer/).innerText());
    const monthMail = await site.smtp.waitFor((m) => m.subject.includes(`Invoice ${walk.monthNumber}`));
    expect(monthMail.to).toEqual(['rosa@radiobean.example']);
    expect(monthMail.text).toContain('€2,000.00');
    await screenshot(page, 'admin-money-series-1366');
    expect(await seriousViolations(page), 'a residency date with its series’ deal').toEqual([]);

    await desk.context.close();
  });

  it('at 1366 px: invoices voided, filtered by overdue, downloaded and part paid; the report in euros', async () => {
    const { token } = await site.admin();
    const { monthNumber, numbers } = walk;
    // a deposit invoiced by mistake, to be voided on the Money screen
    const mistake = await site.request('POST', '/api/invoices/create', {
      token,
      body: { eventId: walk.fridays[2]!._id, kind: 'deposit' },
    });
    expect(mistake.status, mistake.text).toBe(201);
    const mistakeNumber = (mistake.body as { number: string }).number;

    const desk = await openAdmin(1366, 900);
    const { page } = desk;
    await page.goto(`${site.url}/admin-panel/money`);
    const invoices = page.getByRole('table', { name: 'Invoices', exact: true });
    const row = (number: string) => invoices.locator('tbody tr', { hasText: number });
    await row(mistakeNumber).waitFor();
    expect(await invoices.locator('tbody tr').count()).toBe(5);
    expect(await row(numbers[0]!).locator('td[data-label="Status"]').innerText()).toBe('Paid');
    // the deposit made by mistake: voided (asked first), it keeps its number
    const asked = answerNextDialog(page, true);
    await row(mistakeNumber)
      .getByRole('button', { name: `Void invoice ${mistakeNumber}` })
      .click();
    expect(await asked).toContain('It keeps its number');
    await expect.poll(() => row(mistakeNumber).locator('td[data-label="Status"]').innerText()).toBe('Void');
    // the month was due on Oct 31: overdue, computed
    await page.getByLabel('Status').selectOption({ label: 'Overdue' });
    await expect.poll(() => invoices.locator('tbody tr').count()).toBe(1);
    expect(await row(monthNumber).innerText()).toContain('Overdue (sent)');
    expect(await row(monthNumber).innerText()).toContain('€2,000.00');
    const pdf = await downloaded(page, () =>
      row(monthNumber)
        .getByRole('button', { name: `PDF of invoice ${monthNumber}` })
        .click(),
    );
    expect(pdf.name).toBe(`invoice-${monthNumber}.pdf`);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    // half of it paid: still overdue, with what is left
    await row(monthNumber)
      .getByRole('button', { name: `Mark paid invoice ${monthNumber}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Payment of invoice ${monthNumber}` });
    await dialog.getByLabel('Paid on').fill('2026-11-05');
    await dialog.getByLabel('Amount').fill('1000');
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await page.getByText(`Payment of invoice ${monthNumber} recorded.`).waitFor();
    await expect.poll(() => row(monthNumber).innerText()).toContain('€2,000.00 (€1,000.00 left)');

    // the report of the year: the month's gigs at their artist share, in euros
    await page.locator('#report-year').fill('2026');
    const income = page.getByRole('table', { name: 'Income' });
    await expect.poll(() => income.locator('tbody tr', { hasText: '2026-10' }).innerText()).toContain('€5,600.00');
    expect(await page.locator('.admin-screen').innerText()).not.toMatch(/\$\s?\d/);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await screenshot(page, 'admin-money-1366');
    expect(await seriousViolations(page), 'the Money screen').toEqual([]);

    expect(desk.problems).toEqual([]);
    await desk.context.close();
  });

  it('the tax year: the 1099 list (the full TINs behind the password), the mileage log and each player’s statement', async () => {
    const desk = await openAdmin(1366, 900);
    const { page, admin } = desk;
    await page.goto(`${site.url}/admin-panel/money`);
    // the tax year: the 1099 list (Dana's 2,100 by check reach 2026's 2,000; Sam's cash 840 does not)
    await page.locator('#tax-year').fill('2026');
    const list = await downloaded(page, () => page.getByRole('button', { name: '1099 list (CSV)' }).click());
    expect(list.name).toBe('1099-2026.csv');
    const listText = list.bytes.toString('utf8');
    expect(listText.charCodeAt(0)).toBe(0xfeff);
    expect(listText).toContain('Dana Reyes');
    expect(listText).toContain('***-**-6789');
    expect(listText).not.toContain('123456789');
    expect(listText).not.toContain('Sam Okafor');
    await page.getByRole('button', { name: '1099 list with full TINs…' }).click();
    await page.getByLabel('Your password').fill('not my password');
    await page.getByRole('button', { name: 'Download with full TINs' }).click();
    await page.locator('#tax-password-error').waitFor();
    expect(await page.getByLabel('Your password').getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'admin-money-1099-password-1366', { fullPage: false });
    expect(await seriousViolations(page), 'the 1099 password refused').toEqual([]);
    await page.getByLabel('Your password').fill(admin.password);
    const full = await downloaded(page, () => page.getByRole('button', { name: 'Download with full TINs' }).click());
    expect(full.bytes.toString('utf8')).toContain('Dana Reyes,123456789,');
    const mileage = await downloaded(page, () => page.getByRole('button', { name: 'Mileage log (CSV)' }).click());
    expect(mileage.name).toBe('mileage-2026.csv');
    expect(mileage.bytes.toString('utf8').match(/Gig at Nectar’s/g)).toHaveLength(3);

    // January: each player's statement of the year
    await page.goto(`${site.url}/admin-panel/people`);
    await page.getByLabel('Statements for the year').fill('2026');
    for (const name of ['Dana Reyes', 'Sam Okafor']) {
      const statement = await downloaded(page, () =>
        page.getByRole('button', { name: `Statement of ${name}` }).click(),
      );
      expect(statement.name).toBe(`statement-${name.toLowerCase().replace(' ', '-')}-2026.pdf`);
      expect(statement.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    }
    await screenshot(page, 'admin-people-1366');
    expect(await seriousViolations(page), 'People').toEqual([]);
    // the one refused request: the wrong password for the full TINs
    expect(desk.problems).toEqual([
      'error: Failed to load resource: the server responded with a status of 400 (Bad Request)',
    ]);
    await desk.context.close();
  });

  it('the Money and People screens on the phone: cards, nothing wider than the screen', async () => {
    // the Money screen on the phone too: the invoices as cards, nothing wider than the screen
    const again = await openAdmin(390, 844);
    await again.page.goto(`${site.url}/admin-panel/money`);
    await again.page.getByRole('table', { name: 'Invoices', exact: true }).locator('tbody tr').first().waitFor();
    expect(await hasHorizontalScroll(again.page)).toBe(false);
    await screenshot(again.page, 'admin-money-screen-390');
    await again.page.goto(`${site.url}/admin-panel/people`);
    await again.page.getByRole('button', { name: 'Statement of Dana Reyes' }).waitFor();
    expect(await hasHorizontalScroll(again.page)).toBe(false);
    await screenshot(again.page, 'admin-people-390');
    await again.context.close();
  });
});
