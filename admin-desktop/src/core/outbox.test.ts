import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from './memory-storage';
import { Outbox } from './outbox';
import { testEventData } from '@jazz/testing/factories';

const event = testEventData({ group: 'Quartet', venue: 'Flynn', startDate: '2031-01-01T00:00:00.000Z' });

describe('outbox', () => {
  it('keeps order and keys across a restart and continues the sequence', async () => {
    const storage = createMemoryStorage();
    const first = new Outbox(storage);
    const a = await first.add({ op: 'event.create', tempId: 'draft-a', data: event });
    const b = await first.add({ op: 'event.delete', id: 'e1' });
    expect([a.seq, b.seq]).toEqual([1, 2]);
    expect(a.key).not.toBe(b.key);

    const second = new Outbox(storage);
    await second.load();
    expect(second.entries().map((e) => [e.seq, e.key])).toEqual([
      [1, a.key],
      [2, b.key],
    ]);
    await second.remove([1]);
    const c = await second.add({ op: 'event.delete', id: 'e2' }, 'kept-key');
    expect(c.seq).toBe(3);
    expect(c.key).toBe('kept-key');
    expect(second.entries().map((e) => e.seq)).toEqual([2, 3]);
  });

  it('knows what is pending, rewrites temp ids and finds the changes built on an entry', async () => {
    const outbox = new Outbox(createMemoryStorage());
    await outbox.add({ op: 'event.create', tempId: 'draft-x', data: event });
    await outbox.add({ op: 'event.update', id: 'draft-x', comparator: {}, from: 'local', data: event });
    await outbox.add({ op: 'event.update', id: 'other', comparator: {}, from: 'server', data: event });
    await outbox.add({ op: 'event.delete', id: 'draft-x' });
    expect(outbox.isPending('event', 'draft-x')).toBe(true);
    expect(outbox.isPending('group', 'draft-x')).toBe(false);
    expect(outbox.chainOf(2).map((e) => e.seq)).toEqual([2, 4]);

    await outbox.remove([1]);
    await outbox.rewriteId('draft-x', 'real-x');
    expect(outbox.entries().map((e) => ('id' in e ? e.id : e.tempId))).toEqual(['real-x', 'other', 'real-x']);
    expect(outbox.isPending('event', 'real-x')).toBe(true);
  });
});
