import { describe, expect, it } from 'vitest';
import {
  formatInZone,
  formatStartInZone,
  fromPickerDate,
  instantToWallTime,
  toPickerDate,
  wallTimeToInstant,
} from './timezone';

const NY = 'America/New_York';

describe('SITE_TIMEZONE conversion', () => {
  it('8:00 PM in New York in May is midnight UTC the next day', () => {
    expect(wallTimeToInstant({ year: 2027, month: 5, day: 3, hour: 20, minute: 0 }, NY)).toBe(
      '2027-05-04T00:00:00.000Z',
    );
    expect(instantToWallTime('2027-05-04T00:00:00.000Z', NY)).toEqual({
      year: 2027,
      month: 5,
      day: 3,
      hour: 20,
      minute: 0,
    });
  });

  it('uses standard time in winter', () => {
    expect(wallTimeToInstant({ year: 2027, month: 1, day: 15, hour: 20, minute: 30 }, NY)).toBe(
      '2027-01-16T01:30:00.000Z',
    );
  });

  it('a time skipped when clocks spring forward moves forward by the gap', () => {
    // 14 March 2027: 2:00 EST becomes 3:00 EDT; 2:30 does not exist
    expect(wallTimeToInstant({ year: 2027, month: 3, day: 14, hour: 2, minute: 30 }, NY)).toBe(
      '2027-03-14T07:30:00.000Z',
    );
    expect(wallTimeToInstant({ year: 2027, month: 3, day: 14, hour: 3, minute: 0 }, NY)).toBe(
      '2027-03-14T07:00:00.000Z',
    );
    expect(wallTimeToInstant({ year: 2027, month: 3, day: 14, hour: 1, minute: 45 }, NY)).toBe(
      '2027-03-14T06:45:00.000Z',
    );
  });

  it('the repeated hour when clocks fall back is the earlier one', () => {
    // 7 November 2027: 2:00 EDT becomes 1:00 EST; 1:30 happens twice
    expect(wallTimeToInstant({ year: 2027, month: 11, day: 7, hour: 1, minute: 30 }, NY)).toBe(
      '2027-11-07T05:30:00.000Z',
    );
    expect(instantToWallTime('2027-11-07T06:30:00.000Z', NY)).toMatchObject({ hour: 1, minute: 30 });
  });

  it('round-trips every quarter hour of a DST day through the picker Date', () => {
    for (let ms = Date.parse('2027-03-14T00:00:00Z'); ms < Date.parse('2027-03-15T12:00:00Z'); ms += 15 * 60_000) {
      const iso = new Date(ms).toISOString();
      expect(fromPickerDate(toPickerDate(iso, NY)!, NY)).toBe(iso);
    }
  });

  it('works in other zones, east of Greenwich too', () => {
    expect(wallTimeToInstant({ year: 2027, month: 7, day: 1, hour: 9, minute: 15 }, 'Europe/Paris')).toBe(
      '2027-07-01T07:15:00.000Z',
    );
    expect(wallTimeToInstant({ year: 2027, month: 7, day: 1, hour: 9, minute: 15 }, 'UTC')).toBe(
      '2027-07-01T09:15:00.000Z',
    );
  });

  it('formats like the picker, with 12 PM at noon and 12 AM at midnight', () => {
    expect(formatInZone('2027-05-04T00:00:00.000Z', NY)).toBe('May 3, 2027 8:00 PM');
    expect(formatInZone('2027-05-03T16:00:00.000Z', NY)).toBe('May 3, 2027 12:00 PM');
    expect(formatInZone('2027-05-03T04:05:00.000Z', NY)).toBe('May 3, 2027 12:05 AM');
    expect(formatInZone('', NY)).toBe('');
    expect(toPickerDate('', NY)).toBeNull();
  });
});

describe('a show whose time is not known yet', () => {
  it('reads its day in the site zone and "time TBA", never 12:00 AM, on the night clocks change', () => {
    // midnight starting March 14, 2027 in New York (clocks jump at 2 AM that night) is 05:00 UTC
    const show = { startDate: '2027-03-14T05:00:00.000Z', timeTBA: true };
    expect(formatStartInZone(show, NY)).toBe('March 14, 2027, time TBA');
    expect(formatStartInZone({ ...show, timeTBA: false }, NY)).toBe('March 14, 2027 12:00 AM');
    // the machine's own zone plays no part
    const saved = process.env.TZ;
    process.env.TZ = 'Asia/Tokyo';
    try {
      expect(formatStartInZone(show, NY)).toBe('March 14, 2027, time TBA');
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });
});
