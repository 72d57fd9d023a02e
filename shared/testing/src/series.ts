import type { SeriesData } from '@jazz/contracts';

/**
 * The series factory: what a client sends to POST /api/series/create, the quartet's weekly
 * Thursday residency at Radio Bean from 7 PM (the site's zone). A test adds `from` and `until`
 * or `count`, and only the other fields it is about.
 */
export function testSeriesData(fields: Partial<SeriesData> = {}): Partial<SeriesData> {
  return {
    group: 'Whitesell Brothers Quartet',
    venue: 'Radio Bean',
    location: 'Burlington, VT',
    title: 'Thursday residency',
    repeat: { freq: 'weekly', byDay: ['TH'] },
    startTime: '19:00',
    ...fields,
  };
}
