import { describe, expect, it } from 'vitest';
import type { Event } from '../contracts/event';
import { eventsToCsv, readEventsCsv, START_FORMAT } from './events';
import { parseCsv, toCsv } from './parse';

const NY = 'America/New_York';

describe('RFC 4180 CSV', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, CRLF or LF', () => {
    const text = 'a,b,c\r\n"x, y","say ""hi""","two\r\nlines"\n1,,3';
    expect(parseCsv(text)).toEqual([
      ['a', 'b', 'c'],
      ['x, y', 'say "hi"', 'two\r\nlines'],
      ['1', '', '3'],
    ]);
  });

  it('ignores a byte order mark and a final line break, keeps empty last fields', () => {
    expect(parseCsv('\ufeffa,b\r\n1,\r\n')).toEqual([
      ['a', 'b'],
      ['1', ''],
    ]);
  });

  it('writes what it reads back', () => {
    const rows = [
      ['title', 'description'],
      ['Jazz, live', 'He said "yes"\nthen left'],
      [' padded ', ''],
    ];
    const text = toCsv(rows);
    expect(text).toBe('title,description\r\n"Jazz, live","He said ""yes""\nthen left"\r\n" padded ",\r\n');
    expect(parseCsv(text)).toEqual(rows);
  });
});

describe('events CSV', () => {
  const event = {
    _id: 'e1',
    id: 'e1',
    title: 'Spring, "Live"',
    group: 'Cannonball Quintet',
    groupLink: '/cannonball-quintet',
    venue: 'Flynn',
    venueLink: '',
    location: 'Burlington, VT',
    address: '153 Main St\nBurlington VT 05401',
    ticketsLink: 'https://example.com/t',
    startDate: '2027-05-02T00:00:00.000Z',
    timeText: '',
    status: 'cancelled',
    description: 'Line one\n\nLine two',
    updatedAt: '2027-01-01T00:00:00.000Z',
  } satisfies Event;

  it('exports a header of field names in the form order, and reads its own export back', () => {
    const csv = eventsToCsv([event]);
    expect(csv.split('\r\n')[0]).toBe(
      'title,group,groupLink,venue,venueLink,location,address,ticketsLink,startDate,timeText,status,description',
    );
    const back = readEventsCsv(csv, NY);
    expect(back.errors).toEqual([]);
    const { _id, id: _i, updatedAt: _u, ...data } = event;
    expect(back.events).toEqual([data]);
  });

  it('names every invalid cell by row and field, and unknown or missing columns in row 1', () => {
    const csv =
      'title,group,venue,startDate,status,colour\nOk,Band,Club,2027-05-01T20:00:00-04:00,,red\nBad,,Club,soon,maybe,\n';
    const { errors, events } = readEventsCsv(csv, NY);
    expect(events).toHaveLength(1);
    expect(errors).toEqual([
      { row: 1, field: 'colour', message: expect.stringContaining('Unknown column "colour"') },
      { row: 3, field: 'group', message: 'Group is required.' },
      { row: 3, field: 'startDate', message: START_FORMAT },
      { row: 3, field: 'status', message: 'Status must be scheduled, cancelled, postponed or rescheduled.' },
    ]);
    expect(readEventsCsv('title,venue\nA,B\n', NY).errors).toEqual([
      { row: 1, field: 'group', message: 'The column group is missing.' },
      { row: 1, field: 'startDate', message: 'The column startDate is missing.' },
      { row: 2, field: 'group', message: 'Group is required.' },
      { row: 2, field: 'startDate', message: 'Start date and time are required.' },
    ]);
  });

  it('reads a start without offset as the site zone, skips blank lines, refuses an empty file', () => {
    const { events, errors } = readEventsCsv('Group,Venue,StartDate\n\nBand,Club,2027-01-15 20:00\n,,\n', NY);
    expect(errors).toEqual([]);
    expect(events.map((e) => e.startDate)).toEqual(['2027-01-16T01:00:00.000Z']);
    expect(readEventsCsv('', NY).errors[0]?.message).toBe('The file is empty.');
    expect(readEventsCsv('group,venue,startDate\n', NY).errors[0]?.message).toBe('The file has no shows.');
  });
});
