import { ApiError } from '@jazz/client/api-client';
import { describe, expect, it } from 'vitest';
import { desktop, eventData, deskForThisFile, losingAnswers, until } from './setup';

const desk = deskForThisFile();

const serverEvents = async () => (await desk.server.request('GET', '/api/events')).body as any[];
const byTitle = async (title: string) => (await serverEvents()).filter((e) => e.title === title);

describe('outbox and sync against the real API', () => {
  it('queues changes while the server is down and sends them in order, once, when it is back', async () => {
    const d = desktop(desk.gate.url, desk.admin.token);
    const existing = await d.client.events.create(eventData('Order: to delete'));
    const edited = await d.client.events.create(eventData('Order: to edit'));
    expect(d.outbox.size).toBe(0);

    await desk.gate.down();
    const a = await d.client.events.create(eventData('Order: A'));
    expect(a._id).toMatch(/^draft-/);
    await d.client.events.update(a._id, a, eventData('Order: A edited', { venue: 'Higher Ground' }));
    await d.client.events.create(eventData('Order: B'));
    await d.client.events.remove(existing._id);
    await d.client.events.update(edited._id, edited, eventData('Order: edited offline'));
    expect(d.outbox.size).toBe(5);
    expect(d.engine.getState().online).toBe(false);
    // a deletion remembers what it deletes, so the pending list can name it
    expect(d.outbox.entries().find((e) => e.op === 'event.delete')).toMatchObject({
      was: { title: 'Order: to delete' },
    });

    // offline reads: the cached list with the drafts applied
    const shown = await d.client.events.list();
    expect(shown.map((e) => e.title).sort()).toEqual(['Order: A edited', 'Order: B', 'Order: edited offline']);
    expect(shown.find((e) => e.title === 'Order: A edited')!.venue).toBe('Higher Ground');

    await desk.gate.up();
    await d.engine.syncNow();
    expect(d.outbox.size).toBe(0);
    const titles = (await serverEvents()).map((e) => e.title).filter((t: string) => t.startsWith('Order:'));
    expect(titles.sort()).toEqual(['Order: A edited', 'Order: B', 'Order: edited offline']);
    expect((await byTitle('Order: A edited'))[0].venue).toBe('Higher Ground');
    // the temp id now resolves to the real record
    expect((await d.client.events.get(a._id)).title).toBe('Order: A edited');
  });

  it('says the server can not be reached for a list never loaded, rather than showing it empty', async () => {
    const d = desktop(desk.gate.url, desk.admin.token);
    await desk.gate.down();
    const failure = await d.client.events.list().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    await expect(d.client.groups.list()).rejects.toBeInstanceOf(ApiError);
    // once something is drafted, the list shows it
    await d.client.events.create(eventData('Never loaded: draft'));
    expect((await d.client.events.list()).map((e) => e.title)).toEqual(['Never loaded: draft']);
    await desk.gate.up();
    await d.engine.syncNow();
    expect(await byTitle('Never loaded: draft')).toHaveLength(1);
  });

  it('opens a known show while a show drafted offline sorts before it', async () => {
    const d = desktop(desk.gate.url, desk.admin.token);
    const known = await d.client.events.create(eventData('Open me', { startDate: '2031-08-01T00:00:00.000Z' }));
    await desk.gate.down();
    await d.client.events.create(eventData('Earlier draft', { startDate: '2031-01-01T00:00:00.000Z' }));
    expect((await d.client.events.get(known._id)).title).toBe('Open me');
    d.engine.stop();
  });

  it('applies a change once when its answer was lost and it is sent again with the same key', async () => {
    let lose = true;
    // the request reaches the server, the answer never comes back
    const d = desktop(desk.gate.url, desk.admin.token, { wrap: losingAnswers('events', 'create', () => lose) });
    const draft = await d.client.events.create(eventData('Lost answer'));
    expect(draft._id).toMatch(/^draft-/);
    expect(await byTitle('Lost answer')).toHaveLength(1);
    expect(d.outbox.size).toBe(1);
    // sync's own answers get lost too: the entry stays and is retried under the same key
    await d.engine.syncNow();
    expect(d.outbox.size).toBe(1);
    expect(d.outbox.entries()[0]!.attempts).toBeGreaterThanOrEqual(1);
    expect(await byTitle('Lost answer')).toHaveLength(1);
    lose = false;
    await until(() => d.outbox.size === 0);
    expect(d.outbox.size).toBe(0);
    const onServer = await byTitle('Lost answer');
    expect(onServer).toHaveLength(1);
    expect(await d.storage.getCache('idmap')).toEqual({ [draft._id]: onServer[0]._id });
  });

  it('retries with backoff while offline and syncs by itself when the server answers', async () => {
    const d = desktop(desk.gate.url, desk.admin.token);
    await desk.gate.down();
    await d.client.events.create(eventData('Retried'));
    await until(() => d.outbox.entries()[0]!.attempts >= 1);
    expect(d.engine.getState().online).toBe(false);
    // looks again by itself (backoff: each failed probe says offline again), and keeps the change stored
    let looks = 0;
    const unsubscribe = d.engine.subscribe((state) => {
      if (state.online === false) looks++;
    });
    await until(() => looks >= 2);
    unsubscribe();
    expect(await d.outbox.storage.listEntries()).toHaveLength(1);
    await desk.gate.up();
    await until(() => d.outbox.size === 0);
    expect(d.engine.getState().online).toBe(true);
    expect(await byTitle('Retried')).toHaveLength(1);
    d.engine.stop();
  });

  it('turns a 409 into a conflict; "keep theirs" leaves the web edit in place', async () => {
    const d = desktop(desk.gate.url, desk.admin.token);
    const seen = await d.client.events.create(eventData('Conflict theirs'));
    await desk.gate.down();
    await d.client.events.update(seen._id, seen, eventData('Conflict theirs', { venue: 'Desktop venue' }));
    const web = await desk.server.request('PUT', `/api/events/update/${seen._id}`, {
      token: desk.admin.token,
      body: { eventComparatorData: seen, eventData: eventData('Conflict theirs', { venue: 'Web venue' }) },
    });
    expect(web.status).toBe(200);
    await desk.gate.up();
    const state = await d.engine.syncNow();
    expect(state.blocked?.status).toBe('conflict');
    expect((state.blocked?.current as any).venue).toBe('Web venue');
    expect(d.outbox.size).toBe(1);
    await d.engine.keepTheirs(state.blocked!.seq);
    expect(d.outbox.size).toBe(0);
    expect((await byTitle('Conflict theirs'))[0].venue).toBe('Web venue');
    // the desktop now shows the server's version
    expect((await d.client.events.list()).find((e) => e._id === seen._id)!.venue).toBe('Web venue');
  });

  it('a conflict holds back only its own record: other shows go out, and the later change to it waits', async () => {
    const d = desktop(desk.gate.url, desk.admin.token);
    const seen = await d.client.events.create(eventData('Hold: conflicted'));
    const other = await d.client.events.create(eventData('Hold: other'));
    await desk.gate.down();
    await d.client.events.update(seen._id, seen, eventData('Hold: conflicted', { venue: 'Desktop venue' }));
    await d.client.events.update(other._id, other, eventData('Hold: other', { venue: 'Sent anyway' }));
    const later = await d.client.events.get(seen._id);
    await d.client.events.update(seen._id, later, eventData('Hold: conflicted', { venue: 'Desktop, later' }));
    await d.client.events.create(eventData('Hold: new show'));
    await desk.server.request('PUT', `/api/events/update/${seen._id}`, {
      token: desk.admin.token,
      body: { eventComparatorData: seen, eventData: eventData('Hold: conflicted', { venue: 'Web venue' }) },
    });
    await desk.gate.up();

    const state = await d.engine.syncNow();
    expect(state.blocked?.status).toBe('conflict');
    // the unrelated update and the new show went out; the conflict and the change on top of it wait
    expect((await byTitle('Hold: other'))[0].venue).toBe('Sent anyway');
    expect(await byTitle('Hold: new show')).toHaveLength(1);
    expect((await byTitle('Hold: conflicted'))[0].venue).toBe('Web venue');
    expect(d.outbox.entries().map((e) => [e.status, 'id' in e && e.id])).toEqual([
      ['conflict', seen._id],
      ['pending', seen._id],
    ]);

    const after = await d.engine.keepMine(state.blocked!.seq);
    expect(after.blocked).toBeNull();
    expect(d.outbox.size).toBe(0);
    expect((await byTitle('Hold: conflicted'))[0].venue).toBe('Desktop, later');
  });

  it('"keep mine" resends the draft compared with the server version and it wins', async () => {
    const d = desktop(desk.gate.url, desk.admin.token);
    const seen = await d.client.events.create(eventData('Conflict mine'));
    await desk.gate.down();
    await d.client.events.update(seen._id, seen, eventData('Conflict mine', { venue: 'Desktop venue' }));
    await desk.server.request('PUT', `/api/events/update/${seen._id}`, {
      token: desk.admin.token,
      body: { eventComparatorData: seen, eventData: eventData('Conflict mine', { venue: 'Web venue' }) },
    });
    await desk.gate.up();
    const state = await d.engine.syncNow();
    expect(state.blocked?.status).toBe('conflict');
    const after = await d.engine.keepMine(state.blocked!.seq);
    expect(after.blocked).toBeNull();
    expect(d.outbox.size).toBe(0);
    expect((await byTitle('Conflict mine'))[0].venue).toBe('Desktop venue');
  });

  it('keeps the outbox when the session expired and sends it after a new sign-in', async () => {
    const d = desktop(desk.gate.url, desk.admin.token);
    await desk.gate.down();
    await d.client.events.create(eventData('After sign-in'));
    // the send the create started has failed (offline) before the session ends
    expect((await d.engine.syncNow()).online).toBe(false);
    d.api.setToken('expired.token.value');
    await desk.gate.up();
    const state = await d.engine.syncNow();
    expect(state.sessionExpired).toBe(true);
    expect(d.outbox.size).toBe(1);
    expect(await byTitle('After sign-in')).toHaveLength(0);
    d.api.setToken(await desk.server.login(desk.admin.email, desk.admin.password));
    await d.engine.sessionRenewed();
    expect(d.outbox.size).toBe(0);
    expect(await byTitle('After sign-in')).toHaveLength(1);
  });
});

