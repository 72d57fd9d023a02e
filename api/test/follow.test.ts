import { describe, expect, it, vi } from 'vitest';
import { solvedAltcha } from './contact-solve';
import { adminForThisFile, serverForThisFile } from './harness';
import type { CapturedMail } from './smtp-capture';
import { testEventData } from '@jazz/testing/factories';

// Digests go out 0.3 s after the last change here (ANNOUNCE_DELAY is 600 s by default).
const server = serverForThisFile({
  config: { announceDelay: 0.3 },
  mailer: { retryDelay: () => 100 },
  announcer: true,
});
const admin = adminForThisFile(server);

const QUINTET = 'Cannonball Quintet';
const QUARTET = 'Whitesell Brothers Quartet';

/** A start date this many days ahead, at 8 PM New York time. */
const daysAhead = (days: number) => {
  const date = new Date(Date.now() + days * 86_400_000);
  date.setUTCHours(0, 0, 0, 0);
  return new Date(date.getTime() + 24 * 3600_000).toISOString(); // 00:00 UTC = 7 or 8 PM the day before in New York
};

async function createShow(fields: Record<string, unknown> = {}) {
  const res = await server.request('POST', '/api/events/create', {
    token: admin.token,
    body: {
      ...testEventData({ group: QUINTET, venue: 'Flynn Space', location: 'Burlington, VT', title: 'Spring Night' }),
      startDate: daysAhead(30),
      ...fields,
    },
  });
  expect(res.status).toBe(201);
  return res.body as { _id: string; startDate: string };
}

async function follow(email: string, groups: string[] | 'all') {
  return server.request('POST', '/api/follow', { body: { email, groups, altcha: await solvedAltcha(server) } });
}

const to = (address: string) => (mail: CapturedMail) => mail.to.includes(address);
const mailsTo = (address: string) => server.smtp.mails.filter(to(address));
const tokenIn = (mail: CapturedMail, path: string) => new RegExp(`${path}/([\\w.-]+)`).exec(mail.text)?.[1];

/** Waits until every announcement went through a digest pass (sent or dropped). */
async function digestPassed() {
  await vi.waitFor(() => expect(server.db.prepare('SELECT COUNT(*) AS n FROM announcements').get()).toEqual({ n: 0 }), {
    timeout: 15_000,
    interval: 25,
  });
  await server.mailer.flush();
}

async function confirmedFollower(email: string, groups: string[] | 'all') {
  expect((await follow(email, groups)).status).toBe(202);
  const mail = await server.smtp.waitFor((m) => to(email)(m) && /^Confirm/.test(m.subject));
  const token = tokenIn(mail, '/follow/confirm');
  const page = await fetch(`${server.url}/follow/confirm/${token}`, { method: 'POST' });
  expect(page.status).toBe(200);
  return token;
}

