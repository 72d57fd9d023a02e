import { describe, expect, it } from 'vitest';
import { testEvent as event } from '@jazz/testing/event';
import { cutoffOf, zonedInstant } from '../time';
import { isUpcoming, splitShows } from './rules';

const NY = 'America/New_York';
const at = (iso: string) => Date.parse(iso);

describe('cutoff', () => {
  it('keeps an evening show upcoming until 04:00 after its start day, in New York time', () => {
    // 8 PM EDT on Saturday May 1 2027 = 00:00Z May 2
    const show = event('a', '2027-05-02T00:00:00.000Z');
    expect(cutoffOf(show.startDate, NY)).toBe(at('2027-05-02T08:00:00.000Z'));
    expect(isUpcoming(show, at('2027-05-02T07:59:59.999Z'), NY)).toBe(true);
    expect(isUpcoming(show, at('2027-05-02T08:00:00.000Z'), NY)).toBe(false);
  });

  it('uses the site zone, not UTC: the UTC date of a late show is the next day', () => {
    // 11:30 PM EST Jan 15 2027 is 04:30Z Jan 16; its day is Jan 15 in New York
    expect(cutoffOf('2027-01-16T04:30:00.000Z', NY)).toBe(at('2027-01-16T09:00:00.000Z'));
    // the same instant in Paris is Jan 16 05:30, whose day ends at midnight Jan 17 (23:00Z) + 4 h
    expect(cutoffOf('2027-01-16T04:30:00.000Z', 'Europe/Paris')).toBe(at('2027-01-17T03:00:00.000Z'));
  });

  it('a show at 00:15 belongs to that day, and stays upcoming until 04:00 the next night', () => {
    expect(cutoffOf('2027-01-16T05:15:00.000Z', NY)).toBe(at('2027-01-17T09:00:00.000Z'));
  });

  it('ends at 04:00 on the wall clock across the spring-forward night (2026-03-08, 2027-03-14)', () => {
    // clocks jump from 2:00 EST to 3:00 EDT, so 04:00 EDT is 08:00Z (only 3 hours after midnight)
    expect(cutoffOf('2026-03-08T01:00:00.000Z', NY)).toBe(at('2026-03-08T08:00:00.000Z'));
    expect(cutoffOf('2027-03-14T01:00:00.000Z', NY)).toBe(at('2027-03-14T08:00:00.000Z'));
    // a show on the spring-forward day itself: its day ends at midnight EDT (04:00Z)
    expect(cutoffOf('2027-03-14T23:00:00.000Z', NY)).toBe(at('2027-03-15T08:00:00.000Z'));
  });

  it('ends at 04:00 on the wall clock across the fall-back night (2026-11-01, 2027-11-07)', () => {
    // clocks fall back from 2:00 EDT to 1:00 EST, so 04:00 EST is 09:00Z (5 hours after midnight)
    expect(cutoffOf('2026-11-01T00:00:00.000Z', NY)).toBe(at('2026-11-01T09:00:00.000Z'));
    expect(cutoffOf('2027-11-07T00:00:00.000Z', NY)).toBe(at('2027-11-07T09:00:00.000Z'));
    // a show on the fall-back day itself: its day ends at midnight EST (05:00Z)
    expect(cutoffOf('2027-11-07T23:00:00.000Z', NY)).toBe(at('2027-11-08T09:00:00.000Z'));
  });

  it('crosses month and year ends', () => {
    expect(cutoffOf('2027-01-01T02:00:00.000Z', NY)).toBe(at('2027-01-01T09:00:00.000Z'));
    expect(cutoffOf('2027-02-28T20:00:00.000Z', NY)).toBe(at('2027-03-01T09:00:00.000Z'));
  });

  it('treats an unreadable date as past', () => {
    expect(isUpcoming(event('x', 'not a date'), 0, NY)).toBe(false);
  });

  it('finds the instant of a wall time skipped by a jump after the jump', () => {
    expect(zonedInstant(NY, 2027, 3, 14, 2, 30)).toBeGreaterThanOrEqual(at('2027-03-14T07:00:00.000Z'));
    expect(zonedInstant(NY, 2027, 7, 4, 0, 0)).toBe(at('2027-07-04T04:00:00.000Z'));
  });

  it('finds wall times just after a jump, and the earlier of a repeated hour', () => {
    expect(zonedInstant(NY, 2027, 3, 14, 4, 0)).toBe(at('2027-03-14T08:00:00.000Z'));
    expect(zonedInstant(NY, 2027, 3, 14, 3, 0)).toBe(at('2027-03-14T07:00:00.000Z'));
    expect(zonedInstant(NY, 2027, 3, 14, 2, 30)).toBe(at('2027-03-14T07:30:00.000Z'));
    expect(zonedInstant(NY, 2027, 11, 7, 1, 30)).toBe(at('2027-11-07T05:30:00.000Z'));
    expect(zonedInstant(NY, 2027, 11, 7, 4, 0)).toBe(at('2027-11-07T09:00:00.000Z'));
  });
});

describe('sorting', () => {
  it('lists upcoming ascending and past descending', () => {
    const now = at('2027-06-01T12:00:00.000Z');
    const events = [
      event('p1', '2027-01-10T00:00:00.000Z'),
      event('u2', '2027-08-01T00:00:00.000Z'),
      event('p2', '2027-05-10T00:00:00.000Z'),
      event('u1', '2027-06-02T00:00:00.000Z'),
      event('today', '2027-06-01T01:00:00.000Z'), // May 31 9 PM EDT: its cutoff is June 1 08:00Z
      event('tonight', '2027-06-01T23:00:00.000Z'),
    ];
    const { upcoming, past } = splitShows(events, now, NY);
    expect(upcoming.map((e) => e._id)).toEqual(['tonight', 'u1', 'u2']);
    expect(past.map((e) => e._id)).toEqual(['today', 'p2', 'p1']);
  });

  it('does not reorder the list it is given', () => {
    const events = [event('b', '2027-08-01T00:00:00.000Z'), event('a', '2027-07-01T00:00:00.000Z')];
    splitShows(events, 0, NY);
    expect(events.map((e) => e._id)).toEqual(['b', 'a']);
  });
});
