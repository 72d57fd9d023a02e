import {
  describeRepeat,
  eventDataSchema,
  MAX_SERIES_DATES,
  seriesDataSchema,
  toFieldErrors,
  venueLocation,
  type DuplicatesRule,
  type Event,
  type ImportAnswer,
  type ImportError,
  type PreviewRow,
  type RowAction,
  type ValidEventData,
} from '@jazz/shared/contracts';
import type { EventsRepository } from '../events/repository';
import type { SeriesService } from '../series/service';
import type { VenuesRepository } from '../venues/repository';
import { venueMatcher, type VenueMatcher } from './venues';
import { HttpError } from '../http/errors';
import { bandFinder, unknownBand, type BandFinder } from './bands';
import { siteWallTime } from './dates';
import type { ImportDate, ImportFormat, ImportRow } from './import-row';
import { showsToCsv, type ExportFormat } from './export';
import { MAX_IMPORT_ROWS, MAX_REPORTED_ERRORS, tooManyRows } from './limits';
import { readImportFile } from './read-file';

export interface ImportOptions {
  dryRun: boolean;
  /** The band of rows whose file names none (`?group=`). */
  group?: string;
  duplicates: DuplicatesRule;
}

const BAND_FIELD: Record<ImportFormat, string> = {
  ours: 'group',
  gigpress: 'Artist',
  bandsintown: 'Lineup',
  'the-events-calendar': 'group',
  icalendar: 'group',
};

const NO_BAND =
  "Unknown band: the file names no band. Choose the band the shows are for (the import screen's band, or ?group= on the API).";

/**
 * A show's identity for duplicates: band, day, start time (in the site's zone) and venue,
 * compared without case.
 */
function showKey(show: Pick<Event, 'group' | 'venue' | 'startDate' | 'timeTBA'>, timeZone: string): string {
  const { date, time } = siteWallTime(Date.parse(show.startDate), timeZone);
  return [show.group, date, show.timeTBA ? 'TBA' : time, show.venue]
    .map((part) => part.trim().toLowerCase())
    .join('\u0000');
}

/** The fields an import compares to decide that a row changes nothing. */
const COMPARED = [
  'group',
  'groupLink',
  'venue',
  'venueLink',
  'location',
  'address',
  'title',
  'description',
  'startDate',
  'timeText',
  'ticketsLink',
  'status',
] as const satisfies readonly (keyof Event & keyof ValidEventData)[];

const sameShow = (event: Event, data: ValidEventData) =>
  COMPARED.every((field) => (data[field] ?? (field === 'status' ? 'scheduled' : '')) === event[field]) &&
  (data.price ?? '') === (event.price ?? '') &&
  Boolean(data.soldOut) === Boolean(event.soldOut) &&
  Boolean(data.timeTBA) === Boolean(event.timeTBA) &&
  (data.endDate ?? '') === (event.endDate ?? '') &&
  JSON.stringify(data.lineup ?? []) === JSON.stringify(event.lineup ?? []) &&
  (!data.venueId || data.venueId === event.venueId);

interface Planned {
  row: ImportRow;
  preview: PreviewRow;
  /** The series data when the row becomes a residency (every date new, its rule one the site keeps). */
  series?: Record<string, unknown>;
  /** One per date: the event data and what becomes of it. */
  shows: { data: ValidEventData; action: RowAction; existing?: Event; date: ImportDate }[];
}

export interface ImportDeps {
  events: EventsRepository;
  venues: VenuesRepository;
  /** Residencies: a calendar's RRULE series is created through the series service. */
  series: Pick<SeriesService, 'create'>;
  /** The site's band names. */
  bandNames: () => string[];
  timeZone: string;
}

/**
 * The import of show files: read in their format, bands and duplicates settled against the
 * database, then every show written in one transaction, or none when any row is refused.
 */
