import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..', '..');

/**
 * A process that logs `count` request lines through the server's logger, then is killed at once;
 * its stdout is a file, which Node writes at once: what the file holds is every line the logger
 * handed on before the kill, whatever the machine's load (on a pipe, lines a slow reader has not
 * taken yet wait in the process, as the bounded log output means them to: its own tests).
 */
function logThenKill(count: number) {
  const folder = mkdtempSync(join(tmpdir(), 'logger-stdout-'));
  const file = join(folder, 'stdout.log');
  const fd = openSync(file, 'w');
  try {
    const result = spawnSync(
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
      { cwd: root, encoding: 'utf8', stdio: ['ignore', fd, 'pipe'] },
    );
    return { signal: result.signal, stdout: readFileSync(file, 'utf8') };
  } finally {
    closeSync(fd);
    rmSync(folder, { recursive: true, force: true });
  }
}

describe('the log on stdout', () => {
  // written at once, not gathered while an earlier write is under way (docs/performance.md):
  // no buffer grows with the load, and a crash loses no line the logger was given
  it('holds every line logged before the process was killed', () => {
    const result = logThenKill(500);
    expect(result.signal).toBe('SIGKILL');
    const lines = result.stdout.split('\n').filter(Boolean);
    expect(lines).toHaveLength(500);
    expect(JSON.parse(lines.at(-1)!)).toMatchObject({ reqId: 'r499', msg: 'request' });
  });
});
