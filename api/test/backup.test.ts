import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db';
import { createSecrets, SECRETS_KEY_FILE } from '../src/secrets/secrets';
import { startTestServer, type TestServer } from './harness';

/**
 * Backups: `npm run backup` snapshots a site that keeps serving and writing, and
 * `npm run restore` fills an empty DATA_DIR from it (and refuses one that is not empty).
 */
const root = resolve(import.meta.dirname, '..', '..');
let server: TestServer;
let token: string;
let scratch: string;

function npmRun(script: 'backup' | 'restore', target: string, dataDir: string) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((done) => {
    execFile(
      'npm',
      ['run', '--silent', script, '--', target],
      { cwd: root, env: { ...process.env, DATA_DIR: dataDir } },
      (error, stdout, stderr) => done({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const show = (n: number) => ({
  group: 'Cannonball Quintet',
  venue: `Venue ${n}`,
  startDate: '2031-05-03T23:30:00.000Z',
});

beforeAll(async () => {
  server = await startTestServer();
  token = (await server.admin()).token;
  scratch = mkdtempSync(join(tmpdir(), 'jazz-backup-test-'));
});
afterAll(async () => {
  await server.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe('npm run backup, then npm run restore', () => {
  it('snapshots a live site with its media, and restores it into an empty folder', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#884422' } })
      .png()
      .toBuffer();
    const group = await server.request('POST', '/api/groups/create', {
      token,
      body: { name: 'Backed-up band', images: { a: `data:image/png;base64,${png.toString('base64')}` } },
    });
    expect(group.status).toBe(201);
    for (let n = 0; n < 5; n += 1)
      expect((await server.request('POST', '/api/events/create', { token, body: show(n) })).status).toBe(201);
    const media = readdirSync(join(server.dir, 'media'));
    expect(media.length).toBeGreaterThan(0);

    // the site keeps writing while the backup runs
    let writing = true;
    let written = 0;
    const writer = (async () => {
      for (let n = 100; writing; n += 1) {
        expect((await server.request('POST', '/api/events/create', { token, body: show(n) })).status).toBe(201);
        written += 1;
      }
    })();
    // a secret sealed under the site's key (a person's tax number)
    const sealed = createSecrets(server.dir).seal('tin', '123-45-6789');
    const destination = join(scratch, 'backups');
    const result = await npmRun('backup', destination, server.dir);
    writing = false;
    await writer;
    expect(result.code, result.stderr).toBe(0);
    expect(written).toBeGreaterThan(0);

    const folder = result.stdout.trim();
    // the key is left out and the owner is told where it is
    expect(existsSync(join(folder, SECRETS_KEY_FILE))).toBe(false);
    expect(readdirSync(folder)).not.toContain(SECRETS_KEY_FILE);
    expect(result.stderr).toContain(`Not in the backup: the secrets key ${join(server.dir, SECRETS_KEY_FILE)}`);
    expect(folder.startsWith(destination)).toBe(true);
    expect(basename(folder)).toMatch(/^backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z$/);
    expect(statSync(folder).mode & 0o777).toBe(0o700);
    expect(readdirSync(join(folder, 'media')).sort()).toEqual(media.sort());

    const dataDir = join(scratch, 'restored');
    const restored = await npmRun('restore', folder, dataDir);
    expect(restored.code, restored.stderr).toBe(0);
    const db = openDatabase(join(dataDir, 'site.db'));
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      const venues = (db.prepare('SELECT venue FROM events').all() as { venue: string }[]).map((e) => e.venue);
      for (let n = 0; n < 5; n += 1) expect(venues).toContain(`Venue ${n}`);
      expect(db.prepare('SELECT name FROM groups').all()).toContainEqual({ name: 'Backed-up band' });
    } finally {
      db.close();
    }
    expect(readdirSync(join(dataDir, 'media')).sort()).toEqual(media.sort());
    expect(restored.stderr).toContain(join(dataDir, SECRETS_KEY_FILE));
    // restored without its key: everything but the secrets, which no longer open
    expect(createSecrets(dataDir).open('tin', sealed)).toBeUndefined();
    expect(createSecrets(server.dir).open('tin', sealed)).toBe('123-45-6789');
  });

  it('refuses to restore into a DATA_DIR that is not empty, and leaves it alone', async () => {
    const destination = join(scratch, 'more');
    const folder = (await npmRun('backup', destination, server.dir)).stdout.trim();
    const busy = join(scratch, 'busy');
    mkdirSync(busy);
    writeFileSync(join(busy, 'site.db'), 'live data');
    const res = await npmRun('restore', folder, busy);
    expect(res.code).not.toBe(0);
    expect(res.stderr).toMatch(/not empty/);
    expect(readdirSync(busy)).toEqual(['site.db']);
  });

  it('refuses a folder that is not a backup', async () => {
    const res = await npmRun('restore', scratch, join(scratch, 'empty'));
    expect(res.code).not.toBe(0);
    expect(res.stderr).toMatch(/not a backup/);
  });
});
