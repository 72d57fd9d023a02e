import { vi } from 'vitest';

/**
 * `vi.waitFor` waits for an event (a mail delivered, a queue drained, a file closed), never for a
 * fixed time; its default bound of 1 s is a guess about the machine, and on a busy laptop or CI
 * (two cores, other work beside the suite) an event that always comes may take longer. Here the
 * bound is 15 s unless a test names its own: a test that waits for what never happens still
 * fails, within the test's own timeout (20 s for the API, 60 s in Chromium).
 */
const waitFor = vi.waitFor.bind(vi);
const PATIENCE_MS = 15_000;

// safe: the same function with a longer default bound; its overloads are waitFor's own
vi.waitFor = ((callback: Parameters<typeof waitFor>[0], options?: Parameters<typeof waitFor>[1]) =>
  waitFor(
    callback,
    typeof options === 'number' ? options : { timeout: PATIENCE_MS, interval: 50, ...options },
  )) as typeof vi.waitFor;
