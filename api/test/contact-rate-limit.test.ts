import { expect, it } from 'vitest';
import { contactForm, solvedAltcha } from './contact-solve';
import { serverForThisFile } from './harness';

const server = serverForThisFile({ config: { rateWindowMs: 60_000 } });

it('allows five contact attempts per address and window, then answers 429', async () => {
  const altcha = await solvedAltcha(server);
  for (let i = 0; i < 4; i++) expect((await server.request('POST', '/api/contact', { body: {} })).status).toBe(400);
  expect((await server.request('POST', '/api/contact', { body: { ...contactForm(), altcha } })).status).toBe(200);

  const limited = await server.request('POST', '/api/contact', {
    body: { ...contactForm({ subject: 'Sixth' }), altcha: await solvedAltcha(server) },
  });
  expect(limited.status).toBe(429);
  expect(limited.body.message).toEqual(expect.any(String));
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  const stored = server.db.prepare('SELECT subject FROM contact_messages').all();
  expect(stored).toEqual([{ subject: contactForm().subject }]);
  // the challenge stays available: only the form is limited
  expect((await server.request('GET', '/api/altcha/challenge')).status).toBe(200);
});
