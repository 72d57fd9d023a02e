import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { describe, expect, it, onTestFinished } from 'vitest';

/**
 * server.ts as `npm start` runs it, with its log read by something that stops reading (a pager,
 * `tee` on a stuck terminal, a stalled log driver) or goes away: the site keeps answering and
 * loses log lines instead (docs/operations.md, "Health and logs"). Every wait here is on an
 * event (an answer, a line, the process's exit), none on a clock.
 */
const root = resolve(import.meta.dirname, '..', '..');

type Output = 'stdout' | 'stderr';

/**
 * Starts the server with its JSON log on `logs` and reads stdout until it says where it
 * listens; from then on nobody reads `logs`. No ADMIN_EMAIL: it prints a generated password.
 */
async function boot(logs: Output) {
  const dir = mkdtempSync(join(tmpdir(), 'jazz-logs-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dir, PORT: '0', LOG_OUTPUT: logs, LOG_BUFFER_BYTES: String(64 * 1024) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  onTestFinished(() => {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });
  const exited = new Promise<string>((done) =>
    child.on('exit', (code, signal) => done(`exited with ${code ?? signal}`)),
  );
  let console = '';
  const url = await new Promise<string>((done, fail) => {
    const read = (chunk: Buffer) => {
      console += chunk.toString();
      const match = /Site and API on (http:\/\/\S+)/.exec(console);
      if (!match) return;
      child.stdout.off('data', read);
      done(match[1]!);
    };
    child.stdout.on('data', read);
    void exited.then((how) => fail(new Error(`server ${how}: ${console}`)));
  });
  // the reader stops: the pipe and this side's buffer fill, then the server's own
  child.stdout.pause();
  if (logs === 'stderr') child.stdout.resume();
  return { child, url, console, exited, logStream: (logs === 'stdout' ? child.stdout : child.stderr) as Readable };
}

/** `count` GETs, 16 at a time, every fifth one of /healthz; resolves with every status. */
async function requests(url: string, count: number): Promise<{ path: string; status: number }[]> {
  const statuses: { path: string; status: number }[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const path = next++ % 5 === 0 ? '/healthz' : '/api/groups';
      const response = await fetch(url + path);
      await response.arrayBuffer();
      statuses.push({ path, status: response.status });
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  return statuses;
}

/** Reads `stream` from now on; resolves with everything read once a line matches `pattern`. */
function readUntil(stream: Readable, pattern: RegExp): Promise<string> {
  let text = '';
  return new Promise((done, fail) => {
    stream.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (pattern.test(text)) done(text);
    });
    stream.on('end', () => fail(new Error(`the log ended without ${pattern}`)));
    stream.resume();
  });
}

describe.each(['stdout', 'stderr'] as const)('a log on %s', (logs) => {
  it('whose reader stalls costs log lines, not answers, and says how many were lost once read again', async () => {
    const server = await boot(logs);
    // the generated admin password came first, before anything could be dropped
    expect(server.console).toMatch(/password: \S{12,}/);

    const answers = await requests(server.url, 5000);
    expect(answers).toHaveLength(5000);
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
    expect(answers.filter((answer) => answer.path === '/healthz')).toHaveLength(1000);

    const text = await readUntil(server.logStream, /"dropped":\d+.*\n/);
    const lines = text
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const dropped = lines.find((line) => 'dropped' in line)!;
    expect(dropped).toMatchObject({ level: 40, msg: expect.stringContaining('log lines dropped') });
    expect(dropped.dropped).toBeGreaterThan(0);
    expect(Date.parse(String(dropped.from))).toBeLessThanOrEqual(Date.parse(String(dropped.to)));
    // every request is either a line read or one of those counted
    const read = lines.filter((line) => line.msg === 'request').length;
    expect(read + Number(dropped.dropped)).toBe(5000);
    expect(server.child.exitCode).toBeNull();
  }, 180_000);

  it('whose reader goes away leaves the site answering', async () => {
    const server = await boot(logs);
    server.logStream.destroy();
    const answers = await requests(server.url, 1000);
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
    // still the same process, still listening
    expect(server.child.exitCode).toBeNull();
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  }, 120_000);
});
