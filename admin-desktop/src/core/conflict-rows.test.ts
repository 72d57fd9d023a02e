import { describe, expect, it } from 'vitest';
import { conflictRows, showRowValue } from './conflict-rows';
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
      { key: 'title', label: 'Title', display: { record: 'text' }, theirs: 'Theirs', mine: 'Mine' },
      { key: 'credit', label: 'Credit', display: { record: 'text' }, theirs: 'Web', mine: 'Desk' },
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
      {
        key: 'order',
        label: 'Order',
        display: { record: 'text' },
        theirs: 'Encore, Photo 2, Green room',
        mine: 'Green room, Encore, Photo 2',
      },
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

  it("shows every field of a group's table, the band extras included, as the web dialog reads them", () => {
    const entry = held(
      {
        op: 'group.update',
        id: 'g1',
        comparator: {},
        from: 'server',
        data: { name: 'Trio', description: '', images: {}, playlistUrl: 'https://a', videos: [] },
      } as OutboxOp,
      {
        _id: 'g1',
        name: 'Trio',
        description: '',
        images: { a: '/media/a.webp' },
        playlistUrl: 'https://b',
        videos: [{ title: 'Solar', url: 'https://v', caption: '' }],
      },
    );
    const rows = conflictRows(entry);
    expect(rows.map((r) => r.label)).toEqual(['Name', 'Description', 'Images', 'Playlist URL', 'Videos']);
    const shown = rows.map((r) => [
      showRowValue(r.display, r.theirs, (iso) => iso),
      showRowValue(r.display, r.mine, (iso) => iso),
    ]);
    expect(shown[2]).toEqual(['1 image', '0 images']);
    expect(shown[3]).toEqual(['https://b', 'https://a']);
    expect(shown[4]).toEqual(['1 video: Solar', '0 videos']);
  });

  it("shows an event's instants in the site's zone, its lineup by names and its flags as Yes or No", () => {
    const entry = held(
      {
        op: 'event.update',
        id: 'e1',
        comparator: {},
        from: 'server',
        data: { endDate: '2026-03-01T03:00:00.000Z', soldOut: true, lineup: [] },
      } as unknown as OutboxOp,
      { _id: 'e1', endDate: '', soldOut: false, lineup: [{ name: 'Ana', instrument: 'bass' }] },
    );
    const rows = new Map(conflictRows(entry).map((r) => [r.key, r]));
    expect(rows.has('venueId')).toBe(false);
    const show = (key: string, side: 'theirs' | 'mine') =>
      showRowValue(rows.get(key)!.display, rows.get(key)![side], (iso) => `zoned ${iso}`);
    expect(show('endDate', 'mine')).toBe('zoned 2026-03-01T03:00:00.000Z');
    expect(show('soldOut', 'mine')).toBe('Yes');
    expect(show('soldOut', 'theirs')).toBe('No');
    expect(show('lineup', 'theirs')).toBe('Ana (bass)');
  });

  it('shows a person in the People form’s words, and a show’s deal, night and expenses', () => {
    const person = held(
      {
        op: 'person.update',
        id: 'p1',
        comparator: {},
        from: 'server',
        data: {
          name: 'Dana Reyes',
          stageName: '',
          email: '',
          phone: '',
          address: '',
          instruments: ['bass', 'tuba'],
          payMethod: 'zelle',
          payHandle: '',
          w9OnFile: true,
          notes: '',
        },
      },
      { _id: 'p1', name: 'Dana Reyes', instruments: ['bass'], payMethod: 'check', w9OnFile: false, tinLast4: '6789' },
    );
    const rows = conflictRows({ ...person, conflicts: ['instruments', 'payMethod', 'w9OnFile'] });
    expect(rows.map((r) => [r.label, ...[r.theirs, r.mine].map((v) => showRowValue(r.display, v, String))])).toEqual([
      ['Instruments', 'bass', 'bass, tuba'],
      ['Pay method', 'check', 'zelle'],
      ['W-9 on file', 'No', 'Yes'],
    ]);

    const deal = { type: 'versus', guarantee: 50000, doorPercent: 70, loadIn: '18:30', buyer: { name: 'Ana Buyer' } };
    const money = held(
      {
        op: 'money.update',
        id: 'e1',
        comparator: {},
        from: 'server',
        data: {
          deal: null,
          settlement: { gross: 120000, houseCosts: 20000, tips: 4000, merch: 0, paidCount: 0, comps: 0 },
          payouts: [],
          leaderShare: true,
          expenses: [{ category: 'Parking', amount: 1500, note: '', receipt: '', offTop: true, reimburseTo: 'p1' }],
          mileage: null,
          payments: [],
        },
      },
      { eventId: 'e1', deal, settlement: null, expenses: [] },
    );
    const byKey = new Map(
      conflictRows({ ...money, conflicts: ['deal', 'settlement', 'expenses'] }, () => 'Dana Reyes').map((r) => [
        r.key,
        [r.theirs, r.mine].map((v) => showRowValue(r.display, v, String)),
      ]),
    );
    expect(Object.fromEntries(byKey)).toEqual({
      deal: [
        'Guarantee versus door · guarantee $500.00 · 70% of the door · load-in 6:30 PM · buyer Ana Buyer',
        'No deal',
      ],
      settlement: ['Not settled', 'door $1,200.00 · house costs $200.00 · tips $40.00 · merch $0.00'],
      expenses: ['None', 'Parking $15.00 · off the top · reimbursed to Dana Reyes'],
    });
  });
});
