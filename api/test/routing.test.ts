import { describe, expect, it } from 'vitest';
import { serverForThisFile } from './harness';

/**
 * What a client sees for a path or method the API does not have: a JSON 404 for an unknown
 * path, a JSON 405 with Allow for a known path with another method, OPTIONS answered with
 * Allow, and never a 5xx, whatever the method, on the API or the site.
 */
const server = serverForThisFile();

describe('methods the API does not have', () => {
  it('answers a known path with another method with a JSON 405 and Allow', async () => {
    const res = await server.request('GET', '/api/users/login');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.body).toEqual({ message: expect.any(String) });

    const put = await server.request('PUT', '/api/groups');
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('HEAD, GET');
  });

  it('answers OPTIONS on a known path with 204 and Allow', async () => {
    const res = await server.request('OPTIONS', '/api/events/update/abc');
    expect(res.status).toBe(204);
    expect(res.headers.get('allow')).toBe('PUT');
  });

  it('keeps unknown paths a JSON 404 for every method, with no-store', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH']) {
      const res = await server.request(method, '/api/no-such-thing');
      expect(res.status, method).toBe(404);
      expect(res.headers.get('cache-control'), method).toBe('no-store');
      expect(res.body, method).toEqual({ message: 'No such API route.' });
    }
  });

  it('never answers a 5xx to a method nobody implements, on the API, the site or media', async () => {
    for (const method of ['PROPFIND', 'REPORT', 'MKCOL', 'PURGE'])
      for (const path of ['/', '/shows', '/api/users', '/api/nothing', '/media/x.webp']) {
        const res = await server.request(method, path);
        expect(res.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${method} ${path}`).toBeLessThan(500);
      }
    expect(server.errors).toEqual([]);
  });
});
