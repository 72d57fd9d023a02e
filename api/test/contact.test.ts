import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES } from '@jazz/contracts';
import { createAltcha } from '../src/contact/altcha';
import { contactForm, solve, solvedAltcha } from './contact-solve';
import { adminForThisFile, serverForThisFile, startTestServer } from './harness';

// The harness turns rate limits off (window 0); the limit has its own test file.
const server = serverForThisFile();
const admin = adminForThisFile(server);

const post = (body: unknown) => server.request('POST', '/api/contact', { body });
const messages = async () => (await server.request('GET', '/api/contact/messages', { token: admin.token })).body;
/** Waits until every queued mail has been delivered, so mail counts are stable. */
async function mailSettled() {
  const queued = server.db.prepare("SELECT COUNT(*) AS n FROM mail_queue WHERE status = 'queued'");
  // a delivery pass, awaited to its end (one already running is joined), until none is left
  const left = async () => {
    await server.mailer.flush();
    return (queued.get() as { n: number }).n;
  };
  await expect.poll(left, { timeout: 10_000 }).toBe(0);
}
const usedCount = () => (server.db.prepare('SELECT COUNT(*) AS n FROM altcha_used').get() as { n: number }).n;

describe('GET /api/altcha/challenge', () => {
  it('issues a signed SHA-256 challenge that expires in ten minutes and is not cached', async () => {
    const res = await server.request('GET', '/api/altcha/challenge');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(res.body.parameters).toMatchObject({ algorithm: 'SHA-256', cost: 1, keyLength: 32 });
    expect(res.body.parameters.expiresAt * 1000 - Date.now()).toBeGreaterThan(9.9 * 60_000);
    expect(res.body.parameters.expiresAt * 1000 - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    const other = await server.request('GET', '/api/altcha/challenge');
    expect(other.body.parameters.nonce).not.toBe(res.body.parameters.nonce);
  });
});

describe('POST /api/contact', () => {
  it('stores the message, mails it to the musician and answers true', async () => {
    // a subject of its own: the file's other tests send the form's other fields too
    const form = contactForm({ subject: 'Booking\nfor the festival' });
    const res = await post({ ...form, altcha: await solvedAltcha(server) });
    expect(res.status).toBe(200);
    expect(res.body).toBe(true);

    const mail = await server.smtp.waitFor((m) => m.subject.endsWith('contact form: Booking for the festival'));
    expect(mail.to).toEqual([admin.email]);
    expect(mail.headers['reply-to']).toBe('ella@example.com');
    // the site's name, the host while the owner has not named it
    expect(mail.subject).toBe('localhost contact form: Booking for the festival');
    expect(mail.text).toContain('Name: Ella Fitzgerald');
    expect(mail.text).toContain('Email: ella@example.com');
    expect(mail.text).toContain('Could the quintet play our festival on June 14?\nWe have a grand piano.');
    expect(mail.headers.from).toContain(server.config.mailFrom.replace(/^.*</, '').replace('>', ''));

    await server.mailer.flush();
    await expect.poll(async () => (await messages())[0].delivery, { timeout: 10_000 }).toBe('sent');
    const listed = (await messages())[0];
    expect(listed).toMatchObject({ ...form, delivery: 'sent', attempts: 1, lastError: null });
    expect(listed._id).toBe(listed.id);
  });

  it('purges spent solutions whose challenge expired at the first message after a start', async () => {
    // a server of its own: the purge runs at most every ten minutes, so on the file's server
    // only the first message of whichever test came first would purge
    const started = await startTestServer();
    try {
      const spent = started.db.prepare('INSERT INTO altcha_used (signature, expires_at) VALUES (?, ?)');
      spent.run('old', Date.now() - 1000);
      spent.run('live', Date.now() + 60_000);
      const res = await started.request('POST', '/api/contact', {
        body: { ...contactForm(), altcha: await solvedAltcha(started) },
      });
      expect(res.status).toBe(200);
      const kept = started.db.prepare("SELECT signature FROM altcha_used WHERE signature IN ('old', 'live')");
      expect(kept.pluck().all()).toEqual(['live']);
    } finally {
      await started.close();
    }
  });

  it('lists messages newest first, for admins only', async () => {
    await post({ ...contactForm({ subject: 'Gigs?' }), altcha: await solvedAltcha(server) });
    await post({ ...contactForm({ subject: 'Lessons?' }), altcha: await solvedAltcha(server) });
    const list = await messages();
    expect(list.slice(0, 2).map((m: { subject: string }) => m.subject)).toEqual(['Lessons?', 'Gigs?']);
    expect(Date.parse(list[0].createdAt)).toBeGreaterThanOrEqual(Date.parse(list[1].createdAt));
    expect((await server.request('GET', '/api/contact/messages')).status).toBe(401);
    const member = await server.member();
    expect((await server.request('GET', '/api/contact/messages', { token: member.token })).status).toBe(403);
  });

  it.each([
    ['firstName', { firstName: '  ' }],
    ['lastName', { lastName: undefined }],
    ['email', { email: 'not-an-email' }],
    ['email', { email: '' }],
    ['subject', { subject: '' }],
    ['message', { message: '\n' }],
    ['message', { message: 'm'.repeat(10_001) }, CONTACT_MESSAGES.messageTooLong],
  ])('answers 400 { %s } for %j and stores nothing', async (key, overrides, message?: string) => {
    const before = (await messages()).length;
    const res = await post({ ...contactForm(overrides), altcha: await solvedAltcha(server) });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ [key]: message ?? CONTACT_MESSAGES[key as keyof typeof CONTACT_MESSAGES] });
    expect((await messages()).length).toBe(before);
  });

  it('reports every field of an empty form', async () => {
    const res = await post({});
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      firstName: CONTACT_MESSAGES.firstName,
      lastName: CONTACT_MESSAGES.lastName,
      email: CONTACT_MESSAGES.email,
      subject: CONTACT_MESSAGES.subject,
      message: CONTACT_MESSAGES.message,
      altcha: CONTACT_MESSAGES.altcha,
    });
  });
});

