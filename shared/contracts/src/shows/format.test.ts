import { describe, expect, it } from 'vitest';
import type { Event } from '../event';
import { dateText, showEntry, showTimeText, startTimeText, time12 } from './format';
import { zoneLabel } from '../time';
import { testEvent } from '@jazz/testing/event';

const NY = 'America/New_York';

describe('time12', () => {
  it.each([
    [0, 0, '12:00 AM'],
    [0, 5, '12:05 AM'],
    [1, 30, '1:30 AM'],
    [11, 59, '11:59 AM'],
    [12, 0, '12:00 PM'],
    [12, 45, '12:45 PM'],
    [13, 0, '1:00 PM'],
    [20, 15, '8:15 PM'],
    [23, 59, '11:59 PM'],
  ])('%i:%i is %s', (hour, minute, text) => {
    expect(time12(hour, minute)).toBe(text);
  });
});

describe('dates in the site zone', () => {
  it('gives weekday, month name, day and year of the local day', () => {
    // 00:30Z on May 2 is still Saturday May 1 in New York
    expect(dateText('2027-05-02T00:30:00.000Z', NY)).toBe('Saturday, May 1, 2027');
    expect(dateText('2027-05-02T00:30:00.000Z', 'Europe/Paris')).toBe('Sunday, May 2, 2027');
  });

  it('gives the start time on a 12-hour clock, DST included', () => {
    expect(startTimeText('2027-01-15T17:00:00.000Z', NY)).toBe('12:00 PM');
    expect(startTimeText('2027-07-15T04:10:00.000Z', NY)).toBe('12:10 AM');
    expect(startTimeText('2027-07-16T00:00:00.000Z', NY)).toBe('8:00 PM');
  });
});

describe('showEntry', () => {
  const event: Event = testEvent('e1', '2027-04-10T23:30:00.000Z', {
    venue: 'The Blue Note',
    venueLink: 'https://example.com/venue',
    location: 'Burlington, VT',
    title: 'Spring Concert',
    timeText: ' 7:30 PM - 10 PM ',
    ticketsLink: 'https://example.com/tickets',
    updatedAt: '',
  });

  it('carries the lines of an entry in order', () => {
    expect(showEntry(event, NY)).toEqual({
      id: 'e1',
      startDate: '2027-04-10T23:30:00.000Z',
      date: 'Saturday, April 10, 2027',
      time: '7:30 PM - 10 PM',
      title: 'Spring Concert',
      venue: 'The Blue Note',
      venueLink: 'https://example.com/venue',
      location: 'Burlington, VT',
      ticketsLink: 'https://example.com/tickets',
      group: 'Cannonball Quintet',
      status: 'scheduled',
      summary: '',
      path: '/shows/e1/spring-concert-2027-04-10',
      price: '',
      soldOut: false,
    });
  });

  it('carries the price and sold out, and says a time to be announced', () => {
    const entry = showEntry({ ...event, price: '$20', soldOut: true, timeText: '', timeTBA: true }, NY);
    expect(entry).toMatchObject({ price: '$20', soldOut: true, time: 'Time to be announced' });
  });

  it('shows the start time, 12-hour, when the event has no time text', () => {
    expect(showEntry({ ...event, timeText: '' }, NY).time).toBe('7:30 PM');
  });

  it('carries the first line of the description and the status', () => {
    const entry = showEntry({ ...event, description: 'Two sets.\nSecond line', status: 'cancelled' }, NY);
    expect(entry.summary).toBe('Two sets.');
    expect(entry.status).toBe('cancelled');
  });
});

describe('zoneLabel', () => {
  it('names the zone as people say it, or falls back to its id', () => {
    expect(zoneLabel('America/New_York')).toBe('Eastern Time');
    expect(zoneLabel('Etc/GMT+5')).toBe('Etc/GMT+5');
    expect(zoneLabel('Not/A_Zone')).toBe('Not/A Zone');
  });
});

describe('the end time shown publicly', () => {
  const zone = 'America/New_York';
  const at = (fields: Partial<Event>) => showEntry(testEvent('e1', '2031-07-18T23:00:00.000Z', fields), zone).time;

  it('gives "7 to 10 PM" for a show with an end and no time text, on its page and in lists', () => {
    expect(at({ timeText: '', endDate: '2031-07-19T02:00:00.000Z' })).toBe('7 to 10 PM');
    expect(
      showTimeText({ timeText: '', startDate: '2031-07-18T23:30:00.000Z', endDate: '2031-07-19T03:00:00.000Z' }, zone),
    ).toBe('7:30 to 11 PM');
    // across noon and midnight the halves are both said
    expect(
      showTimeText({ timeText: '', startDate: '2031-07-18T15:00:00.000Z', endDate: '2031-07-18T17:00:00.000Z' }, zone),
    ).toBe('11 AM to 1 PM');
    expect(
      showTimeText({ timeText: '', startDate: '2031-07-19T01:00:00.000Z', endDate: '2031-07-19T04:30:00.000Z' }, zone),
    ).toBe('9 PM to 12:30 AM');
    // the owner's words and "time to be announced" win; no end, the start alone
    expect(at({ timeText: 'Two sets, 8 and 10', endDate: '2031-07-19T02:00:00.000Z' })).toBe('Two sets, 8 and 10');
    expect(at({ timeText: '', timeTBA: true, endDate: '2031-07-19T02:00:00.000Z' })).toBe('Time to be announced');
    expect(at({ timeText: '' })).toBe('7:00 PM');
  });

  it('keeps the local hours across the DST change, whatever the machine’s zone', () => {
    const saved = process.env.TZ;
    process.env.TZ = 'Asia/Tokyo';
    try {
      // March 9, 2031: daylight time begins at 2 AM; 7 PM EDT is 23:00 UTC
      expect(
        showTimeText(
          { timeText: '', startDate: '2031-03-09T23:00:00.000Z', endDate: '2031-03-10T02:00:00.000Z' },
          zone,
        ),
      ).toBe('7 to 10 PM');
      // March 8, 2031, still standard time: 7 PM EST is 00:00 UTC
      expect(
        showTimeText(
          { timeText: '', startDate: '2031-03-09T00:00:00.000Z', endDate: '2031-03-09T03:00:00.000Z' },
          zone,
        ),
      ).toBe('7 to 10 PM');
    } finally {
      process.env.TZ = saved;
    }
  });
});
