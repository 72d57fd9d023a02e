import { describe, expect, it } from 'vitest';
import { addDays } from '@jazz/contracts/time';
import { solvedAltcha } from './contact-solve';
import { adminForThisFile, memberForThisFile, serverForThisFile } from './harness';
import { addShow, putSettings, slots } from './lessons-helpers';
import type { CapturedMail } from './smtp-capture';

// Digests go out 0.3 s after the last change here (ANNOUNCE_DELAY is 600 s by default).
const server = serverForThisFile({
  config: { announceDelay: 0.3 },
  mailer: { retryDelay: () => 100 },
  announcer: true,
});
const admin = adminForThisFile(server);
const member = memberForThisFile(server);

const QUINTET = 'Cannonball Quintet';

/** A day this many days ahead, at 00:00 UTC (7 or 8 PM the evening before in New York). */
const daysAhead = (days: number) => {
  const date = new Date(Date.now() + days * 86_400_000);
  date.setUTCHours(0, 0, 0, 0);
  return date.toISOString();
};

const PRIVATE = {
  group: QUINTET,
  venue: 'The Smiths’ barn',
  location: 'Stowe, VT',
  title: 'Wedding of Ann Smith',
  private: true,
  privateNotes: 'Call Ann at 802-555-0101',
};

async function create(fields: Record<string, unknown>) {
  const res = await server.request('POST', '/api/events/create', { token: admin.token, body: fields });
  expect(res.status, res.text).toBe(201);
  return res.body as Record<string, unknown> & { _id: string; startDate: string };
}

async function confirmedFollower(email: string) {
  const res = await server.request('POST', '/api/follow', {
    body: { email, groups: 'all', altcha: await solvedAltcha(server) },
  });
  expect(res.status).toBe(202);
  const mail = await server.smtp.waitFor((m) => m.to.includes(email) && /^Confirm/.test(m.subject));
  const token = /\/follow\/confirm\/([\w.-]+)/.exec(mail.text)?.[1];
  expect((await fetch(`${server.url}/follow/confirm/${token}`, { method: 'POST' })).status).toBe(200);
}