describe('following the bands', () => {
  it('names the site as its owner does (the site page) in the confirmation and on the follow pages', async () => {
    const seen = (await server.request('GET', '/api/pages/site')).body;
    const { _id, updatedAt: _updatedAt, ...fields } = seen;
    const saved = await server.request('PUT', '/api/pages/update/site', {
      token: admin.token,
      body: { pageComparatorData: seen, pageData: { ...fields, name: 'Ada Sax' } },
    });
    expect(saved.status).toBe(200);
    const email = 'named@example.com';
    expect((await follow(email, 'all')).status).toBe(202);
    const mail = await server.smtp.waitFor((m) => to(email)(m));
    expect(mail.subject).toBe('Confirm: show announcements from Ada Sax');
    const page = await fetch(`${server.url}/follow/confirm/${tokenIn(mail, '/follow/confirm')}`);
    expect(await page.text()).toContain(' | Ada Sax</title>');
  });

  it('answers 202 with the same body for a new, a pending and a confirmed address', async () => {
    const fresh = await follow('new-fan@example.com', 'all');
    const again = await follow('new-fan@example.com', 'all');
    await confirmedFollower('known-fan@example.com', 'all');
    const known = await follow('known-fan@example.com', [QUINTET]);
    for (const res of [fresh, again, known]) {
      expect(res.status).toBe(202);
      expect(res.text).toBe(fresh.text);
    }
  });

  it('requires the human check and a valid address', async () => {
    const noCheck = await server.request('POST', '/api/follow', { body: { email: 'a@example.com', groups: 'all' } });
    expect(noCheck.status).toBe(400);
    expect(noCheck.body).toHaveProperty('altcha');
    const badEmail = await server.request('POST', '/api/follow', {
      body: { email: 'nope', groups: 'all', altcha: await solvedAltcha(server) },
    });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body).toHaveProperty('email');
    const spent = await solvedAltcha(server);
    expect(
      (await server.request('POST', '/api/follow', { body: { email: 'b@example.com', groups: 'all', altcha: spent } }))
        .status,
    ).toBe(202);
    expect(
      (await server.request('POST', '/api/follow', { body: { email: 'c@example.com', groups: 'all', altcha: spent } }))
        .status,
    ).toBe(400);
  });

  it('sends nothing but the confirmation before the link is used (double opt-in)', async () => {
    const email = 'unconfirmed@example.com';
    expect((await follow(email, 'all')).status).toBe(202);
    const confirmation = await server.smtp.waitFor((m) => to(email)(m));
    expect(confirmation.subject).toMatch(/^Confirm/);
    expect(confirmation.text).toContain('/follow/confirm/');
    await createShow({ title: 'Not for the unconfirmed' });
    await digestPassed();
    expect(mailsTo(email)).toHaveLength(1);

    // the GET page only asks: a mail scanner opening the link confirms nothing
    const token = tokenIn(confirmation, '/follow/confirm');
    const get = await fetch(`${server.url}/follow/confirm/${token}`);
    expect(get.status).toBe(200);
    expect(await get.text()).toContain('<button type="submit">Confirm</button>');
    await createShow({ title: 'Still not' });
    await digestPassed();
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('mails a confirmed follower one digest for a created show, with its page and one-click unsubscribe', async () => {
    const email = 'digest-fan@example.com';
    await confirmedFollower(email, [QUINTET]);
    const show = await createShow({
      title: 'Blue Hour',
      venue: 'Radio Bean',
      location: 'Burlington, VT',
      timeText: '8-10 PM',
    });
    await createShow({ group: QUARTET, title: 'Not followed' });
    const mail = await server.smtp.waitFor((m) => to(email)(m) && m.subject.startsWith('New show'));
    expect(mail.subject).toMatch(/^New show: Blue Hour \(Cannonball Quintet\), \w+day, \w+ \d+, \d{4}$/);
    expect(mail.text).toMatch(/\w+day, \w+ \d+, \d{4}, 8-10 PM/);
    expect(mail.text).toContain('Blue Hour (Cannonball Quintet)');
    expect(mail.text).toContain('Radio Bean, Burlington, VT');
    expect(mail.text).toContain(`http://localhost:3999/shows/${show._id}`);
    expect(mail.text).not.toContain('Not followed');
    expect(mail.html).toContain('Blue Hour (Cannonball Quintet)');
    expect(mail.html).toContain(`href="http://localhost:3999/shows/${show._id}"`);
    expect(mail.html).not.toMatch(/<img/i);
    expect(mail.headers['list-unsubscribe']).toMatch(/^<http:\/\/localhost:3999\/unsubscribe\/[\w.-]+>$/);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    await digestPassed();
    expect(mailsTo(email).filter((m) => !m.subject.startsWith('Confirm'))).toHaveLength(1);
  });

  it('gives one mail for many shows created together, with the time when the time text is empty', async () => {
    const email = 'batch-fan@example.com';
    await confirmedFollower(email, 'all');
    await digestPassed();
    // held while they are made: a pause of the digest's delay (0.3 s here) between two would send two
    const hold = (held: boolean) =>
      server.request('PUT', '/api/followers/digest/hold', { token: admin.token, body: { held } });
    expect((await hold(true)).status).toBe(200);
    for (let i = 0; i < 20; i++)
      await createShow({ title: `Tour stop ${i + 1}`, startDate: daysAhead(40 + i), timeText: '' });
    expect((await hold(false)).status).toBe(200);
    await digestPassed();
    const digests = mailsTo(email).filter((m) => !m.subject.startsWith('Confirm'));
    expect(digests).toHaveLength(1);
    expect(digests[0]!.subject).toBe(`${QUINTET}: 20 new shows`);
    expect(digests[0]!.text).toContain('Tour stop 20');
    expect(digests[0]!.text).toMatch(/\d{4}, \d{1,2}:\d{2} [AP]M/);
  });

  it('gives one mail for a 20-row CSV import', async () => {
    const email = 'import-fan@example.com';
    await confirmedFollower(email, 'all');
    await digestPassed();
    const rows = Array.from(
      { length: 20 },
      (_, i) => `Imported ${i + 1},${QUINTET},Hall ${i + 1},${daysAhead(60 + i)}`,
    );
    const res = await server.request('POST', '/api/events/import', {
      token: admin.token,
      raw: ['title,group,venue,startDate', ...rows].join('\r\n') + '\r\n',
      headers: { 'Content-Type': 'text/csv' },
    });
    expect(res.status).toBe(201);
    await digestPassed();
    const digests = mailsTo(email).filter((m) => !m.subject.startsWith('Confirm'));
    expect(digests).toHaveLength(1);
    expect(digests[0]!.subject).toBe(`${QUINTET}: 20 new shows`);
    expect(digests[0]!.text).toContain('Imported 20');
  });

  it('says so when a show is cancelled', async () => {
    const email = 'cancel-fan@example.com';
    await confirmedFollower(email, 'all');
    const show = await createShow({ title: 'Maybe Not' });
    await digestPassed();
    const full = (await server.request('GET', `/api/events/edit/${show._id}`, { token: admin.token })).body;
    const { _id: _, id: _id2, updatedAt: _at, ...data } = full;
    const res = await server.request('PUT', `/api/events/update/${show._id}`, {
      token: admin.token,
      body: { eventComparatorData: data, eventData: { ...data, status: 'cancelled' } },
    });
    expect(res.status).toBe(200);
    const mail = await server.smtp.waitFor((m) => to(email)(m) && m.subject.startsWith('Cancelled'));
    expect(mail.subject).toMatch(/^Cancelled: Maybe Not \(Cannonball Quintet\), /);
    expect(mail.text).toContain('CANCELLED: ');
  });

  it('unsubscribes in one click (RFC 8058) and sends nothing after', async () => {
    const email = 'leaving-fan@example.com';
    await confirmedFollower(email, 'all');
    await createShow({ title: 'Last One' });
    const mail = await server.smtp.waitFor((m) => to(email)(m) && m.subject.startsWith('New show'));
    const url = /<([^>]+)>/.exec(mail.headers['list-unsubscribe']!)![1]!.replace('http://localhost:3999', server.url);
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    const stored = server.db.prepare('SELECT COUNT(*) AS n FROM followers WHERE email = ?').get(email) as { n: number };
    expect(stored.n).toBe(0);
    const kept = server.db.prepare('SELECT COUNT(*) AS n FROM follower_suppressions').get() as { n: number };
    expect(kept.n).toBeGreaterThan(0);
    expect(JSON.stringify(server.db.prepare('SELECT * FROM follower_suppressions').all())).not.toContain(email);

    const before = mailsTo(email).length;
    await createShow({ title: 'After Goodbye' });
    await digestPassed();
    expect(mailsTo(email)).toHaveLength(before);
    expect((await fetch(url)).status).toBe(404);
  });

  it('lets a follower keep some bands from the unsubscribe page', async () => {
    const email = 'picky-fan@example.com';
    await confirmedFollower(email, [QUINTET, QUARTET]);
    await createShow({ title: 'Pick Me' });
    const mail = await server.smtp.waitFor((m) => to(email)(m) && m.subject.startsWith('New show'));
    const url = /<([^>]+)>/.exec(mail.headers['list-unsubscribe']!)![1]!.replace('http://localhost:3999', server.url);
    const page = await (await fetch(url)).text();
    expect(page).toContain(`value="${QUARTET}"`);
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ keep: QUARTET }).toString(),
    });
    expect(await res.text()).toContain(`You now follow ${QUARTET} only`);
    await createShow({ title: 'Quintet again' });
    await createShow({ group: QUARTET, title: 'Quartet night' });
    await digestPassed();
    const last = mailsTo(email).at(-1)!;
    expect(last.text).toContain('Quartet night');
    expect(last.text).not.toContain('Quintet again');
  });

  it('delivers a digest later when SMTP is down at first', async () => {
    const email = 'patient-fan@example.com';
    await confirmedFollower(email, 'all');
    await digestPassed();
    server.smtp.failNext(2);
    await createShow({ title: 'Through the Outage' });
    const mail = await server.smtp.waitFor((m) => to(email)(m) && m.text.includes('Through the Outage'));
    expect(mail.subject).toMatch(/^New show/);
    await server.mailer.flush();
    const row = server.db
      .prepare(
        "SELECT status, attempts FROM mail_queue WHERE to_addr = ? AND subject LIKE 'New show%' ORDER BY id DESC",
      )
      .get(email) as { status: string; attempts: number };
    expect(row.status).toBe('sent');
    // the failures were logged, without the follower's address
    expect(server.errors.length).toBeGreaterThan(0);
    expect(JSON.stringify(server.errors.map((e) => e.message))).not.toContain(email);
  });

  it('lets a signed-in user follow from the dashboard without a second confirmation', async () => {
    const member = await server.member();
    expect((await server.request('GET', '/api/follow/me', { token: member.token })).body).toEqual({ groups: null });
    const set = await server.request('PUT', '/api/follow/me', { token: member.token, body: { groups: [QUINTET] } });
    expect(set.body).toEqual({ groups: [QUINTET] });
    await createShow({ title: 'For Members' });
    const mail = await server.smtp.waitFor((m) => to(member.email)(m));
    expect(mail.subject).toMatch(/^New show: For Members \(Cannonball Quintet\), /);
    expect(
      (await server.request('PUT', '/api/follow/me', { token: member.token, body: { groups: null } })).body,
    ).toEqual({
      groups: null,
    });
    expect((await server.request('GET', '/api/follow/me')).status).toBe(401);
  });
});

