import { placeOf, type Event, type ExportFormat } from '@jazz/contracts';
import { toCsv } from '@jazz/contracts/csv';
import { isPublicShow } from '../events/public-rule';
import { dayAndTime } from '@jazz/contracts/time';
import { BANDSINTOWN_COLUMNS } from './formats/bandsintown';
import { GIGPRESS_COLUMNS } from './formats/gigpress';
import { lineupText, OUR_COLUMNS } from './formats/ours';

export type { ExportFormat };

/** The fields of the residencies issue, read where the event has them. */
interface ShowExtras {
  timeTBA?: boolean;
  endDate?: string;
  price?: string;
  soldOut?: boolean;
  lineup?: { name: string; instrument: string }[];
}

export type ExportedShow = Event & ShowExtras;

/** Day and time of a show in the site's zone; the time blank when it is not announced. */
function when(event: ExportedShow, timeZone: string) {
  const start = dayAndTime(Date.parse(event.startDate), timeZone);
  const end = event.endDate ? dayAndTime(Date.parse(event.endDate), timeZone) : { date: '', time: '' };
  return { date: start.date, time: event.timeTBA ? '' : start.time, endDate: end.date, endTime: end.time };
}

function ours(event: ExportedShow, timeZone: string): Record<(typeof OUR_COLUMNS)[number], string> {
  const w = when(event, timeZone);
  return {
    _id: event._id,
    date: w.date,
    time: w.time,
    endDate: w.endDate,
    endTime: w.endTime,
    title: event.title,
    group: event.group,
    groupLink: event.groupLink,
    lineup: lineupText(event.lineup ?? []),
    venue: event.venue,
    venueLink: event.venueLink,
    location: event.location,
    address: event.address,
    ticketsLink: event.ticketsLink,
    price: event.price ?? '',
    soldOut: event.soldOut ? 'yes' : '',
    timeText: event.timeText,
    status: event.status,
    description: event.description,
    private: event.private ? 'yes' : '',
    // when the show last changed: an import of this file never overwrites a show changed since
    updatedAt: event.updatedAt,
  };
}

/** A link as another site needs it: a path of this site ("/cannonball-quintet") made absolute. */
const absoluteLink = (link: string, siteUrl: string): string =>
  link.startsWith('/') && !link.startsWith('//') ? `${siteUrl.replace(/\/+$/, '')}${link}` : link;

function gigpress(
  event: ExportedShow,
  timeZone: string,
  siteUrl: string,
): Partial<Record<(typeof GIGPRESS_COLUMNS)[number], string>> {
  const w = when(event, timeZone);
  const p = placeOf(event);
  return {
    Date: w.date,
    // GigPress writes a show without a time as 00:00:01
    Time: w.time ? `${w.time}:00` : '00:00:01',
    'End date': w.endDate && w.endDate !== w.date ? w.endDate : '',
    Artist: event.group,
    'Artist URL': absoluteLink(event.groupLink, siteUrl),
    Venue: event.venue,
    Address: p.address,
    City: p.city,
    State: p.region,
    'Postal code': p.postalCode,
    Country: p.country,
    'Venue URL': event.venueLink,
    Price: event.price ?? '',
    'Ticket URL': event.ticketsLink,
    Notes: event.description,
    Status: event.status === 'cancelled' ? 'cancelled' : event.soldOut ? 'soldout' : 'active',
  };
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
/** Bandsintown asks for the country's name ("United States"); venues keep its code. */
const countryName = (code: string): string => {
  if (!/^[A-Z]{2}$/.test(code)) return code;
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
};

function bandsintown(
  event: ExportedShow,
  timeZone: string,
): Partial<Record<(typeof BANDSINTOWN_COLUMNS)[number], string>> {
  const w = when(event, timeZone);
  const p = placeOf(event);
  return {
    Date: w.date,
    Time: w.time,
    Venue: event.venue,
    Country: countryName(p.country),
    Region: p.region,
    City: p.city,
    'Postal Code': p.postalCode,
    Address: p.address,
    'Event Name': event.title,
    Description: event.description,
    Lineup: [event.group, ...(event.lineup ?? []).map((person) => person.name)].join(', '),
    'Ticket Link': event.ticketsLink,
  };
}

const COLUMNS: Record<ExportFormat, readonly string[]> = {
  ours: OUR_COLUMNS,
  gigpress: GIGPRESS_COLUMNS,
  bandsintown: BANDSINTOWN_COLUMNS,
};

const ROW: Record<
  ExportFormat,
  (event: ExportedShow, timeZone: string, siteUrl: string) => Record<string, string | undefined>
> = {
  ours,
  gigpress,
  bandsintown,
};

/**
 * The shows as CSV in one of the export formats, earliest first. A cell that a spreadsheet
 * would run as a formula (=, +, -, @, tab, carriage return first) is written after a `'`.
 */
export function showsToCsv(
  shows: readonly ExportedShow[],
  format: ExportFormat,
  timeZone: string,
  siteUrl: string,
): string {
  const columns = COLUMNS[format];
  // our own file is the admin's copy of every show; the files for other sites publish, so no private show
  const written = format === 'ours' ? shows : shows.filter(isPublicShow);
  const lines = written.map((show) => {
    const row = ROW[format](show, timeZone, siteUrl);
    return columns.map((column) => row[column] ?? '');
  });
  return toCsv([[...columns], ...lines]);
}
