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
  dates: 'December 12, 2030',
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
    for (const typed of ['phishing text', 'phish.example', 'Your bank', 'Anywhere', 'December 12'])
      expect(ack!.text + ack!.subject).not.toContain(typed);

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