describe('a session that ends while working online', () => {
  it('keeps the change in the outbox instead of failing, keeps lists readable, and sends it after sign-in', async () => {
    const d = desktop(desk.gate.url, desk.admin.token);
    const seen = await d.client.events.create(eventData('Expired online: seen'));
    await d.client.users.list();
    // the token runs out while the app is open and the server answers
    d.api.setToken('expired.token.value');
    const draft = await d.client.events.create(eventData('Expired online: new'));
    expect(draft._id).toMatch(/^draft-/);
    await d.client.events.update(seen._id, seen, eventData('Expired online: seen', { venue: 'Edited' }));
    expect(d.outbox.size).toBe(2);
    expect(d.engine.getState()).toMatchObject({ sessionExpired: true, online: true });
    // records that need a session still show, from what was last known
    expect((await d.client.events.get(seen._id)).venue).toBe('Edited');
    expect((await d.client.users.list()).map((u) => u.email)).toContain(desk.admin.email);
    expect(await byTitle('Expired online: new')).toHaveLength(0);

    d.api.setToken(await desk.server.login(desk.admin.email, desk.admin.password));
    await d.engine.sessionRenewed();
    expect(d.outbox.size).toBe(0);
    expect(await byTitle('Expired online: new')).toHaveLength(1);
    expect((await byTitle('Expired online: seen'))[0].venue).toBe('Edited');
  });
});
