import { siteSettingsSchema } from '@jazz/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ config: { timezone: 'America/Los_Angeles', siteUrl: 'https://jazz.example' } });
});
afterAll(() => server.close());

describe('GET /api/settings', () => {
  it('is public and names the time zone, address and name of the site', async () => {
    const res = await server.request('GET', '/api/settings');
    expect(res.status).toBe(200);
    expect(siteSettingsSchema.parse(res.body)).toEqual(res.body);
    expect(res.body.timeZone).toBe('America/Los_Angeles');
    expect(res.body.siteUrl).toBe('https://jazz.example');
    expect(res.body.siteName).toEqual(expect.any(String));
    expect(res.body.siteName).not.toBe('');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('is read-only', async () => {
    expect((await server.request('PUT', '/api/settings', { body: {} })).status).toBe(405);
  });
});
