import { describe, expect, it } from 'vitest';
import { mergeThreeWay } from './merge';

// A lessons page: what only one admin changed is kept; lists are merged row by row.
const base = {
  description: 'Lessons for all levels. $50 an hour.',
  testimonials: [
    { quote: 'Patient and clear.', name: 'Jo' },
    { quote: 'I hear the changes now.', name: 'Alex' },
  ],
};

describe('mergeThreeWay', () => {
  it("keeps the other admin's price when I changed only a testimonial's name, and asks nothing", () => {
    const theirs = { ...base, description: 'Lessons for all levels. $60 an hour.' };
    const mine = {
      ...base,
      testimonials: [base.testimonials[0]!, { quote: 'I hear the changes now.', name: 'Alex P.' }],
    };
    expect(mergeThreeWay(base, mine, theirs)).toEqual({
      merged: { description: 'Lessons for all levels. $60 an hour.', testimonials: mine.testimonials },
      conflicts: [],
    });
  });

  it('names only the fields both changed differently; the same change on both sides is none', () => {
    const theirs = { ...base, description: 'Now $60.' };
    const mine = { ...base, description: 'Now $55.' };
    expect(mergeThreeWay(base, mine, theirs)).toEqual({ merged: mine, conflicts: ['description'] });
    expect(mergeThreeWay(base, theirs, theirs).conflicts).toEqual([]);
  });

  it('merges rows: one side edits a row, the other another row', () => {
    const mine = { ...base, testimonials: [{ quote: 'Patient, clear.', name: 'Jo' }, base.testimonials[1]!] };
    const theirs = { ...base, testimonials: [base.testimonials[0]!, { quote: 'I hear the changes now.', name: 'Al' }] };
    expect(mergeThreeWay(base, mine, theirs)).toEqual({
      merged: {
        ...base,
        testimonials: [
          { quote: 'Patient, clear.', name: 'Jo' },
          { quote: 'I hear the changes now.', name: 'Al' },
        ],
      },
      conflicts: [],
    });
  });

  it('merges rows added on one side with a row removed or edited on the other', () => {
    const added = { quote: 'Best teacher.', name: 'Sam' };
    const mine = { ...base, testimonials: [...base.testimonials, added] };
    const theirs = { ...base, testimonials: [{ quote: 'Patient and clear!', name: 'Jo' }] };
    expect(mergeThreeWay(base, mine, theirs).merged.testimonials).toEqual([
      { quote: 'Patient and clear!', name: 'Jo' },
      added,
    ]);
  });

  it('is a conflict when both sides replaced the same row differently', () => {
    const mine = { ...base, testimonials: [{ quote: 'Mine', name: 'Jo' }] };
    const theirs = { ...base, testimonials: [{ quote: 'Theirs', name: 'Jo' }] };
    expect(mergeThreeWay(base, mine, theirs)).toEqual({ merged: mine, conflicts: ['testimonials'] });
  });

  it('compares instants as the server does (any ISO spelling is the same moment)', () => {
    const at = { startDate: '2027-09-10T23:00:00.000Z', title: 'A' };
    const theirs = { startDate: '2027-09-10T23:00:00Z', title: 'B' };
    expect(mergeThreeWay(at, { ...at, title: 'A' }, theirs)).toEqual({ merged: theirs, conflicts: [] });
  });
});
