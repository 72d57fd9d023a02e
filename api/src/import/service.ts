import {
  describeRepeat,
  EVENT_FIELD_KEYS,
  EVENT_FIELD_TABLE,
  eventDataSchema,
  MAX_SERIES_DATES,
  seriesDataSchema,
  toFieldErrors,
  venueLocation,
  type BandMapping,
  type DuplicatesRule,
  type ImportUndo,
  type Event,
  type ImportAnswer,
  type ImportError,
  type PreviewRow,
  type RowAction,
  type ValidEventData,
  type Venue,
} from '@jazz/shared/contracts';
import type { EventFields, EventsRepository } from '../events/repository';
import type { GroupsRepository } from '../groups/repository';
import { newId, nowIso } from '../ids';
import type { ImportRunsRepository } from './runs-repository';
import type { SeriesService } from '../series/service';
import type { VenuesRepository } from '../venues/repository';
import { newVenueProblem, venueMatcher } from './venues';
import { HttpError } from '../http/errors';
import { bandFinder, unknownBand } from './bands';
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
  /** `bands=`: an artist of the file mapped to one of the site's bands, or created as a new band. */
  bands?: BandMapping;
}

/** How long the last import can be undone. */
export const UNDO_DAYS = 7;

const BAND_FIELD: Record<ImportFormat, string> = {
  ours: 'group',
  gigpress: 'Artist',
  bandsintown: 'Lineup',
  'the-events-calendar': 'group',
  icalendar: 'group',
};

const NO_BAND = 'The file names no band: choose the band these shows are for.';

/** A show's identity for duplicates: band, day, start time and venue, compared without case. */
const showKey = (band: string, date: string, time: string, venue: string): string =>
  [band, date, time, venue].map((part) => part.trim().toLowerCase()).join('\u0000');

/** An existing show's key: its day and time in the site's zone ("TBA" when not announced). */
function eventKey(event: Event, timeZone: string): string {
  const { date, time } = siteWallTime(Date.parse(event.startDate), timeZone);
  return showKey(event.group, date, event.timeTBA ? 'TBA' : time, event.venue);
}

/** Rows checked between two turns of the event loop. */
const SLICE = 50;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Stands in for the date of a row that has none readable, so its other fields are still checked. */
const NO_DATE: ImportDate = {
  date: '',
  time: '',
  startDate: '2000-01-01T00:00:00.000Z',
  timeTBA: false,
  status: 'scheduled',
};

/** A show at an existing venue reads name, link, location and address from the venue's record. */
const atVenue = (data: ValidEventData, venue: Venue | undefined): ValidEventData =>
  venue
    ? {
        ...data,
        venueId: venue._id,
        venue: venue.name,
        venueLink: venue.link,
        location: venueLocation(venue),
        address: venue.address,
      }
    : data;

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

/** The show's own fields (what an undo restores). */
const fieldsOf = (event: Event) => Object.fromEntries(EVENT_FIELD_KEYS.map((field) => [field, event[field]]));

const bandKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

interface Planned {
  row: ImportRow;
  preview: PreviewRow;
  /** The series data when the row becomes a residency (every date new, its rule one the site keeps). */
  series?: Record<string, unknown>;
  /** One per date: the event data and what becomes of it. */
  shows: { data: ValidEventData; action: RowAction; existing?: Event; date: ImportDate; changes?: string[] }[];
}

export interface ImportDeps {
  events: EventsRepository;
  venues: VenuesRepository;
  /** Residencies: a calendar's RRULE series is created through the series service. */
  series: Pick<SeriesService, 'create'>;
  /** The site's band names. */
  bandNames: () => string[];
  /** Bands created by a mapping's `{ "create": true }`. */
  groups: Pick<GroupsRepository, 'insert' | 'get'>;
  /** The imports' log, for undo. */
  runs: ImportRunsRepository;
  timeZone: string;
  /** The site's address: a band's link written for another site is absolute. */
  siteUrl: string;
  now?: () => number;
}

/**
 * The import of show files: read in their format, bands and duplicates settled against the
 * database, then every show written in one transaction, or none when any row is refused.
 */
