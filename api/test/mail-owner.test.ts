import { describe, expect, it } from 'vitest';
import { digestMail } from '../src/follow/digest';
import { contactForm, solvedAltcha } from './contact-solve';
import { serverForThisFile, type TestServer } from './harness';

// Whose address the musician's mail goes to, and who mail comes from. `server` gets no admin
// but those of the first-admin test (which one is first is what it checks); the other tests
// use `withContactTo`.
const server = serverForThisFile();
const withContactTo = serverForThisFile({ config: { contactTo: 'bookings@example.com' } });

async function sendContact(on: TestServer, subject: string) {
  const res = await on.request('POST', '/api/contact', {
    body: { ...contactForm({ subject }), altcha: await solvedAltcha(on) },
  });
  expect(res.status).toBe(200);
  return on.smtp.waitFor((m) => m.subject.endsWith(` contact form: ${subject}`));
}

async function nameTheSite(on: TestServer, token: string, name: string) {
  const seen = (await on.request('GET', '/api/pages/site')).body;
  const { _id, updatedAt: _updatedAt, ...fields } = seen;
  const saved = await on.request('PUT', '/api/pages/update/site', {
    token,
    body: { pageComparatorData: seen, pageData: { ...fields, name } },
  });
  expect(saved.status).toBe(200);
}

describe('mail for the musician without CONTACT_TO', () => {
  it('goes to the first admin, and Messages says to which address', async () => {
    const owner = await server.admin();
    const second = await server.admin();
    const mail = await sendContact(server, 'First admin');
    expect(mail.to).toEqual([owner.email]);
    expect(mail.to).not.toContain(second.email);
    await expect
      .poll(async () => {
        const list = (await server.request('GET', '/api/contact/messages', { token: second.token })).body;
        return list.find((m: { subject: string }) => m.subject === 'First admin');
      })
      .toMatchObject({ delivery: 'sent', mailedTo: owner.email });
  });

  it('goes to CONTACT_TO when it is set', async () => {
    await withContactTo.admin();
    const mail = await sendContact(withContactTo, 'Configured');
    expect(mail.to).toEqual(['bookings@example.com']);
  });
});

describe('the sender of mails', () => {
  it("is the site's name (Edit Pages → Site details), not 'Website'", async () => {
    const admin = await withContactTo.admin();
    await nameTheSite(withContactTo, admin.token, 'Ada Sax');
    const mail = await sendContact(withContactTo, 'Named sender');
    expect(mail.headers.from).toBe('Ada Sax <no-reply@localhost>');
    expect(mail.subject).toBe('Ada Sax contact form: Named sender');
  });
});

describe('digest subjects', () => {
  const show = (group: string, i: number) => ({
    id: `s${i}`,
    kind: 'created' as const,
    date: 'Friday, June 12, 2026',
    time: '8 PM',
    title: '',
    group,
    venue: 'Radio Bean',
    location: 'Burlington, VT',
    url: `http://localhost/shows/s${i}`,
  });
  const subject = (shows: ReturnType<typeof show>[]) =>
    digestMail({
      to: 'fan@example.com',
      shows,
      groups: 'all',
      siteName: 'Ada Sax',
      siteUrl: 'http://x',
      unsubscribeUrl: 'http://x/u',
    }).subject;

  it('name the band when the shows share one, else the site', () => {
    expect(subject([show('Cannonball Quintet', 1), show('Cannonball Quintet', 2)])).toBe(
      'Cannonball Quintet: 2 new shows',
    );
    expect(subject([show('Cannonball Quintet', 1), show('Whitesell Brothers Quartet', 2)])).toBe(
      'Ada Sax: 2 new shows',
    );
    expect(subject([show('Cannonball Quintet', 1)])).toBe('New show: Cannonball Quintet, Friday, June 12, 2026');
  });
});
