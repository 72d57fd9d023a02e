import { expect } from 'vitest';
import { DEFAULT_LESSON_SETTINGS, type LessonSettingsInput } from '@jazz/contracts';
import type { TestServer } from './harness';

/** A clock the test moves by hand: the app's, the lessons' and the reminders' `now`. */
export function testClock(iso: string) {
  let at = Date.parse(iso);
  return {
    now: () => at,
    set: (value: string) => {
      at = Date.parse(value);
    },
  };
}

/** Stores lesson settings as the admin does, over the current ones. */
export async function putSettings(server: TestServer, token: string, changes: Partial<LessonSettingsInput>) {
  const current = await server.request('GET', '/api/lessons/settings', { token });
  expect(current.status).toBe(200);
  const res = await server.request('PUT', '/api/lessons/settings', {
    token,
    body: { settingsComparatorData: current.body, settingsData: { ...current.body, ...changes } },
  });
  expect(res.status, res.text).toBe(200);
  return res.body as LessonSettingsInput;
}

/**
 * Stores a fresh install's lesson settings with `changes`: a test names only the rules it is
 * about, whatever an earlier test of its file stored.
 */
export const putSettingsOverDefaults = (server: TestServer, token: string, changes: Partial<LessonSettingsInput>) =>
  putSettings(server, token, { ...DEFAULT_LESSON_SETTINGS, ...changes });

export async function slots(server: TestServer, from: string, to: string, length: number): Promise<string[]> {
  const res = await server.request<{ slots: string[] }>(
    'GET',
    `/api/lessons/slots?from=${from}&to=${to}&length=${length}`,
  );
  expect(res.status, res.text).toBe(200);
  return res.body.slots;
}

/** A show of the quintet at that instant (admin). */
export async function addShow(
  server: TestServer,
  token: string,
  startDate: string,
  fields: Record<string, unknown> = {},
) {
  const res = await server.request('POST', '/api/events/create', {
    token,
    body: { group: 'Cannonball Quintet', venue: 'Flynn Space', location: 'Burlington, VT', startDate, ...fields },
  });
  expect(res.status, res.text).toBe(201);
  return res.body as Record<string, unknown> & { _id: string };
}

export const book = (server: TestServer, token: string, body: Record<string, unknown>) =>
  server.request('POST', '/api/lessons/book', { token, body: { length: 30, format: 'online', ...body } });
