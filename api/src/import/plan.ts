import {
  describeRepeat,
  EVENT_FIELD_KEYS,
  EVENT_FIELD_TABLE,
  eventDataSchema,
  MAX_SERIES_DATES,
  seriesDataSchema,
  toFieldErrors,
  placeAnswer,
  venuePlace,
  type Event,
  type PreviewRow,
  type RowAction,
  type ValidEventData,
  type Venue,
} from '@jazz/contracts';
import { dayAndTime } from '@jazz/contracts/time';
import type { ImportDate, ImportRow } from './import-row';
import { MAX_IMPORT_ROWS, tooManyRows, turnOf } from './limits';
import { readImportFile } from './read-file';
import { bandsOf, NO_BAND, settleBand } from './row-bands';
import type { ImportDeps, ImportOptions } from './deps';
import { newVenueProblem, venueMatcher } from './venues';

/** A show's identity for duplicates: band, day, start time and venue, compared without case. */
const showKey = (band: string, date: string, time: string, venue: string): string =>
  [band, date, time, venue].map((part) => part.trim().toLowerCase()).join('\u0000');

/** An existing show's key: its day and time in the site's zone ("TBA" when not announced). */
function eventKey(event: Event, timeZone: string): string {
  const { date, time } = dayAndTime(Date.parse(event.startDate), timeZone);
  return showKey(event.group, date, event.timeTBA ? 'TBA' : time, event.venue);
}

/** Rows checked between two turns of the event loop. */
const SLICE = 50;

/** Stands in for the date of a row that has none readable, so its other fields are still checked. */
const NO_DATE: ImportDate = {
  date: '',
  time: '',
  startDate: '2000-01-01T00:00:00.000Z',
  timeTBA: false,
  status: 'scheduled',
};

/**
 * A show at an existing venue: stored with the venue's id only, and compared and previewed with
 * the place fields its answers will read from the venue's record.
 */
const atVenue = (data: ValidEventData, venue: Venue | undefined): ValidEventData =>
  venue ? { ...data, venueId: venue._id, ...placeAnswer(venuePlace(venue), venue.link) } : data;

/**
 * The fields a row would change on a show: each field of the event table whose value differs
 * (a field left out counts as its default); a saved venue counts only when the row names one,
 * `private` only when the file says, and the private notes never (no file carries them).
 */
const changedFields = (event: Event, data: ValidEventData): string[] =>
  EVENT_FIELD_KEYS.filter((field) => {
    if (field === 'venueId') return !!data.venueId && data.venueId !== event.venueId;
    if (field === 'privateNotes') return false;
    if (field === 'private' && data.private === undefined) return false;
    const fallback = EVENT_FIELD_TABLE[field].default;
    return JSON.stringify(data[field] ?? fallback) !== JSON.stringify(event[field] ?? fallback);
  });

export interface Planned {
  row: ImportRow;
  preview: PreviewRow;
  /** The series data when the row becomes a residency (every date new, its rule one the site keeps). */
  series?: Record<string, unknown>;
  /** One per date: the event data and what becomes of it. */
  shows: { data: ValidEventData; action: RowAction; existing?: Event; date: ImportDate; changes?: string[] }[];
}

/** The row's show on one date, checked with the event schema (the file's own venue fields). */
export function eventData(row: ImportRow, band: string, date: ImportDate): ValidEventData | null {
  const v = row.venue;
  const parsed = eventDataSchema.safeParse({
    group: band,
    groupLink: row.groupLink,
    venue: v.name,
    venueLink: v.link,
    location: row.location,
    address: v.address,
    // a moved date of a calendar series keeps its own title and description
    title: date.title ?? row.title,
    description: date.description ?? row.description,
    private: row.private,
    startDate: date.startDate,
    endDate: date.endDate ?? '',
    timeTBA: date.timeTBA,
    timeText: row.timeText,
    ticketsLink: row.ticketsLink,
    status: date.status,
    lineup: row.lineup,
    price: row.price,
    soldOut: row.soldOut,
  });
  if (parsed.success) return parsed.data;
  // a band already reported as unknown is not also "required"
  const bandReported = row.problems.some((p) => p.message.startsWith('Unknown band') || p.message === NO_BAND);
  for (const [field, message] of Object.entries(toFieldErrors(parsed.error)))
    if (!(field === 'group' && bandReported) && !row.problems.some((p) => p.message === message))
      row.problems.push({ field, message });
  return null;
}

