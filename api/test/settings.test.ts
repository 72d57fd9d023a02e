import { siteSettingsSchema } from '@jazz/contracts';
import { describe, expect, it } from 'vitest';
import { serverForThisFile } from './harness';

const server = serverForThisFile({
  config: { timezone: 'America/Los_Angeles', siteUrl: 'https://jazz.example', currency: 'EUR' },
});

describe('GET /api/settings', () => {
  it('is public and names the time zone, address, name and currency of the site', async () => {
    const res = await server.request('GET', '/api/settings');
    expect(res.status).toBe(200);
    expect(siteSettingsSchema.parse(res.body)).toEqual(res.body);
    expect(res.body.timeZone).toBe('America/Los_Angeles');
    expect(res.body.siteUrl).toBe('https://jazz.example');
    // SITE_CURRENCY: the admins (the desktop's among them) show and type amounts in it
    expect(res.body.currency).toBe('EUR');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('names the site as the owner wrote it on the `site` page, at the next request', async () => {
    const admin = await server.admin();
    const site = (await server.request('GET', '/api/pages/site')).body;
    const { name: _n, updatedAt: _u, ...fields } = site;
    const saved = await server.request('PUT', '/api/pages/update/site', {
      token: admin.token,
      body: { pageComparatorData: site, pageData: { ...fields, name: 'Ada Sax' } },
    });
    expect(saved.status).toBe(200);
    expect((await server.request('GET', '/api/settings')).body.siteName).toBe('Ada Sax');
  });

  it('is read-only', async () => {
    expect((await server.request('PUT', '/api/settings', { body: {} })).status).toBe(405);
  });
});
