import { describe, expect, it } from 'vitest';
import { isSetlistPublic, matchTunes, parsePastedSetlist, playedHere, publicSetlistOf } from './setlists';

const tunes = [
  { _id: 'a', title: 'The Days of Wine and Roses' },
  { _id: 'b', title: 'Well, You Needn’t' },
  { _id: 'c', title: 'Solar' },
];

const setlist = (ids: string[], final = true) => ({
  sets: [{ tunes: ids.map((tuneId) => ({ tuneId })) }],
  final,
  public: true,
});

describe('a pasted setlist', () => {
  it('matches ignoring case, punctuation, "&" and a leading "The"; numbering, durations and set lines read', () => {
    const lines = parsePastedSetlist(
      '1. days of wine & roses\r\nWELL YOU NEEDNT (5:12)\nSet 2:\n- The Solar\nNew One',
      tunes,
    );
    expect(lines).toEqual([
      { kind: 'tune', tune: tunes[0] },
      { kind: 'tune', tune: tunes[1] },
      { kind: 'set', title: 'Set 2' },
      { kind: 'tune', tune: tunes[2] },
      { kind: 'new', title: 'New One', composers: [] },
    ]);
  });

  it('starts a set at a line of only marks or an empty line between tunes, as at "Set 2" (issue 46, major 6)', () => {
    expect(parsePastedSetlist('\nSolar\n---\n***\n%%%\n2.\n===\nNew One\n\n\nWell you neednt\n---\n', tunes)).toEqual([
      { kind: 'tune', tune: tunes[2] },
      { kind: 'set', title: '' },
      { kind: 'new', title: 'New One', composers: [] },
      { kind: 'set', title: '' },
      { kind: 'tune', tune: tunes[1] },
    ]);
    // a break followed by its name is one set
    expect(parsePastedSetlist('Solar\n***\nEncore\nNew One', tunes)).toEqual([
      { kind: 'tune', tune: tunes[2] },
      { kind: 'set', title: 'Encore' },
      { kind: 'new', title: 'New One', composers: [] },
    ]);
  });

  it('reads "Title (Composer)" and "Title - Composer" as a new tune and its writers; a known title stays the tune', () => {
    expect(
      parsePastedSetlist(
        'Blue in Green (Miles Davis / Bill Evans)\nStolen Moments - Oliver Nelson\nSolar (Miles Davis)\nA Night in Tunisia – Gillespie & Paparelli',
        tunes,
      ),
    ).toEqual([
      { kind: 'new', title: 'Blue in Green', composers: ['Miles Davis', 'Bill Evans'] },
      { kind: 'new', title: 'Stolen Moments', composers: ['Oliver Nelson'] },
      { kind: 'tune', tune: tunes[2] },
      { kind: 'new', title: 'A Night in Tunisia', composers: ['Gillespie', 'Paparelli'] },
    ]);
  });

  it('matches as he types: the start of a title first', () => {
    expect(matchTunes('sol', [...tunes, { _id: 'd', title: 'Tenor Solo' }]).map((t) => t.title)).toEqual([
      'Solar',
      'Tenor Solo',
    ]);
    expect(matchTunes('days of', tunes).map((t) => t._id)).toEqual(['a']);
  });
});

describe('played here', () => {
  const base = { venue: 'Nectars', location: '', venueId: 'v1' };
  const show = { ...base, _id: 'now', startDate: '2026-03-26T23:00:00.000Z', seriesId: 's1' };
  it('marks what was played at the venue in the last four weeks and at the previous date of the residency', () => {
    const shows = [
      { ...base, _id: 'week-ago', startDate: '2026-03-19T23:00:00.000Z', setlist: setlist(['a']) },
      { ...base, _id: 'five-weeks', startDate: '2026-02-19T23:00:00.000Z', setlist: setlist(['b']) },
      // the previous date of the residency, at another room, long ago
      {
        ...base,
        venueId: 'v2',
        venue: 'Elsewhere',
        _id: 'series',
        seriesId: 's1',
        startDate: '2026-01-08T23:00:00.000Z',
        setlist: setlist(['c']),
      },
      { ...base, _id: 'later', startDate: '2026-04-02T23:00:00.000Z', setlist: setlist(['b']) },
    ];
    const marks = playedHere(show, shows);
    expect([...marks].map(([id, s]) => [id, s._id])).toEqual([
      ['a', 'week-ago'],
      ['c', 'series'],
    ]);
  });
});

describe('a setlist in public', () => {
  // 9 PM on Saturday 7 March 2026 in New York; clocks go forward the next night
  const event = { _id: 'e', venue: 'x', location: '', startDate: '2026-03-08T02:00:00.000Z', setlist: setlist(['a']) };
  const zone = 'America/New_York';
  it('is readable from 04:00 after the show day in the site zone, across the DST change', () => {
    // 04:00 EDT on Sunday 8 March 2026 is 08:00Z (the clocks went forward at 02:00)
    expect(isSetlistPublic(event, Date.parse('2026-03-08T07:59:59Z'), zone)).toBe(false);
    expect(isSetlistPublic(event, Date.parse('2026-03-08T08:00:00Z'), zone)).toBe(true);
    expect(
      isSetlistPublic({ ...event, setlist: setlist(['a'], false) }, Date.parse('2026-04-01T00:00:00Z'), zone),
    ).toBe(false);
  });

  it('does not depend on the machine zone', () => {
    const before = process.env.TZ;
    process.env.TZ = 'Asia/Tokyo';
    try {
      expect(isSetlistPublic(event, Date.parse('2026-03-08T07:59:59Z'), zone)).toBe(false);
      expect(isSetlistPublic(event, Date.parse('2026-03-08T08:00:00Z'), zone)).toBe(true);
    } finally {
      process.env.TZ = before;
    }
  });

  it('answers null for a draft and the tunes’ titles and writers, never notes, for a public one', () => {
    const tuneMap = new Map([
      ['a', { title: 'Days', original: true, composers: [{ name: 'M', pro: 'BMI', share: 50 }], iswc: '' }],
    ]);
    expect(
      publicSetlistOf({ ...event, setlist: setlist(['a'], false) }, tuneMap, Date.parse('2026-04-01T00:00:00Z'), zone)
        .setlist,
    ).toBeNull();
    expect(publicSetlistOf(event, tuneMap, Date.parse('2026-04-01T00:00:00Z'), zone).setlist).toEqual({
      final: true,
      public: true,
      sets: [
        { tunes: [{ tuneId: 'a', title: 'Days', original: true, composers: [{ name: 'M', pro: 'BMI' }], iswc: '' }] },
      ],
    });
  });
});
