import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, startSite, type Site } from './support';

const DAY = 24 * 3600_000;

/** A band and its next show, created through the API of one app. */
async function fill(site: Site, label: string) {
  const admin = await site.admin();
  const band = await site.request('POST', '/api/groups/create', {
    token: admin.token,
    body: { name: `${label} Band`, description: `Only ${label} knows this band.`, images: {} },
  });
  if (band.status >= 300) throw new Error(`group not created: ${band.status} ${band.text}`);
  await createEvent(site, admin.token, {
    title: `${label} Opening Night`,
    group: `${label} Band`,
    venue: `${label} Hall`,
    startDate: new Date(Date.now() + 5 * DAY).toISOString(),
  });
  return { id: (band.body as { _id: string })._id };
}

let first: Site;
let second: Site;
let firstBand: { id: string };
let secondBand: { id: string };

beforeAll(async () => {
  // two apps in one process, each over its own database, sharing the one built renderer
  first = await startSite();
  second = await startSite({ config: { siteUrl: 'https://beta.example' } });
  // the first app renders once before the second one exists in the renderer's eyes
  expect((await fetch(first.url + '/')).status).toBe(200);
  firstBand = await fill(first, 'Alpha');
  secondBand = await fill(second, 'Beta');
});

afterAll(async () => {
  await first?.close();
  await second?.close();
});

const html = async (site: Site, path: string) => {
  const res = await fetch(site.url + path);
  return { status: res.status, text: await res.text() };
};

describe('two apps in one process (server rendering per request)', () => {
  it('each renders its own band page, and 404 for the other app’s band', async () => {
    const a = await html(first, `/groups/${firstBand.id}`);
    expect(a.status).toBe(200);
    expect(a.text).toContain('<h1>Alpha Band</h1>');
    const b = await html(second, `/groups/${secondBand.id}`);
    expect(b.status).toBe(200);
    expect(b.text).toContain('<h1>Beta Band</h1>');
    expect((await html(first, `/groups/${secondBand.id}`)).status).toBe(404);
    expect((await html(second, `/groups/${firstBand.id}`)).status).toBe(404);
  });

  it('each home page names its own next show and lists its own bands', async () => {
    const a = (await html(first, '/')).text;
    const b = (await html(second, '/')).text;
    expect(a).toContain('Alpha Opening Night');
    expect(a).toContain('Alpha Band');
    expect(a).not.toContain('Beta');
    expect(b).toContain('Beta Opening Night');
    expect(b).toContain('Beta Band');
    expect(b).not.toContain('Alpha');
  });

  it('each names its own address in canonical links', async () => {
    expect((await html(first, '/about')).text).toContain(`<link rel="canonical" href="${first.config.siteUrl}/about"`);
    expect((await html(second, '/about')).text).toContain('<link rel="canonical" href="https://beta.example/about"');
  });

  it('each sitemap and calendar carry their own data', async () => {
    expect((await html(first, '/sitemap.xml')).text).toContain(`/groups/${firstBand.id}<`);
    expect((await html(second, '/sitemap.xml')).text).not.toContain(`/groups/${firstBand.id}<`);
    expect((await html(second, '/shows.ics')).text).toContain('Beta Opening Night');
    expect((await html(second, '/shows.ics')).text).not.toContain('Alpha Opening Night');
  });
});