/**
 * A calendar series whose every date is new and whose rule the site's series can keep becomes
 * a residency: its template is the first date's show, its rule the RRULE's.
 */
function residency(row: ImportRow, shows: Planned['shows']): Record<string, unknown> | undefined {
  const rule = row.repeat?.series;
  if (
    !rule ||
    !shows.some((s) => s.action === 'new') ||
    shows.length > MAX_SERIES_DATES ||
    shows.some((s) => s.action !== 'new' && s.action !== 'skipped')
  )
    return undefined;
  const { startDate: _start, endDate: _end, ...template } = shows[0]!.data;
  const data = { ...template, status: 'scheduled', timeTBA: false, ...rule };
  return seriesDataSchema.safeParse(data).success ? data : undefined;
}

/** A row checked on its own: its band settled, and each of its dates as a show's data. */
interface CheckedRow {
  row: ImportRow;
  band: string;
  items: { date: ImportDate; data: ValidEventData }[];
}

/** Every row on its own (the costly checks), a slice at a time between turns of the event loop. */
async function checkRows(
  file: Awaited<ReturnType<typeof readImportFile>>,
  bands: ReturnType<typeof bandsOf>,
  group: ImportOptions['group'],
  nextTurn: () => Promise<void>,
): Promise<CheckedRow[]> {
  const checked: CheckedRow[] = [];
  for (const [index, row] of file.rows.entries()) {
    if (index > 0 && index % SLICE === 0) await nextTurn();
    const band = settleBand(row, file.format, bands, group);
    const venueProblem = row.venue.name ? newVenueProblem(row.venue) : undefined;
    if (venueProblem) row.problems.push({ field: 'venue', message: venueProblem });
    const dates = row.dates ?? (row.when ? [row.when] : []);
    // a row without a readable date still hears about its other fields
    if (dates.length === 0) eventData(row, band, NO_DATE);
    const items = dates.flatMap((date) => {
      const data = eventData(row, band, date);
      return data ? [{ date, data }] : [];
    });
    checked.push({ row, band, items });
  }
  return checked;
}

/** The shows on the site a row's dates are matched with: by id, else by band, day, time and venue. */
function siteShows(events: ImportDeps['events'], timeZone: string) {
  const existing = events.list();
  const byId = new Map(existing.map((event) => [event._id, event]));
  const byKey = new Map<string, Event>();
  for (const event of existing) byKey.set(eventKey(event, timeZone), event);
  return { byId, byKey };
}

/** What the file's rows share as they are planned: the site's shows, and the shows rows before made. */
interface Matching {
  site: ReturnType<typeof siteShows>;
  /** The row that makes each show key met so far. */
  inFile: Map<string, number>;
  format: string;
  duplicates: ImportOptions['duplicates'];
}

/** What becomes of each date of a row, and the earlier row that makes one of its shows, if any. */
function showsOfRow({ row, items }: CheckedRow, venue: Venue | undefined, matching: Matching) {
  const { site, inFile } = matching;
  const shows: Planned['shows'] = [];
  let duplicateOfRow: number | undefined;
  for (const { date, data: fileData } of items) {
    const data = atVenue(fileData, venue);
    const key = showKey(data.group, date.date, date.timeTBA ? 'TBA' : date.time, data.venue);
    const earlier = inFile.get(key);
    if (earlier !== undefined && earlier !== row.row) {
      // the earlier row makes this show: this one is skipped (or updates nothing)
      duplicateOfRow = earlier;
      shows.push({ data, action: 'duplicate', date });
      continue;
    }
    inFile.set(key, row.row);
    const same = (row.id && site.byId.get(row.id)) || site.byKey.get(key);
    // a cancelled calendar event the site never had is not published as a cancelled show
    if (!same && matching.format === 'icalendar' && date.status === 'cancelled') {
      shows.push({ data, action: 'skipped', date });
      continue;
    }
    if (!same) {
      shows.push({ data, action: 'new', date });
      continue;
    }
    const changes = changedFields(same, data);
    // the show changed on the site after the file's row was written: the file never overwrites it
    const newer = row.updatedAt !== '' && Date.parse(same.updatedAt) > Date.parse(row.updatedAt);
    if (changes.length > 0 && newer) shows.push({ data, action: 'kept-newer', existing: same, date, changes });
    else if (matching.duplicates === 'update' && changes.length > 0)
      shows.push({ data, action: 'update', existing: same, date, changes });
    else shows.push({ data, action: 'duplicate', existing: same, date, changes });
  }
  return { shows, duplicateOfRow };
}

