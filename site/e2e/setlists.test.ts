import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openAdmin } from './admin-helpers';
import { browserForThisFile, downloadedBytes, newPage, screenshot, siteForThisFile, type Site } from './support';

const site = siteForThisFile();
const browser = browserForThisFile();

const DAY = 86_400_000;

async function as(site: Site, token: string, path: string, body: unknown) {
  const res = await site.request('POST', path, { token, body });
  if (res.status !== 201) throw new Error(`${path}: ${res.status} ${res.text}`);
  return res.body;
}

const showData = (data: Record<string, unknown>) => ({
  group: 'Whitesell Brothers Quartet',
  venue: 'Radio Bean',
  description: 'A night of tunes.',
  ...data,
});

const jsonLd = (text: string) =>
  [...text.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));

const tuneTitles = (setlist: { sets: { tunes: { tuneId: string }[] }[] }, tunes: { _id: string; title: string }[]) =>
  setlist.sets.map((set) => set.tunes.map((t) => tunes.find((x) => x._id === t.tuneId)?.title));

/** A tune's title in the editor's list of a set. */
const titleIn = (page: Page, set: number, title: string) =>
  page.getByRole('list', { name: `Tunes of set ${set}` }).locator('.setlist-title', { hasText: title });

describe('setlists in the web admin', () => {
  it('builds a two-set setlist by keyboard alone, a new tune made inline', async () => {
    const { page, problems, admin } = await openAdmin(site, browser);
    for (const title of ['Autumn Leaves', 'Blue Monk', 'Solar'])
      await as(site, admin.token, '/api/tunes/create', { title });
    const show = await as(
      site,
      admin.token,
      '/api/events/create',
      showData({ title: 'Keyboard night', startDate: new Date(Date.now() - 3 * DAY).toISOString() }),
    );
    await page.goto(`${site.url}/admin-panel/edit-event?id=${show._id}`);
    await expect.poll(() => page.getByRole('heading', { name: 'Setlist' }).count()).toBe(1);

    const input = page.getByRole('combobox', { name: 'Add a tune' });
    await input.focus();
    // the repertoire is read as the editor opens: each Enter takes the option shown
    const option = (name: string) => page.getByRole('option', { name, exact: true }).waitFor();
    await page.keyboard.type('autumn');
    await option('Autumn Leaves');
    await page.keyboard.press('Enter');
    await page.keyboard.type('blue m');
    await option('Blue Monk');
    await page.keyboard.press('Enter');
    await titleIn(page, 1, 'Blue Monk').waitFor();
    // Tab leaves the input for "Add a set"; Enter starts set 2, where the next tunes go
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Add a set');
    await page.keyboard.press('Enter');
    await page.getByRole('group', { name: 'Set 2' }).waitFor();
    await input.focus();
    await page.keyboard.type('SOLAR');
    await option('Solar');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Footprints Revisited');
    await option('New tune: “Footprints Revisited”');
    await page.keyboard.press('Enter');
    await titleIn(page, 2, 'Footprints Revisited').waitFor();

    // Blue Monk, last of set 1: "Move down" takes it to the top of set 2, then below Solar
    await page.getByRole('button', { name: 'Move down Blue Monk' }).focus();
    await page.keyboard.press('Enter');
    await titleIn(page, 2, 'Blue Monk').waitFor();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByRole('list', { name: 'Tunes of set 2' }).locator('.setlist-title').allTextContents())
      .toEqual(['Solar', 'Blue Monk', 'Footprints Revisited']);
    // Alt+ArrowUp on the focused tune moves it back up
    await page.keyboard.press('Alt+ArrowUp');
    await expect
      .poll(() => page.getByRole('list', { name: 'Tunes of set 2' }).locator('.setlist-title').allTextContents())
      .toEqual(['Blue Monk', 'Solar', 'Footprints Revisited']);
    await screenshot(page, 'setlist-keyboard');

    await page.getByRole('button', { name: 'Save', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/view-events/);
    const saved = (await site.request('GET', `/api/events/edit/${show._id}`, { token: admin.token })).body;
    const tunes = (await site.request('GET', '/api/tunes', { token: admin.token })).body;
    expect(tuneTitles(saved.setlist, tunes)).toEqual([
      ['Autumn Leaves'],
      ['Blue Monk', 'Solar', 'Footprints Revisited'],
    ]);
    expect(saved.setlist).toMatchObject({ final: false, public: false });
    expect(problems.filter((p) => !/Failed to load resource/.test(p))).toEqual([]);
  });

  it('matches a pasted list to the repertoire and offers the unknown line as a new tune', async () => {
    const { page, admin } = await openAdmin(site, browser);
    await as(site, admin.token, '/api/tunes/create', { title: 'Days of Wine and Roses' });
    await as(site, admin.token, '/api/tunes/create', { title: 'Well, You Needn’t' });
    const show = await as(
      site,
      admin.token,
      '/api/events/create',
      showData({ title: 'Paste night', startDate: new Date(Date.now() - 2 * DAY).toISOString() }),
    );
    await page.goto(`${site.url}/admin-panel/edit-event?id=${show._id}`);
    await page
      .getByLabel('Paste a setlist (one tune a line)')
      .fill('1. The Days of Wine & Roses\nwell you neednt\n---\nA Brand New Original (Dana Whitfield) 6:40');
    // enabled once the repertoire has been read
    await page.getByRole('button', { name: 'Read the list' }).click();
    // a line of marks starts a set (issue 46, major 6); the writers in brackets are the new tune's
    await page.getByText('2 matched in the repertoire, 1 new tune, 2 sets.').waitFor();
    await page.locator('.setlist-paste-preview').getByRole('heading', { name: 'Set 2' }).waitFor();
    await page.getByLabel('Add “A Brand New Original” as a new tune (Dana Whitfield)').waitFor();
    await page.getByRole('button', { name: 'Add these tunes' }).click();
    await expect
      .poll(() => page.getByRole('list', { name: 'Tunes of set 1' }).locator('.setlist-title').allTextContents())
      .toEqual(['Days of Wine and Roses', 'Well, You Needn’t']);
    await expect
      .poll(() => page.getByRole('list', { name: 'Tunes of set 2' }).locator('.setlist-title').allTextContents())
      .toEqual(['A Brand New Original']);
    const tunes = (await site.request('GET', '/api/tunes', { token: admin.token })).body as {
      title: string;
      composers: { name: string }[];
    }[];
    expect(tunes.find((t) => t.title === 'A Brand New Original')?.composers).toEqual([{ name: 'Dana Whitfield' }]);
    expect(tunes.filter((t) => t.title === 'A Brand New Original')).toHaveLength(1);
  });

  it('marks a tune played at the same venue in the last four weeks', async () => {
    const { page, admin } = await openAdmin(site, browser);
    const venue = await as(site, admin.token, '/api/venues/create', {
      name: 'Nectars',
      city: 'Burlington',
      region: 'VT',
    });
    const tune = await as(site, admin.token, '/api/tunes/create', { title: 'Stablemates' });
    const other = await as(site, admin.token, '/api/tunes/create', { title: 'Moment’s Notice' });
    const earlierStart = new Date(Date.now() - 15 * DAY);
    await as(
      site,
      admin.token,
      '/api/events/create',
      showData({
        venueId: venue._id,
        startDate: earlierStart.toISOString(),
        setlist: { sets: [{ tunes: [{ tuneId: tune._id }] }], final: true, public: false },
      }),
    );
    const show = await as(
      site,
      admin.token,
      '/api/events/create',
      showData({
        venueId: venue._id,
        startDate: new Date(Date.now() - DAY).toISOString(),
        setlist: { sets: [{ tunes: [{ tuneId: tune._id }, { tuneId: other._id }] }], final: false, public: false },
      }),
    );
    await page.goto(`${site.url}/admin-panel/edit-event?id=${show._id}`);
    const when = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      month: 'short',
      day: 'numeric',
    }).format(earlierStart);
    const marked = page.getByRole('listitem', { name: 'Stablemates' });
    await expect.poll(() => marked.locator('.played-here').textContent()).toContain(`played here ${when}`);
    expect(await page.getByRole('listitem', { name: 'Moment’s Notice' }).locator('.played-here').count()).toBe(0);
    await screenshot(page, 'setlist-played-here');
  });
});

