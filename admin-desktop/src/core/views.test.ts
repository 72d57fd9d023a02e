import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from './memory-storage';
import type { Event, Group } from '@jazz/contracts';
import type { OutboxEntry } from './outbox-types';
import { listKey, overlay, rememberRecord } from './views';

describe('the cached lists', () => {
  it('keep the server order when a record is opened or changed, add new ones at the end, drop removed ones', async () => {
    const storage = createMemoryStorage();
    await storage.setCache(listKey('event'), [
      { _id: 'a', title: 'A' },
      { _id: 'b', title: 'B' },
      { _id: 'c', title: 'C' },
    ]);
    await rememberRecord(storage, 'event', 'a', { _id: 'a', title: 'A edited' });
    await rememberRecord(storage, 'event', 'd', { _id: 'd', title: 'D' });
    await rememberRecord(storage, 'event', 'b', null);
    expect(await storage.getCache(listKey('event'))).toEqual([
      { _id: 'a', title: 'A edited' },
      { _id: 'c', title: 'C' },
      { _id: 'd', title: 'D' },
    ]);
  });
});

const event = (id: string, startDate: string, title = id) => ({ _id: id, id, startDate, title }) as unknown as Event;

describe('the list shown with pending changes', () => {
  it('puts a show drafted offline, or moved to another date, where the server would list it', async () => {
    const storage = createMemoryStorage();
    const list = [event('a', '2027-01-10T01:00:00.000Z'), event('b', '2027-03-10T01:00:00.000Z')];
    const entries = [
      {
        seq: 1,
        key: 'k1',
        createdAt: '2026-11-22T10:00:00.000Z',
        op: 'event.create',
        tempId: 'draft-1',
        data: { title: 'Drafted', startDate: '2027-02-01T01:00:00.000Z' },
      },
      {
        seq: 2,
        key: 'k2',
        createdAt: '2026-11-22T10:01:00.000Z',
        op: 'event.update',
        id: 'a',
        comparator: list[0],
        data: { startDate: '2027-04-01T01:00:00.000Z' },
      },
    ] as unknown as OutboxEntry[];
    const shown = await overlay(storage, 'event', list, entries);
    expect(shown.map((e) => e._id)).toEqual(['draft-1', 'b', 'a']);
  });

  it('lists groups by name, ignoring case, with a drafted band among them', async () => {
    const storage = createMemoryStorage();
    const list = [
      { _id: 'q', name: 'Quartet' },
      { _id: 'z', name: 'zydeco band' },
    ] as unknown as Group[];
    const entries = [
      {
        seq: 1,
        key: 'k',
        createdAt: '',
        op: 'group.create',
        tempId: 'draft-g',
        data: { name: 'big band', images: {} },
      },
    ] as unknown as OutboxEntry[];
    const shown = await overlay(storage, 'group', list, entries);
    expect(shown.map((g) => g._id)).toEqual(['draft-g', 'q', 'z']);
  });
});
