import { afterAll, beforeAll } from 'vitest';

/**
 * Something a test file starts once, before its first test, and stops after its last: a
 * server, a browser, a signed-in page. It is handed out at once, so a file writes
 *
 *     const site = forThisFile(() => startSite(), (s) => s.close());
 *
 * at the top instead of a `let` and two hooks. Reading it before its beforeAll ran throws.
 * Hooks run in the order they are declared, so a later one may use an earlier one.
 */
export function forThisFile<T extends object>(start: () => Promise<T>, stop?: (value: T) => unknown): T {
  let value: T | undefined;
  beforeAll(async () => {
    value = await start();
  });
  if (stop)
    afterAll(async () => {
      if (value !== undefined) await stop(value);
    });
  // safe: every read goes through the proxy's get, to the value made for this file
  return new Proxy({} as T, {
    get(_target, key) {
      // `await` and vitest's printers probe for these on any object
      if (value === undefined && (key === 'then' || typeof key === 'symbol')) return undefined;
      if (value === undefined) throw new Error(`.${String(key)} read before the file's beforeAll started it`);
      const member: unknown = Reflect.get(value, key);
      // methods run on the real object (a Playwright Browser keeps private fields)
      return typeof member === 'function' ? member.bind(value) : member;
    },
    // a test may swap a part (a restarted server); the stop then closes the new one
    set(_target, key, member) {
      if (value === undefined) throw new Error(`.${String(key)} set before the file's beforeAll started it`);
      return Reflect.set(value, key, member);
    },
  });
}

/**
 * Runs the file (or the describe it is called in) with the process in another zone than the
 * site's, to show a date rule does not lean on the machine's zone; the zone is given back after,
 * since the API's test files share their worker's process.
 */
export function processZoneForThisFile(zone: string): void {
  const machineZone = process.env.TZ;
  beforeAll(() => void (process.env.TZ = zone));
  afterAll(() => {
    if (machineZone === undefined) delete process.env.TZ;
    else process.env.TZ = machineZone;
  });
}
