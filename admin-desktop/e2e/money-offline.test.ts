import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@jazz/testing/chromium';
import { forThisFile } from '@jazz/testing/per-file';
import { chromium, type Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { startGate } from '../test/gate';
import { conflictShown, screenshot, signIn, startApi, startPreview, watchConsole } from './support';

// People and a show's money drafted offline in the desktop (preview in Chromium): a payout marked
// paid with the API stopped, a web change of the same payout meanwhile shown in the conflict
// panel, and a TIN never written to the browser profile on disk (docs/desktop-offline.md).
const api = forThisFile(
  () => startApi(),
  (started) => started.close(),
);
const preview = forThisFile(
  () => startPreview(api.url),
  (started) => started.close(),
);
// a profile on disk (not the shared browser's in-memory contexts), so the test can read what the
// app's IndexedDB and localStorage wrote there
const profile = mkdtempSync(join(tmpdir(), 'desk-profile-'));
const context = forThisFile(
  () =>
    chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: CHROMIUM_ARGS,
      viewport: { width: 1366, height: 1000 },
    }),
  async (started) => {
    await started.close();
    rmSync(profile, { recursive: true, force: true });
  },
);

const TIN = '987-65-4329';
// what the test looks for on disk: the TIN as typed and as its digits, in one- and two-byte text
const TIN_FORMS = [TIN, TIN.replace(/-/g, '')].flatMap((text) => [
  Buffer.from(text, 'latin1'),
  Buffer.from(text, 'utf16le'),
]);
const MARKER = 'Sideman-marker-4417';

/** Every file of the profile whose bytes contain `needle`. */
function filesHolding(dir: string, needle: Buffer): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    let stat;
    try {
      stat = statSync(path);
    } catch {
      continue; // a file Chromium removed meanwhile
    }
    if (stat.isDirectory()) found.push(...filesHolding(path, needle));
    else if (stat.isFile() && readFileSync(path).includes(needle)) found.push(path);
  }
  return found;
}

/** The keys of the app's IndexedDB cache (the drafts storage). */
const cachedKeys = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('jazz-admin-drafts');
        open.onsuccess = () => {
          const keys = open.result.transaction('cache', 'readonly').objectStore('cache').getAllKeys();
          keys.onsuccess = () => {
            open.result.close();
            resolve(keys.result.map(String));
          };
        };
      }),
  );

