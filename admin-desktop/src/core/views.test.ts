import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from './memory-storage';
import { listKey, rememberRecord } from './views';

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