describe('the admin Followers screen', () => {
  it('counts per band, previews, holds and sends the next digest; exports confirmed followers', async () => {
    await confirmedFollower('admin-view@example.com', [QUARTET]);
    await follow('pending-view@example.com', [QUARTET]);
    await digestPassed();

    expect(
      (await server.request('PUT', '/api/followers/digest/hold', { token: admin.token, body: { held: true } })).status,
    ).toBe(200);
    await createShow({ group: QUARTET, title: 'Held Back' });
    // once the digest is due, one more look of the announcer: held, it sends nothing
    const due = server.announcer.follow.pendingDigest()!.dueAt;
    await expect.poll(() => Date.now(), { timeout: 5_000 }).toBeGreaterThan(due);
    server.announcer.tick();
    await server.mailer.flush();
    const summary = (await server.request('GET', '/api/followers', { token: admin.token })).body;
    const quartet = summary.bands.find((b: { name: string }) => b.name === QUARTET);
    expect(quartet.confirmed).toBeGreaterThanOrEqual(1);
    expect(quartet.pending).toBeGreaterThanOrEqual(1);
    expect(summary.digest.held).toBe(true);
    expect(summary.digest.shows.map((s: { title: string }) => s.title)).toEqual(['Held Back']);
    expect(summary.digest.preview.text).toContain('Held Back');
    expect(mailsTo('admin-view@example.com').some((m) => m.text.includes('Held Back'))).toBe(false);

    const sent = await server.request('POST', '/api/followers/digest/send', { token: admin.token });
    expect(sent.body.queued).toBeGreaterThanOrEqual(1);
    await server.smtp.waitFor((m) => to('admin-view@example.com')(m) && m.text.includes('Held Back'));
    await server.request('PUT', '/api/followers/digest/hold', { token: admin.token, body: { held: false } });

    const csv = await server.request('GET', '/api/followers/export.csv', { token: admin.token });
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.text.split('\r\n')[0]).toBe('email,bands,confirmedAt');
    expect(csv.text).toContain('admin-view@example.com');
    expect(csv.text).not.toContain('pending-view@example.com');
  });

  it('is for admins only', async () => {
    const member = await server.member();
    for (const [method, path] of [
      ['GET', '/api/followers'],
      ['GET', '/api/followers/export.csv'],
      ['POST', '/api/followers/digest/send'],
      ['PUT', '/api/followers/digest/hold'],
    ] as const) {
      expect((await server.request(method, path)).status).toBe(401);
      const body = method === 'GET' ? undefined : { held: true };
      expect((await server.request(method, path, { token: member.token, body })).status).toBe(403);
    }
  });
});
