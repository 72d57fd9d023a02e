// An area of the API client (createApiClient in ./index composes the areas into one object).
import type {
  Event,
  EventData,
  Tune,
  TuneData,
  Series,
  SeriesData,
  Venue,
  VenueData,
  Group,
  GroupData,
} from '@jazz/contracts';
import type { Transport } from './transport';
import type { Comparator, EventChanges, EventsPageQuery, MutationOptions } from './types';
import { pageSearch } from './types';

/** The shows and what they are made of: bands, events, tunes, venues, residencies. */
export function showsApi({ get, getPage, send, id }: Transport) {
  return {
    groups: {
      list: () => get<Group[]>('/api/groups'),
      get: (groupId: string) => get<Group>(`/api/groups/edit/${id(groupId)}`),
      create: (data: GroupData, m?: MutationOptions) => send<Group>('POST', '/api/groups/create', data, m),
      update: (groupId: string, comparator: Comparator<Group>, data: GroupData, m?: MutationOptions) =>
        send<Group>(
          'PUT',
          `/api/groups/update/${id(groupId)}`,
          { groupComparatorData: comparator, groupData: { ...data, id: groupId } },
          m,
        ),
      remove: (groupId: string, m?: MutationOptions) =>
        send<{ _id: string }>('DELETE', `/api/groups/delete/${id(groupId)}`, undefined, m),
    },

    events: {
      list: () => get<Event[]>('/api/events'),
      /** One page of shows, upcoming soonest first then past newest first (docs/events-api.md, "Pages"). */
      page: (query: EventsPageQuery) => getPage<Event>(`/api/events?${pageSearch(query)}`),
      /** The desktop's sync: shows changed and ids deleted since a token (everything without one). */
      changes: (since?: string, limit?: number) =>
        get<EventChanges>(`/api/events/changes?${pageSearch({ since, limit })}`),
      get: (eventId: string) => get<Event>(`/api/events/edit/${id(eventId)}`),
      create: (data: EventData, m?: MutationOptions) => send<Event>('POST', '/api/events/create', data, m),
      update: (eventId: string, comparator: Comparator<Event>, data: EventData, m?: MutationOptions) =>
        send<Event>(
          'PUT',
          `/api/events/update/${id(eventId)}`,
          { eventComparatorData: comparator, eventData: data },
          m,
        ),
      remove: (eventId: string, m?: MutationOptions) =>
        send<{ _id: string }>('DELETE', `/api/events/delete/${id(eventId)}`, undefined, m),
    },

    /** The repertoire (admin only); a tune in a setlist can not be deleted (409 reason "in-use"). */
    tunes: {
      list: () => get<Tune[]>('/api/tunes'),
      create: (data: TuneData, m?: MutationOptions) => send<Tune>('POST', '/api/tunes/create', data, m),
      update: (tuneId: string, comparator: Comparator<Tune>, data: TuneData, m?: MutationOptions) =>
        send<Tune>('PUT', `/api/tunes/update/${id(tuneId)}`, { tuneComparatorData: comparator, tuneData: data }, m),
      remove: (tuneId: string, m?: MutationOptions) =>
        send<{ _id: string }>('DELETE', `/api/tunes/delete/${id(tuneId)}`, undefined, m),
    },

    /** The venues (the list is public); in use, a delete is refused with 409 reason "in-use". */
    venues: {
      list: () => get<Venue[]>('/api/venues'),
      create: (data: VenueData, m?: MutationOptions) => send<Venue>('POST', '/api/venues/create', data, m),
      update: (venueId: string, comparator: Comparator<Venue>, data: VenueData, m?: MutationOptions) =>
        send<Venue>(
          'PUT',
          `/api/venues/update/${id(venueId)}`,
          { venueComparatorData: comparator, venueData: data },
          m,
        ),
      remove: (venueId: string, m?: MutationOptions) =>
        send<{ _id: string }>('DELETE', `/api/venues/delete/${id(venueId)}`, undefined, m),
      /** Moves every show of `venueId` to `into`, and deletes `venueId`. */
      merge: (venueId: string, into: string, m?: MutationOptions) =>
        send<{ _id: string; into: Venue; moved: number }>('POST', `/api/venues/merge/${id(venueId)}`, { into }, m),
    },

    /** Residencies. `from` on update: the event where "this and following" starts. */
    series: {
      list: () => get<Series[]>('/api/series'),
      get: (seriesId: string) => get<Series>(`/api/series/${id(seriesId)}`),
      create: (data: SeriesData, m?: MutationOptions) => send<Series>('POST', '/api/series/create', data, m),
      update: (
        seriesId: string,
        comparator: Record<string, unknown>,
        data: SeriesData,
        from?: string,
        m?: MutationOptions,
      ) =>
        send<Series>(
          'PUT',
          `/api/series/update/${id(seriesId)}`,
          { seriesComparatorData: comparator, seriesData: data, ...(from ? { from } : {}) },
          m,
        ),
      remove: (seriesId: string, m?: MutationOptions) =>
        send<{ _id: string }>('DELETE', `/api/series/delete/${id(seriesId)}`, undefined, m),
    },
  };
}
