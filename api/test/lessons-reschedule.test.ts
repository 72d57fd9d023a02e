import { describe, expect, it, vi } from 'vitest';
import { adminForThisFile, serverForThisFile, startTestServer } from './harness';
import { book, putSettingsOverDefaults, slots, testClock } from './lessons-helpers';
import type { CapturedMail } from './smtp-capture';

/**
 * A student moves his own lesson (issue 46, major 3): PUT /api/lessons/move/{id} under a
 * booking's rules. Sunday 1 March 2026, 7 AM in New York; daylight time begins on the 8th.
 */
const clock = testClock('2026-03-01T12:00:00Z');
const server = serverForThisFile({ now: clock.now });
const admin = adminForThisFile(server);
const limited = serverForThisFile({ now: clock.now, config: { rateWindowMs: 60_000 } });

const move = (token: string, id: string, start: string, on = server) =>
  on.request('PUT', `/api/lessons/move/${id}`, { token, body: { start } });
const toOwner = (mail: CapturedMail) => /^Lesson moved/.test(mail.subject);

async function settle(changes: Record<string, unknown> = {}, on = server, token = admin.token) {
  await putSettingsOverDefaults(on, token, {
    availability: [
      { day: 'TU', from: '14:00', to: '19:00' },
      { day: 'TH', from: '14:00', to: '19:00' },
    ],
    approval: false,
    ...changes,
  });
}

