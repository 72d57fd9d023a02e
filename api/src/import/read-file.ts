import { columnKey, countCsvRecords, readCsvTable } from './csv-table';
import { readBandsintown } from './formats/bandsintown';
import { readEventsCalendar } from './formats/events-calendar';
import { readGigpress } from './formats/gigpress';
import { readIcalendar } from './formats/icalendar';
import { readOurs } from './formats/ours';
import type { FormatReading, ImportFormat } from './import-row';
import { ClientGone, MAX_BLANK_ROWS, MAX_IMPORT_ROWS, tooManyBlankRows, tooManyRows, turnOf } from './limits';

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

/** Records read between two turns of the event loop (a few milliseconds of work). */
const SLICE = 50;

/**
 * The file read in its format: rows in our normal form, ignored columns, the file's problems.
 * A CSV's records are mapped a slice at a time with a turn of the event loop between slices,
 * so a file of thousands of shows never holds other visitors up for long.
 */
export async function readImportFile(
  text: string,
  siteZone: string,
  signal?: AbortSignal,
): Promise<FormatReading & { format: ImportFormat }> {
  // lets other requests run before the next slice of work; stops when the client has gone
  const nextTurn = turnOf(signal);
  const format = detectFormat(text);
  if (format === 'icalendar') return { format, ...(await readIcalendar(text, siteZone, nextTurn)) };
  if (text.replace(/^\ufeff/, '').trim() === '')
    return { format, rows: [], ignored: [], fileProblems: [{ field: '', message: 'The file is empty.' }] };
  // refused before it is parsed: parsing builds every record (a 5 MB file of short rows took
  // tens of seconds in one go), counting builds nothing and lets other requests in
  const { records, blank } = await countCsvRecords(text, nextTurn);
  if (records > MAX_IMPORT_ROWS)
    return { format, rows: [], ignored: [], fileProblems: [{ field: '', message: tooManyRows(records) }] };
  if (blank > MAX_BLANK_ROWS)
    return { format, rows: [], ignored: [], fileProblems: [{ field: '', message: tooManyBlankRows(blank) }] };
  let table;
  try {
    table = await readCsvTable(text, nextTurn);
  } catch (error) {
    if (error instanceof ClientGone) throw error;
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
  // refused before any row is mapped: a long file costs no more than its parsing
  if (table.records.length > MAX_IMPORT_ROWS)
    return { format, rows: [], ignored: [], fileProblems: [{ field: '', message: tooManyRows(table.records.length) }] };
  const whole: FormatReading = { rows: [], ignored: [], fileProblems: [] };
  for (let start = 0; start === 0 || start < table.records.length; start += SLICE) {
    if (start > 0) await nextTurn();
    const slice = read({ header: table.header, records: table.records.slice(start, start + SLICE) }, siteZone);
    // the header's findings are the same for every slice: told once
    if (start === 0) Object.assign(whole, { ignored: slice.ignored, fileProblems: slice.fileProblems });
    whole.rows.push(...slice.rows);
  }
  return { format, ...whole };
}
