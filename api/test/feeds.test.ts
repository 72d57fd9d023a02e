import { describe, expect, it } from 'vitest';
import type { Event } from '@jazz/contracts';
import { showCalendar, showsCalendar } from '../src/site/feeds';

const NOW = Date.parse('2027-06-15T16:00:00.000Z');
const DAY = 24 * 3600_000;
const settings = { siteUrl: 'https://example.org', timeZone: 'America/New_York', siteName: 'Jo Example' };

function event(id: string, title: string, startDate: string): Event {
  return {
    _id: id,
    id,
    title,
    group: 'Cannonball Quintet',
    groupLink: '',
    venue: 'Flynn Space',
    venueLink: '',
    location: 'Burlington, VT',
    ticketsLink: '',
    timeText: '8:00 PM',
    status: 'scheduled',
    address: '',
    description: 'Line one\nline two; with, punctuation',
    startDate,
    updatedAt: '2027-01-01T00:00:00.000Z',
  } as Event;
}

describe('the shows calendar (/shows.ics)', () => {
  const feed = showsCalendar(
    [
      event('long-ago', 'Long Ago', new Date(NOW - 200 * DAY).toISOString()),
      event('last-month', 'Last Month', new Date(NOW - 30 * DAY).toISOString()),
      event('tonight', 'Tonight', '2027-06-16T00:00:00.000Z'),
      event('next-year', 'Next Year', '2028-01-10T01:00:00.000Z'),
    ],
    settings,
    NOW,
  );

  it('lists upcoming shows and those of the last 90 days, not older ones', () => {
    expect(feed.match(/^SUMMARY:.*$/gm)).toEqual([
      'SUMMARY:Last Month · Cannonball Quintet',
      'SUMMARY:Tonight · Cannonball Quintet',
      'SUMMARY:Next Year · Cannonball Quintet',
    ]);
  });

  it('is valid iCalendar text: CRLF lines, stable UIDs, escaped text, UTC times', () => {
    expect(feed.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    // named after the site's owner, as the `site` page spells the name
    expect(feed).toContain('\r\nPRODID:-//Jo Example//Shows//EN\r\n');
    expect(feed).toContain('\r\nX-WR-CALNAME:Jo Example shows\r\n');
    expect(feed.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(feed).not.toMatch(/[^\r]\n/);
    expect(feed).toContain('UID:event-tonight@example.org');
    expect(feed).toContain('DTSTART:20270616T000000Z');
    expect(feed).toContain('DTEND:20270616T020000Z');
    expect(feed.replace(/\r\n /g, '')).toContain('Line one\\nline two\\; with\\, punctuation');
  });
});

describe('status in the feeds, and the one-show calendar', () => {
  const cancelled = {
    ...event('gone', 'Gone Gig', '2027-06-20T00:00:00.000Z'),
    status: 'cancelled',
    address: '1 Main St',
  } as Event;
  const feed = showsCalendar([event('on', 'On', '2027-06-19T00:00:00.000Z'), cancelled], settings, NOW);

  it('marks a cancelled show STATUS:CANCELLED, others CONFIRMED, and links each show page', () => {
    const vevents = feed.replace(/\r\n /g, '').split('BEGIN:VEVENT').slice(1);
    expect(vevents[0]).toContain('STATUS:CONFIRMED');
    expect(vevents[1]).toContain('STATUS:CANCELLED');
    expect(vevents[1]).toContain('SUMMARY:Cancelled: Gone Gig · Cannonball Quintet');
    expect(vevents[1]).toContain('LOCATION:Flynn Space\\, 1 Main St\\, Burlington\\, VT');
    expect(vevents[1]).toContain('URL:https://example.org/shows/gone/gone-gig-2027-06-19');
  });

  it('writes one show as its own calendar', () => {
    const one = showCalendar(cancelled, settings);
    expect(one.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(one).toContain('X-WR-CALNAME:Gone Gig');
    expect(one).toContain('STATUS:CANCELLED');
    expect(one.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
  });
});
