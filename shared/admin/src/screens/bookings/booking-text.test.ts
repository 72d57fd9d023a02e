import { afterEach, describe, expect, it } from 'vitest';
import { clashText, showPrefill } from './booking-text';

const NY = 'America/New_York';
const clash = {
  eventId: 'e1',
  day: '2030-12-12',
  group: 'Cannonball Quintet',
  venue: 'Higher Ground',
  title: 'Holiday show',
  // 9 PM in Vermont, already Dec 13 in UTC
  startDate: '2030-12-13T02:00:00.000Z',
  timeTBA: false,
};

describe('the date clash of a booking request', () => {
  it('names the venue, the day in the site zone, the band and the time', () => {
    expect(clashText(clash, NY)).toBe(
      'You play Higher Ground on Dec 12 (Cannonball Quintet, December 12, 2030 9:00 PM)',
    );
  });

  it('gives no time for a show whose time is to be announced', () => {
    expect(clashText({ ...clash, timeTBA: true }, NY)).toBe(
      'You play Higher Ground on Dec 12 (Cannonball Quintet, time to be announced)',
    );
  });
});

describe('"Add as show" from a booking request', () => {
  it('puts the booker’s name and address in the private notes, never in the public description', () => {
    const prefill = showPrefill(
      {
        _id: 'b1',
        name: 'Jenna Booker',
        email: 'jenna@example.com',
        organization: 'Higher Ground',
        city: 'South Burlington, VT',
        group: 'Cannonball Quintet',
        days: ['2030-12-12'],
      } as unknown as Parameters<typeof showPrefill>[0],
      NY,
    );
    expect(prefill.privateNotes).toBe('Booked through the booking request of Jenna Booker (jenna@example.com).');
    expect(JSON.stringify({ ...prefill, privateNotes: undefined })).not.toContain('jenna@example.com');
    expect(prefill).not.toHaveProperty('description');
  });
});

describe('the start "Add as show" suggests: 8 PM on the first day asked, in the site zone', () => {
  const request = (day: string) =>
    ({ _id: 'b1', name: 'Jenna Booker', email: 'jenna@example.com', days: [day] }) as unknown as Parameters<
      typeof showPrefill
    >[0];
  const savedTz = process.env.TZ;
  afterEach(() => {
    if (savedTz === undefined) delete process.env.TZ;
    else process.env.TZ = savedTz;
  });

  it('is 8 PM EDT on the day New York springs forward and 8 PM EST on the day it falls back', () => {
    expect(showPrefill(request('2027-03-13'), NY).startDate).toBe('2027-03-14T01:00:00.000Z');
    expect(showPrefill(request('2027-03-14'), NY).startDate).toBe('2027-03-15T00:00:00.000Z');
    expect(showPrefill(request('2027-11-07'), NY).startDate).toBe('2027-11-08T01:00:00.000Z');
  });

  it('is the same with the computer in Tokyo', () => {
    process.env.TZ = 'Asia/Tokyo';
    expect(showPrefill(request('2027-03-14'), NY).startDate).toBe('2027-03-15T00:00:00.000Z');
    expect(showPrefill(request('2027-11-07'), NY).startDate).toBe('2027-11-08T01:00:00.000Z');
  });
});