describe('the human check', () => {
  const refused = async (altcha: unknown) => {
    await mailSettled();
    const before = (await messages()).length;
    const mailsBefore = server.smtp.mails.length;
    const res = await post({ ...contactForm(), altcha });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ altcha: CONTACT_MESSAGES.altcha });
    expect((await messages()).length).toBe(before);
    await mailSettled();
    expect(server.smtp.mails.length).toBe(mailsBefore);
  };

  it('refuses a missing or unreadable payload', async () => {
    await refused(undefined);
    await refused('');
    await refused('not base64 at all %%%');
    await refused(Buffer.from('{"challenge":null,"solution":null,"test":true}').toString('base64'));
  });

  it('refuses an unsolved challenge', async () => {
    const challenge = (await server.request('GET', '/api/altcha/challenge')).body;
    const guess = { counter: 1, derivedKey: '00'.repeat(32) };
    await refused(Buffer.from(JSON.stringify({ challenge, solution: guess })).toString('base64'));
  });

  it('refuses a solution whose challenge was tampered with', async () => {
    const solved = JSON.parse(Buffer.from(await solvedAltcha(server), 'base64').toString());
    solved.challenge.parameters.expiresAt += 3600;
    await refused(Buffer.from(JSON.stringify(solved)).toString('base64'));
  });

  it('refuses a challenge signed with another secret', async () => {
    const foreign = createAltcha({ secret: 'someone else', maxNumber: 1000 });
    await refused(await solve(await foreign.challenge()));
  });

  it('refuses a solution used before', async () => {
    const altcha = await solvedAltcha(server);
    const first = await post({ ...contactForm({ subject: 'Once' }), altcha });
    expect(first.status).toBe(200);
    const used = usedCount();
    await refused(altcha);
    expect(usedCount()).toBe(used);
  });

  it('refuses an expired challenge', async () => {
    const past = createAltcha({
      secret: server.config.jwtSecret,
      maxNumber: 1000,
      now: () => Date.now() - 10 * 60_000 - 2000,
    });
    await refused(await solve(await past.challenge()));
    // the same secret, not expired, passes: the refusal above was the expiry
    const fresh = createAltcha({ secret: server.config.jwtSecret, maxNumber: 1000 });
    expect((await post({ ...contactForm(), altcha: await solve(await fresh.challenge()) })).status).toBe(200);
  });
});
