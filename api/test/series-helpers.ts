import { expect } from 'vitest';
import { testSeriesData } from '@jazz/testing/factories';
import type { TestServer } from './harness';

/** The weekly Thursday residency of the series tests, 19:00 to 22:00 in the site's zone; add `from` and `until` or `count`. */
export const THURSDAY_RESIDENCY = testSeriesData({ timeText: '7 to 10', endTime: '22:00' });

/** Creates a series through the API as `token`'s admin; the test fails (with the server's error) unless it is created. */
export async function createSeries(server: TestServer, token: string, body: Record<string, unknown>) {
  const res = await server.request('POST', '/api/series/create', { token, body });
  expect(res.status, `${res.text} ${String((server.errors[0]?.error as Error | undefined)?.stack)}`).toBe(201);
  return res.body;
}
