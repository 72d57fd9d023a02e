import { createContentVersion } from '../src/http/content-version';
import { HitRecorder, type HitRecorderOptions } from '../src/stats/recorder';
import type { TestServer } from './harness';

/** A recorder on the test server's database, counting days in New York by `now`; silent unless `options` give a logger. */
export const testRecorder = (server: TestServer, now: () => number, options: Partial<HitRecorderOptions> = {}) =>
  new HitRecorder({
    db: server.db,
    content: createContentVersion(server.db),
    logger: { info: () => {}, error: () => {} },
    timeZone: 'America/New_York',
    now,
    ...options,
  });

/** A page view as the recorder stores it. */
export const storedPageview = (at: number, day: string, path: string, visitor: string) => ({
  at,
  day,
  type: 'pageview',
  path,
  source: null,
  target: null,
  visitor,
});
