import type { ApiClient, Comparator, MutationOptions } from '@jazz/shared/api-client';
import {
  parseFields,
  seriesDataSchema,
  tuneDataSchema,
  venueDataSchema,
  type Series,
  type SeriesData,
  type Tune,
  type TuneData,
  type Venue,
  type VenueData,
} from '@jazz/shared/contracts';
import type { OfflineKit } from './offline-kit';
import type { OutboxOp } from './outbox-types';
import { orThrow } from './valid';
import { resolveId } from './views';

const now = () => new Date().toISOString();

/**
 * The saved venues for the desktop: a venue created or edited while the
 * server can not be reached waits in the outbox and is listed at once (the event form's venue
 * picker offers it), so a show can be drafted at it; the show names it by its temp id until
 * the venue's create is answered (venue-ids.ts). Delete and merge need the server.
 */
export function offlineVenues(api: ApiClient, kit: OfflineKit): ApiClient['venues'] {
  const storage = kit.outbox.storage;
  return {
    ...api.venues,
    list: () => kit.readList('venue', api.venues.list),

    async create(input: VenueData, options?: MutationOptions) {
      const data = orThrow(parseFields(venueDataSchema, input));
      const tempId = kit.outbox.newTempId();
      return kit.change(
        { op: 'venue.create', tempId, data },
        async (m) => kit.remember('venue', await api.venues.create(data, m)),
        (): Venue => ({ ...data, _id: tempId, id: tempId, updatedAt: now() }),
        options,
      );
    },

    async update(rawId: string, comparator: Comparator<Venue>, input: VenueData, options?: MutationOptions) {
      const data = orThrow(parseFields(venueDataSchema, input));
      const id = await resolveId(storage, rawId);
      const op: OutboxOp = { op: 'venue.update', id, comparator, from: kit.source('venue', id), data };
      return kit.change(
        op,
        async (m) => kit.remember('venue', await api.venues.update(id, comparator, data, m)),
        (): Venue => ({ ...(comparator as Venue), ...data, _id: id, id, updatedAt: now() }),
        options,
      );
    },
  };
}

/**
 * The residencies for the desktop: creating one (POST /api/series/create)
 * or editing one offline waits in the outbox; its dates are made by the server when it is sent,
 * so a residency drafted offline lists with no dates yet.
 */
export function offlineSeries(api: ApiClient, kit: OfflineKit): ApiClient['series'] {
  const storage = kit.outbox.storage;
  return {
    ...api.series,
    list: () => kit.readList('series', api.series.list),

    async create(input: SeriesData, options?: MutationOptions) {
      const data = orThrow(parseFields(seriesDataSchema, input));
      const tempId = kit.outbox.newTempId();
      return kit.change(
        { op: 'series.create', tempId, data },
        async (m) => kit.remember('series', await api.series.create(data, m)),
        () => ({ ...data, _id: tempId, id: tempId, count: data.count ?? null, events: [], updatedAt: now() }) as Series,
        options,
      );
    },

    async update(
      rawId: string,
      comparator: Record<string, unknown>,
      input: SeriesData,
      from?: string,
      options?: MutationOptions,
    ) {
      const data = orThrow(parseFields(seriesDataSchema, input));
      const id = await resolveId(storage, rawId);
      const fromEvent = from ? await resolveId(storage, from) : undefined;
      const op: OutboxOp = {
        op: 'series.update',
        id,
        comparator,
        from: kit.source('series', id),
        data,
        ...(fromEvent ? { fromEvent } : {}),
      };
      return kit.change(
        op,
        async (m) => kit.remember('series', await api.series.update(id, comparator, data, fromEvent, m)),
        () =>
          ({
            ...(comparator as unknown as Series),
            ...data,
            _id: id,
            id,
            count: data.count ?? null,
            updatedAt: now(),
          }) as Series,
        options,
      );
    },
  };
}

/**
 * The repertoire for the desktop: listed from the last synced copy offline, and a tune added by
 * the setlist editor while the server can not be reached waits in the outbox; the setlist names
 * it by its temp id until its create is answered (venue-ids.ts, withRealTunes). Editing and
 * deleting tunes need the server.
 */
export function offlineTunes(api: ApiClient, kit: OfflineKit): ApiClient['tunes'] {
  return {
    ...api.tunes,
    list: () => kit.readList('tune', api.tunes.list),
    async create(input: TuneData, options?: MutationOptions) {
      const data = orThrow(parseFields(tuneDataSchema, input));
      const tempId = kit.outbox.newTempId();
      return kit.change(
        { op: 'tune.create', tempId, data },
        async (m) => kit.remember('tune', await api.tunes.create(data, m)),
        (): Tune => ({ ...data, _id: tempId, id: tempId, updatedAt: now(), timesPlayed: 0, lastPlayed: '' }),
        options,
      );
    },
  };
}
