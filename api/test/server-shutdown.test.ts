import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request, type IncomingMessage } from 'node:http';
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
  /** Resolves once the output matches `pattern` (told on each chunk it prints). */
  const printed = (pattern: RegExp) =>
    new Promise<RegExpExecArray>((done, fail) => {
      const check = () => {
        const match = pattern.exec(output);
        if (!match) return;
        child.stdout.off('data', check);
        child.stderr.off('data', check);
        done(match);
      };
      child.stdout.on('data', check);
      child.stderr.on('data', check);
      void exited.then(() => fail(new Error(`server exited before printing ${pattern}: ${output}`)));
      check();
    });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  const url = (await printed(/Site and API on (http:\/\/\S+)/))[1]!;
  return { child, url, dir, exited, printed, output: () => output };
}

describe('server.ts', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'finishes the request in flight and exits 0 on %s',
    async (signal) => {
      const server = await boot();
      expect((await fetch(`${server.url}/api/groups`)).status).toBe(200);
      // A login whose body waits for "100 Continue": Node's server sends that when it has read
      // the request's head and is handing it to the app, so once it arrives the server has
      // seen the request. The signal comes then, the body after it, and the bcrypt hash later
      // still: the whole request runs while the server is closing.
      const body = JSON.stringify({ email: 'a@example.com', password: 'long enough' });
      const login = request(`${server.url}/api/users/login`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          Expect: '100-continue',
        },
      });
      const answered = once(login, 'response') as Promise<[IncomingMessage]>;
      login.flushHeaders();
      await once(login, 'continue');
      server.child.kill(signal);
      // the server acts on the signal (it says so) before the body is sent
      await server.printed(new RegExp(`${signal}: closing`));
      login.end(body);
      const [response] = await answered;
      response.resume();
      expect(response.statusCode).toBe(200);
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain(`${signal}: closing`);
      // a clean close checkpoints the WAL into the database file
      expect(existsSync(join(server.dir, 'site.db-wal'))).toBe(false);
    },
    60_000,
  );
});
