import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../src/db';
import { Mailer } from '../src/mail/mailer';
import { contactForm, solvedAltcha } from './contact-solve';
import { startTestServer, type TestServer } from './harness';

const servers: TestServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
});

async function boot(options: Parameters<typeof startTestServer>[0]) {
  const server = await startTestServer(options);
  servers.push(server);
  return { server, token: (await server.admin()).token };
}

/** Asks the admin list again until the newest message satisfies `done`. */
function newestMessage(server: TestServer, token: string, done: (m: any) => boolean) {
  return vi.waitFor(
    async () => {
      const [newest] = (await server.request('GET', '/api/contact/messages', { token })).body;
      if (!newest || !done(newest)) throw new Error('the message has not reached the expected state');
      return newest;
    },
    { timeout: 5_000, interval: 20 },
  );
}

async function send(server: TestServer, overrides: Record<string, unknown> = {}) {
  const res = await server.request('POST', '/api/contact', {
    body: { ...contactForm(overrides), altcha: await solvedAltcha(server) },
  });
  expect(res.status).toBe(200);
  expect(res.body).toBe(true);
}

describe('contact mail delivery', () => {
  it('retries a failing SMTP server until the mail is accepted', async () => {
    const { server, token } = await boot({ mailer: { retryDelay: () => 50 } });
    server.smtp.failNext(2);
    await send(server, { subject: 'Retry me' });
    const mail = await server.smtp.waitFor((m) => m.subject === 'localhost contact form: Retry me');
    expect(mail.text).toContain('Name: Ella Fitzgerald');
    const listed = await newestMessage(server, token, (m) => m.delivery === 'sent');
    expect(listed).toMatchObject({ subject: 'Retry me', delivery: 'sent', attempts: 3, lastError: null });
    expect(server.smtp.mails.filter((m) => m.subject === 'localhost contact form: Retry me')).toHaveLength(1);
  });

  it('marks a mail failed after the last attempt, keeping the message', async () => {
    const { server, token } = await boot({ mailer: { retryDelay: () => 20, maxAttempts: 2 } });
    server.smtp.failNext(5);
    await send(server, { subject: 'Doomed' });
    const listed = await newestMessage(server, token, (m) => m.delivery === 'failed');
    expect(listed).toMatchObject({
      subject: 'Doomed',
      attempts: 2,
      lastError: expect.stringMatching(/451|unavailable/i),
    });
  });

  it('keeps the message, queued with the error, when SMTP is unreachable', async () => {
    const { server, token } = await boot({ smtpUrl: 'smtp://127.0.0.1:1' });
    await send(server, { subject: 'Nobody home' });
    const listed = await newestMessage(server, token, (m) => m.attempts >= 1);
    expect(listed).toMatchObject({ ...contactForm({ subject: 'Nobody home' }), delivery: 'queued' });
    expect(listed.lastError).toEqual(expect.any(String));
    expect(listed.lastError.length).toBeGreaterThan(0);
  });

  it('writes mail as .eml files when no SMTP server is configured', async () => {
    const { server, token } = await boot({ config: { smtpUrl: undefined } });
    await send(server, { subject: 'On file' });
    await newestMessage(server, token, (m) => m.delivery === 'sent');
    const dir = join(server.dir, 'mail');
    const files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const eml = readFileSync(join(dir, files[0]!), 'utf8');
    expect(eml).toContain('Subject: localhost contact form: On file');
    expect(eml).toContain('Reply-To: ella@example.com');
    expect(server.smtp.mails).toHaveLength(0);
  });
});

describe('the mail queue across restarts', () => {
  it('delivers mail left queued by an earlier process once start() is called', async () => {
    const { server } = await boot({});
    const dir = mkdtempSync(join(tmpdir(), 'jazz-mail-restart-'));
    const db = openDatabase(join(dir, 'site.db'));
    const logger = { info: () => {}, error: () => {} };
    try {
      // the earlier process: queued a mail, failed twice, then stopped before the retry
      db.prepare(
        "INSERT INTO mail_queue (to_addr, subject, text_body, attempts, last_error, next_attempt_at, created_at) VALUES ('band@example.com', 'Left over', 'hello again', 2, 'timeout', ?, ?)",
      ).run(Date.now() - 1000, new Date().toISOString());
      const mailer = new Mailer({ db, from: 'site@example.com', smtpUrl: server.smtp.url, mailDir: dir, logger });
      mailer.start();
      const mail = await server.smtp.waitFor((m) => m.subject === 'Left over');
      expect(mail.to).toEqual(['band@example.com']);
      expect(mail.text).toContain('hello again');
      await mailer.stop();
      expect(db.prepare('SELECT status, attempts, last_error FROM mail_queue').get()).toEqual({
        status: 'sent',
        attempts: 3,
        last_error: null,
      });
    } finally {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
