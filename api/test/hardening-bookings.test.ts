import { describe, expect, it, vi } from 'vitest';
import { solvedAltcha } from './contact-solve';
import { adminForThisFile, serverForThisFile, startTestServer } from './harness';

/**
 * The booking form against a stranger's inbox: the booker's address is not verified, so no mail
 * carrying what he typed goes to it; at most one fixed-text acknowledgement a day per inbox.
 */
const server = serverForThisFile({ config: { contactTo: 'studio@site.example' } });
const admin = adminForThisFile(server);

const form = (email: string, message: string) => ({
  name: 'Click <a href="http://phish.example">here</a>',
  email,
  organization: 'Your bank: verify your account',
  city: 'Anywhere',
  // typed as the site never writes a day: the acknowledgement's "Thursday, December 12, 2030" is the site's
  dates: '12/12/2030',
  message,
});

const submit = async (email: string, message: string) =>
  server.request('POST', '/api/bookings', { body: { ...form(email, message), altcha: await solvedAltcha(server) } });

describe('booking requests and the booker’s inbox', () => {
  it('mails the booker fixed text only, once a day per inbox, Reply-To the contact address; the owner gets the request', async () => {
    void admin;
    const victim = 'Victim@stranger.example';
    for (let i = 0; i < 3; i++)
      expect((await submit(i === 1 ? victim.toLowerCase() : victim, `phishing text ${i}`)).status).toBe(201);
    for (let i = 0; i < 3; i++)
      await server.smtp.waitFor(
        (mail) => mail.to.includes('studio@site.example') && mail.text.includes(`phishing text ${i}`),
      );
    await vi.waitFor(() => expect(server.mailer.pending()).toBe(0));
    const toVictim = server.smtp.mails.filter((mail) =>
      mail.to.some((to) => to.toLowerCase() === victim.toLowerCase()),
    );
    expect(toVictim).toHaveLength(1);
    const [ack] = toVictim;
    expect(ack!.headers['reply-to']).toBe('studio@site.example');
    expect(ack!.text).toContain('we received your request');
    for (const typed of ['phishing text', 'phish.example', 'Your bank', 'Anywhere', '12/12/2030'])
      expect(ack!.text + ack!.subject).not.toContain(typed);
    // the day the site read from the request, written by the site
    expect(ack!.text).toContain('The days we read in it: Thursday, December 12, 2030');

    const owner = server.smtp.mails.find((mail) => mail.text.includes('phishing text 0'))!;
    expect(owner.to).toEqual(['studio@site.example']);
    expect(owner.headers['reply-to']).toBe(victim);
  });

  it('sends no acknowledgement past the site-wide budget of lesson and booking mails, and still stores the request', async () => {
    const capped = await startTestServer({
      config: { rateWindowMs: 60_000, lessonMailsPerHour: 2 },
    });
    try {
      for (let i = 0; i < 4; i++) {
        const res = await capped.request('POST', '/api/bookings', {
          body: { ...form(`inbox${i}@stranger.example`, `request ${i}`), altcha: await solvedAltcha(capped) },
        });
        expect(res.status).toBe(201);
      }
      await vi.waitFor(() => expect(capped.mailer.pending()).toBe(0));
      const acks = capped.smtp.mails.filter((mail) => mail.to[0]!.endsWith('@stranger.example'));
      expect(acks).toHaveLength(2);
    } finally {
      await capped.close();
    }
  });
});

describe('the acknowledgement’s day', () => {
  it('is the SITE_TIMEZONE day, across the end of daylight saving time, whatever the process zone', async () => {
    const zone = process.env.TZ;
    process.env.TZ = 'Asia/Kolkata';
    let clock = 0;
    const dated = await startTestServer({ now: () => clock, config: { timezone: 'America/New_York' } });
    try {
      const inbox = 'dst@stranger.example';
      // New York: Oct 31 11:30 PM EDT; Nov 1 1:30 AM (after the clocks went back at 2 AM EDT,
      // still Nov 1); Nov 1 11:30 PM EST; Nov 2 12:30 AM EST
      const at = ['2026-11-01T03:30:00Z', '2026-11-01T06:30:00Z', '2026-11-02T04:30:00Z', '2026-11-02T05:30:00Z'];
      for (const [i, instant] of at.entries()) {
        clock = Date.parse(instant);
        const res = await dated.request('POST', '/api/bookings', {
          body: { ...form(inbox, `request ${i}`), altcha: await solvedAltcha(dated) },
        });
        expect(res.status).toBe(201);
      }
      await vi.waitFor(() => expect(dated.mailer.pending()).toBe(0));
      // Oct 31, Nov 1 (twice: one acknowledgement), Nov 2
      expect(dated.smtp.mails.filter((mail) => mail.to.includes(inbox))).toHaveLength(3);
    } finally {
      await dated.close();
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});
