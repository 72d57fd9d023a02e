import {
  EVENT_FORM_FIELDS,
  EVENT_MESSAGES,
  eventDataSchema,
  type Event,
  type ValidEventData,
} from '../contracts/event';
import { toFieldErrors } from '../contracts/common';
import { zonedInstant } from '../shows/time-zone';
import { parseCsv, toCsv } from './parse';

/** One problem of an imported file; `row` counts the header as row 1, as a spreadsheet does. */
export interface CsvRowError {
  row: number;
  field: string;
  message: string;
}

export interface EventsCsvRow {
  row: number;
  /** The cells by field name, as written in the file. */
  values: Record<string, string>;
}

export interface EventsCsv {
  columns: string[];
  rows: EventsCsvRow[];
  /** The rows' event data, valid ones only. */
  events: ValidEventData[];
  errors: CsvRowError[];
}

type FormField = (typeof EVENT_FORM_FIELDS)[number];
const FIELD_BY_LOWER = new Map<string, FormField>(EVENT_FORM_FIELDS.map((f) => [f.toLowerCase(), f]));
const REQUIRED: FormField[] = ['group', 'venue', 'startDate'];

/** The export: a header of field names in the form's order, then one line per event. */
export function eventsToCsv(events: readonly Event[]): string {
  return toCsv([[...EVENT_FORM_FIELDS], ...events.map((event) => EVENT_FORM_FIELDS.map((field) => event[field]))]);
}

/**
 * A start written as a wall time without offset ("2027-05-01 20:00", as spreadsheets write
 * it) is read in the site's zone; an ISO instant with an offset is taken as it is.
 */
/** What an unreadable start in a file is told. */
export const START_FORMAT = 'Write the start as year-month-day hour:minute, such as 2027-05-01 20:00.';

function startInstant(value: string, timeZone: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{1,2}):(\d{2})(?::\d{2})?$/.exec(value.trim());
  if (!m) return value;
  const [, y, mo, d, h, mi] = m.map(Number) as number[];
  return new Date(zonedInstant(timeZone, y!, mo!, d!, h!, mi!)).toISOString();
}

/** Reads an events CSV: every row checked with the shared event schema, every problem named. */
export function readEventsCsv(text: string, timeZone: string): EventsCsv {
  const records = parseCsv(text);
  const errors: CsvRowError[] = [];
  const header = (records[0] ?? []).map((name) => name.trim());
  if (header.length === 0 || (header.length === 1 && header[0] === '')) {
    return { columns: [], rows: [], events: [], errors: [{ row: 1, field: '', message: 'The file is empty.' }] };
  }
  const columns: (FormField | null)[] = header.map((name) => FIELD_BY_LOWER.get(name.toLowerCase()) ?? null);
  header.forEach((name, i) => {
    if (!columns[i])
      errors.push({
        row: 1,
        field: name,
        message: `Unknown column "${name}". Columns: ${EVENT_FORM_FIELDS.join(', ')}.`,
      });
  });
  for (const field of REQUIRED)
    if (!columns.includes(field)) errors.push({ row: 1, field, message: `The column ${field} is missing.` });

  const rows: EventsCsvRow[] = [];
  const events: ValidEventData[] = [];
  records.slice(1).forEach((cells, index) => {
    const row = index + 2;
    // blank lines (a trailing one, or gaps) are no shows
    if (cells.every((cell) => cell.trim() === '')) return;
    const values: Record<string, string> = {};
    columns.forEach((field, i) => {
      if (field) values[field] = cells[i] ?? '';
    });
    rows.push({ row, values });
    if (cells.length > header.length)
      errors.push({ row, field: '', message: `This row has ${cells.length} fields; the header has ${header.length}.` });
    const written = (values.startDate ?? '').trim();
    const parsed = eventDataSchema.safeParse({ ...values, startDate: startInstant(written, timeZone) });
    if (parsed.success) events.push(parsed.data);
    else
      for (const [field, message] of Object.entries(toFieldErrors(parsed.error)))
        // a start that is there but unreadable ("next friday") is not missing: say how to write it
        errors.push({
          row,
          field,
          message: field === 'startDate' && written && message === EVENT_MESSAGES.startDate ? START_FORMAT : message,
        });
  });
  if (rows.length === 0 && errors.length === 0) errors.push({ row: 2, field: '', message: 'The file has no shows.' });
  return { columns: header, rows, events, errors };
}
