import { describe, expect, it } from 'vitest';
import type { Event } from '../contracts/event';
import { dateText, showEntry, startTimeText, time12 } from './format';
import { zoneLabel } from './time-zone';
import { testEvent } from '../testing/event';

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
