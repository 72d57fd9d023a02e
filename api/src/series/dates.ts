import {
  EVENT_FIELD_TABLE,
  EVENT_MESSAGES,
  MAX_SERIES_DATES,
  placeAnswer,
  SERIES_MESSAGES,
  venuePlace,
  type Event,
  type Series,
  type SeriesRule,
  type SeriesTemplate,
} from '@jazz/contracts';
import { seriesOccurrences, type Occurrence } from '@jazz/contracts/recurrence';
import type { EventFields, EventsRepository } from '../events/repository';
import { badRequest } from '../http/errors';
import type { VenuesRepository } from '../venues/repository';
import type { SeriesRepository, StoredSeries } from './repository';

/** A series' dates and how it reads: its venue, its occurrences, its events made, its flat form. */
export function createSeriesDates({
  repo,
  events,
  venues,
  timeZone,
  horizon,
}: {
  repo: Pick<SeriesRepository, 'skips'>;
  events: EventsRepository;
  venues: Pick<VenuesRepository, 'get'>;
  timeZone: string;
  /** The last day dates are made up to (a series with no end). */
  horizon: () => string;
}) {
  /** A template at a venue names one that exists (its dates read their place from it). */
  function withVenue(template: SeriesTemplate): SeriesTemplate {
    if (template.venueId && !venues.get(template.venueId)) throw badRequest({ venueId: EVENT_MESSAGES.venueId });
    return template;
  }

  function occurrencesOf(rule: SeriesRule): Occurrence[] {
    const dates = seriesOccurrences(rule, timeZone, horizon());
    if (dates.length > MAX_SERIES_DATES)
      throw badRequest(rule.count !== null ? { count: SERIES_MESSAGES.count } : { until: SERIES_MESSAGES.tooMany });
    return dates;
  }

  const eventOf = (template: SeriesTemplate, date: Occurrence): EventFields => ({
    ...template,
    startDate: date.start,
    endDate: date.end,
  });

  /** GET /api/series/{id}: flat, every field present (docs/product.md). */
  function flat(stored: StoredSeries): Series {
    // safe: every template field of the event table, stored or defaulted
    const template = Object.fromEntries(
      Object.entries(EVENT_FIELD_TABLE)
        .filter(([key]) => key !== 'startDate' && key !== 'endDate' && key !== 'setlist')
        .map(([key, spec]) => [key, Reflect.get(stored.template, key) ?? spec.default]),
    ) as SeriesTemplate;
    const venue = template.venueId ? venues.get(template.venueId) : undefined;
    return {
      ...template,
      // at a venue, SPEC's place fields are the venue's, as its dates answer them
      ...(venue && placeAnswer(venuePlace(venue), venue.link)),
      ...stored.rule,
      _id: stored.id,
      id: stored.id,
      updatedAt: stored.updatedAt,
      events: events.inSeries(stored.id).map((row) => row.event),
    };
  }

  /** Makes the dates of `dates` that the series lacks (not made yet, not deleted alone). */
  function fill(stored: StoredSeries, dates: Occurrence[], keep: (date: Occurrence) => boolean): Event[] {
    const have = new Set(events.inSeries(stored.id).map((row) => row.date));
    const skipped = repo.skips(stored.id);
    return dates
      .filter((date) => keep(date) && !have.has(date.date) && !skipped.has(date.date))
      .map((date) => events.insert(eventOf(stored.template, date), { seriesId: stored.id, date: date.date }));
  }

  return { withVenue, occurrencesOf, eventOf, flat, fill };
}
