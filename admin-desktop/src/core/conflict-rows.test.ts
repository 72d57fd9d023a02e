import { describe, expect, it } from 'vitest';
import { conflictRows } from './conflict-rows';
import type { OutboxEntry, OutboxOp } from './outbox-types';

const held = (op: OutboxOp, current: unknown): OutboxEntry =>
  ({ ...op, seq: 1, key: 'k', createdAt: '', status: 'conflict', attempts: 0, current }) as OutboxEntry;

describe('the rows a conflict shows', () => {
  it('shows a photo by its title and credit, server beside draft', () => {
    const entry = held(
      { op: 'photo.update', id: 'p1', comparator: {}, from: 'server', data: { title: 'Mine', credit: 'Desk' } },
      { _id: 'p1', title: 'Theirs', credit: 'Web', image: '/media/x.webp' },
    );
    expect(conflictRows(entry)).toEqual([
      { key: 'title', label: 'Title', theirs: 'Theirs', mine: 'Mine' },
      { key: 'credit', label: 'Credit', theirs: 'Web', mine: 'Desk' },
    ]);
  });

  it('shows both orders of the photos by their titles', () => {
    const current = [
      { _id: 'a', title: 'Encore' },
      { _id: 'b', title: '' },
      { _id: 'c', title: 'Green room' },
    ];
    const entry = held(
      { op: 'photo.order', id: 'order', seen: ['a', 'b', 'c'], data: { ids: ['c', 'a', 'b'] } },
      current,
    );
    expect(conflictRows(entry)).toEqual([
      { key: 'order', label: 'Order', theirs: 'Encore, Photo 2, Green room', mine: 'Green room, Encore, Photo 2' },
    ]);
  });

  it('shows the fields a page draft holds', () => {
    const entry = held(
      { op: 'page.update', id: 'home', comparator: {}, from: 'server', data: { tagline: 'Mine', blurb: 'B' } },
      { name: 'home', tagline: 'Theirs', blurb: 'B' },
    );
    expect(conflictRows(entry).map((r) => [r.key, r.theirs, r.mine])).toEqual([
      ['tagline', 'Theirs', 'Mine'],
      ['blurb', 'B', 'B'],
    ]);
  });
});
