import { EVENT_MESSAGES, EVENT_STATUSES, type EventStatus, isOneOf, splitLocation } from '@jazz/contracts';
import type { CsvTable } from '../csv-table';
import { dayAndTime } from '@jazz/contracts/time';
import { parseClock, parseDay, showDate, type Day } from '../dates';
import type { FormatReading, ImportRow } from '../import-row';
import { cell, readColumns, truthy } from './columns';

/** Our export's columns, in order: the `_id`, the day and time people edit, then the form's fields. */
export const OUR_COLUMNS = [
  '_id',
  'date',
  'time',
  'endDate',
  'endTime',
  'title',
  'group',
  'groupLink',
  'lineup',
  'venue',
  'venueLink',
  'location',
  'address',
  'ticketsLink',
  'price',
  'soldOut',
  'timeText',
  'status',
  'description',
  'private',
  'updatedAt',
] as const;

const START_HINT = 'Write the date as year-month-day (2027-05-01) and the time as hour:minute (20:00).';

/** "Ann Smith (piano); Bo Li (bass)" ⇄ [{ name, instrument }]. */
export const lineupText = (lineup: readonly { name: string; instrument: string }[]): string =>
  lineup.map((p) => (p.instrument ? `${p.name} (${p.instrument})` : p.name)).join('; ');

const readLineup = (value: string) =>
  value
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const m = /^(.*?)\s*\(([^()]*)\)$/.exec(part);
      return m ? { name: m[1]!.trim(), instrument: m[2]!.trim() } : { name: part, instrument: '' };
    });

/** The older export's instant ("2027-05-02T00:00:00.000Z") or a wall time ("2027-05-01 20:00"). */
function startFrom(row: ImportRow, written: string, siteZone: string, status: EventStatus): void {
  const wall = /^(\d{4}-\d{2}-\d{2})[T ](\d{1,2}:\d{2})(?::\d{2})?$/.exec(written);
  if (wall) {
    const day = parseDay(wall[1]!);
    const clock = parseClock(wall[2]!);
    if (day && clock !== 'invalid') row.when = showDate(day, clock, siteZone, siteZone, status);
  } else if (/^\d{4}-\d{2}-\d{2}T/.test(written) && !Number.isNaN(Date.parse(written))) {
    const ms = Date.parse(written);
    row.when = { ...dayAndTime(ms, siteZone), startDate: new Date(ms).toISOString(), timeTBA: false, status };
  }
  if (!row.when) row.problems.push({ field: 'startDate', message: START_HINT });
}

/**
 * Our own CSV: `date` and `time` in the site's zone (a blank time: not announced), or the
 * earlier exports' `startDate` instant; `_id` names the show the row came from.
 */
export function readOurs(table: CsvTable, siteZone: string): FormatReading {
  const text =
    (field: 'title' | 'groupLink' | 'location' | 'ticketsLink' | 'timeText' | 'description' | 'price') =>
    (row: ImportRow, value: string) =>
      (row[field] = value);
  const reading = readColumns(
    table,
    {
      _id: (row, value) => (row.id = value),
      date: () => {},
      time: () => {},
      endDate: () => {},
      endTime: () => {},
      startDate: () => {},
      status: () => {},
      soldOut: (row, value) => (row.soldOut = truthy(value)),
      private: (row, value) => (row.private = truthy(value)),
      updatedAt: (row, value) => (row.updatedAt = value),
      group: (row, value) => (row.band = value),
      lineup: (row, value) => (row.lineup = readLineup(value)),
      venue: (row, value) => (row.venue.name = value),
      venueLink: (row, value) => (row.venue.link = value),
      address: (row, value) => (row.venue.address = value),
      title: text('title'),
      groupLink: text('groupLink'),
      location: text('location'),
      ticketsLink: text('ticketsLink'),
      timeText: text('timeText'),
      description: text('description'),
      price: text('price'),
    },
    (row, record) => {
      // the location line is the venue's "City, Region", split by the place's one rule
      Object.assign(row.venue, splitLocation(row.location));
      const statusText = cell(record, 'status').toLowerCase();
      const named = statusText || 'scheduled';
      // an unknown status is the row's problem (the row is not imported); its dates are still read
      const status = isOneOf(EVENT_STATUSES, named) ? named : 'scheduled';
      if (status !== named) row.problems.push({ field: 'status', message: EVENT_MESSAGES.status });
      const date = cell(record, 'date');
      const start = cell(record, 'startDate');
      if (date) {
        const day = parseDay(date);
        const clock = parseClock(cell(record, 'time'));
        if (!day || clock === 'invalid') row.problems.push({ field: day ? 'time' : 'date', message: START_HINT });
        else row.when = showDate(day, clock, siteZone, siteZone, status, endFrom(record, day, siteZone));
      } else if (start) startFrom(row, start, siteZone, status);
      // named as the file names its start: the older export's startDate, else date
      else
        row.problems.push({
          field: record.cells.has('date') || !record.cells.has('startdate') ? 'date' : 'startDate',
          message: EVENT_MESSAGES.startDate,
        });
    },
  );
  for (const row of reading.rows)
    if (row.updatedAt && (!/^\d{4}-\d{2}-\d{2}T/.test(row.updatedAt) || Number.isNaN(Date.parse(row.updatedAt))))
      row.problems.push({
        field: 'updatedAt',
        message: 'updatedAt must be an instant, such as 2027-05-01T20:00:00.000Z.',
      });
  const present = new Set(table.header.map((name) => name.toLowerCase()));
  if (!present.has('date') && !present.has('startdate'))
    reading.fileProblems.push({ field: 'date', message: 'The column date is missing.' });
  return reading;
}

function endFrom(record: Parameters<typeof cell>[0], day: Day, siteZone: string): number | undefined {
  const endDay = parseDay(cell(record, 'endDate')) ?? (cell(record, 'endTime') ? day : null);
  const endClock = parseClock(cell(record, 'endTime'));
  if (!endDay || endClock === 'invalid') return undefined;
  return Date.parse(
    showDate(endDay, endClock === 'tba' ? { hour: 23, minute: 59 } : endClock, siteZone, siteZone, 'scheduled')
      .startDate,
  );
}
