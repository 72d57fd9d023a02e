import type { CsvTable } from '../csv-table';
import { htmlToText } from '../html-text';
import type { FormatReading } from '../import-row';
import { cell, priceText, readColumns, truthy } from './columns';
import { readWhen } from './when-cells';

const skip = () => {};

/**
 * The Events Calendar's CSV (its importer's and exporter's column names): a slashed date is
 * month/day, times are read in Event Time Zone when given, else the site's zone; an all-day
 * event has no announced time. The file names no band: it takes the one chosen on import.
 */
export function readEventsCalendar(table: CsvTable, siteZone: string): FormatReading {
  return readColumns(
    table,
    {
      'Event Start Date': skip,
      'Event Start Time': skip,
      'Event End Date': skip,
      'Event End Time': skip,
      'Event Time Zone': skip,
      'All Day Event': skip,
      'Event Name': (row, value) => (row.title = value),
      'Event Description': (row, value) => (row.description = htmlToText(value)),
      'Event Venue Name': (row, value) => (row.venue.name = value),
      'Event Cost': skip,
      'Event Currency Symbol': skip,
      // the event's own page elsewhere: a "More info" link of the description, not the tickets
      'Event Website': skip,
      'Hide from Event Listings': (row, value) => (row.private = truthy(value)),
    },
    (row, record) => {
      const cost = priceText(cell(record, 'Event Cost'));
      // "20" with the symbol "$" is "$20"; a cost written with its symbol, or "Free", stays as written
      row.price = /^\d+([.,]\d+)?$/.test(cost) ? `${cell(record, 'Event Currency Symbol')}${cost}` : cost;
      const website = cell(record, 'Event Website');
      if (website) row.description = [row.description, `More info: ${website}`].filter(Boolean).join('\n\n');
      readWhen(
        row,
        {
          date: ['Event Start Date', cell(record, 'Event Start Date')],
          time: ['Event Start Time', cell(record, 'Event Start Time')],
          endDate: ['Event End Date', cell(record, 'Event End Date')],
          endTime: ['Event End Time', cell(record, 'Event End Time')],
          zone: ['Event Time Zone', cell(record, 'Event Time Zone')],
          allDay: truthy(cell(record, 'All Day Event')),
          status: 'scheduled',
        },
        siteZone,
      );
    },
    ['Event Start Date', 'Event Venue Name'],
  );
}
