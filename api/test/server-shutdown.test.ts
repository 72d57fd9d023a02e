import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * server.ts as `npm start` runs it: listens, answers, and on SIGTERM or SIGINT stops taking
 * connections, lets the request in flight finish, closes the database and exits with 0.
 */
const root = resolve(import.meta.dirname, '..', '..');
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function boot() {
  const dir = mkdtempSync(join(tmpdir(), 'jazz-server-'));
  dirs.push(dir);
  // node itself, with tsx as a loader: the tsx CLI relays signals and SIGKILLs a child that is
  // busy for 60 ms (a bcrypt hash), which would cut the request in flight
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dir, PORT: '0', ADMIN_EMAIL: 'a@example.com', ADMIN_PASSWORD: 'long enough' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  const url = await new Promise<string>((done, fail) => {
    const timer = setInterval(() => {
      const match = /Site and API on (http:\/\/\S+)/.exec(output);
      if (match) done(match[1]!);
    }, 50);
    void exited.then(() => fail(new Error(`server exited early: ${output}`))).finally(() => clearInterval(timer));
  });
  return { child, url, dir, exited, output: () => output };
}

describe('server.ts', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'finishes the request in flight and exits 0 on %s',
    async (signal) => {
      const server = await boot();
      expect((await fetch(`${server.url}/api/groups`)).status).toBe(200);
      // a login takes a bcrypt hash's time: the signal arrives while it runs
      const inFlight = fetch(`${server.url}/api/users/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'a@example.com', password: 'long enough' }),
      });
      await new Promise((done) => setTimeout(done, 20));
      server.child.kill(signal);
      expect((await inFlight).status).toBe(200);
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain(`${signal}: closing`);
      // a clean close checkpoints the WAL into the database file
      expect(existsSync(join(server.dir, 'site.db-wal'))).toBe(false);
    },
    60_000,
  );
});
