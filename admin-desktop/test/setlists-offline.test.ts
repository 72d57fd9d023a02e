import { eventDataOf, type Event } from '@jazz/contracts';
import { describe, expect, it } from 'vitest';
import { warmCache } from '../src/core/warm-cache';
import { desktop, eventData, deskForThisFile, losingAnswers, until } from './setup';

const desk = deskForThisFile();

const tune = async (title: string) =>
  (await desk.server.request('POST', '/api/tunes/create', { token: desk.admin.token, body: { title } })).body as {
    _id: string;
  };
/** The titles of the server's repertoire, sorted. */
const serverTitles = async () =>
  ((await desk.server.request('GET', '/api/tunes', { token: desk.admin.token })).body as { title: string }[])
    .map((t) => t.title)
    .sort();
const stored = async (id: string) =>
  (await desk.server.request('GET', `/api/events/edit/${id}`, { token: desk.admin.token })).body as Event;

describe('a setlist written backstage, offline', () => {
  it('is drafted through the outbox and reaches the server exactly once, its lost answer retried', async () => {
    const [solar, nardis] = [await tune('Solar'), await tune('Nardis')];
    let updates = 0;
    // the first update reaches the server, its answer never comes back
    const d = desktop(desk.gate.url, desk.admin.token, {
      wrap: losingAnswers('events', 'update', () => ++updates === 1),
    });
    const show = await d.client.events.create(eventData('Backstage', { startDate: '2024-05-02T23:00:00.000Z' }));
    // the repertoire is read once online, then answers from the copy kept for offline (the
    // server's whole repertoire: the file's other tests add tunes of their own)
    const repertoire = await serverTitles();
    expect(repertoire).toEqual(expect.arrayContaining(['Nardis', 'Solar']));
    expect((await d.client.tunes.list()).map((t) => t.title).sort()).toEqual(repertoire);

    await desk.gate.down();
    expect((await d.client.tunes.list()).map((t) => t.title).sort()).toEqual(repertoire);
    const first = await d.client.events.update(show._id, show, {
      ...eventDataOf(show),
      setlist: { sets: [{ title: 'First set', tunes: [{ tuneId: solar._id }] }], final: false, public: false },
    });
    const second = await d.client.events.update(show._id, first, {
      ...eventDataOf(first),
      setlist: {
        sets: [
          { title: 'First set', tunes: [{ tuneId: solar._id }] },
          { tunes: [{ tuneId: nardis._id, note: 'ballad' }] },
        ],
        final: true,
        public: true,
      },
    });
    expect(d.outbox.size).toBe(2);
    // offline, the show reads as drafted
    expect((await d.client.events.get(show._id)).setlist?.sets).toHaveLength(2);
    expect(second.setlist?.final).toBe(true);
    expect((await stored(show._id)).setlist).toBeNull();

    await desk.gate.up();
    await until(async () => {
      await d.engine.syncNow();
      return d.outbox.size === 0;
    });
    // a second application would have met a changed record: a 409, and sync would stop at it
    expect(d.engine.getState().blocked).toBeNull();
    const onServer = await stored(show._id);
    expect(onServer.setlist).toEqual({
      sets: [
        { title: 'First set', tunes: [{ tuneId: solar._id }] },
        { tunes: [{ tuneId: nardis._id, note: 'ballad' }] },
      ],
      final: true,
      public: true,
    });
    // two drafts, two applied updates: the lost answer's resend was answered from its first result
    expect(updates).toBe(3);
    const before = onServer.updatedAt;
    await d.engine.syncNow();
    expect((await stored(show._id)).updatedAt).toBe(before);
    d.engine.stop();
  });
});

describe('the repertoire on a computer where it was never opened', () => {
  it('is kept by the sign-in warm-up, so the show form lists the tunes offline', async () => {
    await tune('Footprints');
    const d = desktop(desk.gate.url, desk.admin.token);
    await warmCache(d.client, d.storage);

    await desk.gate.down();
    try {
      expect((await d.client.tunes.list()).map((t) => t.title)).toContain('Footprints');
    } finally {
      await desk.gate.up();
      d.engine.stop();
    }
  });
});

describe('a tune added to the repertoire offline', () => {
  it('is created before the setlist that names it, which then names its real id', async () => {
    const d = desktop(desk.gate.url, desk.admin.token);
    const show = await d.client.events.create(
      eventData('New tune backstage', { startDate: '2024-06-06T23:00:00.000Z' }),
    );
    await d.client.tunes.list();

    await desk.gate.down();
    const drafted = await d.client.tunes.create({ title: 'Written on the Bus', original: true });
    expect(drafted._id).toMatch(/^draft-/);
    expect((await d.client.tunes.list()).map((t) => t.title)).toContain('Written on the Bus');
    await d.client.events.update(show._id, show, {
      ...eventDataOf(show),
      setlist: { sets: [{ tunes: [{ tuneId: drafted._id }] }], final: false, public: false },
    });
    expect(d.outbox.entries().map((e) => e.op)).toEqual(['tune.create', 'event.update']);

    await desk.gate.up();
    await until(async () => {
      await d.engine.syncNow();
      return d.outbox.size === 0;
    });
    const tunes = (await desk.server.request('GET', '/api/tunes', { token: desk.admin.token })).body as {
      _id: string;
      title: string;
      original: boolean;
    }[];
    const made = tunes.filter((t) => t.title === 'Written on the Bus');
    expect(made).toHaveLength(1);
    expect(made[0]!.original).toBe(true);
    expect((await stored(show._id)).setlist?.sets[0]!.tunes).toEqual([{ tuneId: made[0]!._id }]);
    d.engine.stop();
  });
});
