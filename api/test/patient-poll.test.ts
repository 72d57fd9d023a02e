import { expect, it } from 'vitest';

// expect.poll and vi.waitFor wait up to 15 s for an event that is slow on a busy machine
// (vitest.config.ts, shared/testing/src/patient-waits.ts), not their 1 s default
it('expect.poll waits past one second for a value that comes late', async () => {
  const start = Date.now();
  await expect.poll(() => Date.now() - start >= 1_500).toBe(true);
});
