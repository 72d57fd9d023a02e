import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';

/**
 * The server's idle memory is budgeted (docs/performance.md): packages only an upload, an
 * import, a download or a mail needs are loaded at their first use, not at start. Each of these
 * keeps megabytes resident (libheif's WebAssembly about 20 MB, sharp's libvips about 20 MB,
 * pdfkit with its fonts about 10 MB).
 */
const LOADED_AT_FIRST_USE = [
  'sharp',
  'heic-decode',
  'libheif-js',
  'pdfkit',
  'yazl',
  'nodemailer',
  'ical.js',
  'html-to-text',
  'csv-parse',
  'parse5',
  'chrono-node',
  'ics',
];

const root = resolve(import.meta.dirname, '..', '..');
const dir = mkdtempSync(join(tmpdir(), 'jazz-start-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const packagesFile = join(dir, 'packages.json');

/** server.ts as `npm start` runs it, with the recorder of the packages it loads. */
async function boot() {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--import', join(import.meta.dirname, 'fixtures', 'loaded-packages.mjs'), 'api/src/server.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: join(dir, 'data'),
        PORT: '0',
        SMTP_URL: '',
        ADMIN_EMAIL: 'a@example.com',
        ADMIN_PASSWORD: 'long enough',
        LOADED_PACKAGES_FILE: packagesFile,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((done) => child.on('exit', () => done()));
  const url = await new Promise<string>((done, fail) => {
    const check = () => {
      const match = /Site and API on (http:\/\/\S+)/.exec(output);
      if (match) done(match[1]!);
    };
    child.stdout.on('data', check);
    void exited.then(() => fail(new Error(`server exited early: ${output}`)));
  });
  /** The packages the server has loaded so far. */
  const packages = async (): Promise<string[]> => {
    rmSync(packagesFile, { force: true });
    child.kill('SIGUSR2');
    await vi.waitFor(() => expect(existsSync(packagesFile)).toBe(true), { timeout: 10_000, interval: 20 });
    return JSON.parse(readFileSync(packagesFile, 'utf8')) as string[];
  };
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
  };
  return { url, packages, stop };
}

describe('start-up', () => {
  it('loads the packages of uploads, imports, downloads and mail only when one is needed', async () => {
    // the first start seeds the demo content (its photos go through sharp) in a child process:
    // the server's own memory is as after a restart
    const first = await boot();
    try {
      expect((await first.packages()).filter((name) => LOADED_AT_FIRST_USE.includes(name))).toEqual([]);
    } finally {
      await first.stop();
    }
    const server = await boot();
    try {
      const atStart = await server.packages();
      expect(atStart).toContain('koa');
      expect(atStart.filter((name) => LOADED_AT_FIRST_USE.includes(name))).toEqual([]);

      // the press kit's one-sheet needs pdfkit: loaded now (and seen by the recorder)
      const pdf = await fetch(`${server.url}/press.pdf`);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(await server.packages()).toContain('pdfkit');
    } finally {
      await server.stop();
    }
  }, 120_000);
});
