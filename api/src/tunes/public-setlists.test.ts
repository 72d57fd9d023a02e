import { describe, expect, it } from 'vitest';
import type { Event } from '@jazz/contracts';
import { withPublicSetlists } from './public-setlists';

const show = (id: string) =>
  ({
    _id: id,
    startDate: '2024-01-01T00:00:00.000Z',
    setlist: { sets: [], final: false, public: false },
  }) as unknown as Event;
const hide = (events: Event[]) => events.map((event) => ({ ...event, setlist: null }));

describe('a public shows reader with the setlist rule', () => {
  it('applies it to lists and to one show, and leaves other answers alone', () => {
    const reader = {
      upcoming: () => [show('a'), show('b')],
      show: (id: string) => (id === 'a' ? show('a') : undefined),
      pastYears: () => [2024, 2023],
      nextChange: (now: number) => now + 1,
    };
    const wrapped = withPublicSetlists(reader, hide);
    expect(wrapped.upcoming().map((e) => e.setlist)).toEqual([null, null]);
    expect(wrapped.show('a')?.setlist).toBeNull();
    expect(wrapped.show('x')).toBeUndefined();
    expect(wrapped.pastYears()).toEqual([2024, 2023]);
    expect(wrapped.nextChange(1)).toBe(2);
  });
});