describe('the Reports screen', () => {
  it('downloads one organisation’s report of a period and lists the shows without a final setlist', async () => {
    const { page, admin } = await openAdmin(site, browser);
    const bmi = await as(site, admin.token, '/api/tunes/create', {
      title: 'Reported Tune',
      composers: [{ name: 'Greg Whitesell', pro: 'BMI', share: 100 }],
    });
    const other = await as(site, admin.token, '/api/tunes/create', {
      title: 'Not Ours',
      composers: [{ name: 'X', pro: 'ASCAP' }],
    });
    await as(
      site,
      admin.token,
      '/api/events/create',
      showData({
        title: 'Reported night',
        startDate: '2025-04-11T00:00:00.000Z',
        setlist: { sets: [{ tunes: [{ tuneId: bmi._id }, { tuneId: other._id }] }], final: true, public: false },
      }),
    );
    await as(
      site,
      admin.token,
      '/api/events/create',
      showData({ venue: 'Unfinished Room', startDate: '2025-05-02T00:00:00.000Z' }),
    );

    await page.goto(`${site.url}/admin-panel/reports`);
    await page.getByLabel('From').fill('2025-04-01');
    await page.getByLabel('To').fill('2025-06-30');
    await page.getByLabel('Organisation').selectOption('BMI');
    await page.getByRole('link', { name: /Unfinished Room/ }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the report (CSV)' }).click(),
    ]);
    const text = (await downloadedBytes(download)).toString('utf8');
    expect(text.startsWith('\uFEFFdate,')).toBe(true);
    const rows = text.trim().split(/\r?\n/);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain('Reported Tune');
    expect(rows[1]).toContain('2025-04-10');
    // it says how many rows it wrote (issue 46)
    await page
      .getByRole('status')
      .filter({ hasText: 'The report is downloaded: 1 row, one per work performed.' })
      .waitFor();
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `reports-${width}`);
    }
  });
});

