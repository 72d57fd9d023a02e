import { describe, expect, it } from 'vitest';
import { upstreamUrl } from './security';

const SERVER = 'https://jazz.example';

describe('the app:// proxy forwards only what the server reads as /api or /media', () => {
  it('normalises backslashes, %5C and dot segments before checking the prefix', () => {
    for (const path of [
      '/api/..\\..\\healthz',
      '/api/..%5C..%5Chealthz',
      '/api/%2E%2E/healthz',
      '/api/..%2F..%2Fhealthz',
      '/media/..\\admin-panel',
      '/api\\..\\healthz',
      '/api/x/..\\..\\..\\healthz',
      // lower-case and half-encoded spellings
      '/api/%2e%2e%5c%2e%2e%5chealthz',
      '/api%5c.%2e%5chealthz',
      '/api/%2e./..\\healthz',
      '/media%2f..%2fhealthz',
    ])
      expect(upstreamUrl(`app://admin${path}`, SERVER)).toBeNull();
  });

  it('refuses double encoding and encoded query marks', () => {
    for (const path of ['/api/%252e%252e/healthz', '/api/events%3Fx=1', '/api/a%00b', '/api/%E0%A4%A'])
      expect(upstreamUrl(`app://admin${path}`, SERVER)).toBeNull();
  });

  it('still forwards the paths the admin uses, normalised', () => {
    expect(upstreamUrl('app://admin/api/events?when=past', SERVER)).toBe(`${SERVER}/api/events?when=past`);
    expect(upstreamUrl('app://admin/api/events/../groups', SERVER)).toBe(`${SERVER}/api/groups`);
    expect(upstreamUrl('app://admin/api\\groups', SERVER)).toBe(`${SERVER}/api/groups`);
    expect(upstreamUrl('app://admin/media/abc-1600.webp', SERVER)).toBe(`${SERVER}/media/abc-1600.webp`);
    expect(upstreamUrl('app://admin/api/events/edit/a%20b', SERVER)).toBe(`${SERVER}/api/events/edit/a%20b`);
  });
});

describe('the app origin answers a path that leaves /api', () => {
  it('with 400, and never asks the server', async () => {
    const { createAppHandler } = await import('./app-handler');
    const path = await import('node:path');
    const asked: string[] = [];
    const handle = createAppHandler({
      serverUrl: async () => SERVER,
      fetchUpstream: async (url) => {
        asked.push(url);
        return new Response('upstream');
      },
      rendererDir: '/nowhere',
      path: path.posix,
    });
    const res = await handle(new Request('app://admin/api/..%5C..%5Chealthz'));
    expect(res.status).toBe(400);
    expect((await handle(new Request('app://admin/api/events'))).status).toBe(200);
    expect(asked).toEqual([`${SERVER}/api/events`]);
  });
});
