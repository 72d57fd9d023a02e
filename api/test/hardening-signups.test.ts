import { describe, expect, it } from 'vitest';
import { serverForThisFile } from './harness';
import { validRegistration } from './users-helpers';

/**
 * Sign-ups can not be switched off: the site-wide hourly cap of confirmation mails is spent only
 * by mails that are sent, and each kind of mail has its own budget.
 */
const server = serverForThisFile({
  config: { rateWindowMs: 60_000, trustProxy: 1, confirmationMailsPerHour: 3, accountMailsPerHour: 2 },
});

let client = 0;
const nextIp = () => `10.9.${(++client >> 8) & 255}.${client & 255}`;
const from = () => ({ 'X-Forwarded-For': nextIp() });

const register = (email: string) =>
  server.request('POST', '/api/users/register', { body: validRegistration({ email }), headers: from() });
const reset = (email: string) =>
  server.request('POST', '/api/users/passwordReset', { body: { email }, headers: from() });

describe('site-wide mail budgets', () => {
  it('registrations of a taken address spend nothing; resets have a budget of their own', async () => {
    expect((await register('taken@example.com')).status).toBe(201);
    // a flood of registrations for the taken address, from many clients: SPEC's answer, no mail
    for (let i = 0; i < 12; i++) {
      const res = await register('taken@example.com');
      expect(res.status).toBe(400);
      expect(Object.keys(res.body)).toEqual(['email']);
    }
    // the next real visitors still get their confirmation mails (2 left of 3)
    expect((await register('real1@example.com')).status).toBe(201);
    expect((await register('real2@example.com')).status).toBe(201);
    await server.smtp.waitFor((mail) => mail.to.includes('real2@example.com'));
    // the confirmations are spent now: the next sign-up is a 429...
    expect((await register('real3@example.com')).status).toBe(429);
    // ...but a password reset is another budget, and unknown addresses do not spend it
    for (let i = 0; i < 5; i++) expect((await reset(`nobody${i}@example.com`)).status).toBe(400);
    expect((await reset('real1@example.com')).status).toBe(200);
    expect((await reset('real2@example.com')).status).toBe(200);
    await server.smtp.waitFor((mail) => mail.to.includes('real2@example.com') && mail.subject.startsWith('Reset'));
    expect((await reset('taken@example.com')).status).toBe(429);
  });
});
