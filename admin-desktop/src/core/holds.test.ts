import { describe, expect, it } from 'vitest';
import { entryStatus } from './describe';
import { holdsOf, nextToSend } from './holds';
import { createMemoryStorage } from './memory-storage';
import { Outbox } from './outbox';
import type { OutboxEntry, OutboxOp } from './outbox-types';
import { testEventData } from '@jazz/testing/factories';

const show = (title: string, extra: Record<string, string> = {}) =>
  testEventData({ group: 'Quartet', venue: 'Flynn', title, startDate: '2031-01-01T00:00:00.000Z', ...extra });

let seq = 0;
const entry = (op: OutboxOp, status: OutboxEntry['status'] = 'pending'): OutboxEntry =>
  ({ ...op, seq: ++seq, key: `k${seq}`, createdAt: '', status, attempts: 0 }) as OutboxEntry;

describe('a conflict holds only its own record and its dependants', () => {
  it('lets unrelated changes go and holds later changes to the same record', () => {
    const conflict = entry(
      { op: 'event.update', id: 'e1', comparator: {}, from: 'server', data: show('A') },
      'conflict',
    );
    const other = entry({ op: 'event.update', id: 'e2', comparator: {}, from: 'server', data: show('B') });
    const sameLater = entry({ op: 'event.delete', id: 'e1' });
    const band = entry({ op: 'group.update', id: 'g1', comparator: {}, from: 'server', data: { name: 'Trio' } });
    const entries = [conflict, other, sameLater, band];

    const holds = holdsOf(entries);
    expect([...holds.keys()]).toEqual([sameLater.seq]);
    expect(holds.get(sameLater.seq)).toMatchObject({ by: { seq: conflict.seq }, why: 'record' });
    expect(nextToSend(entries)?.seq).toBe(other.seq);
    expect(nextToSend([conflict, sameLater])).toBeUndefined();

    expect(entryStatus(sameLater, holds.get(sameLater.seq))).toBe(
      'Waits: an earlier change to this event has a conflict to decide (above)',
    );
    expect(entryStatus(other, holds.get(other.seq))).toBe('Waiting');
  });

  it('holds the drafts that use a record whose creation was refused, and what depends on them in turn', () => {
    const refused = entry({ op: 'group.create', tempId: 'draft-g', data: { name: 'Train Trio' } }, 'rejected');
    const gig = entry({
      op: 'event.create',
      tempId: 'draft-e',
      data: show('Trio night', { group: 'Train Trio', groupLink: '/groups/draft-g' }),
    });
    const gigEdit = entry({ op: 'event.update', id: 'draft-e', comparator: {}, from: 'local', data: show('Late') });
    const free = entry({ op: 'event.create', tempId: 'draft-f', data: show('Solo night') });
    const entries = [refused, gig, gigEdit, free];

    const holds = holdsOf(entries);
    expect(holds.get(gig.seq)).toMatchObject({ by: { seq: refused.seq }, why: 'uses' });
    expect(holds.get(gigEdit.seq)).toMatchObject({ by: { seq: refused.seq }, why: 'record' });
    expect(holds.has(free.seq)).toBe(false);
    expect(nextToSend(entries)?.seq).toBe(free.seq);
    expect(entryStatus(gig, holds.get(gig.seq))).toBe(
      'Waits: it uses the new band “Train Trio”, whose creation was refused by the server (above)',
    );
  });

  it('drops a refused create with everything it held, and nothing else', async () => {
    const outbox = new Outbox(createMemoryStorage());
    const refused = await outbox.add({ op: 'group.create', tempId: 'draft-g', data: { name: 'Train Trio' } });
    await outbox.add({ op: 'event.create', tempId: 'draft-e', data: show('Trio', { groupLink: '/groups/draft-g' }) });
    await outbox.add({ op: 'event.update', id: 'draft-e', comparator: {}, from: 'local', data: show('Trio 2') });
    const free = await outbox.add({ op: 'event.create', tempId: 'draft-f', data: show('Solo') });
    expect(outbox.chainOf(refused.seq).map((e) => e.seq)).toEqual([1, 2, 3]);
    await outbox.remove(outbox.chainOf(refused.seq).map((e) => e.seq));
    expect(outbox.entries().map((e) => e.seq)).toEqual([free.seq]);
  });
});