/** A row's action from its dates': refused, else the weightiest of new, update, kept-newer, skipped, duplicate. */
function rowActionOf(refused: boolean, shows: Planned['shows']): RowAction {
  const any = (action: RowAction) => shows.some((s) => s.action === action);
  if (refused) return 'refused';
  if (any('new')) return 'new';
  if (any('update')) return 'update';
  if (any('kept-newer')) return 'kept-newer';
  return shows.length > 0 && shows.every((s) => s.action === 'skipped') ? 'skipped' : 'duplicate';
}

/** The row as the preview table shows it, with its dates' own actions when it is a series. */
function previewOf(
  { row, band }: CheckedRow,
  shows: Planned['shows'],
  duplicateOfRow: number | undefined,
  refused: boolean,
): PreviewRow {
  const first = shows.find((s) => s.existing) ?? shows[0];
  const action = rowActionOf(refused, shows);
  const changes = [...new Set(shows.flatMap((s) => s.changes ?? []))];
  const preview: PreviewRow = {
    row: row.row,
    date: row.when?.date ?? '',
    time: row.when?.time ?? '',
    band,
    venue: row.venue.name,
    title: row.title,
    status: row.when?.status ?? '',
    action,
    duplicateOf:
      action === 'duplicate' || action === 'update' || action === 'kept-newer' ? first?.existing?._id : undefined,
    duplicateOfRow,
    problems: row.problems,
    ...(shows.some((s) => s.existing) && { changes }),
    ...(row.private && { private: true as const }),
  };
  // a refused series lists every date the file gives: a date whose show could not be made
  // (no band, say) is still one of its dates ("5 dates", never "0 dates")
  if (row.dates && refused)
    preview.dates = row.dates.map((d) => ({ date: d.date, time: d.time, status: d.status, action: 'refused' }));
  else if (row.dates)
    preview.dates = shows.map((s) => ({
      date: s.date.date,
      time: s.date.time,
      status: s.date.status,
      action: s.action,
      duplicateOf: s.existing?._id,
    }));
  return preview;
}

/**
 * Reads a file and decides what becomes of each row: its band, its venue, and for each date a new
 * show, an update, a duplicate, a show kept because the site's is newer, or a skipped date.
 */
export async function planImport(
  { events, venues, bandNames, timeZone }: Pick<ImportDeps, 'events' | 'venues' | 'bandNames' | 'timeZone'>,
  text: string,
  options: ImportOptions,
) {
  const nextTurn = turnOf(options.signal);
  const file = await readImportFile(text, timeZone, options.signal);
  const total = file.rows.reduce((n, row) => n + (row.dates?.length ?? 1), 0);
  // a calendar's series count each of their dates
  if (total > MAX_IMPORT_ROWS) file.fileProblems.push({ field: '', message: tooManyRows(total) });
  if (file.rows.length === 0 && file.fileProblems.length === 0)
    file.fileProblems.push({ field: '', message: 'The file has no shows.' });
  if (file.fileProblems.length > 0)
    return {
      file,
      planned: new Array<Planned>(),
      places: venueMatcher(venues),
      bands: bandsOf(bandNames(), options.bands),
    };

  const bands = bandsOf(bandNames(), options.bands);
  const checked = await checkRows(file, bands, options.group, nextTurn);

  // then, with nothing awaited until the import's transaction, the rows meet the database
  const places = venueMatcher(venues);
  const matching: Matching = {
    site: siteShows(events, timeZone),
    inFile: new Map(),
    format: file.format,
    duplicates: options.duplicates,
  };
  const planned = checked.map((one): Planned => {
    const { row } = one;
    const venue = row.venue.name ? places.find(row.venue) : undefined;
    const { shows, duplicateOfRow } = showsOfRow(one, venue, matching);
    const refused = row.problems.length > 0;
    const preview = previewOf(one, shows, duplicateOfRow, refused);
    const seriesData = refused ? undefined : residency(row, shows);
    if (seriesData) preview.repeat = describeRepeat(row.repeat!.series!.repeat);
    return { row, preview, shows: refused ? [] : shows, series: seriesData };
  });
  return { file, planned, places, bands };
}

export type ImportPlan = Awaited<ReturnType<typeof planImport>>;
