import { describe, expect, it } from 'vitest';
import type { Event } from '@jazz/contracts';
import { testEvent as event } from '@jazz/testing/event';
import { eventsShown, eventsViewOf, matchesSearch } from './event-filter';

const NY = 'America/New_York';
const now = Date.parse('2027-06-01T12:00:00.000Z');

const events = [
  event('p-old', '2027-01-10T00:00:00.000Z'),
  event('u-late', '2027-08-01T00:00:00.000Z'),
  event('p-recent', '2027-05-10T00:00:00.000Z'),
  event('u-soon', '2027-06-02T00:00:00.000Z'),
  // 9 PM on May 31 in New York: past at 04:00 on June 1 (08:00Z), as on the public lists
  event('last-night', '2027-06-01T01:00:00.000Z'),
];
const ids = (list: Event[]) => list.map((e) => e._id);

describe('the admin events list', () => {
  it('lists upcoming soonest first, past newest first, and All as upcoming then past', () => {
    const shown = (view: 'upcoming' | 'past' | 'all') =>
      ids(eventsShown(events, { view, query: '', now, timeZone: NY }));
    expect(shown('upcoming')).toEqual(['u-soon', 'u-late']);
    expect(shown('past')).toEqual(['last-night', 'p-recent', 'p-old']);
    expect(shown('all')).toEqual(['u-soon', 'u-late', 'last-night', 'p-recent', 'p-old']);
  });

  it('reads the view from the address, upcoming unless past or all', () => {
    expect(eventsViewOf(null)).toBe('upcoming');
    expect(eventsViewOf('past')).toBe('past');
    expect(eventsViewOf('all')).toBe('all');
    expect(eventsViewOf('PAST')).toBe('upcoming');
  });

  it('searches title, band, venue and location, ignoring case and accents', () => {
    const show = event('x', '2027-07-01T00:00:00.000Z', {
      title: 'Spring Swing',
      group: 'Whitesell Brothers Quartet',
      venue: 'Café Lena',
      location: 'Saratoga Springs, NY',
      description: 'Bring a friend',
    });
    for (const query of ['spring swing', 'BROTHERS', 'cafe lena', 'saratoga', 'quartet saratoga', '  lena  ', ''])
      expect(matchesSearch(show, query), query).toBe(true);
    for (const query of ['friend', 'quintet', 'lena boston']) expect(matchesSearch(show, query), query).toBe(false);
  });

  it('searches within the chosen view', () => {
    const list = [
      event('a', '2027-07-01T00:00:00.000Z', { venue: 'Flynn Space' }),
      event('b', '2027-01-01T00:00:00.000Z', { venue: 'Flynn Space' }),
      event('c', '2027-07-02T00:00:00.000Z', { venue: 'Blue Note' }),
    ];
    expect(ids(eventsShown(list, { view: 'upcoming', query: 'flynn', now, timeZone: NY }))).toEqual(['a']);
    expect(ids(eventsShown(list, { view: 'all', query: 'flynn', now, timeZone: NY }))).toEqual(['a', 'b']);
  });
});
