import { describe, expect, it } from 'vitest';
import { adminForThisFile, serverForThisFile } from './harness';
import { addShow, book, putSettingsOverDefaults, slots, testClock } from './lessons-helpers';
import type { CapturedMail } from './smtp-capture';

// Sunday 1 March 2026, 7 AM in New York
const clock = testClock('2026-03-01T12:00:00Z');
const server = serverForThisFile({ now: clock.now });
const admin = adminForThisFile(server);

const to = (address: string) => (mail: CapturedMail) => mail.to.includes(address);
const ics = (mail: CapturedMail) => mail.raw.replace(/=\r?\n/g, '');

async function settle(changes: Record<string, unknown> = {}) {
  await putSettingsOverDefaults(server, admin.token, {
    availability: [
      { day: 'TU', from: '14:00', to: '19:00' },
      { day: 'TH', from: '14:00', to: '19:00' },
    ],
    approval: false,
    ...changes,
  });
}

describe('booking', () => {
  it('needs a signed-in user and an offered length and format', async () => {
    await settle();
    expect((await book(server, '', { start: '2026-03-03T19:00:00.000Z' })).status).toBe(401);
    const student = await server.member();
    const odd = await book(server, student.token, { start: '2026-03-03T19:00:00.000Z', length: 37 });
    expect(odd.status).toBe(400);
    expect(odd.body).toHaveProperty('length');
    const noStart = await book(server, student.token, { start: 'soon' });
    expect(noStart.body).toHaveProperty('start');
  });

  it('needs a verified address', async () => {
    await settle();
    const user = await server.createUser({ emailVerified: false });
    const token = await server.login(user.email, user.password);
    const res = await book(server, token, { start: '2026-03-03T19:00:00.000Z' });
    expect(res.status).toBe(403);
    expect(res.body.reason).toBe('unverified');
    expect(await slots(server, '2026-03-03', '2026-03-03', 30)).toContain('2026-03-03T19:00:00.000Z');
  });

  it('gives one slot to one of 40 students asking at once; the 39 others get 409 taken', async () => {
    await settle();
    const students = await Promise.all(Array.from({ length: 40 }, () => server.member()));
    const start = '2026-03-05T19:00:00.000Z'; // Thursday 2 PM EST
    const answers = await Promise.all(students.map((s) => book(server, s.token, { start })));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(39);
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(refused.body).toEqual({ message: expect.any(String), reason: 'taken' });
    }
    const winner = answers.find((a) => a.status === 201)!.body;
    expect(winner).toMatchObject({ start, status: 'confirmed', length: 30, format: 'online' });
    const { n } = server.db.prepare('SELECT COUNT(*) AS n FROM lessons WHERE start_at = ?').get(start) as { n: number };
    expect(n).toBe(1);
    // the slot, and those within the 15-minute buffer, are gone; the next free one is 3 PM
    const open = await slots(server, '2026-03-05', '2026-03-05', 30);
    expect(open).not.toContain(start);
    expect(open).not.toContain('2026-03-05T19:30:00.000Z');
    expect(open).toContain('2026-03-05T20:00:00.000Z');
    // the winner got the calendar invitation
    const student = students[answers.findIndex((a) => a.status === 201)]!;
    const mail = await server.smtp.waitFor((m) => to(student.email)(m) && /lesson/i.test(m.subject));
    expect(ics(mail)).toContain('METHOD:REQUEST');
    expect(ics(mail)).toContain('BEGIN:VEVENT');
    // its organizer is the site's sender (MAIL_FROM), never the owner's own address
    expect(ics(mail)).toContain(`mailto:${server.config.mailFrom}`);
  });

  it('books weekly all or none, keeping the local hour across the DST change, and lists the series in courses', async () => {
    await settle();
    const blocker = await server.member();
    // Tuesday 17 March, 3 PM EDT
    expect((await book(server, blocker.token, { start: '2026-03-17T19:00:00.000Z' })).status).toBe(201);
    const student = await server.member();
    // Tuesdays at 3 PM from 3 March: the third week (17 March) is taken
    const refused = await book(server, student.token, { start: '2026-03-03T20:00:00.000Z', weeks: 4 });
    expect(refused.status).toBe(409);
    expect(refused.body.reason).toBe('taken');
    // the weeks in words, and which would work
    expect(refused.body.message).toBe(
      'Not free: Tuesday, March 17. These weeks would work: Tuesday, March 3; Tuesday, March 10 and Tuesday, March 24. Booking 2 weeks would work. Nothing was booked.',
    );
    expect((await server.request('GET', '/api/lessons/mine', { token: student.token })).body).toEqual([]);
    // past the horizon (8 weeks): which weeks would fit
    const far = await book(server, student.token, { start: '2026-03-03T20:00:00.000Z', weeks: 10 });
    expect(far.status).toBe(400);
    expect(far.body.weeks).toBe(
      'Lessons can be booked up to 8 weeks ahead: the last week, Tuesday, May 5, is past that. 8 weeks would work (to Tuesday, April 21).',
    );

    // Tuesdays at 4 PM: 3 March is EST, the other weeks EDT, all at 4 PM in New York
    const weekly = await book(server, student.token, { start: '2026-03-03T21:00:00.000Z', weeks: 3 });
    expect(weekly.status, weekly.text).toBe(201);
    expect(weekly.body.lessons.map((l: { start: string }) => l.start)).toEqual([
      '2026-03-03T21:00:00.000Z',
      '2026-03-10T20:00:00.000Z',
      '2026-03-17T20:00:00.000Z',
    ]);
    const seriesId = weekly.body.seriesId;
    expect(new Set(weekly.body.lessons.map((l: { seriesId: string }) => l.seriesId))).toEqual(new Set([seriesId]));
    const user = await server.request('GET', `/api/users/edit/${student.id}`, { token: admin.token });
    expect(user.body.courses).toEqual([seriesId]);
    const mine = await server.request('GET', '/api/lessons/mine', { token: student.token });
    expect(mine.body).toHaveLength(3);
  });

  it('mails the student with Reply-To the owner, one calendar file and a cancel link', async () => {
    await settle();
    const student = await server.member();
    // Tuesday 31 March, 6 PM EDT (no other test books it)
    const res = await book(server, student.token, { start: '2026-03-31T22:00:00.000Z' });
    expect(res.status, res.text).toBe(201);
    const mail = await server.smtp.waitFor((m) => to(student.email)(m) && /^Your lesson is booked:/.test(m.subject));
    const owner = (await server.request('GET', '/api/users', { token: admin.token })).body.find(
      (u: { roles: string[] }) => u.roles.includes('admin'),
    );
    expect(mail.headers['reply-to']).toBe(owner.email);
    // the invitation calendars read (text/calendar) and one lesson.ics file, not two
    expect(mail.raw.match(/^Content-Type: application\/ics/gim) ?? []).toHaveLength(1);
    expect(mail.raw.match(/^Content-Type: text\/calendar/gim) ?? []).toHaveLength(1);
    expect(mail.text).toContain(`To reschedule or cancel: `);
    expect(mail.text).toMatch(new RegExp(`/dashboard#lesson-${res.body._id}`));
  });

  it('waits for approval when asked: the owner confirms or declines, the student is mailed each time', async () => {
    await settle({ approval: true });
    const student = await server.member();
    const res = await book(server, student.token, {
      start: '2026-03-12T19:00:00.000Z',
      message: 'Bebop lines, please',
    });
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('pending');
    // a pending lesson holds its slot
    expect(await slots(server, '2026-03-12', '2026-03-12', 30)).not.toContain('2026-03-12T19:00:00.000Z');
    const owner = await server.smtp.waitFor((m) => to(admin.email)(m) && m.text.includes(student.email));
    expect(owner.text).toContain('Bebop lines');

    const list = await server.request('GET', '/api/lessons', { token: admin.token });
    expect(list.body.some((l: { _id: string }) => l._id === res.body._id)).toBe(true);
    expect((await server.request('GET', '/api/lessons', { token: student.token })).status).toBe(403);

    const ok = await server.request('PUT', `/api/lessons/status/${res.body._id}`, {
      token: admin.token,
      body: { status: 'confirmed' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.status).toBe('confirmed');
    const confirmed = await server.smtp.waitFor((m) => to(student.email)(m) && /confirmed/.test(m.subject));
    expect(ics(confirmed)).toContain('METHOD:REQUEST');
    expect(ics(confirmed)).toContain('STATUS:CONFIRMED');

    const other = await book(server, student.token, { start: '2026-03-12T21:00:00.000Z' });
    const no = await server.request('PUT', `/api/lessons/status/${other.body._id}`, {
      token: admin.token,
      body: { status: 'declined' },
    });
    expect(no.body.status).toBe('declined');
    const declined = await server.smtp.waitFor((m) => to(student.email)(m) && /declined/.test(m.subject));
    expect(ics(declined)).toContain('METHOD:CANCEL');
    expect(await slots(server, '2026-03-12', '2026-03-12', 30)).toContain('2026-03-12T21:00:00.000Z');
  });

  it('cancels inside the policy as cancelled and later as late-cancelled; either way the slot opens', async () => {
    await settle({ cancelHours: 48 });
    const student = await server.member();
    const early = await book(server, student.token, { start: '2026-03-19T19:00:00.000Z' });
    const soon = await book(server, student.token, { start: '2026-03-03T19:00:00.000Z' });
    expect(early.status).toBe(201);
    expect(soon.status).toBe(201);
    const stranger = await server.member();
    expect(
      (await server.request('POST', `/api/lessons/cancel/${early.body._id}`, { token: stranger.token })).status,
    ).toBe(404);

    const a = await server.request('POST', `/api/lessons/cancel/${early.body._id}`, { token: student.token });
    expect(a.body.status).toBe('cancelled');
    // Tuesday's lesson is 55 hours away at booking; the policy is 48: move the clock a day on
    clock.set('2026-03-02T12:00:00Z');
    try {
      const b = await server.request('POST', `/api/lessons/cancel/${soon.body._id}`, { token: student.token });
      expect(b.body.status).toBe('late-cancelled');
      const mail = await server.smtp.waitFor((m) => to(student.email)(m) && /late cancellation/.test(m.subject));
      expect(ics(mail)).toContain('METHOD:CANCEL');
      expect(await slots(server, '2026-03-03', '2026-03-03', 30)).toContain('2026-03-03T19:00:00.000Z');
    } finally {
      clock.set('2026-03-01T12:00:00Z');
    }
    expect(await slots(server, '2026-03-19', '2026-03-19', 30)).toContain('2026-03-19T19:00:00.000Z');
    const again = await server.request('POST', `/api/lessons/cancel/${early.body._id}`, { token: student.token });
    expect(again.status).toBe(400);
  });

  it('warns of lessons a new show collides with; the owner cancels and the student is mailed', async () => {
    await settle();
    const student = await server.member();
    const lesson = await book(server, student.token, { start: '2026-03-24T21:00:00.000Z' }); // 5 PM EDT
    expect(lesson.status).toBe(201);
    // a gig that evening at 8 PM: the rule starts at 4 PM
    const show = await addShow(server, admin.token, '2026-03-25T00:00:00.000Z');
    const warned = await server.request('GET', `/api/lessons?collidesWith=${show._id}`, { token: admin.token });
    expect(warned.status).toBe(200);
    expect(warned.body.map((l: { _id: string }) => l._id)).toEqual([lesson.body._id]);
    const all = await server.request('GET', '/api/lessons/collisions', { token: admin.token });
    expect(all.body.some((c: { lesson: { _id: string } }) => c.lesson._id === lesson.body._id)).toBe(true);

    const cancelled = await server.request('POST', `/api/lessons/cancel/${lesson.body._id}`, { token: admin.token });
    expect(cancelled.body.status).toBe('cancelled');
    const mail = await server.smtp.waitFor((m) => to(student.email)(m) && /cancelled/.test(m.subject));
    expect(ics(mail)).toContain('METHOD:CANCEL');
    const after = await server.request('GET', `/api/lessons?collidesWith=${show._id}`, { token: admin.token });
    expect(after.body).toEqual([]);
  });

  it('moves a lesson to a free time (owner), refusing one that is taken', async () => {
    await settle();
    const student = await server.member();
    const lesson = await book(server, student.token, { start: '2026-03-26T19:00:00.000Z' });
    const other = await book(server, (await server.member()).token, { start: '2026-03-26T21:00:00.000Z' });
    expect(other.status).toBe(201);
    const clash = await server.request('PUT', `/api/lessons/move/${lesson.body._id}`, {
      token: admin.token,
      body: { start: '2026-03-26T21:00:00.000Z' },
    });
    expect(clash.status).toBe(409);
    expect(clash.body.reason).toBe('taken');
    const moved = await server.request('PUT', `/api/lessons/move/${lesson.body._id}`, {
      token: admin.token,
      body: { start: '2026-03-27T14:00:00.000Z' },
    });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body).toMatchObject({ start: '2026-03-27T14:00:00.000Z', end: '2026-03-27T14:30:00.000Z' });
    const mail = await server.smtp.waitFor((m) => to(student.email)(m) && /moved/.test(m.subject));
    expect(ics(mail)).toMatch(/SEQUENCE:1/);
    expect(await slots(server, '2026-03-26', '2026-03-26', 30)).toContain('2026-03-26T19:00:00.000Z');
  });
});
