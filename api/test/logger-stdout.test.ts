import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..', '..');

/** A process that logs `count` request lines through the server's logger, then is killed at once. */
const logThenKill = (count: number) =>
  spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '-e',
      `import('./api/src/http/logger.ts').then(({ createLogger }) => {
        const logger = createLogger('info');
        for (let i = 0; i < ${count}; i++)
          logger.request({ reqId: 'r' + i, method: 'GET', path: '/', status: 200, responseTimeMs: 1 });
        process.kill(process.pid, 'SIGKILL');
      })`,
    ],
    { cwd: root, encoding: 'utf8' },
  );

describe('the log on stdout', () => {
  // written at once, not gathered while an earlier write is under way (docs/performance.md):
  // no buffer grows with the load, and a crash loses no line the pipe had room for. 200 lines
  // (about 25 KB) fit in the pipe (64 KB) however slowly the reader reads; past its capacity a
  // reader that falls behind costs lines by design (api/src/http/log-output.ts, its own tests)
  it('holds every line logged before the process was killed', () => {
    const result = logThenKill(200);
    expect(result.signal).toBe('SIGKILL');
    const lines = result.stdout.split('\n').filter(Boolean);
    expect(lines).toHaveLength(200);
    expect(JSON.parse(lines.at(-1)!)).toMatchObject({ reqId: 'r199', msg: 'request' });
  });
});
