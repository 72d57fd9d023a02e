import { describe, expect, it } from 'vitest';
import { describeEntry, entryStatus } from './describe';
import type { OutboxEntry } from './outbox-types';
import { testEventData } from '@jazz/testing/factories';

const base = { seq: 1, key: 'k', createdAt: '2031-01-01T00:00:00.000Z', status: 'pending', attempts: 0 } as const;
const date = (iso: string) => iso.slice(0, 10);
const show = testEventData({ group: 'Quartet', title: 'Train gig' });

describe('pending changes in plain words', () => {
  it('names each change, deletions and photos included', () => {
    const entries: OutboxEntry[] = [
      { ...base, op: 'event.create', tempId: 'draft-1', data: show },
      { ...base, op: 'event.update', id: 'e1', comparator: {}, from: 'server', data: { ...show, title: '' } },
      { ...base, op: 'event.delete', id: 'e2', was: show },
      { ...base, op: 'event.delete', id: 'e3' },
      {
        ...base,
        op: 'group.create',
        tempId: 'draft-2',
        data: { name: 'Train Trio', images: { a: { $blob: 'x' }, b: '/media/b.webp' } },
      },
      { ...base, op: 'group.update', id: 'g1', comparator: {}, from: 'local', data: { name: 'Quartet' } },
    ];
    expect(entries.map((e) => describeEntry(e, date))).toEqual([
      'New event “Train gig” at Radio Bean, 2031-05-03',
      'Changes to the event “Quartet” at Radio Bean, 2031-05-03',
      'Deletion of the event “Train gig” at Radio Bean, 2031-05-03',
      'Deletion of an event',
      'New band “Train Trio” with 2 photos',
      'Changes to the band “Quartet”',
    ]);
  });

  it('says where each change stands', () => {
    const entry: OutboxEntry = { ...base, op: 'event.delete', id: 'e1' };
    expect(entryStatus(entry)).toBe('Waiting');
    expect(entryStatus({ ...entry, attempts: 3 })).toBe('Waiting (tried 3 times)');
    expect(entryStatus({ ...entry, status: 'conflict' })).toMatch(/Conflict/);
    expect(entryStatus({ ...entry, status: 'rejected' })).toMatch(/Refused/);
  });
});
