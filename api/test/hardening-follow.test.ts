import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createMailQueueRepository } from '../src/mail/queue-repository';
import { solvedAltcha } from './contact-solve';
import { heapAfterGc } from './gc';
import { adminForThisFile, serverForThisFile, type TestServer } from './harness';

// real limits (a minute's window), and a client address per request through X-Forwarded-For
const server = serverForThisFile({ config: { rateWindowMs: 60_000, trustProxy: 1, confirmationMailsPerHour: 1000 } });
const capped = serverForThisFile({ config: { rateWindowMs: 60_000, trustProxy: 1, confirmationMailsPerHour: 3 } });

const admin = adminForThisFile(server);

let client = 0;
const nextIp = () => `10.${(++client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`;

/** The unsubscribe link of a digest (id and a MAC, as the service signs it). */
function unsubscribeUrl(on: TestServer, email: string): string {
  const follower = on.db.prepare('SELECT id FROM followers WHERE email = ?').get(email) as { id: number };
  const key = createHmac('sha256', on.config.jwtSecret).update('follow-unsubscribe').digest();
  const mac = createHmac('sha256', key).update(`${follower.id}:${email}`).digest('base64url');
  return `${on.url}/unsubscribe/${follower.id}.${mac}`;
}

async function follow(on: TestServer, email: string, groups: unknown = 'all') {
  return on.request('POST', '/api/follow', {
    body: { email, groups, altcha: await solvedAltcha(on) },
    headers: { 'X-Forwarded-For': nextIp() },
  });
}

describe('the follow form can not hold memory', () => {
  // 200 MB sent: a minute on a loaded machine
  it('keeps nothing of 200 requests with a 1 MB address', { timeout: 90_000 }, async () => {
    const huge = 'a'.repeat(1_000_000);
    let sent = 0;
    // a different address each time, as a flood sends them (one address would be one key)
    const send = () =>
      fetch(`${server.url}/api/follow`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': nextIp() },
        body: JSON.stringify({ email: `${++sent}${huge}@example.com`, groups: 'all', altcha: 'x' }),
      }).then((res) => res.status);
    // warm up, so that what the first requests load (modules, caches) is not counted
    for (let i = 0; i < 5; i++) await send();
    const before = await heapAfterGc();
    for (let i = 0; i < 200; i++) expect(await send()).toBe(400);
    const grown = (await heapAfterGc()) - before;
    // before the fix each address stayed in the limiter: 200 MB
    expect(grown).toBeLessThan(20_000_000);
  });
});

describe('mail limits', () => {
  it('counts one inbox however its address is spelled (case, plus tags, gmail dots)', async () => {
    for (const email of ['bomb@gmail.com', 'Bomb+1@gmail.com', 'b.omb+2@googlemail.com'])
      expect((await follow(server, email)).status).toBe(202);
    expect((await follow(server, 'B.O.M.B+4@Gmail.com')).status).toBe(429);
    // other providers keep their dots: another inbox
    expect((await follow(server, 'b.omb@example.com')).status).toBe(202);
  });

  it("counts an inbox only once the human check passed: unsolved requests use up nobody's allowance", async () => {
    for (let i = 0; i < 5; i += 1) {
      const res = await server.request('POST', '/api/follow', {
        body: { email: 'victim@example.com', groups: 'all', altcha: 'not-solved' },
        headers: { 'X-Forwarded-For': nextIp() },
      });
      expect(res.status).toBe(400);
    }
    expect((await follow(server, 'victim@example.com')).status).toBe(202);
  });

  it('caps confirmation mails per hour site-wide', async () => {
    for (const email of ['one@example.com', 'two@example.com', 'three@example.com'])
      expect((await follow(capped, email)).status).toBe(202);
    expect((await follow(capped, 'four@example.com')).status).toBe(429);
    // registration mails a verification link: counted too, and refused before an account exists
    const password = 'long enough pass';
    const res = await capped.request('POST', '/api/users/register', {
      body: { firstName: 'A', lastName: 'B', email: 'five@example.com', password, password2: password },
    });
    expect(res.status).toBe(429);
    expect(
      (await capped.request('POST', '/api/users/login', { body: { email: 'five@example.com', password } })).status,
    ).toBe(400);
  });

  it('hands password resets to SMTP before the confirmations waiting in the queue', () => {
    const queue = createMailQueueRepository(server.db);
    // a backlog, as a flood leaves it while MAIL_RATE holds the queue back
    server.db.exec("UPDATE mail_queue SET status = 'sent' WHERE status = 'queued'");
    queue.insert({ to: 'a@example.com', subject: 'Confirm: 1', text: '' });
    queue.insert({ to: 'b@example.com', subject: 'Confirm: 2', text: '' });
    queue.insert({ to: 'c@example.com', subject: 'Reset your password', text: '', priority: 1 });
    const due = queue.due(Date.now() + 1000).map((row) => row.subject);
    server.db.exec("UPDATE mail_queue SET status = 'failed' WHERE status = 'queued'");
    expect(due[0]).toBe('Reset your password');
  });
});

