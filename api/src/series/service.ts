import { seriesDataSchema, type Series, type SeriesRule } from '@jazz/contracts';
import { monthsLater } from '@jazz/contracts/time';
import type { EventsRepository } from '../events/repository';
import { badRequest, notFound, validate } from '../http/errors';
import type { VenuesRepository } from '../venues/repository';
import { createSeriesDates } from './dates';
import { split } from './split';
import { createSeriesUpdate } from './update';
import type { SeriesRepository } from './repository';

/** How far ahead a series with no end keeps its dates made. */
const AHEAD_MONTHS = 12;
/** How often the server looks whether a series with no end needs more dates. */
const EXTEND_EVERY_MS = 60 * 60 * 1000;

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

  const dates = createSeriesDates({
    repo,
    events,
    venues,
    timeZone,
    horizon,
  });
  const { withVenue, occurrencesOf, flat, fill } = dates;

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

    update: createSeriesUpdate({ repo, events, now, ...dates }),

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
