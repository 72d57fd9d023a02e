import { describe, expect, it } from 'vitest';
import { followTimeText, timesOfText } from './time-text';

const NY = 'America/New_York';
// 7:00 PM and 8:30 PM in New York on 2 May 2031 (EDT)
const SEVEN = '2031-05-02T23:00:00.000Z';
const HALF_EIGHT = '2031-05-03T00:30:00.000Z';

describe('a time text that follows the start and end times', () => {
  it('follows a moved start when it is only a time', () => {
    expect(followTimeText({ timeText: '7:00 PM', startDate: HALF_EIGHT }, NY)).toBe('8:30 PM');
    expect(followTimeText({ timeText: '7pm', startDate: HALF_EIGHT }, NY)).toBe('8:30 PM');
    expect(followTimeText({ timeText: '19:00', startDate: HALF_EIGHT }, NY)).toBe('8:30 PM');
  });

  it('keeps the owner’s own words when the time is right, or when they are not a time', () => {
    expect(followTimeText({ timeText: '7 PM', startDate: SEVEN }, NY)).toBe('7 PM');
    expect(followTimeText({ timeText: '7-10', startDate: SEVEN }, NY)).toBe('7-10');
    expect(followTimeText({ timeText: 'Two sets, 8 and 10', startDate: SEVEN }, NY)).toBe('Two sets, 8 and 10');
    expect(followTimeText({ timeText: 'Doors 7, music 8', startDate: HALF_EIGHT }, NY)).toBe('Doors 7, music 8');
    expect(followTimeText({ timeText: '', startDate: HALF_EIGHT }, NY)).toBe('');
    expect(followTimeText({ timeText: '7:00 PM', startDate: HALF_EIGHT, timeTBA: true }, NY)).toBe('7:00 PM');
  });

  it('moves a range with its start, keeping its length, or ends at the end time', () => {
    expect(followTimeText({ timeText: '7-10 PM', startDate: HALF_EIGHT }, NY)).toBe('8:30 PM – 11:30 PM');
    expect(
      followTimeText(
        { timeText: '7:00 PM – 10:00 PM', startDate: HALF_EIGHT, endDate: '2031-05-03T03:00:00.000Z' },
        NY,
      ),
    ).toBe('8:30 PM – 11:00 PM');
    // the end moved alone
    expect(followTimeText({ timeText: '7 to 10 PM', startDate: SEVEN, endDate: '2031-05-03T03:30:00.000Z' }, NY)).toBe(
      '7:00 PM – 11:30 PM',
    );
  });

  it('reads the site’s wall clock across the daylight-saving change, whatever the machine’s zone', () => {
    const before = process.env.TZ;
    process.env.TZ = 'Asia/Kolkata';
    try {
      // 8 PM EST on Sunday 7 November 2027, the day clocks went back: 01:00Z the next day
      expect(followTimeText({ timeText: '8:00 PM', startDate: '2027-11-08T01:00:00.000Z' }, NY)).toBe('8:00 PM');
      // the same instant read as the day before the change would be 9 PM: the text follows
      expect(followTimeText({ timeText: '8:00 PM', startDate: '2027-11-07T01:00:00.000Z' }, NY)).toBe('9:00 PM');
    } finally {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
  });

  it('names only texts that are times', () => {
    expect(timesOfText('8:30 p.m.')).not.toBeNull();
    expect(timesOfText('8 and 10')).toBeNull();
    expect(timesOfText('25:00')).toBeNull();
  });
});
