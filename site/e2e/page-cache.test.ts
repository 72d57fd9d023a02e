import { cutoffOf } from '@jazz/contracts/time';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEvent, type Site, siteForThisFile } from './support';

/**
 * Public pages are kept rendered between requests, so these check what a visitor
 * sees right after each kind of change: the very next request shows it. Plain HTTP against
 * the built site served by the real API; no browser needed.
 */
const site = siteForThisFile();
let admin: Awaited<ReturnType<Site['admin']>>;

beforeAll(async () => {
  admin = await site.admin();
});
afterEach(() => {
  vi.useRealTimers();
});

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The page's HTML, fetched twice so the second answer is the kept copy when there is one. */
async function page(path: string, headers: Record<string, string> = {}) {
  await fetch(site.url + path, { headers });
  const res = await fetch(site.url + path, { headers });
  return { status: res.status, headers: res.headers, html: await res.text() };
}

/**
 * True when `text` is in the rendered markup as a text node. The page also carries its data
 * as JSON for hydration (every event, past or upcoming); JSON has no `>` before a value.
 */
const shown = (html: string, text: string) => html.includes(`>${escapeHtml(text)}<`);

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe('freshness: an edit through the API is on the very next page request', () => {
  it('events: create, update and delete show at once on /shows and the home page', async () => {
    expect(shown((await page('/shows')).html, 'Cache Test Gig')).toBe(false);
    const event = await createEvent(site, admin.token, { title: 'Cache Test Gig', startDate: inDays(1) });
    expect(shown((await page('/shows')).html, 'Cache Test Gig')).toBe(true);

    const updated = await site.request('PUT', `/api/events/update/${event._id}`, {
      token: admin.token,
      body: { eventComparatorData: event, eventData: { ...event, title: 'Cache Test Gig, Moved' } },
    });
    expect(updated.status).toBe(200);
    const shows = (await page('/shows')).html;
    expect(shown(shows, 'Cache Test Gig, Moved')).toBe(true);
    expect(shown(shows, 'Cache Test Gig')).toBe(false);
    // the home page names the next show: this one, a day away, is the soonest
    expect((await page('/')).html).toContain('Cache Test Gig, Moved');

    expect((await site.request('DELETE', `/api/events/delete/${event._id}`, { token: admin.token })).status).toBe(200);
    expect(shown((await page('/shows')).html, 'Cache Test Gig, Moved')).toBe(false);
    expect((await page('/')).html).not.toContain('Cache Test Gig, Moved');
  });

  it('groups: create, rename and delete show at once in the BANDS menu and on the group page', async () => {
    expect(shown((await page('/shows')).html, 'The Cache Trio')).toBe(false);
    const created = await site.request('POST', '/api/groups/create', {
      token: admin.token,
      body: { name: 'The Cache Trio', description: 'Three players.', images: {} },
    });
    expect(created.status).toBe(201);
    const group = created.body;
    expect(shown((await page('/shows')).html, 'The Cache Trio')).toBe(true);
    expect(shown((await page(`/groups/${group._id}`)).html, 'The Cache Trio')).toBe(true);

    const renamed = await site.request('PUT', `/api/groups/update/${group._id}`, {
      token: admin.token,
      body: { groupComparatorData: group, groupData: { ...group, name: 'The Cache Quartet' } },
    });
    expect(renamed.status).toBe(200);
    expect(shown((await page('/shows')).html, 'The Cache Quartet')).toBe(true);
    const groupPage = await page(`/groups/${group._id}`);
    expect(shown(groupPage.html, 'The Cache Quartet')).toBe(true);
    expect(shown(groupPage.html, 'The Cache Trio')).toBe(false);

    expect((await site.request('DELETE', `/api/groups/delete/${group._id}`, { token: admin.token })).status).toBe(200);
    expect(shown((await page('/shows')).html, 'The Cache Quartet')).toBe(false);
    expect((await page(`/groups/${group._id}`)).status).toBe(404);
  });

  it('a change written to the database outside HTTP shows at once too', async () => {
    const event = await createEvent(site, admin.token, { title: 'Written Directly', startDate: inDays(2) });
    expect(shown((await page('/shows')).html, 'Written Directly')).toBe(true);
    site.db.prepare('UPDATE events SET title = ? WHERE id = ?').run('Written Directly, Again', event._id);
    expect(shown((await page('/shows')).html, 'Written Directly, Again')).toBe(true);
    await site.request('DELETE', `/api/events/delete/${event._id}`, { token: admin.token });
  });

  it('the API lists change with the next request after a write, and their ETag with them', async () => {
    const before = await site.request('GET', '/api/events');
    const event = await createEvent(site, admin.token, { title: 'Listed At Once', startDate: inDays(3) });
    const after = await site.request('GET', '/api/events');
    expect(after.body.map((e: { title: string }) => e.title)).toContain('Listed At Once');
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));

    const groups = await site.request('GET', '/api/groups');
    await site.request('POST', '/api/groups/create', {
      token: admin.token,
      body: { name: 'Listed Group', description: '', images: {} },
    });
    const groupsAfter = await site.request('GET', '/api/groups');
    expect(groupsAfter.body.map((g: { name: string }) => g.name)).toContain('Listed Group');
    expect(groupsAfter.headers.get('etag')).not.toBe(groups.headers.get('etag'));
    await site.request('DELETE', `/api/events/delete/${event._id}`, { token: admin.token });
  });
});

