import { afterEach, describe, expect, it } from 'vitest';
import { testEvent as event } from '@jazz/testing/event';
import { localEventsPage } from './local-page';

const NY = 'America/New_York';
const now = Date.parse('2027-01-01T12:00:00.000Z');
const ids = (page: { items: { _id: string }[] }) => page.items.map((e) => e._id);

// around the fall-back of 7 November 2027 in New York (the day has 25 hours)
const shows = [
  event('sat-late', '2027-11-07T03:59:00.000Z'), // 11:59 PM EDT, Saturday the 6th
  event('sun-first', '2027-11-07T04:00:00.000Z'), // midnight EDT, Sunday the 7th
  event('sun-repeated-hour', '2027-11-07T06:30:00.000Z'), // 1:30 AM EST, the second 1:30
  event('sun-last', '2027-11-08T04:59:00.000Z'), // 11:59 PM EST, Sunday the 7th
  event('mon-first', '2027-11-08T05:00:00.000Z'), // midnight EST, Monday the 8th
];

describe('a page of shows read from the copy on the machine, by day in the site zone', () => {
  const savedTz = process.env.TZ;
  afterEach(() => {
    if (savedTz === undefined) delete process.env.TZ;
    else process.env.TZ = savedTz;
  });

  it('takes the whole of a day on which New York falls back, all 25 hours of it', () => {
    const page = localEventsPage(
      shows,
      { from: '2027-11-07', to: '2027-11-07', when: 'upcoming' },
      { now, timeZone: NY },
    );
    expect(ids(page)).toEqual(['sun-first', 'sun-repeated-hour', 'sun-last']);
  });

  it('takes the whole of a day on which New York springs forward, 23 hours', () => {
    const spring = [
      event('sat-late', '2027-03-14T04:59:00.000Z'), // 11:59 PM EST, Saturday the 13th
      event('sun-first', '2027-03-14T05:00:00.000Z'), // midnight EST, Sunday the 14th
      event('sun-last', '2027-03-15T03:59:00.000Z'), // 11:59 PM EDT, Sunday the 14th
      event('mon-first', '2027-03-15T04:00:00.000Z'), // midnight EDT, Monday the 15th
    ];
    const page = localEventsPage(spring, { from: '2027-03-14', to: '2027-03-14' }, { now, timeZone: NY });
    expect(ids(page)).toEqual(['sun-first', 'sun-last']);
  });

  it('reads the days in the site zone with the computer in Tokyo', () => {
    process.env.TZ = 'Asia/Tokyo';
    const page = localEventsPage(
      shows,
      { from: '2027-11-07', to: '2027-11-07', when: 'upcoming' },
      { now, timeZone: NY },
    );
    expect(ids(page)).toEqual(['sun-first', 'sun-repeated-hour', 'sun-last']);
  });
});
