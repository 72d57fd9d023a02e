import { afterEach, describe, expect, it } from 'vitest';
import type { Venue } from '@jazz/contracts';
import { testEvent } from '@jazz/testing/event';
import { RADIO_BEAN } from '@jazz/testing/places';
import { csvRecords, defaultReportPeriod, reportWrittenText, showsWithoutAddress } from './report-texts';

// Node re-reads TZ when it is assigned; shared's tsconfig has no Node types, hence the cast
const env = (globalThis as unknown as { process: { env: Record<string, string | undefined> } }).process.env;
const originalTz = env.TZ;
afterEach(() => {
  env.TZ = originalTz;
});

describe('the royalty report’s first period (issue 46)', () => {
  it('runs from the start of the quarter before to today, the last shows in it', () => {
    // 9 PM EDT on 14 August 2027
    expect(defaultReportPeriod(Date.parse('2027-08-15T01:00:00Z'), 'America/New_York')).toEqual({
      from: '2027-04-01',
      to: '2027-08-14',
    });
  });

  it('takes today in the site’s zone across New York’s spring change: 00:30 EDT is the 15th', () => {
    // 04:30 UTC on 15 March 2027: 00:30 EDT (clocks went forward on the 14th), 23:30 on the 14th at UTC-5
    expect(defaultReportPeriod(Date.parse('2027-03-15T04:30:00Z'), 'America/New_York')).toEqual({
      from: '2026-10-01',
      to: '2027-03-15',
    });
  });

  it('takes today in the site’s zone on a computer in Tokyo, at a quarter’s turn', () => {
    env.TZ = 'Asia/Tokyo';
    // 02:00 UTC on 1 April: 10 PM on 31 March in New York, already 1 April (a new quarter) in Tokyo
    expect(new Date(Date.parse('2027-04-01T02:00:00Z')).getDate()).toBe(1);
    expect(defaultReportPeriod(Date.parse('2027-04-01T02:00:00Z'), 'America/New_York')).toEqual({
      from: '2026-10-01',
      to: '2027-03-31',
    });
  });
});

describe('what the report says it wrote (issue 46)', () => {
  const header = 'date,start time,venue,title\r\n';
  it('counts its rows, a line break inside quotes part of a cell', () => {
    const csv = `${header}2027-05-01,20:00,Radio Bean,"Blue\r\nMonk"\r\n2027-05-01,20:00,Radio Bean,Nardis\r\n`;
    expect(csvRecords(csv)).toBe(3);
    expect(reportWrittenText(csv, '')).toBe('The report is downloaded: 2 rows, one per work performed.');
    expect(reportWrittenText(`${header}x,y,z,w`, '')).toBe('The report is downloaded: 1 row, one per work performed.');
  });

  it('says so when it wrote none', () => {
    expect(reportWrittenText(header, 'BMI')).toBe(
      'The report is downloaded, with no rows: no show of the period has a final setlist with a work of a BMI writer.',
    );
  });
});

describe('the report’s shows without a street address (issue 46)', () => {
  const saved: Venue = { ...RADIO_BEAN, _id: 'v1', id: 'v1', country: 'US', updatedAt: '2027-01-01T00:00:00.000Z' };
  it('names a show with none, but not a typed venue that names a saved one in its town', () => {
    const typed = testEvent('a', '2027-05-01T00:00:00Z', {
      venue: 'radio bean',
      location: 'Burlington, VT',
      address: '',
    });
    const elsewhere = testEvent('b', '2027-05-02T00:00:00Z', {
      venue: 'Radio Bean',
      location: 'Montpelier, VT',
      address: '',
    });
    const own = testEvent('c', '2027-05-03T00:00:00Z', {
      venue: 'Nectar’s',
      location: 'Burlington, VT',
      address: '188 Main St',
    });
    expect(showsWithoutAddress([typed, elsewhere, own], [saved]).map((e) => e._id)).toEqual(['b']);
  });
});
