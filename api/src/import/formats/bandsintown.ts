import type { CsvTable } from '../csv-table';
import { htmlToText } from '../html-text';
import type { FormatReading } from '../import-row';
import { cell, known, readColumns, readPlace, truthy } from './columns';
import { readWhen } from './when-cells';

/**
 * Bandsintown's event upload template, in its order (its "Field requirements": Date YYYY-MM-DD,
 * Time HH:MM on a 24-hour clock, Region a 2-letter state code in the US, Lineup separated by
 * commas). Our export writes these.
 */
export const BANDSINTOWN_COLUMNS = [
  'Date',
  'Time',
  'Venue',
  'Country',
  'Region',
  'City',
  'Postal Code',
  'Address',
  'Event Name',
  'Description',
  'Lineup',
  'Ticket Link',
] as const;

const skip = () => {};

/** Names on a bill: Bandsintown separates them with commas (a semicolon or line also works). */
export const splitLineup = (value: string): string[] =>
  value
    .split(/[,;|\n]/)
    .map((name) => name.trim())
    .filter(Boolean);

/**
 * Bandsintown's upload template (and, when a file has them, Ticket Price, Sold Out, End Date
 * and End Time): the first Lineup name that is one of our bands is the show's
 * band (decided with the bands at hand), the others its lineup. Times in the site's zone.
 */
export function readBandsintown(table: CsvTable, siteZone: string): FormatReading {
  return readColumns(
    table,
    {
      Date: skip,
      Time: skip,
      'End Date': skip,
      'End Time': skip,
      Country: skip,
      Region: skip,
      City: skip,
      'Postal Code': skip,
      'Sold Out': skip,
      Venue: (row, value) => (row.venue.name = value),
      Address: (row, value) => (row.venue.address = known(value)),
      'Event Name': (row, value) => (row.title = value),
      Description: (row, value) => (row.description = htmlToText(value)),
      Lineup: (row, value) => {
        row.bandInLineup = true;
        row.lineup = splitLineup(value).map((name) => ({ name, instrument: '' }));
      },
      'Ticket Link': (row, value) => (row.ticketsLink = known(value)),
      'Ticket Price': (row, value) => (row.price = known(value)),
    },
    (row, record) => {
      readPlace(row, record, { city: 'City', region: 'Region', postalCode: 'Postal Code', country: 'Country' });
      row.soldOut = truthy(cell(record, 'Sold Out'));
      readWhen(
        row,
        {
          date: ['Date', cell(record, 'Date')],
          time: ['Time', cell(record, 'Time')],
          endDate: ['End Date', cell(record, 'End Date')],
          endTime: ['End Time', cell(record, 'End Time')],
          status: 'scheduled',
        },
        siteZone,
      );
    },
    ['Date', 'Venue'],
  );
}
