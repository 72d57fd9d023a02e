import { expect, it } from 'vitest';
import { serverForThisFile } from './harness';

const server = serverForThisFile({ mailer: { ratePerMinute: 2 } });

it('hands at most MAIL_RATE mails a minute to SMTP; the rest waits in the queue', async () => {
  for (const n of [1, 2, 3]) server.mailer.enqueue({ to: `fan${n}@example.com`, subject: `Mail ${n}`, text: 'Hello' });
  await server.smtp.waitFor((m) => m.subject === 'Mail 2');
  await server.mailer.flush();
  const rows = server.db.prepare('SELECT subject, status FROM mail_queue ORDER BY id').all();
  expect(rows).toEqual([
    { subject: 'Mail 1', status: 'sent' },
    { subject: 'Mail 2', status: 'sent' },
    { subject: 'Mail 3', status: 'queued' },
  ]);
  expect(server.smtp.mails.map((m) => m.subject)).toEqual(['Mail 1', 'Mail 2']);
});