describe('a private show', () => {
  it('is listed for admins with private: true and its notes, and for nobody else', async () => {
    const party = await create({ ...PRIVATE, startDate: daysAhead(40) });
    const open = await create({
      group: QUINTET,
      venue: 'Flynn Space',
      startDate: daysAhead(41),
      privateNotes: 'Booker: jenna@example.com',
    });
    expect(party).toMatchObject({ private: true, privateNotes: PRIVATE.privateNotes });

    const adminList = await server.request('GET', '/api/events', { token: admin.token });
    expect(adminList.status).toBe(200);
    expect(adminList.body.find((e: any) => e._id === party._id)).toMatchObject({ private: true });
    expect(adminList.body.find((e: any) => e._id === open._id)).toMatchObject({
      private: false,
      privateNotes: 'Booker: jenna@example.com',
    });

    // the whole list and one page of it alike
    for (const [path, token] of [
      ['/api/events', undefined],
      ['/api/events', member.token],
      ['/api/events?limit=500', undefined],
      ['/api/events?when=upcoming&limit=500', member.token],
    ] as const) {
      const list = await server.request('GET', path, token ? { token } : {});
      expect(list.status).toBe(200);
      expect(list.body.some((e: any) => e._id === party._id)).toBe(false);
      expect(list.body.some((e: any) => e._id === open._id)).toBe(true);
      expect(list.text).not.toContain('Wedding of Ann Smith');
      expect(list.text).not.toContain('jenna@example.com');
      expect(list.text).not.toContain('privateNotes');
    }
    // the admin's answer is built per request: the kept public copy did not leak into it, nor it into the kept copy
    const again = await server.request('GET', '/api/events');
    expect(again.text).not.toContain('Wedding of Ann Smith');
  });

  it('is in no feed, calendar file, sitemap, export for other sites, and has no public page', async () => {
    const party = await create({ ...PRIVATE, title: 'Birthday of Bo Li', startDate: daysAhead(50) });
    const open = await create({
      group: QUINTET,
      venue: 'Flynn Space',
      startDate: daysAhead(51),
      privateNotes: 'secret-note',
    });
    for (const path of ['/shows.ics', '/shows.rss', '/sitemap.xml', `/shows/${open._id}.ics`]) {
      const res = await server.request('GET', path);
      expect(res.status, path).toBe(200);
      expect(res.text, path).not.toContain('Birthday of Bo Li');
      expect(res.text, path).not.toContain(party._id);
      expect(res.text, path).not.toContain('secret-note');
    }
    expect((await server.request('GET', `/shows/${party._id}.ics`)).status).toBe(404);
    for (const format of ['gigpress', 'bandsintown']) {
      const csv = await server.request('GET', `/api/events/export.csv?format=${format}`, { token: admin.token });
      expect(csv.status).toBe(200);
      expect(csv.text).not.toContain('Birthday of Bo Li');
      expect(csv.text).not.toContain('secret-note');
    }
    // our own file keeps every show (the admin's backup), marked private, but never the private notes
    const ours = await server.request('GET', '/api/events/export.csv', { token: admin.token });
    expect(ours.text).toContain('Birthday of Bo Li');
    expect(ours.text).not.toContain('secret-note');
    expect(ours.text).not.toContain(PRIVATE.privateNotes);
  });

  it('blocks lesson times and is a booking clash like any show', async () => {
    await putSettings(server, admin.token, {
      availability: [
        { day: 'MO', from: '12:00', to: '24:00' },
        { day: 'TU', from: '12:00', to: '24:00' },
        { day: 'WE', from: '12:00', to: '24:00' },
        { day: 'TH', from: '12:00', to: '24:00' },
        { day: 'FR', from: '12:00', to: '24:00' },
        { day: 'SA', from: '12:00', to: '24:00' },
        { day: 'SU', from: '12:00', to: '24:00' },
      ],
      gigBufferHours: 4,
      horizonWeeks: 12,
    });
    // a day 60 days ahead, 8 PM in New York
    const day = daysAhead(60).slice(0, 10);
    const before = await slots(server, day, day, 30);
    expect(before.length).toBeGreaterThan(0);
    const start = `${addDays(day, 1)}T00:00:00.000Z`;
    await addShow(server, admin.token, start, { private: true, title: 'Private dinner' });
    const after = await slots(server, day, day, 30);
    expect(after.length).toBeLessThan(before.length);
  });

  it('is never announced to followers', async () => {
    const email = 'private-fan@example.com';
    await confirmedFollower(email);
    await create({ ...PRIVATE, title: 'Anniversary of the Lees', startDate: daysAhead(70) });
    await create({ group: QUINTET, venue: 'Radio Bean', title: 'Open night', startDate: daysAhead(71) });
    await server.smtp.waitFor((m: CapturedMail) => m.to.includes(email) && m.text.includes('Open night'));
    const digests = server.smtp.mails.filter((m) => m.to.includes(email) && !/^Confirm/.test(m.subject));
    for (const mail of digests) {
      expect(mail.text).not.toContain('Anniversary of the Lees');
      expect(mail.text).not.toContain('Wedding of Ann Smith');
      expect(mail.subject).not.toMatch(/Anniversary|Wedding/);
    }
  });

  it('is hidden in a public series answer, with no private notes', async () => {
    const made = await server.request('POST', '/api/series/create', {
      token: admin.token,
      body: {
        group: QUINTET,
        venue: 'The Ski Lodge',
        title: 'Private Thursdays',
        private: true,
        privateNotes: 'lodge-owner@example.com',
        repeat: { freq: 'weekly', byDay: ['TH'] },
        startTime: '19:00',
        from: daysAhead(80).slice(0, 10),
        count: 3,
      },
    });
    expect(made.status, made.text).toBe(201);
    expect((await server.request('GET', `/api/series/${made.body._id}`)).status).toBe(404);
    const list = await server.request('GET', '/api/series');
    expect(list.text).not.toContain('Private Thursdays');
    expect(list.text).not.toContain('lodge-owner@example.com');
    const own = await server.request('GET', `/api/series/${made.body._id}`, { token: admin.token });
    expect(own.body).toMatchObject({ private: true, privateNotes: 'lodge-owner@example.com' });
  });
});
