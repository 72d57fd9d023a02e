import { QUINTET } from '@jazz/contracts/bands';
import { beforeAll, describe, expect, it } from 'vitest';
import { pngDataUrl as png, savePage as savePageAs } from './fixtures';
import { browserForThisFile, newPage, screenshot, siteForThisFile, watchConsole } from './support';

/**
 * "Always fresh": what the owner saves through the API is on the public page at the
 * very next request, in the server-rendered HTML (no JavaScript) and in the browser.
 */
const site = siteForThisFile();
const browser = browserForThisFile();
let token: string;

beforeAll(async () => {
  token = (await site.admin()).token;
});

const html = async (path: string) => {
  const res = await fetch(site.url + path);
  expect(res.status, path).toBe(200);
  return res.text();
};

async function ok<T = any>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await site.request<T>(method, path, { token, body });
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${res.text}`);
  return res.body;
}

const savePage = (name: string, fields: Record<string, unknown>) => savePageAs(site, token, name, fields);

/** The quintet's server group: the one of the seed, or made here when the seed left none. */
async function quintetGroup() {
  const groups = await ok<{ _id: string; name: string }[]>('GET', '/api/groups');
  const found = groups.find((group) => group.name === QUINTET.name);
  if (found) return ok('GET', `/api/groups/edit/${found._id}`);
  return ok('POST', '/api/groups/create', { name: QUINTET.name, description: '', images: {} });
}

async function saveGroup(group: Record<string, any>, fields: Record<string, unknown>) {
  const { _id, id: _id2, updatedAt: _u, ...data } = group;
  return ok('PUT', `/api/groups/update/${_id}`, { groupComparatorData: group, groupData: { ...data, ...fields } });
}

describe('server-rendered pages read the database at each request (no JavaScript)', () => {
  it('the site page names the musician in the nav, footer, titles, descriptions and calendar', async () => {
    await savePage('site', { name: 'Fresh Name One', role: 'Jazz tubist', place: 'Maine' });
    let page = await html('/');
    expect(page).toContain('<a class="brand" href="/" data-discover="true">Fresh Name One</a>');
    expect(page).toContain('© 2020 Fresh Name One. All rights reserved.');
    expect(page).toContain('<title>Home | Fresh Name One</title>');
    expect(page).toContain('<h1>Fresh Name One</h1>');
    expect(page).toContain('Jazz tubist, Maine');
    expect(await html('/shows.ics')).toContain('X-WR-CALNAME:Fresh Name One shows');

    await savePage('site', {
      name: 'Fresh Name Two',
      social: [{ name: 'Fresh Social', url: 'https://example.com/social' }],
    });
    page = await html('/about');
    expect(page).toContain('<title>About | Fresh Name Two</title>');
    expect(page).toContain('<h1>About Fresh Name Two</h1>');
    expect(page).toContain('href="https://example.com/social"');
    expect(page).not.toContain('Fresh Name One');
  });

  it('text is plain text: blank lines make paragraphs, markup is shown escaped', async () => {
    await savePage('about', {
      bio: 'First <b>bold?</b> paragraph.\nSame paragraph, next line.\n\nSecond paragraph.',
      links: [{ name: 'Fresh Link', url: 'https://example.com/fresh' }],
      discography: [{ title: 'Fresh Album', artist: 'Fresh Trio', year: '2024', label: 'Fresh Label', role: 'Tuba' }],
    });
    const page = await html('/about');
    expect(page).toContain(
      '<p>First &lt;b&gt;bold?&lt;/b&gt; paragraph.<br/>Same paragraph, next line.</p><p>Second paragraph.</p>',
    );
    expect(page).not.toContain('<b>bold?</b>');
    expect(page).toContain('<a href="https://example.com/fresh" rel="noopener">Fresh Link</a>');
    expect(page).toContain('<cite>Fresh Album</cite>');
    expect(page).toContain('Fresh Label');
  });

  it('home, lessons, video and the BANDS menu follow their pages', async () => {
    await savePage('home', { tagline: 'Fresh tagline', blurb: 'Fresh blurb one.\n\nFresh blurb two.' });
    await savePage('lessons', {
      description: 'Fresh lessons text.',
      testimonials: [{ quote: 'Fresh quote.', name: 'Fresh Student' }],
    });
    await savePage('video', {
      videos: [{ title: 'Fresh Video', url: 'https://www.youtube.com/watch?v=FRESHvid01', caption: 'Fresh caption' }],
    });
    await savePage('bands', { bands: [{ name: 'Fresh Outside Band', url: 'https://example.com/outside' }] });

    const home = await html('/');
    expect(home).toContain('Fresh tagline');
    expect(home).toContain('<p>Fresh blurb one.</p><p>Fresh blurb two.</p>');
    expect(home).toContain('<meta name="description" content="Fresh tagline" />');
    expect(home).toContain('href="https://example.com/outside"');
    expect(home).toContain('Fresh Outside Band');
    const lessons = await html('/lessons');
    expect(lessons).toContain('<p>Fresh lessons text.</p>');
    expect(lessons).toContain('Fresh quote.');
    expect(lessons).toContain('<figcaption>Fresh Student</figcaption>');
    // an embed address becomes the click-to-load preview: no third-party frame in the HTML
    const video = await html('/Video');
    expect(video).toContain('Fresh Video');
    expect(video).toContain('Fresh caption');
    expect(video).toContain('Loads a player from <!-- -->youtube-nocookie.com');
    expect(video).not.toContain('<iframe');
  });

  it('/photos and the home picture follow each upload, edit, reorder and delete', async () => {
    const before = await ok<{ id: string }[]>('GET', '/api/photos');
    const first = await ok('POST', '/api/photos/create', { title: 'Fresh Photo A', image: await png('#aa3300') });
    const second = await ok('POST', '/api/photos/create', {
      title: 'Fresh Photo B',
      credit: 'Fresh Credit',
      image: await png('#0033aa'),
    });
    let page = await html('/photos');
    expect(page).toContain('alt="Fresh Photo A"');
    expect(page).toContain('alt="Fresh Photo B"');
    expect(page).toContain(second.image);

    await ok('PUT', '/api/photos/order', { ids: [second.id, first.id, ...before.map((photo) => photo.id)] });
    page = await html('/photos');
    expect(page.indexOf('alt="Fresh Photo B"')).toBeLessThan(page.indexOf('alt="Fresh Photo A"'));
    // the first photo is the home page's picture
    expect(await html('/')).toContain('alt="Fresh Photo B"');

    await ok('PUT', `/api/photos/update/${first.id}`, {
      photoComparatorData: first,
      photoData: { title: 'Fresh Photo A renamed', credit: '' },
    });
    await ok('DELETE', `/api/photos/delete/${second.id}`);
    page = await html('/photos');
    expect(page).toContain('alt="Fresh Photo A renamed"');
    expect(page).not.toContain('Fresh Photo B');
  });

  it('/cannonball-quintet renders its server group: description, images, playlist and videos', async () => {
    const group = await quintetGroup();
    const saved = await saveGroup(group, {
      description: 'Fresh quintet words.\n\nSecond <i>quintet</i> paragraph.',
      images: { ...group.images, fresh: await png('#117733', 20, 10) },
      playlistUrl: 'https://open.spotify.com/playlist/FRESHplaylist0000001',
      videos: [{ title: 'Fresh Quintet Video', url: 'https://vimeo.com/123456789', caption: 'Fresh live' }],
    });
    const page = await html(QUINTET.path);
    expect(page).toContain('<p class="group-description">Fresh quintet words.</p>');
    expect(page).toContain('Second &lt;i&gt;quintet&lt;/i&gt; paragraph.');
    expect(page).toContain(`alt="${QUINTET.name}, image ${Object.keys(saved.images).length}"`);
    expect(page).toContain('Loads a player from <!-- -->open.spotify.com');
    expect(page).toContain('Fresh Quintet Video');
    expect(page).toContain('Loads a player from <!-- -->vimeo.com');
    // the shows toggle stays
    expect(page).toContain('Upcoming Shows');
    // the BANDS menu lists the quintet once, at its own route, never at /groups/{id}
    expect(page).not.toContain(`href="/groups/${saved._id}"`);
    expect((await html('/sitemap.xml')).includes(`/groups/${saved._id}<`)).toBe(false);
  });

  it('any other group is listed in the BANDS menu at /groups/{id}', async () => {
    const other = await ok('POST', '/api/groups/create', { name: 'Fresh Other Group', description: 'x', images: {} });
    expect(await html('/')).toContain(`href="/groups/${other._id}"`);
  });
});

describe('in the browser', () => {
  it('editing the Cannonball Quintet group changes /cannonball-quintet, also on client-side navigation', async () => {
    const { context, page } = await newPage(browser);
    const problems = watchConsole(page);
    await saveGroup(await quintetGroup(), { description: 'Browser quintet words, first edit.' });
    await page.goto(site.url + QUINTET.path, { waitUntil: 'networkidle' });
    await page.getByText('Browser quintet words, first edit.').waitFor();

    await saveGroup(await quintetGroup(), {
      description: 'Browser quintet words, second edit.',
      videos: [{ title: 'Browser Quintet Video', url: 'https://www.youtube.com/watch?v=BROWSERvid1', caption: '' }],
    });
    // away and back through the menu: the page's loader asks the API, no reload
    await page.getByRole('link', { name: 'HOME', exact: true }).click();
    await page.waitForURL(site.url + '/');
    await page.getByRole('button', { name: 'BANDS' }).click();
    await page.locator('.dropdown-list').getByRole('link', { name: QUINTET.name, exact: true }).click();
    await page.waitForURL('**' + QUINTET.path);
    await page.getByText('Browser quintet words, second edit.').waitFor();
    expect(await page.getByText('Browser quintet words, first edit.').count()).toBe(0);
    // the video is a preview until clicked
    expect(await page.locator('iframe').count()).toBe(0);
    await page.getByRole('link', { name: 'Play Browser Quintet Video' }).click();
    expect(await page.locator('iframe').getAttribute('src')).toContain('youtube-nocookie.com/embed/BROWSERvid1');
    await screenshot(page, 'content-quintet');
    expect(problems).toEqual([]);
    await context.close();
  });
});