describe('a past show’s setlist in public', () => {
  it('is on the page with originals marked, and in the JSON-LD as workPerformed; a draft is nowhere', async () => {
    const admin = await site.admin();
    const original = await as(site, admin.token, '/api/tunes/create', {
      title: 'Lake Champlain Blues',
      original: true,
      composers: [{ name: 'Greg Whitesell', pro: 'BMI', share: 100 }],
      iswc: 'T-034.524.680-1',
    });
    const standard = await as(site, admin.token, '/api/tunes/create', {
      title: 'All the Things You Are',
      composers: [{ name: 'Jerome Kern' }, { name: 'Oscar Hammerstein II' }],
    });
    const secret = await as(site, admin.token, '/api/tunes/create', { title: 'Unreleased Sketch' });
    const past = await as(
      site,
      admin.token,
      '/api/events/create',
      showData({
        title: 'Setlist night',
        startDate: new Date(Date.now() - 10 * DAY).toISOString(),
        setlist: {
          sets: [
            { tunes: [{ tuneId: standard._id }, { tuneId: original._id }] },
            { tunes: [{ tuneId: standard._id }] },
          ],
          final: true,
          public: true,
        },
      }),
    );
    const draft = await as(
      site,
      admin.token,
      '/api/events/create',
      showData({
        title: 'Draft night',
        startDate: new Date(Date.now() - 9 * DAY).toISOString(),
        setlist: { sets: [{ tunes: [{ tuneId: secret._id }] }], final: false, public: true },
      }),
    );

    const { page } = await newPage(browser);
    await page.goto(`${site.url}/shows/${past._id}`);
    const setlist = page.getByRole('region', { name: 'Setlist' });
    await setlist.waitFor();
    expect(await setlist.getByRole('heading', { level: 3 }).allTextContents()).toEqual(['Set 1', 'Set 2']);
    expect(await setlist.getByRole('listitem').allTextContents()).toEqual([
      'All the Things You Are (Jerome Kern, Oscar Hammerstein II)',
      'Lake Champlain Blues (original)',
      'All the Things You Are (Jerome Kern, Oscar Hammerstein II)',
    ]);
    const event = jsonLd(await page.content()).find((ld) => ld['@type'] === 'MusicEvent');
    expect(event.workPerformed).toEqual([
      {
        '@type': 'MusicComposition',
        name: 'All the Things You Are',
        composer: [
          { '@type': 'Person', name: 'Jerome Kern' },
          { '@type': 'Person', name: 'Oscar Hammerstein II' },
        ],
      },
      {
        '@type': 'MusicComposition',
        name: 'Lake Champlain Blues',
        composer: [{ '@type': 'Person', name: 'Greg Whitesell' }],
        iswcCode: 'T-034.524.680-1',
      },
    ]);
    await screenshot(page, 'show-setlist-public');

    const draftPage = await (await fetch(`${site.url}/shows/${draft._id}`)).text();
    expect(draftPage).not.toContain('Unreleased Sketch');
    expect(draftPage).not.toContain('workPerformed');
    for (const path of ['/shows.ics', '/shows.rss', '/shows?when=past', '/api/events'])
      expect(await (await fetch(site.url + path)).text(), path).not.toContain('Unreleased Sketch');
  });
});
