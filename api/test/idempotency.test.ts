import { describe, expect, it } from 'vitest';
import { adminForThisFile, serverForThisFile } from './harness';
import { IDEMPOTENCY_TTL_MS } from '../src/http/idempotency';

const server = serverForThisFile();
const admin = adminForThisFile(server);
const otherAdmin = adminForThisFile(server);

const show = {
  group: 'Cannonball Quintet',
  venue: 'Radio Bean',
  startDate: '2031-05-03T23:30:00.000Z',
  title: 'Outbox show',
};

let keyCount = 0;
const freshKey = () => `outbox:${Date.now()}-${++keyCount}`;
const storedRows = () => (server.db.prepare('SELECT COUNT(*) AS n FROM idempotency_keys').get() as { n: number }).n;
const eventCount = async () => (await server.request('GET', '/api/events')).body.length;

function send(method: string, path: string, key: string | undefined, body?: unknown, token = admin.token) {
  return server.request(method, path, { token, body, headers: key === undefined ? {} : { 'Idempotency-Key': key } });
}

describe('Idempotency-Key', () => {
  it('applies a repeated create once and replays the first answer', async () => {
    const before = await eventCount();
    const key = freshKey();
    const first = await send('POST', '/api/events/create', key, show);
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const second = await send('POST', '/api/events/create', key, show);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await eventCount()).toBe(before + 1);
  });

  it('lets concurrent duplicates create one event, all answering the same', async () => {
    const before = await eventCount();
    const key = freshKey();
    const results = await Promise.all(Array.from({ length: 5 }, () => send('POST', '/api/events/create', key, show)));
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(results.map((r) => r.body._id)).size).toBe(1);
    expect(results.filter((r) => r.headers.get('idempotent-replayed') === 'true')).toHaveLength(4);
    expect(await eventCount()).toBe(before + 1);
  });

  it('refuses the same key on another path with 422', async () => {
    const key = freshKey();
    const created = await send('POST', '/api/events/create', key, show);
    const res = await send('DELETE', `/api/events/delete/${created.body._id}`, key);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message: 'This Idempotency-Key was used for another request.' });
    expect((await server.request('GET', `/api/events/edit/${created.body._id}`, { token: admin.token })).status).toBe(
      200,
    );
  });

  it('replays an update, including a 409 answer', async () => {
    const event = (await send('POST', '/api/events/create', undefined, show)).body;
    const key = freshKey();
    const body = { eventComparatorData: event, eventData: { ...show, title: 'Changed once' } };
    const first = await send('PUT', `/api/events/update/${event._id}`, key, body);
    expect(first.status).toBe(200);
    // without the key the same change is a stale comparator
    const plain = await send('PUT', `/api/events/update/${event._id}`, undefined, body);
    expect(plain.status).toBe(409);
    const replay = await send('PUT', `/api/events/update/${event._id}`, key, body);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(first.body);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');

    const conflictKey = freshKey();
    const conflict = await send('PUT', `/api/events/update/${event._id}`, conflictKey, body);
    expect(conflict.status).toBe(409);
    const conflictReplay = await send('PUT', `/api/events/update/${event._id}`, conflictKey, body);
    expect(conflictReplay.status).toBe(409);
    expect(conflictReplay.body).toEqual(conflict.body);
    expect(conflictReplay.headers.get('idempotent-replayed')).toBe('true');
  });

  it('replays a delete instead of answering 404', async () => {
    const event = (await send('POST', '/api/events/create', undefined, show)).body;
    const key = freshKey();
    const first = await send('DELETE', `/api/events/delete/${event._id}`, key);
    expect(first.status).toBe(200);
    const replay = await send('DELETE', `/api/events/delete/${event._id}`, key);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual({ _id: event._id });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
  });

  it('stores nothing without the header, for anonymous callers, or for GET', async () => {
    const before = storedRows();
    const a = await send('POST', '/api/events/create', undefined, show);
    const b = await send('POST', '/api/events/create', undefined, show);
    expect(a.body._id).not.toBe(b.body._id);
    const anonymous = await server.request('POST', '/api/events/create', {
      body: show,
      headers: { 'Idempotency-Key': freshKey() },
    });
    expect(anonymous.status).toBe(401);
    await server.request('GET', '/api/events', { token: admin.token, headers: { 'Idempotency-Key': freshKey() } });
    expect(storedRows()).toBe(before);
  });

  it('keeps keys per user', async () => {
    const key = freshKey();
    const mine = await send('POST', '/api/events/create', key, show);
    const theirs = await send('POST', '/api/events/create', key, show, otherAdmin.token);
    expect(theirs.status).toBe(201);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
    expect(theirs.body._id).not.toBe(mine.body._id);
  });

  it.each(['', 'has space', 'x'.repeat(201), 'semi;colon'])('answers 400 for the malformed key %j', async (key) => {
    const before = await eventCount();
    const res = await send('POST', '/api/events/create', key, show);
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expect.any(String));
    expect(await eventCount()).toBe(before);
  });

  it('accepts a 200-character key', async () => {
    const key = 'k'.repeat(190) + String(Date.now()).slice(-10);
    expect((await send('POST', '/api/events/create', key, show)).status).toBe(201);
    expect((await send('POST', '/api/events/create', key, show)).headers.get('idempotent-replayed')).toBe('true');
  });

  it('replays an answer after a week offline, and forgets it after 30 days', async () => {
    const key = freshKey();
    const first = await send('POST', '/api/events/create', key, show);
    const age = server.db.prepare('UPDATE idempotency_keys SET created_at = created_at - ? WHERE key = ?');
    age.run(8 * 24 * 3600_000, key);
    const weekLater = await send('POST', '/api/events/create', key, show);
    expect(weekLater.headers.get('idempotent-replayed')).toBe('true');
    expect(weekLater.body._id).toBe(first.body._id);
    age.run(IDEMPOTENCY_TTL_MS, key);
    const again = await send('POST', '/api/events/create', key, show);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    expect(again.body._id).not.toBe(first.body._id);
  });

  it('never replays login, register, password reset or contact: only admin writes', async () => {
    const user = await server.createUser();
    const key = freshKey();
    const login = (password: string) =>
      server.request('POST', '/api/users/login', {
        token: admin.token,
        body: { email: user.email, password },
        headers: { 'Idempotency-Key': key },
      });
    expect((await login(user.password)).status).toBe(200);
    // the same key with a wrong password: a real login runs, no stored token is handed out
    const wrong = await login('not the password');
    expect(wrong.status).toBe(400);
    expect(wrong.headers.get('idempotent-replayed')).toBeNull();
    expect(wrong.text).not.toContain('token');

    const before = storedRows();
    for (const path of ['/api/users/register', '/api/users/passwordReset', '/api/contact'])
      await server.request('POST', path, { token: admin.token, body: {}, headers: { 'Idempotency-Key': freshKey() } });
    expect(storedRows()).toBe(before);
  });
});
