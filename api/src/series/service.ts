import {
  EVENT_OPTIONAL_FIELDS,
  SERIES_FIELDS,
  SERIES_MESSAGES,
  seriesDataSchema,
  type Event,
  type Series,
  type SeriesRule,
  type SeriesTemplate,
  type ValidSeriesData,
} from '@jazz/contracts';
import type { Occurrence } from '@jazz/contracts/recurrence';
import { monthsLater } from '@jazz/contracts/time';
import type { EventsRepository } from '../events/repository';
import { comparatorOf, isObject, matchesComparator } from '../http/comparator';
import { badRequest, conflict, notFound, validate } from '../http/errors';
import type { VenuesRepository } from '../venues/repository';
import { createSeriesDates } from './dates';
import type { SeriesRepository } from './repository';

/** How far ahead a series with no end keeps its dates made. */
const AHEAD_MONTHS = 12;
/** How often the server looks whether a series with no end needs more dates. */
const EXTEND_EVERY_MS = 60 * 60 * 1000;

/** Compared only when the comparator carries them: the event's optional fields and the rule's. */
const OPTIONAL = new Set<string>([...EVENT_OPTIONAL_FIELDS, 'endTime', 'until', 'count']);

function split(data: ValidSeriesData): { template: SeriesTemplate; rule: SeriesRule } {
  const { repeat, startTime, endTime, from, until, count, ...template } = data;
  return { template, rule: { repeat, startTime, endTime, from, until, count } };
}

const hasEnd = (rule: SeriesRule) => Boolean(rule.until) || rule.count !== null;

interface SeriesDeps {
  repo: SeriesRepository;
  events: EventsRepository;
  venues: VenuesRepository;
  timeZone: string;
  now: () => number;
}

/**
 * Residencies: a rule and a template make one ordinary event per date. Dates are
 * computed by the recurrence library in the site's zone; a date edited or cancelled on its own
 * (an exception) is left alone by later series edits, and a date deleted alone stays deleted.
 */
export function createSeriesService({ repo, events, venues, timeZone, now }: SeriesDeps) {
  const horizon = () => new Date(monthsLater(now(), AHEAD_MONTHS, timeZone)).toISOString();

  const { withVenue, occurrencesOf, eventOf, flat, fill } = createSeriesDates({
    repo,
    events,
    venues,
    timeZone,
    horizon,
  });

  function get(id: string): Series {
    const stored = repo.get(id);
    if (!stored) throw notFound('No such series.');
    return flat(stored);
  }

  /** Series with no end: the dates up to AHEAD_MONTHS from now, made as time passes (not announced). */
  function extend(): number {
    const nowIso = new Date(now()).toISOString();
    return repo.transaction(() =>
      repo
        .list()
        .filter((stored) => !hasEnd(stored.rule))
        .reduce((made, stored) => made + fill(stored, occurrencesOf(stored.rule), (d) => d.start >= nowIso).length, 0),
    );
  }

  let extendedAt = Number.NEGATIVE_INFINITY;

  return {
    list: (): Series[] => repo.list().map(flat),

    get,

    create(input: unknown): Series {
      const { template, rule } = split(validate(seriesDataSchema, input));
      const dates = occurrencesOf(rule);
      if (dates.length === 0) throw badRequest({ from: 'The rule gives no date: check the days and the last date.' });
      return repo.transaction(() => {
        const stored = repo.insert(withVenue(template), rule);
        fill(stored, dates, () => true);
        return flat(stored);
      });
    },

    /**
     * Changes every future date (no `from`), or the dates from event `from` on ("this and
     * following"): dates before stay as they are. Exceptions are left alone. A date the new
     * rule still gives keeps its event (its page and id); others go; new ones are made.
     */
    update(id: string, body: unknown): Series {
      const payload = isObject(body) ? body : {};
      const { template: rawTemplate, rule } = split(validate(seriesDataSchema, payload.seriesData ?? {}));
      const comparator = comparatorOf('series', payload);
      const fromEvent = typeof payload.from === 'string' && payload.from ? payload.from : null;
      return repo.transaction(() => {
        const stored = repo.get(id);
        if (!stored) throw notFound('No such series.');
        const current = flat(stored);
        const { events: _events, ...compared } = current;
        const fields = SERIES_FIELDS.filter((field) => !OPTIONAL.has(field) || field in comparator);
        if (!matchesComparator(compared, comparator, fields)) throw conflict(current);

        const rows = events.inSeries(id);
        const nowIso = new Date(now()).toISOString();
        let changes: (row: { date: string | null; event: Event }) => boolean;
        let newDates: (date: Occurrence) => boolean;
        if (fromEvent) {
          const start = rows.find((row) => row.event._id === fromEvent);
          if (!start?.date) throw badRequest({ from: SERIES_MESSAGES.from_event });
          const day = start.date;
          changes = (row) => row.date !== null && row.date >= day;
          newDates = (date) => date.date >= day;
        } else {
          changes = (row) => row.event.startDate >= nowIso;
          newDates = (date) => date.start >= nowIso;
        }
        const template = withVenue(rawTemplate);
        const dates = occurrencesOf(rule);
        const byDay = new Map(dates.map((date) => [date.date, date]));
        for (const row of rows) {
          if (row.exception || !changes(row)) continue;
          const date = row.date ? byDay.get(row.date) : undefined;
          if (date && newDates(date)) events.update(row.event._id, eventOf(template, date));
          else events.removeFromSeries(row.event._id);
        }
        repo.update(id, template, rule);
        fill(repo.get(id)!, dates, newDates);
        return flat(repo.get(id)!);
      });
    },

    /** Deletes the future dates (exceptions included); past ones stay, as history, without the series. */
    remove(id: string): { _id: string } {
      return repo.transaction(() => {
        if (!repo.get(id)) throw notFound('No such series.');
        const nowIso = new Date(now()).toISOString();
        for (const row of events.inSeries(id))
          if (row.event.startDate >= nowIso) events.removeFromSeries(row.event._id);
        repo.remove(id);
        return { _id: id };
      });
    },

    extend,

    /**
     * A series as its "all dates" calendar reads it: the template (its venue's place filled in
     * as a show at it reads it), the rule, and each date with its rule day and whether it is
     * an exception. Undefined for no such series.
     */
    calendar(id: string) {
      const stored = repo.get(id);
      if (!stored) return undefined;
      const { events: _events, ...series } = flat(stored);
      return { series, sequence: stored.sequence, dates: events.inSeries(id) };
    },

    /** Extends the series with no end when an hour has passed since the last look (any request may call it). */
    extendIfDue(): void {
      if (now() - extendedAt < EXTEND_EVERY_MS) return;
      extendedAt = now();
      extend();
    },
  };
}

export type SeriesService = ReturnType<typeof createSeriesService>;
