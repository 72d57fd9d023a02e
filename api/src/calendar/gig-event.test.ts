import { describe, expect, it } from 'vitest';
import { testEvent } from '@jazz/testing/event';
import { processZoneForThisFile } from '@jazz/testing/per-file';
import { gigCalendar } from './gig-event';

// the machine's zone is elsewhere: his calendar's days are SITE_TIMEZONE's
processZoneForThisFile('Pacific/Auckland');

const settings = { timeZone: 'America/New_York', siteUrl: 'https://example.com', siteName: 'Sam', showMinutes: 120 };
const datesOf = (text: string) => text.split('\r\n').filter((line) => /^DT(START|END);/.test(line));

describe('a show on his own calendar', () => {
  it('a time to be announced is one whole day, also on the night the clocks go back (25 hours)', () => {
    // 12:30 AM EDT on Sunday 1 November 2026: New York's day has 25 hours
    const fallBack = testEvent('tba1', '2026-11-01T04:30:00.000Z', { timeTBA: true });
    expect(datesOf(gigCalendar(fallBack, settings))).toEqual([
      'DTSTART;VALUE=DATE:20261101',
      'DTEND;VALUE=DATE:20261102',
    ]);
    // 11:30 PM EDT on Sunday 8 March 2026, the day of 23 hours
    const springForward = testEvent('tba2', '2026-03-09T03:30:00.000Z', { timeTBA: true });
    expect(datesOf(gigCalendar(springForward, settings))).toEqual([
      'DTSTART;VALUE=DATE:20260308',
      'DTEND;VALUE=DATE:20260309',
    ]);
  });

  it('a timed show keeps its wall times in the site zone across the change', () => {
    // 8 PM EST on 1 November 2026, after the clocks went back
    const show = testEvent('s1', '2026-11-02T01:00:00.000Z');
    expect(datesOf(gigCalendar(show, settings))).toEqual([
      'DTSTART;TZID=America/New_York:20261101T200000',
      'DTEND;TZID=America/New_York:20261101T220000',
    ]);
  });
});
