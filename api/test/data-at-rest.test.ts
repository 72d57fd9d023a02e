import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { prepareDataDir } from '../src/config';
import { startTestServer, type TestServer } from './harness';

/** Secrets and data at rest: a delivered reset link is gone, the data folder is private. */
const servers: TestServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
});

async function boot(options: Parameters<typeof startTestServer>[0] = {}) {
  const server = await startTestServer(options);
  servers.push(server);
  return server;
}

const mode = (path: string) => statSync(path).mode & 0o777;
/** Every byte the database keeps on disk: the file, its WAL and shared memory. */
const databaseBytes = (dir: string) =>
  readdirSync(dir)
    .filter((name) => name.startsWith('site.db'))
    .map((name) => readFileSync(join(dir, name)).toString('latin1'))
    .join('');

async function resetLink(server: TestServer, email: string) {
  const res = await server.request('POST', '/api/users/passwordReset', { body: { email } });
  expect(res.status).toBe(200);
}

describe('a delivered mail', () => {
  it('loses its body (the reset link), in the database file and its WAL, and keeps its row', async () => {
    const server = await boot();
    const user = await server.createUser();
    await resetLink(server, user.email);
    const mail = await server.smtp.waitFor((m) => m.to.includes(user.email));
    const token = /resetpassword\/[0-9a-f]+\/([A-Za-z0-9_-]{43})/.exec(mail.text)![1]!;
    // the delivery pass that sent it: marked sent and checkpointed when this resolves
    await server.mailer.flush();

    const row = server.db
      .prepare('SELECT to_addr, subject, text_body, status, created_at, sent_at FROM mail_queue WHERE to_addr = ?')
      .get(user.email) as Record<string, string>;
    // the subject names the site, as every mail of the site does
    const { siteName } = (await server.request('GET', '/api/settings')).body as { siteName: string };
    expect(row).toMatchObject({
      to_addr: user.email,
      subject: `Reset your password for ${siteName}`,
      text_body: '',
      status: 'sent',
    });
    expect(row.created_at).toEqual(expect.any(String));
    expect(row.sent_at).toEqual(expect.any(String));
    expect(databaseBytes(server.dir)).not.toContain(token);
    // the link still works: only the copy at rest is gone
    expect((await server.request('GET', `/api/users/_resetpassword/${user.id}/${token}`)).status).toBe(200);
  });

  it('stays whole while it is not delivered yet (SMTP down): nothing is lost', async () => {
    const server = await boot({ smtpUrl: 'smtp://127.0.0.1:1' });
    const user = await server.createUser();
    await resetLink(server, user.email);
    await server.mailer.flush();
    const row = server.db.prepare('SELECT text_body, status FROM mail_queue WHERE to_addr = ?').get(user.email) as {
      text_body: string;
      status: string;
    };
    expect(row.status).toBe('queued');
    expect(row.text_body).toContain('/resetpassword/');
  });

  it('without SMTP is kept as an .eml file only its owner can read', async () => {
    const server = await boot({ config: { smtpUrl: undefined } });
    const user = await server.createUser();
    await resetLink(server, user.email);
    await server.mailer.flush();
    await server.mailer.flush();
    const dir = join(server.dir, 'mail');
    const [file] = readdirSync(dir);
    expect(readFileSync(join(dir, file!), 'utf8')).toContain('/resetpassword/');
    expect(mode(dir)).toBe(0o700);
    expect(mode(join(dir, file!))).toBe(0o600);
  });
});

describe('the data folder', () => {
  it('is created private', () => {
    const parent = mkdtempSync(join(tmpdir(), 'jazz-data-'));
    try {
      const dir = join(parent, 'data');
      prepareDataDir(dir);
      expect(mode(dir)).toBe(0o700);
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });

  it('is tightened at start when it exists readable by others', () => {
    const dir = mkdtempSync(join(tmpdir(), 'jazz-data-'));
    try {
      mkdirSync(join(dir, 'media'));
      writeFileSync(join(dir, 'site.db'), '');
      writeFileSync(join(dir, 'jwt-secret'), 'secret');
      writeFileSync(join(dir, 'media', 'a-640.webp'), '');
      for (const path of [dir, join(dir, 'media')]) chmodSync(path, 0o755);
      for (const path of ['site.db', 'jwt-secret', 'media/a-640.webp']) chmodSync(join(dir, path), 0o644);
      prepareDataDir(dir);
      expect(mode(dir)).toBe(0o700);
      expect(mode(join(dir, 'media'))).toBe(0o700);
      for (const path of ['site.db', 'jwt-secret', 'media/a-640.webp']) expect(mode(join(dir, path)), path).toBe(0o600);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
