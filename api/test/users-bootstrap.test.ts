import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import bcrypt from 'bcryptjs';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Db } from '../src/db';
import type { Logger } from '../src/http/logger';
import { Mailer } from '../src/mail/mailer';
import { ensureAdmin } from '../src/users/bootstrap';

interface Row {
  id: string;
  email: string;
  roles: string;
  password_hash: string;
  token_version: number;
}

const opened: { db: Db; dir: string }[] = [];
afterEach(() => {
  for (const { db, dir } of opened.splice(0)) {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

function setup(env: Record<string, string> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'jazz-bootstrap-'));
  const db = openDatabase(join(dir, 'site.db'));
  opened.push({ db, dir });
  const config: Config = loadConfig({ DATA_DIR: dir, SITE_URL: 'https://jazz.example.org', JWT_SECRET: 'x', ...env });
  const lines: string[] = [];
  const logger: Logger = { info: (m) => lines.push(m), error: (m) => lines.push(m) };
  const users = () => db.prepare('SELECT * FROM users').all() as Row[];
  return { db, dir, config, lines, logger, users };
}

/** Logs in through the real app over this database, as the printed credentials would. */
async function loginStatus(db: Db, config: Config, email: string, password: string): Promise<number> {
  const logger: Logger = { info: () => {}, error: () => {} };
  const mailer = new Mailer({ db, from: config.mailFrom, smtpUrl: undefined, mailDir: config.dataDir, logger });
  const server = createApp({ db, config, mailer, logger }).listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    return res.status;
  } finally {
    server.close();
    await mailer.stop();
  }
}

describe('ensureAdmin', () => {
  it('with no configuration, creates admin@<site host> with a random password printed once', async () => {
    const { db, config, lines, logger, users } = setup();
    await ensureAdmin(db, config, logger);
    expect(users()).toHaveLength(1);
    const [admin] = users();
    expect(admin!.email).toBe('admin@jazz.example.org');
    expect(JSON.parse(admin!.roles)).toEqual(['user', 'admin']);

    const output = lines.join('\n');
    expect(output).toContain('admin@jazz.example.org');
    const password = /password: (\S+)/.exec(output)?.[1];
    expect(password!.length).toBeGreaterThanOrEqual(16);
    expect(await loginStatus(db, config, admin!.email, password!)).toBe(200);

    // a second start changes nothing and prints nothing
    lines.length = 0;
    await ensureAdmin(db, config, logger);
    expect(users()).toHaveLength(1);
    expect(lines).toEqual([]);
  });

  it('falls back to a valid address when the site host has no domain', async () => {
    const { db, dir, lines, logger, users } = setup();
    await ensureAdmin(db, loadConfig({ DATA_DIR: dir, JWT_SECRET: 'x' }), logger);
    expect(users()[0]!.email).toBe('admin@example.com');
    expect(lines.join('\n')).toContain('admin@example.com');
  });

  it('creates the configured admin and never prints its password', async () => {
    const { db, config, lines, logger, users } = setup({
      ADMIN_EMAIL: 'Sax@Example.com',
      ADMIN_PASSWORD: 'configured secret',
    });
    await ensureAdmin(db, config, logger);
    const [admin] = users();
    expect(admin!.email).toBe('sax@example.com');
    expect(JSON.parse(admin!.roles)).toEqual(['user', 'admin']);
    expect(await loginStatus(db, config, 'sax@example.com', 'configured secret')).toBe(200);
    expect(lines.join('\n')).not.toContain('configured secret');
  });

  it('does nothing when an admin exists, even with ADMIN_EMAIL set', async () => {
    const { db, config, logger, users } = setup({
      ADMIN_EMAIL: 'new@example.com',
      ADMIN_PASSWORD: 'configured secret',
    });
    await ensureAdmin(db, { ...config, adminEmail: 'first@example.com' }, logger);
    await ensureAdmin(db, config, logger);
    expect(users().map((u) => u.email)).toEqual(['first@example.com']);
  });

  it('takes over an account registered with ADMIN_EMAIL: admin role, configured password, sessions ended', async () => {
    const { db, config, logger, users } = setup({
      ADMIN_EMAIL: 'sax@example.com',
      ADMIN_PASSWORD: 'configured secret',
    });
    db.prepare(
      "INSERT INTO users (id, first_name, last_name, email, password_hash, created_at, updated_at) VALUES ('u1', 'A', 'B', 'sax@example.com', 'x', '', '')",
    ).run();
    await ensureAdmin(db, config, logger);
    const [admin] = users();
    expect(JSON.parse(admin!.roles)).toEqual(['user', 'admin']);
    expect(admin!.token_version).toBe(1);
    expect(await bcrypt.compare('configured secret', admin!.password_hash)).toBe(true);
  });

  it('refuses a configured password shorter than 8 characters', async () => {
    const { db, config, logger, users } = setup({ ADMIN_EMAIL: 'sax@example.com', ADMIN_PASSWORD: 'short' });
    await expect(ensureAdmin(db, config, logger)).rejects.toThrow(/ADMIN_PASSWORD/);
    expect(users()).toEqual([]);
  });
});
