import { describe, expect, it } from 'vitest';
import { processZoneForThisFile } from '@jazz/testing/per-file';
import { endFromTimeText, priceOf, showEnd } from './show-extras';

const NY = 'America/New_York';
// 8:00 PM EDT
const start = '2027-05-02T00:00:00.000Z';

describe('the end of a show', () => {
  it.each([
    ['8:00 PM – 10:30 PM', '2027-05-02T02:30:00.000Z'],
    ['8-11pm', '2027-05-02T03:00:00.000Z'],
    ['8 to 10', '2027-05-02T02:00:00.000Z'],
    ['9 PM - 1 AM', '2027-05-02T05:00:00.000Z'],
    ['20:00–23:30', '2027-05-02T03:30:00.000Z'],
    ['20:00–0:30', '2027-05-02T04:30:00.000Z'],
  ])('reads "%s" as ending at %s', (text, end) => {
    expect(endFromTimeText(text, start, NY)).toBe(end);
  });

  it('has no end in a time text without a range', () => {
    expect(endFromTimeText('8 PM', start, NY)).toBeNull();
    expect(endFromTimeText('Doors at 7', start, NY)).toBeNull();
  });

  it('takes endDate first, then the time text, then the usual length', () => {
    expect(showEnd({ startDate: start, timeText: '8-11pm', endDate: '2027-05-02T01:00:00.000Z' }, NY)).toBe(
      '2027-05-02T01:00:00.000Z',
    );
    expect(showEnd({ startDate: start, timeText: '8-11pm', endDate: '' }, NY)).toBe('2027-05-02T03:00:00.000Z');
    expect(showEnd({ startDate: start, timeText: '', endDate: '' }, NY, 90)).toBe('2027-05-02T01:30:00.000Z');
    expect(showEnd({ startDate: start, timeText: '' }, NY)).toBe('2027-05-02T02:00:00.000Z');
  });
});

describe('the end of a show past midnight, the machine in Kolkata', () => {
  processZoneForThisFile('Asia/Kolkata');

  it('falls on the next calendar day across both changes', () => {
    // Saturday 7 March 2026, 11:30 PM EST; Sunday has 23 hours: it ends Sunday 1 AM EST, not Monday
    expect(endFromTimeText('11:30 PM – 1 AM', '2026-03-08T04:30:00.000Z', NY)).toBe('2026-03-08T06:00:00.000Z');
    // Saturday 31 October 2026, 11:30 PM EDT; Sunday has 25 hours: 3 AM EST
    expect(endFromTimeText('11:30 PM – 3 AM', '2026-11-01T03:30:00.000Z', NY)).toBe('2026-11-01T08:00:00.000Z');
  });
});

describe('a price text', () => {
  it.each([
    ['$20, students $10', { price: 20, currency: 'USD' }],
    ['Free', { price: 0, currency: 'USD' }],
    ['€15', { price: 15, currency: 'EUR' }],
    ['12.50', { price: 12.5, currency: 'USD' }],
    ['Pay what you can', null],
    ['', null],
  ])('"%s" gives %j', (text, price) => {
    expect(priceOf(text)).toEqual(price);
  });
});
