import { describe, expect, it } from 'vitest';
import { solvedAltcha } from './contact-solve';
import { adminForThisFile, serverForThisFile } from './harness';
import type { CapturedMail } from './smtp-capture';

// Digests go out 0.3 s after the last change here (ANNOUNCE_DELAY is 600 s by default).
// The announcer's timer is off in test servers unless asked (runtime): this file tests digests.
const server = serverForThisFile({
  config: { announceDelay: 0.3 },
  mailer: { retryDelay: () => 100 },
  announcer: true,
});
const admin = adminForThisFile(server);

const to = (address: string) => (mail: CapturedMail) => mail.to.includes(address);

async function confirmedFollower(email: string) {
  const res = await server.request('POST', '/api/follow', {
    body: { email, groups: 'all', altcha: await solvedAltcha(server) },
  });
  expect(res.status).toBe(202);
  const mail = await server.smtp.waitFor((m) => to(email)(m) && /^Confirm/.test(m.subject));
  const token = /\/follow\/confirm\/([\w.-]+)/.exec(mail.text)?.[1];
  expect((await fetch(`${server.url}/follow/confirm/${token}`, { method: 'POST' })).status).toBe(200);
}

describe('a new series in a follow digest', () => {
  it('is one entry, "Every Thursday, <first> – <last>", not one line per date', async () => {
    const email = 'residency-fan@example.com';
    await confirmedFollower(email);
    const from = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const res = await server.request('POST', '/api/series/create', {
      token: admin.token,
      body: {
        group: 'Whitesell Brothers Quartet',
        venue: 'Radio Bean',
        title: 'Thursday residency',
        repeat: { freq: 'weekly', byDay: ['TH'] },
        startTime: '19:00',
        from,
        count: 8,
      },
    });
    expect(res.status, res.text).toBe(201);
    const mail = await server.smtp.waitFor((m) => to(email)(m) && !/^Confirm/.test(m.subject));
    // (the subject is encoded for its dash: read it with any run of spaces)
    expect(mail.subject.replace(/\s+/g, ' ')).toMatch(
      /^New show: Thursday residency \(Whitesell Brothers Quartet\), Every Thursday, \w{3} \d+ – \w{3} \d+$/,
    );
    expect(mail.text).toMatch(/Every Thursday, \w{3} \d+ – \w{3} \d+/);
    // one entry: the first date's page, no other date of the series
    const ids = res.body.events.map((e: { _id: string }) => e._id);
    expect(mail.text).toContain(`/shows/${ids[0]}`);
    for (const id of ids.slice(1)) expect(mail.text).not.toContain(id);
  });
});
