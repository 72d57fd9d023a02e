import { vi } from 'vitest';

/**
 * `vi.waitFor` waits for an event (a mail delivered, a queue drained, a file closed), never for a
 * fixed time; its default bound of 1 s is a guess about the machine, and on a busy laptop or CI
 * (two cores, other work beside the suite) an event that always comes may take longer. Here the
 * bound is 15 s unless a test names its own: a test that waits for what never happens still
 * fails, within the test's own timeout (20 s for the API, 60 s in Chromium).
 */
const PATIENCE_MS = 15_000;
const PATIENT = Symbol.for('jazz.patient-waits');

// A project without isolation (api, e2e) runs this setup file before each of its files in one
// process, on the same `vi`: the bound is set once, not wrapped again for every file.
if (!(PATIENT in vi.waitFor)) {
  const waitFor = vi.waitFor.bind(vi);
  // safe: the same function with a longer default bound; its overloads are waitFor's own
  vi.waitFor = Object.assign(
    (callback: Parameters<typeof waitFor>[0], options?: Parameters<typeof waitFor>[1]) =>
      waitFor(callback, typeof options === 'number' ? options : { timeout: PATIENCE_MS, interval: 50, ...options }),
    { [PATIENT]: true },
  ) as typeof vi.waitFor;
}
