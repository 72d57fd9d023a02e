import type { CsvTable } from '../csv-table';
import { instantIn, parseClock, parseDay, showDate } from '../dates';
import { htmlToText } from '../html-text';
import type { FormatReading } from '../import-row';
import { cell, known, priceText, readColumns, readPlace } from './columns';

/** GigPress's export header (admin/handlers.php), every version's columns. */
export const GIGPRESS_COLUMNS = [
  'Date',
  'Time',
  'End date',
  'Artist',
  'Artist URL',
  'Venue',
  'Address',
  'City',
  'State',
  'Postal code',
  'Country',
  'Venue phone',
  'Venue URL',
  'Admittance',
  'Price',
  'Ticket URL',
  'Ticket phone',
  'External URL',
  'Notes',
  'Tour',
  'Status',
  'Related ID',
  'Related URL',
] as const;

const STATUS: Record<string, 'scheduled' | 'cancelled'> = {
  active: 'scheduled',
  soldout: 'scheduled',
  cancelled: 'cancelled',
};

/**
 * GigPress's CSV: Date YYYY-MM-DD and Time HH:MM:SS in the site's zone (a blank time or
 * 00:00:01 is "time not announced"), Status active / soldout / cancelled, Notes in HTML.
 */
export function readGigpress(table: CsvTable, siteZone: string): FormatReading {
  return readColumns(
    table,
    {
      Date: () => {},
      Time: () => {},
      'End date': () => {},
      Status: () => {},
      Admittance: () => {},
      Price: () => {},
      City: () => {},
      State: () => {},
      'Postal code': () => {},
      Country: () => {},
      Address: () => {},
      Artist: (row, value) => (row.band = value),
      'Artist URL': (row, value) => (row.groupLink = value),
      Venue: (row, value) => (row.venue.name = value),
      'Venue URL': (row, value) => (row.venue.link = value),
      'Venue phone': (row, value) => (row.venue.phone = known(value)),
      'Ticket URL': (row, value) => (row.ticketsLink = known(value)),
      Notes: (row, value) => (row.description = htmlToText(value)),
      // the show's own page elsewhere: no field of ours holds it
      'External URL': null,
    },
    (row, record) => {
      row.venue.address = known(cell(record, 'Address'));
      readPlace(row, record, { city: 'City', region: 'State', postalCode: 'Postal code', country: 'Country' });
      // "TBA" and "Not sure" are no price and no admittance: nothing, not "TBA, Not sure"
      row.price = [priceText(cell(record, 'Price')), known(cell(record, 'Admittance'))].filter(Boolean).join(', ');
      const statusText = cell(record, 'Status')
        .toLowerCase()
        .replace(/[^a-z]/g, '');
      const status = statusText ? STATUS[statusText] : 'scheduled';
      if (!status) row.problems.push({ field: 'Status', message: 'Status must be active, soldout or cancelled.' });
      row.soldOut = statusText === 'soldout';
      const day = parseDay(cell(record, 'Date'));
      const clock = parseClock(cell(record, 'Time'));
      if (!day) row.problems.push({ field: 'Date', message: 'Write the date as year-month-day, such as 2027-05-01.' });
      if (clock === 'invalid')
        row.problems.push({ field: 'Time', message: 'Write the time as hour:minute, such as 20:00.' });
      const endText = cell(record, 'End date');
      const endDay = endText ? parseDay(endText) : null;
      if (endText && !endDay)
        row.problems.push({ field: 'End date', message: 'Write the end date as year-month-day, such as 2027-05-03.' });
      if (day && clock !== 'invalid') {
        // a multi-day show (a festival) ends at the end of its last day
        const end = endDay ? instantIn(siteZone, endDay, { hour: 23, minute: 59 }) : undefined;
        row.when = showDate(day, clock, siteZone, siteZone, status ?? 'scheduled', end);
      }
    },
    ['Date', 'Venue'],
  );
}
