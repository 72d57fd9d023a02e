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