export function createImportService({
  events,
  venues,
  series,
  bandNames,
  groups,
  runs,
  timeZone,
  siteUrl,
  now = Date.now,
}: ImportDeps) {
  /**
   * The bands of one import: the site's, then the file's names mapped by `bands=` (to a band of
   * the site, or `{ "create": true }`: a new band of the name as written).
   */
  function bandsOf(mapping: BandMapping | undefined) {
    const site = bandFinder(bandNames());
    const mapped = new Map(
      Object.entries(mapping ?? {}).map(([name, to]) => [bandKey(name), { name: name.trim(), to }]),
    );
    const toCreate = new Map<string, string>();
    const unknown = new Map<string, string>();
    return {
      site,
      toCreate,
      unknown,
      /** The band a file's name stands for (its problem pushed when the mapping names no band), or undefined. */
      find(name: string, row?: ImportRow, field?: string): string | undefined {
        const own = site.find(name);
        if (own) return own;
        const map = mapped.get(bandKey(name));
        if (!map) return undefined;
        if (typeof map.to !== 'string') {
          toCreate.set(bandKey(name), name.trim());
          return name.trim();
        }
        const target = site.find(map.to);
        if (!target && row && field)
          row.problems.push({ field, message: `${unknownBand(map.to, site)} (chosen for "${map.name}")` });
        return target ?? map.to;
      },
      /** An unknown name of the file, remembered for the preview's band mapping. */
      missing(name: string): void {
        unknown.set(bandKey(name), name.trim());
      },
    };
  }
  type Bands = ReturnType<typeof bandsOf>;

  /** The band of a row, or a problem. Bandsintown: the first Lineup name that is a band. */
  function settleBand(row: ImportRow, format: ImportFormat, bands: Bands, group: string | undefined): string {
    const field = BAND_FIELD[format];
    if (row.bandInLineup && !row.band) {
      const index = row.lineup.findIndex((person) => bands.find(person.name));
      if (index >= 0) {
        const band = bands.find(row.lineup[index]!.name, row, field)!;
        row.lineup = row.lineup.filter((_, i) => i !== index);
        return band;
      }
    }
    if (row.band) {
      const band = bands.find(row.band, row, field);
      // our own file may name a band that is not a server group (a guest spot): as the form allows
      if (band || format === 'ours') return band ?? row.band;
      bands.missing(row.band);
      row.problems.push({ field, message: unknownBand(row.band, bands.site) });
      return row.band;
    }
    if (group) {
      const band = bands.find(group);
      if (band) return band;
      row.problems.push({ field: 'group', message: unknownBand(group, bands.site) });
      return group;
    }
    // our own file: the form's rule and message ("Group is required.")
    if (format === 'ours') return '';
    if (row.bandInLineup && row.lineup.length > 0) {
      bands.missing(row.lineup[0]!.name);
      row.problems.push({ field, message: unknownBand(row.lineup[0]!.name, bands.site) });
    } else row.problems.push({ field, message: NO_BAND });
    return '';
  }

  /** The row's show on one date, checked with the event schema (the file's own venue fields). */
  function eventData(row: ImportRow, band: string, date: ImportDate): ValidEventData | null {
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
      // a date the file leaves out, or cancels before the site ever had it, is deleted alone
      if (!mine || mine.action === 'skipped') {
        if (mine) byRuleDate.delete(date!);
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
    for (const [date, show] of byRuleDate)
      if (show.action !== 'skipped') events.insert({ ...show.data, venueId }, { seriesId, date });
  }

  async function plan(text: string, options: ImportOptions) {
    const file = await readImportFile(text, timeZone);
    const total = file.rows.reduce((n, row) => n + (row.dates?.length ?? 1), 0);
    // a calendar's series count each of their dates
    if (total > MAX_IMPORT_ROWS) file.fileProblems.push({ field: '', message: tooManyRows(total) });
    if (file.rows.length === 0 && file.fileProblems.length === 0)
      file.fileProblems.push({ field: '', message: 'The file has no shows.' });
    if (file.fileProblems.length > 0)
      return { file, planned: [] as Planned[], places: venueMatcher(venues), bands: bandsOf(options.bands) };

    // first every row on its own (the costly checks), a slice at a time between turns of the event loop
    const bands = bandsOf(options.bands);
    const checked: { row: ImportRow; band: string; items: { date: ImportDate; data: ValidEventData }[] }[] = [];
    for (const [index, row] of file.rows.entries()) {
      if (index > 0 && index % SLICE === 0) await nextTurn();
      const band = settleBand(row, file.format, bands, options.group);
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

    // then, with nothing awaited until the import's transaction, the rows meet the database
    const places = venueMatcher(venues);
    const existing = events.list();
    const byId = new Map(existing.map((event) => [event._id, event]));
    const byKey = new Map<string, Event>();
    for (const event of existing) byKey.set(eventKey(event, timeZone), event);
    const inFile = new Map<string, number>();

    const planned = checked.map(({ row, band, items }): Planned => {
      const venue = row.venue.name ? places.find(row.venue) : undefined;
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
        const same = (row.id && byId.get(row.id)) || byKey.get(key);
        // a cancelled calendar event the site never had is not published as a cancelled show
        if (!same && file.format === 'icalendar' && date.status === 'cancelled') {
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
        else if (options.duplicates === 'update' && changes.length > 0)
          shows.push({ data, action: 'update', existing: same, date, changes });
        else shows.push({ data, action: 'duplicate', existing: same, date, changes });
      }
      const refused = row.problems.length > 0;
      const first = shows.find((s) => s.existing) ?? shows[0];
      const any = (action: RowAction) => shows.some((s) => s.action === action);
      const action: RowAction = refused
        ? 'refused'
        : any('new')
          ? 'new'
          : any('update')
            ? 'update'
            : any('kept-newer')
              ? 'kept-newer'
              : shows.length > 0 && shows.every((s) => s.action === 'skipped')
                ? 'skipped'
                : 'duplicate';
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
    return { file, planned, places, bands };
  }

  /**
   * Undoes the last import of the last 7 days: the shows it created and nobody edited since are
   * deleted, the shows it updated and nobody edited since are as they were before it; a show
   * edited since is kept as it is, and named. Venues and bands it created that nothing uses any
   * more go too.
   */
  function undoLast(): ImportUndo {
    const since = new Date(now() - UNDO_DAYS * 86_400_000).toISOString();
    return events.transaction(() => {
      const run = runs.last(since);
      if (!run) throw new HttpError(404, { message: 'There is no import of the last 7 days to undo.' });
      const answer: ImportUndo = {
        importedAt: run.at,
        deleted: [],
        restored: [],
        kept: [],
        removedVenues: 0,
        removedBands: [],
      };
      for (const show of runs.shows(run.id)) {
        const current = events.get(show.eventId);
        if (!current) continue;
        if (current.updatedAt !== show.updatedAt) {
          answer.kept.push(show.eventId);
          continue;
        }
        if (show.action === 'created') {
          events.removeFromSeries(show.eventId);
          answer.deleted.push(show.eventId);
        } else {
          events.update(show.eventId, JSON.parse(show.before!) as EventFields);
          answer.restored.push(show.eventId);
        }
      }
      for (const record of runs.records(run.id)) {
        const name = record.kind === 'group' ? groups.get(record.id)?.name : undefined;
        if (!runs.dropUnused(record.kind, record.id)) continue;
        if (record.kind === 'venue') answer.removedVenues += 1;
        if (name) answer.removedBands.push(name);
      }
      runs.markUndone(run.id, new Date(now()).toISOString());
      return answer;
    });
  }

  return {
    undoLast,

    /** Every show, earliest first, as CSV in our format, Bandsintown's or GigPress's. */
    exportCsv(format: ExportFormat, keep: (event: Event) => boolean = () => true): string {
      const records = new Map(venues.list().map((venue) => [venue._id, venue]));
      const shows = events
        .list()
        .filter(keep)
        .map((event) => ({ ...event, venueRecord: records.get(event.venueId ?? '') }));
      return showsToCsv(shows, format, timeZone, siteUrl);
    },

    /**
     * Reads, checks and (unless a dry run) imports a file. Any refused row or file problem
     * refuses the whole file: 400 with every problem (the first 100) and the preview.
     */
    async importFile(text: string, options: ImportOptions): Promise<ImportAnswer> {
      // the file is read in slices; from the database snapshot to the transaction, nothing awaits
      const { file, planned, places, bands } = await plan(text, options);
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
          // named only when there are some (the answer of an older file reads as before)
          ...(count('kept-newer') > 0 && { keptNewer: count('kept-newer') }),
          ...(count('skipped') > 0 && { skipped: count('skipped') }),
        },
        created: 0,
        updated: 0,
        skipped: 0,
        valid: shows.length,
      };
      if (bands.unknown.size > 0) answer.unknownBands = [...bands.unknown.values()];
      if (planned.some((p) => p.row.problems.some((problem) => problem.message === NO_BAND))) answer.needsBand = true;
      const errors: ImportError[] = [
        ...file.fileProblems.map((p) => ({ row: 1, ...p })),
        ...refusedRows.flatMap((p) => p.row.problems.map((problem) => ({ row: p.row.row, ...problem }))),
      ];
      if (errors.length > 0)
        throw new HttpError(400, {
          ...answer,
          // a refused file's preview is its refused rows (the first 100): the answer stays small
          rows: rows.filter((row) => row.action === 'refused').slice(0, MAX_REPORTED_ERRORS),
          errors: errors.slice(0, MAX_REPORTED_ERRORS),
          errorCount: errors.length,
        });
      answer.skipped = count('duplicate') + count('kept-newer') + count('skipped');
      if (options.dryRun) return answer;
      events.transaction(() => {
        const writes = count('new') + count('update');
        // the log of what this import did, so it can be undone (an import that writes nothing leaves none)
        const runId = writes > 0 ? runs.start(file.format, new Date(now()).toISOString()) : '';
        const before = new Set(venues.list().map((venue) => venue._id));
        for (const name of bands.toCreate.values()) {
          const id = newId();
          groups.insert(id, { name, description: '', images: [], playlistUrl: '', videos: [] }, nowIso());
          if (runId) runs.addRecord(runId, 'group', id);
        }
        for (const { row, shows: dates, series: seriesData } of planned) {
          if (seriesData) {
            const venueId = row.venue.name ? places.idFor(row.venue) : undefined;
            const made = series.create({ ...seriesData, venueId });
            matchCalendar(made._id, dates, venueId);
            runs.addRecord(runId, 'series', made._id);
            for (const { event } of events.inSeries(made._id))
              runs.addShow(runId, { eventId: event._id, action: 'created', before: null, updatedAt: event.updatedAt });
            continue;
          }
          for (const show of dates) {
            if (show.action !== 'new' && show.action !== 'update') continue;
            // a venue the site does not have yet is created with the first show that names it
            const data = row.venue.name ? { ...show.data, venueId: places.idFor(row.venue) } : show.data;
            if (show.action === 'new') {
              const made = events.insert(data);
              runs.addShow(runId, { eventId: made._id, action: 'created', before: null, updatedAt: made.updatedAt });
              continue;
            }
            const existing = show.existing!;
            // no file carries the private notes; a file that does not say whether a show is private keeps it as it is
            const updated = events.update(existing._id, {
              ...data,
              private: data.private ?? existing.private ?? false,
              privateNotes: existing.privateNotes ?? '',
            })!;
            runs.addShow(runId, {
              eventId: existing._id,
              action: 'updated',
              before: JSON.stringify(fieldsOf(existing)),
              updatedAt: updated.updatedAt,
            });
          }
        }
        if (runId)
          for (const venue of venues.list()) if (!before.has(venue._id)) runs.addRecord(runId, 'venue', venue._id);
      });
      answer.created = count('new');
      answer.updated = count('update');
      return answer;
    },
  };
}

export type ImportService = ReturnType<typeof createImportService>;
