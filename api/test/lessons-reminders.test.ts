import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { restartTestServer, startTestServer, type TestServer } from './harness';
import { book, putSettings, testClock } from './lessons-helpers';
import type { CapturedMail } from './smtp-capture';

// Sunday 1 March 2026, 7 AM in New York
const clock = testClock('2026-03-01T12:00:00Z');
let server: TestServer;
beforeAll(async () => {
  // the reminders' timer runs as on the server: a restarted server looks at once
  server = await startTestServer({ now: clock.now, reminders: true });
});
afterAll(() => server.close());
// each test books from 1 March, whatever day the test before it moved the clock to
beforeEach(() => clock.set('2026-03-01T12:00:00Z'));

const reminderTo = (address: string) => (mail: CapturedMail) =>
  mail.to.includes(address) && /^Reminder/.test(mail.subject);
const remindersQueued = (address: string) =>
  (
    server.db
      .prepare("SELECT COUNT(*) AS n FROM mail_queue WHERE to_addr = ? AND subject LIKE 'Reminder%'")
      .get(address) as { n: number }
  ).n;

it('sends the reminder 24 hours before, exactly once, also across a restart', async () => {
  const admin = await server.admin();
  await putSettings(server, admin.token, {
    availability: [{ day: 'TU', from: '14:00', to: '19:00' }],
    noticeHours: 24,
    approval: false,
  });
  const student = await server.member();
  const lesson = await book(server, student.token, { start: '2026-03-03T19:00:00.000Z' }); // Tuesday 2 PM EST
  expect(lesson.status).toBe(201);

  // 25 hours before: not yet
  clock.set('2026-03-02T18:00:00Z');
  expect(server.reminders.tick()).toBe(0);
  await server.mailer.flush();
  expect(server.smtp.mails.filter(reminderTo(student.email))).toEqual([]);

  // 23 hours before: due
  clock.set('2026-03-02T20:00:00Z');
  expect(server.reminders.tick()).toBe(1);
  const mail = await server.smtp.waitFor(reminderTo(student.email));
  expect(mail.raw.replace(/=\r?\n/g, '')).toContain('METHOD:REQUEST');
  expect(server.reminders.tick()).toBe(0);

  // a restart looks again at once (start ticks): the marker holds, nothing goes twice
  server = await restartTestServer(server);
  expect(server.reminders.tick()).toBe(0);
  await server.mailer.flush();
  expect(server.smtp.mails.filter(reminderTo(student.email))).toEqual([]);
  expect(remindersQueued(student.email)).toBe(1);
});

it('sends a reminder that fell due while the server was down once it is back', async () => {
  const admin = await server.admin();
  const student = await server.member();
  await putSettings(server, admin.token, { approval: false });
  const lesson = await book(server, student.token, { start: '2026-03-10T19:00:00.000Z' });
  expect(lesson.status, lesson.text).toBe(201);
  // down from before the reminder fell due until after
  await server.stop();
  clock.set('2026-03-09T20:00:00Z');
  server = await startTestServer({
    ...server.options,
    dataDir: server.dir,
    config: { ...server.options.config, jwtSecret: server.config.jwtSecret },
  });
  // the start of the new server looked already
  await server.smtp.waitFor(reminderTo(student.email));
  expect(server.reminders.tick()).toBe(0);
  expect(remindersQueued(student.email)).toBe(1);
});
