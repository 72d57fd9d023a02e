import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@jazz/contracts';
import { serverForThisFile } from './harness';
import { expectNoSecrets } from './users-helpers';

const INVALID = { message: 'This reset link is invalid or has expired.' };

const server = serverForThisFile();

/** Asks for a reset of `email` and reads id and token back from the link in the real mail. */
async function requestLink(email: string) {
  // mails already received, taken before the request: delivery may beat its response
  const seen = new Set(server.smtp.mails.filter((m) => m.to.includes(email)).map((m) => m.raw));
  const res = await server.request('POST', '/api/users/passwordReset', { body: { email } });
  expect(res.status).toBe(200);
  expect(res.body).toBe(true);
  const mail = await server.smtp.waitFor((m) => m.to.includes(email) && !seen.has(m.raw));
  const match = new RegExp(`${server.config.siteUrl}/resetpassword/([0-9a-f]{24})/([A-Za-z0-9_-]{43})`).exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  return { mail, id: match![1]!, token: match![2]! };
}

describe('the password reset flow', () => {
  it('mails a link that checks, resets once, and ends earlier sessions', async () => {
    const user = await server.member();
    const { mail, id, token } = await requestLink(user.email);
    expect(id).toBe(user.id);
    expect(mail.subject).toMatch(/password/i);

    // only a SHA-256 of the token is stored
    const rows = server.db.prepare('SELECT token_hash FROM password_resets WHERE user_id = ?').all(id) as {
      token_hash: string;
    }[];
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(token);

    const check = await server.request('GET', `/api/users/_resetpassword/${id}/${token}`);
    expect(check.status).toBe(200);
    expect(check.body).toEqual({ id, token });

    const reset = await server.request('POST', '/api/users/resetpassword', {
      body: { id, token, password: 'new password 123' },
    });
    expect(reset.status).toBe(200);
    expect(reset.body).toBe(true);
    expectNoSecrets(reset);

    // the old session ends, the old password is gone, the new one works
    expect((await server.request('GET', `/api/users/edit/${id}`, { token: user.token })).status).toBe(401);
    const old = await server.request('POST', '/api/users/login', {
      body: { email: user.email, password: user.password },
    });
    expect(old.body).toEqual({ emailOrPasswordIncorrect: MESSAGES.emailOrPasswordIncorrect });
    await server.login(user.email, 'new password 123');

    // the link works once
    expect((await server.request('GET', `/api/users/_resetpassword/${id}/${token}`)).body).toEqual(INVALID);
    const again = await server.request('POST', '/api/users/resetpassword', {
      body: { id, token, password: 'another password' },
    });
    expect(again.status).toBe(400);
    expect(again.body).toEqual(INVALID);
    await server.login(user.email, 'new password 123');
  });

  it('refuses an expired link', async () => {
    const user = await server.createUser();
    const { id, token } = await requestLink(user.email);
    server.db.prepare('UPDATE password_resets SET expires_at = ? WHERE user_id = ?').run(Date.now() - 1000, id);
    const check = await server.request('GET', `/api/users/_resetpassword/${id}/${token}`);
    expect(check.status).toBe(400);
    expect(check.body).toEqual(INVALID);
    const reset = await server.request('POST', '/api/users/resetpassword', {
      body: { id, token, password: 'new password 123' },
    });
    expect(reset.status).toBe(400);
    expect(reset.body).toEqual(INVALID);
    await server.login(user.email, user.password);
  });

  it('sets an expiry one hour ahead', async () => {
    const user = await server.createUser();
    const before = Date.now();
    const { id } = await requestLink(user.email);
    const row = server.db.prepare('SELECT expires_at FROM password_resets WHERE user_id = ?').get(id) as {
      expires_at: number;
    };
    expect(row.expires_at).toBeGreaterThanOrEqual(before + 3_600_000);
    expect(row.expires_at).toBeLessThanOrEqual(Date.now() + 3_600_000);
  });

  it("refuses a wrong token, or another user's token", async () => {
    const a = await server.createUser();
    const b = await server.createUser();
    const { token } = await requestLink(a.email);
    const wrong = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
    for (const [id, t] of [
      [a.id, wrong],
      [b.id, token],
      ['000000000000000000000000', token],
    ]) {
      const check = await server.request('GET', `/api/users/_resetpassword/${id}/${t}`);
      expect(check.status).toBe(400);
      expect(check.body).toEqual(INVALID);
    }
    const reset = await server.request('POST', '/api/users/resetpassword', {
      body: { id: b.id, token, password: 'new password 123' },
    });
    expect(reset.body).toEqual(INVALID);
    await server.login(b.email, b.password);
  });

  it('answers a short new password with the password key, and the link stays usable', async () => {
    const user = await server.createUser();
    const { id, token } = await requestLink(user.email);
    const short = await server.request('POST', '/api/users/resetpassword', { body: { id, token, password: 'short' } });
    expect(short.status).toBe(400);
    expect(short.body).toEqual({ password: MESSAGES.password });
    const ok = await server.request('POST', '/api/users/resetpassword', {
      body: { id, token, password: 'long enough now' },
    });
    expect(ok.status).toBe(200);
  });

  it('answers an unknown e-mail with emailnotfound and a bad one with email, sending nothing', async () => {
    const count = server.smtp.mails.length;
    const unknown = await server.request('POST', '/api/users/passwordReset', { body: { email: 'who@example.com' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ emailnotfound: MESSAGES.emailnotfound });
    const bad = await server.request('POST', '/api/users/passwordReset', { body: { email: 'nope' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ email: MESSAGES.email });
    await server.mailer.flush();
    expect(server.smtp.mails.length).toBe(count);
  });

  it('answers a reset with missing fields as an invalid link', async () => {
    const res = await server.request('POST', '/api/users/resetpassword', { body: { password: 'long enough now' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(INVALID);
  });
});
