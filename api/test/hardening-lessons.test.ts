import { describe, expect, it, vi } from 'vitest';
import { LESSON_MESSAGES } from '@jazz/contracts';
import { adminForThisFile, serverForThisFile, startTestServer } from './harness';
import { book, putSettings, putSettingsOverDefaults, testClock } from './lessons-helpers';

/** One student can not take every lesson slot, flood the mail queue, or learn the place unbooked. */
// Sunday 1 March 2026, 7 AM in New York
const clock = testClock('2026-03-01T12:00:00Z');
const server = serverForThisFile({ now: clock.now, config: { rateWindowMs: 60_000 } });
const admin = adminForThisFile(server);

// Tuesdays and Thursdays 2 PM to 7 PM, New York (EST until 8 March, EDT after)
const TUESDAYS = ['2026-03-03T19:00:00.000Z', '2026-03-10T18:00:00.000Z', '2026-03-17T18:00:00.000Z'];
const thursday = (hourUtc: number) => `2026-03-05T${String(hourUtc).padStart(2, '0')}:00:00.000Z`;

/** A fresh install's settings with these hours and places, whatever another test stored. */
async function settle(changes: Record<string, unknown> = {}) {
  return putSettingsOverDefaults(server, admin.token, {
    availability: [
      { day: 'TU', from: '14:00', to: '19:00' },
      { day: 'TH', from: '14:00', to: '19:00' },
    ],
    approval: false,
    formats: [
      { key: 'in-person', label: 'In person', address: '12 Studio Lane, Burlington' },
      { key: 'online', label: 'Online', link: 'https://meet.example/secret-room' },
    ],
    ...changes,
  });
}

describe('lessons one student may hold', () => {
  it('counts each weekly date against maxLessonsPerStudent (default 4); past it 409 reason "limit"', async () => {
    // a fresh install's limit (the file's server has had other tests' settings)
    const fresh = await startTestServer();
    try {
      const owner = await fresh.admin();
      const settings = await fresh.request('GET', '/api/lessons/settings', { token: owner.token });
      expect(settings.body.maxLessonsPerStudent).toBe(4);
    } finally {
      await fresh.close();
    }
    expect((await settle()).maxLessonsPerStudent).toBe(4);
    const student = await server.member();
    const series = await book(server, student.token, { start: TUESDAYS[0], weeks: 5 });
    expect(series.status).toBe(409);
    expect(series.body).toEqual({ message: LESSON_MESSAGES.limit, reason: 'limit' });
    expect((await book(server, student.token, { start: TUESDAYS[0], weeks: 3 })).status).toBe(201);
    expect((await book(server, student.token, { start: thursday(19) })).status).toBe(201);
    const fifth = await book(server, student.token, { start: thursday(20) });
    expect(fifth.status).toBe(409);
    expect(fifth.body.reason).toBe('limit');
    // a cancelled lesson no longer counts
    const mine = (await server.request('GET', '/api/lessons/mine', { token: student.token })).body;
    const last = mine.find((lesson: { start: string }) => lesson.start === thursday(19));
    expect((await server.request('POST', `/api/lessons/cancel/${last._id}`, { token: student.token })).status).toBe(
      200,
    );
    expect((await book(server, student.token, { start: thursday(20) })).status).toBe(201);
  });

  it('allows two requests waiting for approval at once', async () => {
    await settle({ approval: true, maxLessonsPerStudent: 10 });
    const student = await server.member();
    expect((await book(server, student.token, { start: thursday(21) })).status).toBe(201);
    expect((await book(server, student.token, { start: thursday(22), length: 30 })).status).toBe(201);
    const third = await book(server, student.token, { start: '2026-03-12T18:00:00.000Z' });
    expect(third.status).toBe(409);
    expect(third.body).toEqual({ message: LESSON_MESSAGES.pendingLimit, reason: 'limit' });
  });

  it('limits cancellations to 10 an hour per student', async () => {
    await settle({ maxLessonsPerStudent: 52 });
    const student = await server.member();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const lesson = await book(server, student.token, { start: '2026-03-24T18:00:00.000Z' });
      expect(lesson.status).toBe(201);
      statuses.push(
        (await server.request('POST', `/api/lessons/cancel/${lesson.body._id}`, { token: student.token })).status,
      );
      if (statuses.at(-1) === 429) break;
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
  });
});

