import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The server's V8 flags (scripts/node-flags.mjs, docs/performance.md) are given in three places
 * that must not drift apart: production's systemd unit, `npm start`, and the bench that
 * measures the memory they bound.
 */
const root = resolve(import.meta.dirname, '..', '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const flagsFile = join(root, 'scripts', 'node-flags.mjs');
const { SERVER_NODE_FLAGS: flags } = (await import(flagsFile)) as { SERVER_NODE_FLAGS: string[] };

describe("the server's node flags", () => {
  it('are the same in the systemd unit, npm start (root and api) and the bench', () => {
    expect(flags.length).toBeGreaterThan(0);
    const given = flags.join(' ');
    expect(read('deploy/jazz-site.service')).toMatch(
      new RegExp(`^ExecStart=\\S+/node ${given} api/dist/server\\.js$`, 'm'),
    );
    const start = (path: string) => (JSON.parse(read(path)) as { scripts: { start: string } }).scripts.start;
    expect(start('package.json')).toBe(`node ${given} scripts/start.mjs`);
    expect(start('api/package.json')).toBe(`node ${given} ../scripts/start.mjs`);
    expect(read('scripts/bench.mjs')).toContain('?? SERVER_NODE_FLAGS');
  });

  it('are understood by this Node and bound the young generation to 8 MB', () => {
    const newSpace = (extra: string[]) =>
      Number(
        execFileSync(
          process.execPath,
          [
            ...extra,
            '-e',
            "process.stdout.write(String(require('v8').getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size))",
          ],
          { encoding: 'utf8' },
        ),
      );
    expect(newSpace(flags)).toBeLessThanOrEqual(8 * 1024 * 1024);
    // the measure itself: a young generation asked to be larger is seen larger
    expect(newSpace(['--max-semi-space-size=64', '--min-semi-space-size=64'])).toBeGreaterThan(8 * 1024 * 1024);
  });
});
