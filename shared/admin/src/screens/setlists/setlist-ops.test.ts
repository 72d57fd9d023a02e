import { describe, expect, it } from 'vitest';
import type { Setlist } from '@jazz/contracts';
import { withPasted } from './setlist-ops';

describe('withPasted', () => {
  it('names the empty set being filled without changing the setlist it was given', () => {
    const saved: Setlist = { sets: [{ tunes: [] }], final: false, public: false };
    const before = structuredClone(saved);
    const { next, set } = withPasted(
      saved,
      0,
      [
        { kind: 'set', title: 'First set' },
        { kind: 'tune', tune: { _id: 't1', title: 'Body and Soul' } },
      ],
      new Map(),
    );
    expect(saved).toEqual(before);
    expect(set).toBe(0);
    expect(next.sets).toEqual([{ title: 'First set', tunes: [{ tuneId: 't1' }] }]);
  });

  it('starts a new set at a set line once the current one has tunes', () => {
    const saved: Setlist = { sets: [{ tunes: [{ tuneId: 't1' }] }], final: false, public: false };
    const { next, set } = withPasted(
      saved,
      0,
      [
        { kind: 'set', title: 'Encore' },
        { kind: 'new', title: 'Blue Monk', composers: [] },
      ],
      new Map([['Blue Monk', { _id: 't2' }]]),
    );
    expect(set).toBe(1);
    expect(next.sets[1]).toEqual({ title: 'Encore', tunes: [{ tuneId: 't2' }] });
    expect(saved.sets).toHaveLength(1);
  });
});
