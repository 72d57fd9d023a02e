import { describe, expect, it } from 'vitest';
import { createContentVersion } from '../src/http/content-version';
import { adminForThisFile, serverForThisFile, startTestServer } from './harness';
import { addShow, book, putSettings, testClock } from './lessons-helpers';

// Sunday 1 March 2026, 7 AM in New York
const clock = testClock('2026-03-01T12:00:00Z');
const server = serverForThisFile({ now: clock.now });
const admin = adminForThisFile(server);

describe('lessons are no public content', () => {
  it('booking, cancelling and their mails never move the content version; a show does', async () => {
    await putSettings(server, admin.token, {
      availability: [{ day: 'TU', from: '14:00', to: '19:00' }],
      approval: false,
    });
    const student = await server.member();
    const content = createContentVersion(server.db);
    const before = content.current();
    const lesson = await book(server, student.token, { start: '2026-03-03T19:00:00.000Z' });
    expect(lesson.status).toBe(201);
    await server.smtp.waitFor((m) => m.to.includes(student.email));
    await server.mailer.flush();
    expect(
      (await server.request('POST', `/api/lessons/cancel/${lesson.body._id}`, { token: student.token })).status,
    ).toBe(200);
    await server.mailer.flush();
    expect(content.current()).toBe(before);
    await addShow(server, admin.token, '2026-04-01T00:00:00.000Z');
    expect(content.current()).not.toBe(before);
  });
});

describe('booking attempts', () => {
  it('are limited to 60 a minute per user', async () => {
    const limited = await startTestServer({ config: { rateWindowMs: 60_000 }, now: clock.now });
    try {
      const student = await limited.member();
      const other = await limited.member();
      for (let i = 0; i < 60; i++) expect((await book(limited, student.token, { start: 'x' })).status).toBe(400);
      const refused = await book(limited, student.token, { start: 'x' });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBeTruthy();
      expect((await book(limited, other.token, { start: 'x' })).status).toBe(400);
    } finally {
      await limited.close();
    }
  });
});