describe('desktop admin: people and money drafted offline', () => {
  it('drafts a payout offline, shows the web’s change of it as a conflict, and never writes a TIN to disk', async () => {
    const token = await api.token();
    const dana = await api.request('POST', '/api/people/create', { name: 'Dana Reyes', instruments: ['bass'] }, token);
    expect(dana.status).toBe(201);
    // a show next week with its deal and Dana's pay, never opened on this computer
    const show = await api.request(
      'POST',
      '/api/events/create',
      {
        group: 'Cannonball Quintet',
        venue: 'Radio Bean',
        location: 'Burlington, VT',
        title: 'Payday at the Bean',
        startDate: new Date(Date.now() + 6 * 86_400_000).toISOString(),
      },
      token,
    );
    expect(show.status).toBe(201);
    const showId: string = show.body._id;
    const empty = (await api.request('GET', `/api/money/${showId}`, undefined, token)).body;
    const set = await api.request(
      'PUT',
      `/api/money/update/${showId}`,
      {
        moneyComparatorData: empty,
        moneyData: {
          deal: { type: 'flat', guarantee: 60000 },
          payouts: [{ personId: dana.body._id, role: 'bass', rule: 'flat', amount: 15000 }],
        },
      },
      token,
    );
    expect(set.status).toBe(200);

    const page = await context.newPage();
    const problems = watchConsole(page);
    await signIn(page, preview.url, api.admin);
    // the sign-in keeps the money of recent and upcoming shows
    await expect.poll(() => cachedKeys(page), { timeout: 20_000 }).toContain(`record:money:${showId}`);
    const go = (path: string) => page.goto(`${preview.url}/#/admin-panel/${path}`);
    const pending = () => page.getByTestId('pending-count').textContent();

    await api.stop();
    await go(`edit-event?id=${showId}`);
    const money = page.getByRole('region', { name: 'Money' });
    await expect.poll(() => money.locator('#payout-0-person').inputValue()).toBe(dana.body._id);
    await money.getByLabel('Paid', { exact: true }).check();
    await money.locator('#payout-0-paid-method').selectOption('cash');
    await money.getByRole('button', { name: 'Save money' }).click();
    await expect.poll(pending).toBe('1 pending change');
    // a receipt uploads only online: the form says so
    await expect.poll(() => page.getByText('Receipts upload only while the server answers.').count()).toBe(0);
    await money.getByRole('button', { name: 'Add expense' }).click();
    await expect.poll(() => page.getByText('Receipts upload only while the server answers.').count()).toBe(1);

    // a person offline: the TIN is refused with its reason, the rest waits to be sent
    await go('people');
    await page.getByRole('button', { name: 'Add Person' }).click();
    await page.getByLabel('Name (as paid)').fill('Sam Okafor');
    await page.getByLabel('Notes').fill(MARKER);
    await page.getByLabel(/^TIN/).fill(TIN);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('a TIN is never kept on this computer').waitFor();
    await screenshot(page, 'tin-offline');
    expect(await pending()).toBe('1 pending change');
    await page.getByLabel(/^TIN/).fill('');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(pending).toBe('2 pending changes');
    // in the list at once, marked as waiting
    await page.getByRole('row', { name: /Sam Okafor \(not yet synced\)/ }).waitFor();
    await page.getByText('Show what waits to be sent').click();
    const waiting = page.getByRole('list', { name: 'Changes waiting to be sent' });
    await expect.poll(() => waiting.textContent()).toMatch(/Money of the event “Payday at the Bean” at Radio Bean/);
    await expect.poll(() => waiting.textContent()).toMatch(/New person “Sam Okafor”/);

    // the web admin marks the same payout paid by check before the desktop is back
    const cut = await startGate(api.url);
    await cut.down();
    await preview.setTarget(cut.url);
    await api.start();
    const seen = (await api.request('GET', `/api/money/${showId}`, undefined, token)).body;
    const { eventId: _e, dealFrom: _f, totals: _t, updatedAt: _u, ...data } = seen;
    const web = await api.request(
      'PUT',
      `/api/money/update/${showId}`,
      {
        moneyComparatorData: seen,
        moneyData: {
          ...data,
          payouts: [{ ...data.payouts[0], paid: { date: '2026-11-21', method: 'check', reference: '1042' } }],
        },
      },
      token,
    );
    expect(web.status).toBe(200);
    await preview.setTarget(api.url);
    await cut.close();

    const conflict = await conflictShown(page, 'show’s money', /Band pay/, /by check \(1042\).*by cash/);
    await screenshot(page, 'money-conflict');
    // nothing was overwritten: the server still has the web's
    const stored = async () => (await api.request('GET', `/api/money/${showId}`, undefined, token)).body;
    expect((await stored()).payouts[0].paid.method).toBe('check');
    expect(await conflict.getByRole('row', { name: /Band pay/ }).textContent()).toMatch(/Dana Reyes \(bass\)/);
    await conflict.getByRole('button', { name: 'Keep mine' }).click();
    await expect.poll(pending, { timeout: 20_000 }).toBe('All changes saved on the server');
    expect((await stored()).payouts[0].paid.method).toBe('cash');
    const people = (await api.request('GET', '/api/people', undefined, token)).body as { name: string }[];
    expect(people.filter((p) => p.name === 'Sam Okafor')).toHaveLength(1);

    // online, the TIN goes straight to the server; only its last four digits come back
    await go('people');
    await page.getByRole('button', { name: 'Edit Sam Okafor' }).waitFor();
    expect(await page.getByText('(not yet synced)').count()).toBe(0);
    await page.getByRole('button', { name: 'Edit Sam Okafor' }).click();
    await page.getByLabel(/^TIN/).fill(TIN);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const sam = async () =>
      ((await api.request('GET', '/api/people', undefined, token)).body as { name: string; tinLast4: string }[]).find(
        (p) => p.name === 'Sam Okafor',
      );
    await expect.poll(async () => (await sam())?.tinLast4).toBe('4329');
    await page.reload();
    await page.getByRole('button', { name: 'Edit Sam Okafor' }).click();
    await page.getByLabel('TIN (on file: •••••4329)').waitFor();

    // on disk: the person's notes are in the app's IndexedDB files (the drafts storage writes
    // there as it goes), the TIN is nowhere in the profile
    const indexedDb = join(profile, 'Default', 'IndexedDB');
    await vi.waitFor(() => expect(filesHolding(indexedDb, Buffer.from(MARKER, 'latin1')).length).toBeGreaterThan(0), {
      timeout: 20_000,
      interval: 250,
    });
    for (const form of TIN_FORMS) expect(filesHolding(profile, form)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
