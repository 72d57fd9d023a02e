import { describe, expect, it } from 'vitest';
import { setlistNumbers } from './setlist-numbers';

const tunes = [
  { _id: 'o', title: 'Original One', original: true },
  { _id: 's', title: 'Standard', original: false },
];
const show = (startDate: string, group: string, ids: string[], status = 'scheduled' as const) => ({
  startDate,
  group,
  status,
  setlist: { sets: [{ tunes: ids.map((tuneId) => ({ tuneId })) }], final: true, public: false },
});

describe('his numbers', () => {
  const events = [
    show('2026-01-10T01:00:00.000Z', 'Quartet', ['s', 'o', 's']),
    show('2026-01-17T01:00:00.000Z', 'Quintet', ['s']),
    show('2026-02-20T01:00:00.000Z', 'Quartet', ['o']),
    { ...show('2026-01-24T01:00:00.000Z', 'Quartet', ['o']), status: 'cancelled' as const },
  ];
  const period = {
    from: Date.parse('2026-01-01T05:00:00Z'),
    to: Date.parse('2026-02-01T05:00:00Z'),
    now: Date.parse('2026-06-01T00:00:00Z'),
  };

  it('counts each performance of the period, most played first, and the originals’ share', () => {
    expect(setlistNumbers(events, tunes, period)).toEqual({
      shows: 2,
      plays: 4,
      originalsShare: 0.25,
      top: [
        { tuneId: 's', title: 'Standard', original: false, plays: 3 },
        { tuneId: 'o', title: 'Original One', original: true, plays: 1 },
      ],
    });
  });

  it('keeps one band when asked (any case), and nothing not yet played', () => {
    expect(setlistNumbers(events, tunes, { ...period, band: 'quartet' }).plays).toBe(3);
    expect(setlistNumbers(events, tunes, { ...period, now: Date.parse('2026-01-01T00:00:00Z') }).plays).toBe(0);
  });
});