export function createImportService({ events, venues, series, bandNames, timeZone }: ImportDeps) {
  /** The band of a row, or a problem. Bandsintown: the first Lineup name that is a band. */
  function settleBand(row: ImportRow, format: ImportFormat, bands: BandFinder, group: string | undefined): string {
    const field = BAND_FIELD[format];
    if (row.bandInLineup && !row.band) {
      const index = row.lineup.findIndex((person) => bands.find(person.name));
      if (index >= 0) {
        const band = bands.find(row.lineup[index]!.name)!;
        row.lineup = row.lineup.filter((_, i) => i !== index);
        return band;
      }
    }
    if (row.band) {
      const band = bands.find(row.band);
      // our own file may name a band that is not a server group (a guest spot): as the form allows
      if (band || format === 'ours') return band ?? row.band;
      row.problems.push({ field, message: unknownBand(row.band, bands) });
      return row.band;
    }
    if (group) {
      const band = bands.find(group);
      if (band) return band;
      row.problems.push({ field: 'group', message: unknownBand(group, bands) });
      return group;
    }
    // our own file: the form's rule and message ("Group is required.")
    if (format === 'ours') return '';
    if (row.bandInLineup && row.lineup.length > 0)
      row.problems.push({ field, message: unknownBand(row.lineup[0]!.name, bands) });
    else row.problems.push({ field, message: NO_BAND });
    return '';
  }

  function eventData(row: ImportRow, band: string, date: ImportDate, places: VenueMatcher): ValidEventData | null {
    const v = row.venue;
    const venue = v.name ? places.find(v) : undefined;
    const parsed = eventDataSchema.safeParse({
      group: band,
      groupLink: row.groupLink,
      // a show at a venue reads name, link, location and address from the venue's record
      venue: venue?.name ?? v.name,
      venueId: venue?._id,
      venueLink: venue?.link ?? v.link,
      location: venue ? venueLocation(venue) : row.location,
      address: venue?.address ?? v.address,
      title: row.title,
      description: row.description,
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
    const bandReported = row.problems.some((p) => p.message.startsWith('Unknown band'));
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
    if (!rule || shows.length === 0 || shows.length > MAX_SERIES_DATES || shows.some((s) => s.action !== 'new'))
      return undefined;
    const { startDate: _start, endDate: _end, ...template } = shows[0]!.data;
    const data = { ...template, status: 'scheduled', timeTBA: false, ...rule };
    return seriesDataSchema.safeParse(data).success ? data : undefined;
  }

  /**
   * The residency's dates made as the calendar has them: a date the rule gives but the file
   * left out (EXDATE) is deleted alone (so it stays deleted), a moved or cancelled one
   * (RECURRENCE-ID) is changed on its own, a date the rule does not give is added.
   */
  function matchCalendar(seriesId: string, shows: Planned['shows'], venueId: string | undefined): void {
    const byRuleDate = new Map(shows.map((show) => [show.date.ruleDate ?? show.date.date, show]));
    const last = [...byRuleDate.keys()].sort().at(-1) ?? '';
    for (const { event, date } of events.inSeries(seriesId)) {
      const mine = date ? byRuleDate.get(date) : undefined;
      if (!mine) {
        if (date && date <= last) events.remove(event._id);
        continue;
      }
      byRuleDate.delete(date!);
      const data = { ...mine.data, venueId };
      if (
        event.startDate !== data.startDate ||
        event.endDate !== (data.endDate ?? '') ||
        event.status !== data.status
      ) {
        events.update(event._id, data);
        events.markException(event._id);
      }
    }
    for (const [date, show] of byRuleDate) events.insert({ ...show.data, venueId }, { seriesId, date });
  }

  async function plan(text: string, options: ImportOptions) {
    const file = await readImportFile(text, timeZone);
    const total = file.rows.reduce((n, row) => n + (row.dates?.length ?? 1), 0);
    // a calendar's series count each of their dates
    if (total > MAX_IMPORT_ROWS) file.fileProblems.push({ field: '', message: tooManyRows(total) });
    if (file.rows.length === 0 && file.fileProblems.length === 0)
      file.fileProblems.push({ field: '', message: 'The file has no shows.' });
    if (file.fileProblems.length > 0) return { file, planned: [] as Planned[], places: venueMatcher(venues) };

    const bands = bandFinder(bandNames());
    const places = venueMatcher(venues);
    const existing = events.list();
    const byId = new Map(existing.map((event) => [event._id, event]));
    const byKey = new Map<string, Event>();
    for (const event of existing) byKey.set(showKey(event, timeZone), event);
    const inFile = new Map<string, number>();

    const planned = file.rows.map((row): Planned => {
      const band = settleBand(row, file.format, bands, options.group);
      const venueProblem = row.venue.name ? places.check(row.venue) : undefined;
      if (venueProblem) row.problems.push({ field: 'venue', message: venueProblem });
      const dates = row.dates ?? (row.when ? [row.when] : []);
      const shows: Planned['shows'] = [];
      let duplicateOfRow: number | undefined;
      for (const date of dates) {
        const data = eventData(row, band, date, places);
        if (!data) continue;
        const key = showKey(data, timeZone);
        const earlier = inFile.get(key);
        if (earlier !== undefined && earlier !== row.row) {
          // the earlier row makes this show: this one is skipped (or updates nothing)
          duplicateOfRow = earlier;
          shows.push({ data, action: 'duplicate', date });
          continue;
        }
        inFile.set(key, row.row);
        const same = (row.id && byId.get(row.id)) || byKey.get(key);
        if (!same) shows.push({ data, action: 'new', date });
        else if (options.duplicates === 'update' && !sameShow(same, data))
          shows.push({ data, action: 'update', existing: same, date });
        else shows.push({ data, action: 'duplicate', existing: same, date });
      }
      const refused = row.problems.length > 0;
      const first = shows[0];
      const action: RowAction = refused
        ? 'refused'
        : shows.some((s) => s.action === 'new')
          ? 'new'
          : shows.some((s) => s.action === 'update')
            ? 'update'
            : 'duplicate';
      const preview: PreviewRow = {
        row: row.row,
        date: row.when?.date ?? '',
        time: row.when?.time ?? '',
        band,
        venue: row.venue.name,
        title: row.title,
        status: row.when?.status ?? '',
        action,
        duplicateOf: action === 'duplicate' || action === 'update' ? first?.existing?._id : undefined,
        duplicateOfRow,
        problems: row.problems,
      };
      if (row.dates)
        preview.dates = shows.map((s) => ({
          date: s.date.date,
          time: s.date.time,
          status: s.date.status,
          action: refused ? 'refused' : s.action,
          duplicateOf: s.existing?._id,
        }));
      const seriesData = refused ? undefined : residency(row, shows);
      if (seriesData) preview.repeat = describeRepeat(row.repeat!.series!.repeat);
      return { row, preview, shows: refused ? [] : shows, series: seriesData };
    });
    return { file, planned, places };
  }

  return {
    /** Every show, earliest first, as CSV in our format, Bandsintown's or GigPress's. */
    exportCsv(format: ExportFormat): string {
      const records = new Map(venues.list().map((venue) => [venue._id, venue]));
      const shows = events.list().map((event) => ({ ...event, venueRecord: records.get(event.venueId ?? '') }));
      return showsToCsv(shows, format, timeZone);
    },

    /**
     * Reads, checks and (unless a dry run) imports a file. Any refused row or file problem
     * refuses the whole file: 400 with every problem (the first 100) and the preview.
     */
    async importFile(text: string, options: ImportOptions): Promise<ImportAnswer> {
      // the file is read in slices; from the database snapshot to the transaction, nothing awaits
      const { file, planned, places } = await plan(text, options);
      const rows = planned.map((p) => p.preview);
      const shows = planned.flatMap((p) => p.shows);
      const count = (action: RowAction) => shows.filter((s) => s.action === action).length;
      const refusedRows = planned.filter((p) => p.preview.action === 'refused');
      const answer: ImportAnswer = {
        format: file.format,
        ignored: file.ignored,
        rows,
        counts: {
          new: count('new'),
          duplicate: count('duplicate') + count('update'),
          refused: refusedRows.reduce((n, p) => n + (p.row.dates?.length ?? 1), 0),
        },
        created: 0,
        updated: 0,
        skipped: 0,
        valid: shows.length,
      };
      const errors: ImportError[] = [
        ...file.fileProblems.map((p) => ({ row: 1, ...p })),
        ...refusedRows.flatMap((p) => p.row.problems.map((problem) => ({ row: p.row.row, ...problem }))),
      ];
      if (errors.length > 0)
        throw new HttpError(400, {
          ...answer,
          errors: errors.slice(0, MAX_REPORTED_ERRORS),
          errorCount: errors.length,
        });
      answer.skipped = count('duplicate');
      if (options.dryRun) return answer;
      events.transaction(() => {
        for (const { row, shows: dates, series: seriesData } of planned) {
          if (seriesData) {
            const venueId = row.venue.name ? places.idFor(row.venue) : undefined;
            const made = series.create({ ...seriesData, venueId });
            matchCalendar(made._id, dates, venueId);
            continue;
          }
          for (const show of dates) {
            if (show.action === 'duplicate') continue;
            // a venue the site does not have yet is created with the first show that names it
            const data = row.venue.name ? { ...show.data, venueId: places.idFor(row.venue) } : show.data;
            if (show.action === 'new') events.insert(data);
            else events.update(show.existing!._id, data);
          }
        }
      });
      answer.created = count('new');
      answer.updated = count('update');
      return answer;
    },
  };
}

export type ImportService = ReturnType<typeof createImportService>;