describe('the place and the link', () => {
  it(
    'go only with confirmed lessons still to come: not pending, declined or cancelled ones, in answers or mails',
    { timeout: 60_000 },
    async () => {
      await settle({ approval: true, maxLessonsPerStudent: 10 });
      const student = await server.member();
      const pending = await book(server, student.token, { start: '2026-03-12T19:00:00.000Z', format: 'in-person' });
      expect(pending.status).toBe(201);
      expect(pending.body.where).toBe('');
      const requested = await server.smtp.waitFor(
        (m) => m.to.includes(student.email) && m.subject.startsWith('Your lesson request'),
        30_000,
      );
      expect(requested.raw).not.toContain('Studio Lane');

      const declined = await server.request('PUT', `/api/lessons/status/${pending.body._id}`, {
        token: admin.token,
        body: { status: 'declined' },
      });
      expect(declined.body.where).toBe('');
      await server.smtp.waitFor((m) => m.to.includes(student.email) && m.subject.includes('declined'), 30_000);

      const other = await book(server, student.token, { start: '2026-03-12T20:00:00.000Z', format: 'online' });
      const confirmed = await server.request('PUT', `/api/lessons/status/${other.body._id}`, {
        token: admin.token,
        body: { status: 'confirmed' },
      });
      expect(confirmed.body.where).toBe('https://meet.example/secret-room');
      await server.request('POST', `/api/lessons/cancel/${other.body._id}`, { token: student.token });

      const mine = (await server.request('GET', '/api/lessons/mine', { token: student.token })).body as {
        status: string;
        where: string;
      }[];
      expect(mine.map((lesson) => lesson.status)).toEqual(expect.arrayContaining(['declined', 'cancelled']));
      for (const lesson of mine) expect(lesson.where).toBe('');
      // the other tests' mails are in the same queue
      await vi.waitFor(() => expect(server.mailer.pending()).toBe(0), { timeout: 30_000 });
      const toStudent = server.smtp.mails.filter((m) => m.to.includes(student.email));
      const withLink = toStudent.filter((m) => m.raw.replace(/=\r?\n/g, '').includes('secret-room'));
      expect(withLink.map((m) => m.subject)).toEqual([expect.stringMatching(/^Your lesson is confirmed/)]);
    },
  );
});

describe('mails of a book-and-cancel loop', () => {
  it("holds a student's booking notices a moment; a cancel within it sends nothing, a kept booking is told", async () => {
    const held = await startTestServer({ now: clock.now, config: { lessonNoticeDelayMs: 4000 } });
    try {
      const owner = await held.admin();
      await putSettings(held, owner.token, {
        availability: [{ day: 'TU', from: '14:00', to: '19:00' }],
        approval: false,
        maxLessonsPerStudent: 52,
      });
      const student = await held.member();
      for (let i = 0; i < 5; i++) {
        const lesson = await book(held, student.token, { start: '2026-03-10T18:00:00.000Z' });
        expect(lesson.status).toBe(201);
        const cancel = await held.request('POST', `/api/lessons/cancel/${lesson.body._id}`, { token: student.token });
        expect(cancel.status).toBe(200);
      }
      expect(held.mailer.pending()).toBe(0);
      const kept = await book(held, student.token, { start: '2026-03-10T19:00:00.000Z' });
      expect(kept.status).toBe(201);
      await held.smtp.waitFor((m) => m.to.includes(student.email), 15_000);
      await vi.waitFor(() => expect(held.mailer.pending()).toBe(0), { timeout: 15_000 });
      const told = held.smtp.mails.filter((m) => m.to.includes(student.email) || m.text.includes(student.email));
      // one notice to the student and one to the owner, both of the kept lesson
      expect(told).toHaveLength(2);
    } finally {
      await held.close();
    }
  }, 60_000);
});
