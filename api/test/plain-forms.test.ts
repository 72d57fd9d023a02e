import { describe, expect, it } from 'vitest';
import { PRESS_FIELDS } from '@jazz/contracts';
import { contactForm, solvedAltcha } from './contact-solve';
import { adminForThisFile, serverForThisFile } from './harness';

/** The public forms posted as HTML (JavaScript off): Post/Redirect/Get, never a field in an address. */
const server = serverForThisFile({ config: { contactTo: 'owner-private@example.com' } });
const admin = adminForThisFile(server);

const post = (path: string, fields: Record<string, string | string[]>) => {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields))
    for (const one of Array.isArray(value) ? value : [value]) body.append(name, one);
  return fetch(server.url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
    redirect: 'manual',
  });
};
const page = async (path: string) => {
  const res = await fetch(server.url + path);
  return { status: res.status, text: await res.text() };
};

const booking = {
  name: 'Ella Booker',
  email: 'ella@venue.example',
  organization: 'Higher Ground',
  city: 'South Burlington, VT',
  dates: 'December 12, 2030',
  group: '',
  budget: '',
  message: 'Could the quintet play our winter series?',
};

describe('a public form posted without script', () => {
  it('answers the human check it could not do with a page that gives the press kit’s booking contact', async () => {
    const kit = (await server.request('GET', '/api/press/site')).body as Record<string, unknown>;
    const fields = Object.fromEntries(PRESS_FIELDS.map((field) => [field, kit[field]]));
    const put = await server.request('PUT', '/api/press/update/site', {
      token: admin.token,
      body: { pressComparatorData: fields, pressData: { ...fields, contact: 'Booking: Jane <jane@agency.example>' } },
    });
    expect(put.status).toBe(200);

    for (const [path, form, fields] of [
      ['/api/contact', 'contact', contactForm()],
      ['/api/bookings', 'booking', booking],
      ['/api/follow', 'follow', { email: 'fan@example.com', all: 'on' }],
    ] as const) {
      const res = await post(path, fields);
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe(`/forms/${form}?result=check`);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const answer = await page(res.headers.get('location')!);
      expect(answer.status).toBe(200);
      expect(answer.text).toContain('was not sent');
      expect(answer.text).toContain('needs JavaScript');
      expect(answer.text).toContain('Booking: Jane &lt;jane@agency.example&gt;');
      expect(answer.text).not.toContain('owner-private@example.com');
      expect(answer.text).not.toContain(admin.email);
    }
    expect((await server.request('GET', '/api/contact/messages', { token: admin.token })).body).toEqual([]);
    expect((await server.request('GET', '/api/bookings', { token: admin.token })).body).toEqual([]);
  });

  it('sends what passes the check as the script would, and says so', async () => {
    const sent = await post('/api/contact', {
      ...contactForm({ subject: 'Plain post' }),
      altcha: await solvedAltcha(server),
    });
    expect(sent.headers.get('location')).toBe('/forms/contact?result=sent');
    const messages = (await server.request('GET', '/api/contact/messages', { token: admin.token })).body as {
      subject: string;
    }[];
    expect(messages.map((message) => message.subject)).toEqual(['Plain post']);
    expect((await page('/forms/contact?result=sent')).text).toContain('Contact form submitted successfully.');

    const invalid = await post('/api/bookings', { ...booking, name: '', altcha: await solvedAltcha(server) });
    expect(invalid.headers.get('location')).toBe('/forms/booking?result=invalid');
    expect((await page('/forms/booking?result=invalid')).text).toContain('A field was empty or not valid.');

    // a JSON request is answered as before
    const json = await server.request('POST', '/api/contact', { body: contactForm() });
    expect(json.status).toBe(400);
  });

  it('answers log in and register at their own address: they need JavaScript; nothing is read', async () => {
    for (const [path, words] of [
      ['/login', 'Logging in needs JavaScript'],
      ['/register', 'Creating an account needs JavaScript'],
    ] as const) {
      const res = await post(path, { email: admin.email, password: admin.password });
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(text).toContain(words);
      expect(text).not.toContain(admin.password);
      expect(res.headers.get('set-cookie')).toBeNull();
    }
    expect((await page('/forms/nothing?result=sent')).status).toBe(404);
  });
});
