import Database from 'better-sqlite3';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { migrate } from '../src/db';
import { ensureAdmin } from '../src/users/bootstrap';
import { serverForThisFile, adminForThisFile } from './harness';
import type { CapturedMail } from './smtp-capture';

const server = serverForThisFile();
const admin = adminForThisFile(server);

const PASSWORD = 'correct horse battery';
const verifyToken = (mail: CapturedMail) => /\/account\/verify\/([\w-]+)/.exec(mail.text)?.[1];
const mailTo = (address: string) =>
  server.smtp.waitFor((m) => m.to.includes(address) && /^Confirm your e-mail/.test(m.subject));

async function register(email: string) {
  const res = await server.request('POST', '/api/users/register', {
    body: { firstName: 'Fan', lastName: 'Tastic', email, password: PASSWORD, password2: PASSWORD },
  });
  expect(res.status).toBe(201);
  return server.login(email, PASSWORD);
}

const me = async (token: string) => (await server.request('GET', '/api/users/me', { token })).body;

describe('e-mail verification', () => {
  it('mails a link at registration; the account works, follows wait for the link; the page confirms on POST only', async () => {
    const email = 'new-fan@example.com';
    const token = await register(email);
    expect(await me(token)).toMatchObject({ email, emailVerified: false, pendingEmail: null });
    // an unproved address can neither read nor change the follows of that address
    const read = await server.request('GET', '/api/follow/me', { token });
    expect(read.status).toBe(403);
    expect(read.body.reason).toBe('unverified');
    expect((await server.request('PUT', '/api/follow/me', { token, body: { groups: 'all' } })).status).toBe(403);

    const link = verifyToken(await mailTo(email))!;
    expect(link).toBeTruthy();
    // a mail scanner opening the link confirms nothing
    const page = await fetch(`${server.url}/account/verify/${link}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<form method="post">');
    expect(html).toContain(email);
    expect((await me(token)).emailVerified).toBe(false);

    const confirmed = await fetch(`${server.url}/account/verify/${link}`, { method: 'POST' });
    expect(confirmed.status).toBe(200);
    expect((await me(token)).emailVerified).toBe(true);
    expect((await server.request('PUT', '/api/follow/me', { token, body: { groups: 'all' } })).status).toBe(200);
    // used once
    expect((await fetch(`${server.url}/account/verify/${link}`, { method: 'POST' })).status).toBe(404);
  });

  it('counts users created by an admin and anyone who used a reset link as verified', async () => {
    const created = await server.request('POST', '/api/users/create', {
      token: admin.token,
      body: { firstName: 'A', lastName: 'B', email: 'made@example.com', password: PASSWORD, password2: PASSWORD },
    });
    expect(created.status).toBe(201);
    expect((await me(await server.login('made@example.com', PASSWORD))).emailVerified).toBe(true);

    const token = await register('forgetful@example.com');
    expect((await me(token)).emailVerified).toBe(false);
    expect(
      (await server.request('POST', '/api/users/passwordReset', { body: { email: 'forgetful@example.com' } })).status,
    ).toBe(200);
    const mail = await server.smtp.waitFor((m) => m.to.includes('forgetful@example.com') && /Reset/.test(m.subject));
    const [, id, reset] = /\/resetpassword\/([\w-]+)\/([\w-]+)/.exec(mail.text)!;
    const used = await server.request('POST', '/api/users/resetpassword', {
      body: { id, token: reset, password: 'another long one' },
    });
    expect(used.status).toBe(200);
    expect((await me(await server.login('forgetful@example.com', 'another long one'))).emailVerified).toBe(true);
  });

  it('changes the e-mail only once the new address is proved', async () => {
    const user = await server.createUser({ email: 'old@example.com', password: PASSWORD });
    const token = await server.login(user.email, PASSWORD);
    expect((await server.request('PUT', '/api/follow/me', { token, body: { groups: 'all' } })).status).toBe(200);
    const wrong = await server.request('PUT', '/api/users/me/email', {
      token,
      body: { email: 'new@example.com', currentPassword: 'not it at all' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toHaveProperty('currentPassword');
    const taken = await server.request('PUT', '/api/users/me/email', {
      token,
      body: { email: admin.email, currentPassword: PASSWORD },
    });
    expect(taken.body).toHaveProperty('email');

    const asked = await server.request('PUT', '/api/users/me/email', {
      token,
      body: { email: 'New@Example.com', currentPassword: PASSWORD },
    });
    expect(asked.status).toBe(202);
    expect(asked.body).toMatchObject({
      email: 'old@example.com',
      emailVerified: true,
      pendingEmail: 'new@example.com',
    });
    // still the old address until the link is used
    expect(
      (await server.request('POST', '/api/users/login', { body: { email: 'new@example.com', password: PASSWORD } }))
        .status,
    ).toBe(400);

    const link = verifyToken(await mailTo('new@example.com'))!;
    expect((await fetch(`${server.url}/account/verify/${link}`, { method: 'POST' })).status).toBe(200);
    expect(await me(token)).toMatchObject({ email: 'new@example.com', emailVerified: true, pendingEmail: null });
    // the account's show announcements moved with it
    expect((await server.request('GET', '/api/follow/me', { token })).body).toEqual({ groups: 'all' });
    expect(
      (await server.request('POST', '/api/users/login', { body: { email: 'new@example.com', password: PASSWORD } }))
        .status,
    ).toBe(200);
  });

  it('counts accounts that exist at the upgrade and the ADMIN_EMAIL admin as verified', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'jazz-verify-'));
    try {
      const db = new Database(join(dir, 'site.db'));
      // the database as it was before migration 007, with one account in it
      const migrations = join(import.meta.dirname, '../src/db/migrations');
      db.exec(
        'CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
      );
      for (const file of readdirSync(migrations).sort()) {
        const version = Number(file.split('_')[0]);
        if (version >= 7) continue;
        db.exec(readFileSync(join(migrations, file), 'utf8'));
        db.prepare('INSERT INTO schema_migrations VALUES (?, ?, ?)').run(version, file, 'then');
      }
      db.prepare(
        "INSERT INTO users (id, first_name, last_name, email, password_hash, created_at, updated_at) VALUES ('u1', 'Old', 'Timer', 'old@x.org', 'h', 'then', 'then')",
      ).run();
      migrate(db);
      const verifiedOf = (email: string) =>
        (
          db.prepare('SELECT email_verified_at FROM users WHERE email = ?').get(email) as {
            email_verified_at: string | null;
          }
        ).email_verified_at;
      expect(verifiedOf('old@x.org')).not.toBeNull();
      const config = loadConfig({
        DATA_DIR: dir,
        JWT_SECRET: 'x',
        ADMIN_EMAIL: 'boss@x.org',
        ADMIN_PASSWORD: 'long enough',
      });
      await ensureAdmin(db, config, { info: () => {}, error: () => {} });
      expect(verifiedOf('boss@x.org')).not.toBeNull();
      // the first start's box (no ADMIN_PASSWORD) tells the owner where to change the password
      db.exec('DELETE FROM users');
      const lines: string[] = [];
      await ensureAdmin(db, loadConfig({ DATA_DIR: dir, JWT_SECRET: 'x' }), {
        info: (m) => lines.push(m),
        error: () => {},
      });
      expect(lines.join('\n')).toContain('My Account -> Account settings');
      expect(verifiedOf('admin@example.com')).not.toBeNull();
      db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the way back to a chosen lesson time', () => {
  const next = '/lessons?time=2031-03-04T19:00:00.000Z&length=60&format=online';

  it('carries `next` from the sign-up through the mailed link to the confirmed page, which leads to /login with it', async () => {
    const email = 'student-next@example.com';
    const res = await server.request('POST', '/api/users/register', {
      body: { firstName: 'Stu', lastName: 'Dent', email, password: PASSWORD, password2: PASSWORD, next },
    });
    expect(res.status).toBe(201);
    const mail = await mailTo(email);
    const link = /(\/account\/verify\/[\w-]+\?next=\S+)/.exec(mail.text)?.[1];
    expect(link).toBe(`/account/verify/${verifyToken(mail)}?next=${encodeURIComponent(next)}`);
    const page = await fetch(`${server.url}${link}`);
    // the button posts to the address it was opened at, `next` included
    expect(await page.text()).toContain('<form method="post">');
    const confirmed = await (await fetch(`${server.url}${link}`, { method: 'POST' })).text();
    expect(confirmed).toContain(`<a href="/login?next=${encodeURIComponent(next)}">Back to your lesson time</a>`);
  });

  it('sends the link again with `next`, and never leads to another site', async () => {
    const email = 'student-again@example.com';
    const token = await register(email);
    await mailTo(email);
    const again = await server.request('POST', '/api/users/me/verification', { token, body: { next } });
    expect(again.status).toBe(202);
    const mail = await server.smtp.waitFor((m) => m.to.includes(email) && m.text.includes('?next='));
    expect(mail.text).toContain(`?next=${encodeURIComponent(next)}`);

    const foreign = 'foreign-next@example.com';
    await server.request('POST', '/api/users/register', {
      body: {
        firstName: 'Eve',
        lastName: 'Il',
        email: foreign,
        password: PASSWORD,
        password2: PASSWORD,
        next: '//evil.example/x',
      },
    });
    const plain = await mailTo(foreign);
    expect(plain.text).not.toContain('next=');
    const confirmed = await (
      await fetch(
        `${server.url}/account/verify/${verifyToken(plain)}?next=${encodeURIComponent('https://evil.example')}`,
        {
          method: 'POST',
        },
      )
    ).text();
    expect(confirmed).toContain('is confirmed');
    expect(confirmed).not.toContain('evil.example');
  });
});

describe('PUT /api/users/me/password', () => {
  it('refuses a wrong current password with 400 { currentPassword }', async () => {
    const user = await server.createUser({ password: PASSWORD });
    const token = await server.login(user.email, PASSWORD);
    const res = await server.request('PUT', '/api/users/me/password', {
      token,
      body: { currentPassword: 'wrong guess!', password: 'brand new pass', password2: 'brand new pass' },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body)).toEqual(['currentPassword']);
    const mismatch = await server.request('PUT', '/api/users/me/password', {
      token,
      body: { currentPassword: PASSWORD, password: 'brand new pass', password2: 'other' },
    });
    expect(mismatch.body).toHaveProperty('password2');
  });

  it('answers a fresh token and ends every earlier one, the calling one too', async () => {
    const user = await server.createUser({ password: PASSWORD });
    const calling = await server.login(user.email, PASSWORD);
    const other = await server.login(user.email, PASSWORD);
    const res = await server.request('PUT', '/api/users/me/password', {
      token: calling,
      body: { currentPassword: PASSWORD, password: 'brand new pass', password2: 'brand new pass' },
    });
    expect(res.status).toBe(200);
    expect(typeof res.body.token).toBe('string');
    expect((await server.request('GET', '/api/users/me', { token: calling })).status).toBe(401);
    expect((await server.request('GET', '/api/users/me', { token: other })).status).toBe(401);
    expect((await server.request('GET', '/api/users/me', { token: res.body.token })).status).toBe(200);
    expect(await server.login(user.email, 'brand new pass')).toBeTruthy();
  });
});
