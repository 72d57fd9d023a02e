import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// vitest's default is one worker less than the cores: one worker on the 2-core machine, where
// the files mostly wait on sockets, SQLite and child processes. Two at least.
const workers = Math.max(2, availableParallelism() - 1);
// expect.poll waits for what a page or a server will show, as vi.waitFor does
// (shared/testing/src/patient-waits.ts): 15 s, not the 1 s default, on a busy machine
const patientPoll = { poll: { timeout: 15_000, interval: 50 } };

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          root: './shared',
          include: ['*/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'components',
          include: ['shared/*/src/**/*.test.tsx', 'site/src/**/*.test.tsx', 'admin-desktop/src/**/*.test.tsx'],
          environment: 'jsdom',
          // jsdom lacks the native dialog's showModal(): the admin's modals need it
          setupFiles: ['./shared/testing/src/dialog-polyfill.ts'],
        },
      },
      {
        test: {
          name: 'api',
          root: './api',
          include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
          environment: 'node',
          // one module load per worker, its files one after another in it: a file gives back what
          // it changes in the process (docs/testing.md, "Groups and scripts")
          isolate: false,
          setupFiles: ['../shared/testing/src/patient-waits.ts'],
          expect: patientPoll,
          // a bound for a test that hangs, not a speed goal: the slowest API tests (the fuzzers,
          // a demo seed, a child server's shutdown) take 15 to 30 s on a busy two-core machine
          testTimeout: 40_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'desktop',
          root: './admin-desktop',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          // one module load per worker, its files one after another in it: a file gives back what
          // it changes in the process (docs/testing.md, "Groups and scripts")
          isolate: false,
          setupFiles: ['../shared/testing/src/patient-waits.ts'],
          expect: patientPoll,
        },
      },
      {
        // Real Chromium against the built site served by the real API, in their own group after
        // every other project (sequence.groupOrder), all files on the one Chromium the
        // globalSetup starts; two files at a time, each with its own server on port 0, data
        // folder and browser contexts (docs/testing.md).
        test: {
          name: 'e2e',
          include: ['site/e2e/**/*.test.ts', 'admin-desktop/e2e/**/*.test.ts'],
          environment: 'node',
          // one module load per worker, its files one after another in it: a file gives back what
          // it changes in the process (docs/testing.md, "Groups and scripts")
          isolate: false,
          maxWorkers: 2,
          globalSetup: ['./shared/testing/src/chromium-server.ts'],
          setupFiles: ['./shared/testing/src/patient-waits.ts'],
          expect: patientPoll,
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
    maxWorkers: workers,
    passWithNoTests: false,
  },
});
