import { describe, expect, it } from 'vitest';
import { serverForThisFile } from './harness';

const server = serverForThisFile();

describe('the server shell', () => {
  it('answers an unknown API path with a JSON 404, not the site', async () => {
    const res = await server.request('GET', '/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.body).toEqual({ message: 'No such API route.' });
  });

  it('sends security headers and no x-powered-by', async () => {
    const res = await server.request('GET', '/api/no-such-thing');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBeTruthy();
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it('answers malformed JSON with a 400 and no stack trace', async () => {
    const res = await server.request('POST', '/api/users/login', { raw: '{"email": ' });
    expect(res.status).toBe(400);
    expect(res.text).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('answers a body over the limit with a 413', async () => {
    const res = await server.request('POST', '/api/users/login', {
      raw: JSON.stringify({ email: 'x'.repeat(2_000_000) }),
    });
    expect(res.status).toBe(413);
  });
});