describe('what a stranger can put in a mail', () => {
  it('accepts only names of existing bands (or "all")', async () => {
    const res = await follow(server, 'fan@example.com', ['Cannonball Quintet', 'Visit http://evil.example now']);
    expect(res.status).toBe(400);
    expect(res.body).toHaveProperty('groups');
    expect((await follow(server, 'fan2@example.com', ['cannonball quintet'])).status).toBe(202);
    const mail = await server.smtp.waitFor((m) => m.to.includes('fan2@example.com'));
    // spelled as the site spells it
    expect(mail.text).toContain('Cannonball Quintet');
  });

  it('sends no confirmation to an address that unsubscribed; a verified account may follow again', async () => {
    const email = 'gone@example.com';
    expect((await follow(server, email)).status).toBe(202);
    const mail = await server.smtp.waitFor((m) => m.to.includes(email));
    const token = /\/follow\/confirm\/([\w-]+)/.exec(mail.text)![1];
    expect((await fetch(`${server.url}/follow/confirm/${token}`, { method: 'POST' })).status).toBe(200);
    const out = await fetch(unsubscribeUrl(server, email), { method: 'POST' });
    expect(await out.text()).toContain('Your address has been removed');

    const before = server.smtp.mails.filter((m) => m.to.includes(email)).length;
    const again = await follow(server, email);
    expect(again.status).toBe(202);
    await server.mailer.flush();
    expect(server.smtp.mails.filter((m) => m.to.includes(email)).length).toBe(before);
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM follow_requests WHERE email = ?').get(email)).toEqual({ n: 0 });

    const user = await server.createUser({ email });
    const signedIn = await server.login(user.email, user.password);
    const mine = await server.request('PUT', '/api/follow/me', { token: signedIn, body: { groups: 'all' } });
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual({ groups: 'all' });
  });

  it("keeps from the unsubscribe page's keep values only bands the follower follows, each once", async () => {
    // a server group with a fixed band's name: the band is still one band
    const group = await server.request('POST', '/api/groups/create', {
      token: admin.token,
      body: { name: 'Cannonball Quintet' },
    });
    expect(group.status).toBe(201);
    const email = 'narrowing@example.com';
    expect((await follow(server, email)).status).toBe(202);
    const mail = await server.smtp.waitFor((m) => m.to.includes(email));
    const token = /\/follow\/confirm\/([\w-]+)/.exec(mail.text)![1];
    expect((await fetch(`${server.url}/follow/confirm/${token}`, { method: 'POST' })).status).toBe(200);
    const res = await fetch(unsubscribeUrl(server, email), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams([
        ['keep', 'Visit http://evil.example now'],
        ['keep', 'Cannonball Quintet'],
      ]).toString(),
    });
    expect(await res.text()).toContain('You now follow Cannonball Quintet only.');
    expect(server.db.prepare('SELECT groups FROM followers WHERE email = ?').get(email)).toEqual({
      groups: JSON.stringify(['Cannonball Quintet']),
    });
  });
});