describe('a student moves his own lesson', () => {
  it('to another free time across the clock change: the owner is mailed, the old time is free again', async () => {
    await settle();
    const student = await server.member();
    // Tuesday 3 March, 2 PM EST
    const lesson = await book(server, student.token, { start: '2026-03-03T19:00:00.000Z' });
    expect(lesson.status).toBe(201);
    expect((await move('', lesson.body._id, '2026-03-10T18:00:00.000Z')).status).toBe(401);
    const stranger = await server.member();
    expect((await move(stranger.token, lesson.body._id, '2026-03-10T18:00:00.000Z')).status).toBe(404);

    // Tuesday 10 March, 2 PM EDT
    const moved = await move(student.token, lesson.body._id, '2026-03-10T18:00:00.000Z');
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body).toMatchObject({ start: '2026-03-10T18:00:00.000Z', status: 'confirmed' });
    const mail = await server.smtp.waitFor(toOwner);
    expect(mail.subject).toContain('Tuesday, March 10');
    expect(await slots(server, '2026-03-03', '2026-03-03', 30)).toContain('2026-03-03T19:00:00.000Z');
    expect(await slots(server, '2026-03-10', '2026-03-10', 30)).not.toContain('2026-03-10T18:00:00.000Z');
  });

  it('under the slot rules of a booking: 409 taken on a lesson, outside the hours or within the notice; its own time is free', async () => {
    await settle();
    const student = await server.member();
    const lesson = await book(server, student.token, { start: '2026-03-12T19:00:00.000Z', length: 60 });
    expect(lesson.status).toBe(201);
    const other = await book(server, (await server.member()).token, { start: '2026-03-12T21:00:00.000Z' });
    expect(other.status).toBe(201);
    for (const start of [
      '2026-03-12T20:30:00.000Z', // onto the other lesson
      '2026-03-09T18:00:00.000Z', // a Monday: no lessons
      '2026-03-01T21:00:00.000Z', // within the day's notice
    ]) {
      const refused = await move(student.token, lesson.body._id, start);
      expect(refused.status, start).toBe(409);
      expect(refused.body.reason).toBe('taken');
    }
    // half an hour later: half of it is the lesson's own time
    const later = await move(student.token, lesson.body._id, '2026-03-12T19:30:00.000Z');
    expect(later.status, later.text).toBe(200);
  });

  it('is pending again when approval is on and it was confirmed', async () => {
    await settle();
    const student = await server.member();
    const lesson = await book(server, student.token, { start: '2026-03-17T19:00:00.000Z' });
    expect(lesson.body.status).toBe('confirmed');
    await settle({ approval: true });
    const moved = await move(student.token, lesson.body._id, '2026-03-17T20:00:00.000Z');
    expect(moved.body.status).toBe('pending');
    // the owner's own move keeps it as it is
    const owners = await move(admin.token, lesson.body._id, '2026-03-17T21:00:00.000Z');
    expect(owners.body.status).toBe('pending');
  });

  it('counts moves with cancels: 10 an hour', async () => {
    const owner = await limited.admin();
    await settle({}, limited, owner.token);
    const student = await limited.member();
    const lesson = await book(limited, student.token, { start: '2026-03-19T19:00:00.000Z' });
    expect(lesson.status).toBe(201);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (
          await move(
            student.token,
            lesson.body._id,
            i % 2 ? '2026-03-19T19:00:00.000Z' : '2026-03-19T20:00:00.000Z',
            limited,
          )
        ).status,
      );
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('mails the student the new time with the updated invitation, and says when it waits for approval', async () => {
    await settle();
    const student = await server.member();
    // Thursday 5 March, 3 PM EST; moved by him to Thursday 26 March, 4 PM EDT
    const lesson = await book(server, student.token, { start: '2026-03-05T20:00:00.000Z' });
    expect(lesson.status).toBe(201);
    const moved = await move(student.token, lesson.body._id, '2026-03-26T20:00:00.000Z');
    expect(moved.status, moved.text).toBe(200);
    const mail = await server.smtp.waitFor(
      (m) => m.to.includes(student.email) && /^Your lesson has moved/.test(m.subject),
    );
    expect(mail.subject).toContain('Thursday, March 26, 2026 at 4:00 PM EDT');
    expect(mail.text).toContain('Your lesson has moved to a new time.');
    expect(mail.text).not.toContain('waits for confirmation');
    const ics = mail.raw.replace(/=\r?\n/g, '').replace(/\r\n /g, '');
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain('DTSTART:20260326T200000Z');
    expect(ics).toContain('SEQUENCE:1');

    // approval on: his move of a confirmed lesson waits again, and the mail says so
    await settle({ approval: true });
    const again = await move(student.token, lesson.body._id, '2026-03-26T21:00:00.000Z');
    expect(again.body.status, again.text).toBe('pending');
    const waiting = await server.smtp.waitFor(
      (m) =>
        m.to.includes(student.email) && m.subject.includes('5:00 PM EDT') && /^Your lesson has moved/.test(m.subject),
    );
    expect(waiting.text).toContain('It waits for confirmation');
  });

  it('moved before its booking notices went out: one notice each, of the new time', async () => {
    const held = await startTestServer({ now: clock.now, config: { lessonNoticeDelayMs: 1500 } });
    try {
      const owner = await held.admin();
      await settle({}, held, owner.token);
      const student = await held.member();
      const lesson = await book(held, student.token, { start: '2026-03-05T20:00:00.000Z' });
      expect(lesson.status).toBe(201);
      expect((await move(student.token, lesson.body._id, '2026-03-05T21:00:00.000Z', held)).status).toBe(200);
      await held.smtp.waitFor((m) => m.to.includes(student.email), 15_000);
      await vi.waitFor(() => expect(held.mailer.pending()).toBe(0), { timeout: 15_000 });
      const toStudent = held.smtp.mails.filter((m) => m.to.includes(student.email));
      expect(toStudent.map((m) => m.subject)).toEqual([
        'Your lesson is booked: Thursday, March 5, 2026 at 4:00 PM EST',
      ]);
      const toOwner = held.smtp.mails.filter((m) => m.text.includes(student.email));
      expect(toOwner).toHaveLength(1);
      expect(toOwner[0]!.subject).toContain('4:00 PM EST');
    } finally {
      await held.close();
    }
  }, 60_000);
});
