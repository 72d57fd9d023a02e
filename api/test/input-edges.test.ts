import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES, CONTROL_MESSAGE, EVENT_MESSAGES, MESSAGES } from '@jazz/contracts';
import { contactForm, solvedAltcha } from './contact-solve';
import { adminForThisFile, serverForThisFile } from './harness';
import { validRegistration } from './users-helpers';
import { testEventData } from '@jazz/testing/factories';

/** Input edges: each answers a 400 with a message that says what is wrong. */
const server = serverForThisFile();
const admin = adminForThisFile(server);

const register = (overrides: Record<string, unknown>) =>
  server.request('POST', '/api/users/register', { body: validRegistration(overrides) });
const createEvent = (overrides: Record<string, unknown>) =>
  server.request('POST', '/api/events/create', { token: admin.token, body: { ...testEventData(), ...overrides } });

describe('passwords', () => {
  it.each([
    ['73 ASCII letters', 'a'.repeat(73)],
    ['37 accented letters (74 bytes)', 'é'.repeat(37)],
    ['19 emoji (76 bytes)', '🎷'.repeat(19)],
  ])('refuses %s, past what bcrypt reads', async (_label, password) => {
    const res = await register({ password, password2: password });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ password: MESSAGES.passwordTooLong });
  });

  it('accepts exactly 72 bytes', async () => {
    const password = 'é'.repeat(36);
    expect((await register({ password, password2: password })).status).toBe(201);
  });

  it('applies to a reset too', async () => {
    const res = await server.request('POST', '/api/users/resetpassword', {
      body: { id: 'x', token: 'y', password: 'a'.repeat(100) },
    });
    expect(res.body).toEqual({ password: MESSAGES.passwordTooLong });
  });
});

describe('names', () => {
  it.each(['\u200B\u200B', '\u00AD', '\u2060\uFEFF', '\u3164', '\u200E \u202E'])(
    'refuses a name of invisible characters only (%j)',
    async (firstName) => {
      const res = await register({ firstName });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ firstName: MESSAGES.firstName });
    },
  );

  it.each(['Ella\u0007', 'El\tla', 'Ella\nFitzgerald', 'Ella\u0000', 'Ella\u009B'])(
    'refuses control characters (%j)',
    async (lastName) => {
      const res = await register({ lastName });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ lastName: CONTROL_MESSAGE });
    },
  );

  it('keeps names in any script, with accents and inner spaces', async () => {
    expect((await register({ firstName: 'Zoë Ann', lastName: 'Ōtomo 大友' })).status).toBe(201);
  });

  it('applies to the contact form, group names and venues', async () => {
    const contact = await server.request('POST', '/api/contact', {
      body: { ...contactForm({ firstName: '\u200B' }), altcha: await solvedAltcha(server) },
    });
    expect(contact.body).toEqual({ firstName: CONTACT_MESSAGES.firstName });
    const group = await server.request('POST', '/api/groups/create', { token: admin.token, body: { name: '\uFEFF' } });
    expect(group.status).toBe(400);
    expect(Object.keys(group.body)).toEqual(['name']);
    expect((await createEvent({ venue: 'Radio\rBean' })).body).toEqual({ venue: CONTROL_MESSAGE });
    // a show's title is one line too (issue 45, finding 16); a series' title the same
    for (const title of ['Thursday\r\nresidency', 'Thursday\nresidency', 'Tab\there'])
      expect((await createEvent({ title })).body).toEqual({ title: CONTROL_MESSAGE });
    const series = await server.request('POST', '/api/series/create', {
      token: admin.token,
      body: {
        ...testEventData(),
        title: 'Two\nlines',
        repeat: { freq: 'weekly', byDay: ['TH'] },
        startTime: '19:00',
        endTime: '',
        from: '2031-01-02',
        count: 2,
      },
    });
    expect(series.body).toMatchObject({ title: CONTROL_MESSAGE });
  });
});

describe('links', () => {
  it.each(['/\\evil.example', '/\\/evil.example', '//evil.example', '/shows\\..\\x'])(
    'refuses %j as a site path',
    async (venueLink) => {
      const res = await createEvent({ venueLink });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ venueLink: EVENT_MESSAGES.venueLink });
    },
  );

  it('keeps site paths and web addresses', async () => {
    const res = await createEvent({ venueLink: '/cannonball-quintet', ticketsLink: 'https://example.com/t?a=1' });
    expect(res.status).toBe(201);
  });
});

describe('event years', () => {
  it.each(['1899-12-31T12:00:00.000Z', '3000-01-01T12:00:00.000Z', '0001-01-01T00:00:00.000Z'])(
    'refuses %s',
    async (startDate) => {
      const res = await createEvent({ startDate });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ startDate: EVENT_MESSAGES.startDateYear });
    },
  );

  it.each(['1900-01-01T12:00:00.000Z', '2999-12-31T12:00:00.000Z'])('accepts %s', async (startDate) => {
    expect((await createEvent({ startDate })).status).toBe(201);
  });
});

describe('the calendar feed', () => {
  it('escapes a lone CR, so no line can be injected into /shows.ics', async () => {
    const soon = new Date(Date.now() + 7 * 24 * 3600_000).toISOString();
    expect((await createEvent({ startDate: soon, description: 'Doors at 7\rX-INJECTED:1\r\nLast line' })).status).toBe(
      201,
    );
    const ics = (await server.request('GET', '/shows.ics')).text;
    expect(ics).toContain('Doors at 7\\nX-INJECTED:1\\nLast line');
    expect(ics.split('\r\n').some((line) => line.startsWith('X-INJECTED'))).toBe(false);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/\r/);
  });
});

describe('the contact message', () => {
  it('says how long it may be', async () => {
    const res = await server.request('POST', '/api/contact', {
      body: { ...contactForm({ message: 'x'.repeat(10001) }), altcha: await solvedAltcha(server) },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Message must be at most 10000 characters.' });
    expect(CONTACT_MESSAGES.messageTooLong).toBe('Message must be at most 10000 characters.');
  });
});
