import { describe, expect, it } from 'vitest';
import { parseCsv } from '@jazz/testing/csv';
import type { Stats } from '../stats';
import { showLabel, statsTable, statsTableCsv } from './stats';

describe('statsTableCsv', () => {
  it('writes a header and rows, quoting what needs it', () => {
    const csv = statsTableCsv(
      ['Page', 'Page views'],
      [
        ['/shows', 12],
        ['/a,b "c"', 3],
      ],
    );
    expect(csv).toBe('Page,Page views\r\n/shows,12\r\n"/a,b ""c""",3\r\n');
    expect(parseCsv(csv)).toEqual([
      ['Page', 'Page views'],
      ['/shows', '12'],
      ['/a,b "c"', '3'],
    ]);
  });

  it('neutralises cells a spreadsheet would run as formulas', () => {
    const rows = [
      ['=HYPERLINK("http://evil")', 1],
      ['+1', 2],
      ['-2', 3],
      ['@SUM(A1)', 4],
      ['\tx', 5],
      ['\rx', 6],
    ];
    const csv = statsTableCsv(['Source', 'Visitors'], rows);
    // as written: each cell starts with the mark (read with the mark swapped, as parseCsv drops it)
    const written = parseCsv(csv.replace(/'/g, '\u2019')).slice(1);
    expect(written.map((row) => row[0])).toEqual([
      `\u2019=HYPERLINK("http://evil")`,
      '\u2019+1',
      '\u2019-2',
      '\u2019@SUM(A1)',
      '\u2019\tx',
      '\u2019\rx',
    ]);
    // as read back: exactly what was counted
    const read = parseCsv(csv).slice(1);
    expect(read.map((row) => row[0])).toEqual(rows.map((row) => row[0]));
    // numbers stay numbers
    expect(read.map((row) => row[1])).toEqual(['1', '2', '3', '4', '5', '6']);
  });
});

// issue 46: the Top pages table named a show's page by its id (/shows/k3j9x2/spring-show-2031-05-03)
describe('statsTable: pages', () => {
  const stats: Stats = {
    visitors: 9,
    pageviews: 16,
    days: [],
    sources: [],
    plays: [],
    events: {
      audio_play: 0,
      video_play: 0,
      ticket_click: 1,
      outbound_click: 0,
      follow: 0,
      contact: 0,
      booking: 0,
      lesson: 0,
    },
    pages: [
      { path: '/shows', pageviews: 9 },
      { path: '/shows/k3j9x2/spring-show-2031-05-03', pageviews: 5 },
      { path: '/shows/gone77', pageviews: 2 },
    ],
    shows: [
      { id: 'k3j9x2', title: 'Spring show', startDate: '2031-05-04T00:00:00.000Z', pageviews: 5, ticketClicks: 1 },
    ],
  };
  const showName = (id: string, show?: Stats['shows'][number]) =>
    show ? showLabel({ ...show, venue: show.title }, 'America/New_York') : id;

  it("names a show's page by its show, in the site's zone, and keeps a path it can not name", () => {
    expect(statsTable(stats, 'pages', showName).rows).toEqual([
      ['/shows', 9],
      // 8 PM on Saturday May 3 in New York is 00:00 UTC on the 4th
      ['Show: Spring show, Saturday, May 3, 2031', 5],
      ['/shows/gone77', 2],
    ]);
  });
});
