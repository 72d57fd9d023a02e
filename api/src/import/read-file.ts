import { columnKey, readCsvTable } from './csv-table';
import { readBandsintown } from './formats/bandsintown';
import { readEventsCalendar } from './formats/events-calendar';
import { readGigpress } from './formats/gigpress';
import { readIcalendar } from './formats/icalendar';
import { readOurs } from './formats/ours';
import type { FormatReading, ImportFormat } from './import-row';

const has = (keys: Set<string>, ...names: string[]) => names.some((name) => keys.has(columnKey(name)));

/**
 * The format of a file, recognised from the file itself: a calendar by its BEGIN:VCALENDAR,
 * a CSV by the names in its header (each format has columns no other one writes).
 */
export function detectFormat(text: string): ImportFormat {
  if (/^\ufeff?\s*BEGIN:VCALENDAR/i.test(text)) return 'icalendar';
  const firstLine = text.replace(/^\ufeff/, '').split(/\r?\n/, 1)[0] ?? '';
  const keys = new Set(firstLine.split(',').map((name) => columnKey(name.replace(/"/g, ''))));
  if (has(keys, 'Event Start Date', 'Event Venue Name', 'Event Name') && has(keys, 'Event Start Date')) {
    return 'the-events-calendar';
  }
  if (has(keys, 'group', 'startDate', '_id', 'groupLink', 'timeText', 'ticketsLink')) return 'ours';
  if (has(keys, 'Artist', 'Admittance', 'Tour', 'Related ID', 'Venue phone', 'Ticket phone')) return 'gigpress';
  if (has(keys, 'Lineup', 'Region', 'Ticket Link', 'Event Name')) return 'bandsintown';
  return 'ours';
}

/** The file read in its format: rows in our normal form, ignored columns, the file's problems. */
export function readImportFile(text: string, siteZone: string): FormatReading & { format: ImportFormat } {
  const format = detectFormat(text);
  if (format === 'icalendar') return { format, ...readIcalendar(text, siteZone) };
  if (text.replace(/^\ufeff/, '').trim() === '')
    return { format, rows: [], ignored: [], fileProblems: [{ field: '', message: 'The file is empty.' }] };
  let table;
  try {
    table = readCsvTable(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      format,
      rows: [],
      ignored: [],
      fileProblems: [{ field: '', message: `The CSV file could not be read: ${reason}` }],
    };
  }
  const read = {
    ours: readOurs,
    gigpress: readGigpress,
    bandsintown: readBandsintown,
    'the-events-calendar': readEventsCalendar,
  }[format];
  return { format, ...read(table, siteZone) };
}
