import { afterEach, describe, expect, it } from 'vitest';
import { dayAndTime } from '@jazz/contracts/time';
import { instantIn, showDate, usableZone } from './dates';

const NY = 'America/New_York';
const iso = (ms: number) => new Date(ms).toISOString();

describe('the dates of an imported show', () => {
  const savedTz = process.env.TZ;
  afterEach(() => {
    if (savedTz === undefined) delete process.env.TZ;
    else process.env.TZ = savedTz;
  });

  it('reads a wall time in New York across both daylight-saving changes', () => {
    // 14 March 2027: 2:30 does not exist (2:00 EST becomes 3:00 EDT): forward by the gap
    expect(iso(instantIn(NY, { year: 2027, month: 3, day: 14 }, { hour: 2, minute: 30 }))).toBe(
      '2027-03-14T07:30:00.000Z',
    );
    expect(iso(instantIn(NY, { year: 2027, month: 3, day: 14 }, { hour: 20, minute: 0 }))).toBe(
      '2027-03-15T00:00:00.000Z',
    );
    // 7 November 2027: 1:30 happens twice: the earlier
    expect(iso(instantIn(NY, { year: 2027, month: 11, day: 7 }, { hour: 1, minute: 30 }))).toBe(
      '2027-11-07T05:30:00.000Z',
    );
    expect(dayAndTime(Date.parse('2027-11-07T06:30:00.000Z'), NY)).toEqual({ date: '2027-11-07', time: '01:30' });
  });

  it('reads a file zone written as a UTC offset, with no daylight saving', () => {
    const day = { year: 2027, month: 11, day: 7 };
    expect(iso(instantIn('UTC-5', day, { hour: 20, minute: 0 }))).toBe('2027-11-08T01:00:00.000Z');
    expect(iso(instantIn('UTC+05:30', day, { hour: 20, minute: 0 }))).toBe('2027-11-07T14:30:00.000Z');
    expect(iso(instantIn('GMT+1', day, { hour: 20, minute: 0 }))).toBe('2027-11-07T19:00:00.000Z');
    expect(iso(instantIn('UTC', day, { hour: 20, minute: 0 }))).toBe('2027-11-07T20:00:00.000Z');
    expect([usableZone('UTC-5'), usableZone('Europe/Paris'), usableZone('UTC+30'), usableZone('Mars/Olympus')]).toEqual(
      [true, true, false, false],
    );
  });

  it('starts a day without a time at midnight in the site zone, shown as the site zone shows it', () => {
    const date = showDate({ year: 2027, month: 11, day: 7 }, 'tba', NY, NY, 'scheduled');
    expect(date).toMatchObject({ date: '2027-11-07', time: '', startDate: '2027-11-07T04:00:00.000Z', timeTBA: true });
    // 8 PM in Paris is 3 PM in New York, a week after Paris fell back and before New York did
    const paris = showDate({ year: 2027, month: 11, day: 1 }, { hour: 20, minute: 0 }, 'Europe/Paris', NY, 'scheduled');
    expect(paris).toMatchObject({ date: '2027-11-01', time: '15:00', startDate: '2027-11-01T19:00:00.000Z' });
  });

  it('answers the same with the computer in Tokyo', () => {
    process.env.TZ = 'Asia/Tokyo';
    expect(iso(instantIn(NY, { year: 2027, month: 3, day: 14 }, { hour: 2, minute: 30 }))).toBe(
      '2027-03-14T07:30:00.000Z',
    );
    expect(iso(instantIn('UTC-5', { year: 2027, month: 11, day: 7 }, { hour: 20, minute: 0 }))).toBe(
      '2027-11-08T01:00:00.000Z',
    );
    expect(showDate({ year: 2027, month: 11, day: 7 }, 'tba', NY, NY, 'scheduled').startDate).toBe(
      '2027-11-07T04:00:00.000Z',
    );
  });
});