describe('the clock', () => {
  it('moves a show from Upcoming to Past at its cutoff, with no write, as a fake clock passes it', async () => {
    const startDate = inDays(4);
    await createEvent(site, admin.token, { title: 'Cutoff Crossing', startDate });
    const cutoff = cutoffOf(startDate, site.config.timezone);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(cutoff - 60_000);
    expect(shown((await page('/shows')).html, 'Cutoff Crossing')).toBe(true);
    expect((await page('/')).html).toContain('Cutoff Crossing');

    vi.setSystemTime(cutoff);
    const shows = (await page('/shows')).html;
    expect(shown(shows, 'Cutoff Crossing')).toBe(false);
    expect((await page('/')).html).not.toContain('Cutoff Crossing');
    // still listed, under Past Shows, from the same moment (the page carries no hydration data)
    expect(shown((await page('/shows?when=past')).html, 'Cutoff Crossing')).toBe(true);
  });
});

describe('conditional requests and headers', () => {
  it('answers an unchanged page with 304 to If-None-Match, and a changed one with 200', async () => {
    const first = await fetch(site.url + '/photos');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');

    const again = await fetch(site.url + '/photos', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);

    // a show changes /shows, not /photos: re-rendered, the same bytes keep their ETag
    await createEvent(site, admin.token, { title: 'Not On Photos', startDate: inDays(5) });
    expect((await fetch(site.url + '/photos', { headers: { 'If-None-Match': etag } })).status).toBe(304);
    // a band is in the BANDS menu of every page
    await site.request('POST', '/api/groups/create', {
      token: admin.token,
      body: { name: 'Changes Every Page', description: '', images: {} },
    });
    const changed = await fetch(site.url + '/photos', { headers: { 'If-None-Match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('answers an unchanged API list with 304 to If-None-Match', async () => {
    for (const path of ['/api/events', '/api/groups']) {
      const first = await fetch(site.url + path);
      const etag = first.headers.get('etag')!;
      expect(etag, path).toMatch(/^"[\w-]+"$/);
      expect(first.headers.get('cache-control'), path).toBe('no-cache');
      const again = await fetch(site.url + path, { headers: { 'If-None-Match': etag } });
      expect(again.status, path).toBe(304);
    }
  });

  it('gives each encoding its own strong ETag', async () => {
    const tags = new Set<string | null>();
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await fetch(site.url + '/lessons', { headers: { 'Accept-Encoding': encoding } });
      expect(res.status).toBe(200);
      tags.add(res.headers.get('etag'));
    }
    expect(tags.size).toBe(3);
  });

  it('gives a signed-in visitor the same public HTML', async () => {
    const anonymous = await page('/shows');
    const signedIn = await page('/shows', { Authorization: `Bearer ${admin.token}` });
    expect(signedIn.html).toBe(anonymous.html);
    expect(signedIn.headers.get('etag')).toBe(anonymous.headers.get('etag'));
  });

  it('keeps the admin panel and account pages out of shared caches', async () => {
    for (const path of ['/admin-panel', '/admin-panel/view-events', '/dashboard', '/login', '/register']) {
      const res = await fetch(site.url + path);
      expect(res.headers.get('cache-control'), path).toMatch(/private|no-store/);
      expect(res.headers.get('etag'), path).toBeNull();
    }
  });
});
