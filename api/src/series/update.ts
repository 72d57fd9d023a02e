import {
  EVENT_OPTIONAL_FIELDS,
  SERIES_FIELDS,
  SERIES_MESSAGES,
  seriesDataSchema,
  type Event,
  type Series,
} from '@jazz/contracts';
import type { Occurrence } from '@jazz/contracts/recurrence';
import type { EventsRepository } from '../events/repository';
import { comparatorOf, isObject, matchesComparator } from '../http/comparator';
import { badRequest, conflict, notFound, validate } from '../http/errors';
import type { createSeriesDates } from './dates';
import type { SeriesRepository } from './repository';
import { split } from './split';

/** Compared only when the comparator carries them: the event's optional fields and the rule's. */
const OPTIONAL = new Set<string>([...EVENT_OPTIONAL_FIELDS, 'endTime', 'until', 'count']);

type Row = { date: string | null; event: Event };

/**
 * Which dates an update changes: from event `from`'s rule day on ("this and following"), else
 * every date from now on; as the stored rows and as the new rule's dates.
 */
function changedPart(rows: Row[], fromEvent: string | null, nowIso: string) {
  if (fromEvent) {
    const start = rows.find((row) => row.event._id === fromEvent);
    if (!start?.date) throw badRequest({ from: SERIES_MESSAGES.from_event });
    const day = start.date;
    return {
      changes: (row: Row) => row.date !== null && row.date >= day,
      newDates: (date: Occurrence) => date.date >= day,
    };
  }
  return {
    changes: (row: Row) => row.event.startDate >= nowIso,
    newDates: (date: Occurrence) => date.start >= nowIso,
  };
}

/**
 * Changes every future date (no `from`), or the dates from event `from` on ("this and
 * following"): dates before stay as they are. Exceptions are left alone. A date the new
 * rule still gives keeps its event (its page and id); others go; new ones are made.
 */
export function createSeriesUpdate({
  repo,
  events,
  now,
  withVenue,
  occurrencesOf,
  eventOf,
  flat,
  fill,
}: {
  repo: SeriesRepository;
  events: EventsRepository;
  now: () => number;
} & ReturnType<typeof createSeriesDates>) {
  return function update(id: string, body: unknown): Series {
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
      const { changes, newDates } = changedPart(rows, fromEvent, new Date(now()).toISOString());
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
  };
}
