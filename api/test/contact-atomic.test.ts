import { expect, it } from 'vitest';
import { contactForm, solvedAltcha } from './contact-solve';
import { serverForThisFile } from './harness';

/**
 * A contact message and its queued mail are committed together: when the mail can not be
 * queued, nothing is stored and the human-check solution is not spent, so the visitor can
 * simply send again. (A message stored without its mail would never reach the musician.)
 */
const server = serverForThisFile();

it('stores neither the message nor the spent solution when the mail can not be queued', async () => {
  const altcha = await solvedAltcha(server);
  server.db.exec(
    "CREATE TRIGGER mail_queue_full BEFORE INSERT ON mail_queue BEGIN SELECT RAISE(ABORT, 'disk full'); END",
  );
  const failed = await server.request('POST', '/api/contact', { body: { ...contactForm(), altcha } });
  expect(failed.status).toBe(500);
  expect(failed.body).toEqual({ message: expect.any(String) });
  expect(server.db.prepare('SELECT COUNT(*) AS n FROM contact_messages').get()).toEqual({ n: 0 });

  server.db.exec('DROP TRIGGER mail_queue_full');
  server.errors.length = 0;
  const retried = await server.request('POST', '/api/contact', { body: { ...contactForm(), altcha } });
  expect(retried.status).toBe(200);
  await server.smtp.waitFor((mail) => mail.subject.includes(' contact form: '));
  const row = server.db.prepare('SELECT mail_id FROM contact_messages').get() as { mail_id: number | null };
  expect(row.mail_id).not.toBeNull();
});
