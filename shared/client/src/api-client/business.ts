// An area of the API client (createApiClient in ./index composes the areas into one object).
import type {
  AdminOverview,
  Booking,
  BookingData,
  BookingInput,
  CalendarChange,
  CalendarListing,
  CalendarSync,
  CalendarSyncInput,
  Event,
  FollowersSummary,
  Stats,
} from '@jazz/contracts';
import type { Transport } from './transport';
import type { Comparator, MutationOptions } from './types';
import { pageSearch } from './types';

/** The owner's desk: bookings, followers, the overview and statistics. */
export function businessApi({ get, getPage, send, id }: Transport) {
  return {
    bookings: {
      /** The public form (human check); answers the stored request's id. */
      send: (input: BookingInput) => send<{ _id: string }>('POST', '/api/bookings', input),
      list: () => get<Booking[]>('/api/bookings'),
      /** Newest first, a page at a time: `after` is the `next` of the page before. */
      page: (after?: string) => getPage<Booking>(`/api/bookings?${pageSearch({ after })}`),
      update: (bookingId: string, comparator: Comparator<Booking>, data: BookingData, m?: MutationOptions) =>
        send<Booking>(
          'PUT',
          `/api/bookings/update/${id(bookingId)}`,
          { bookingComparatorData: comparator, bookingData: data },
          m,
        ),
      exportCsv: () => get<string>('/api/bookings/export.csv'),
    },

    followers: {
      summary: () => get<FollowersSummary>('/api/followers'),
      sendDigest: () => send<{ queued: number }>('POST', '/api/followers/digest/send'),
      hold: (held: boolean) => send<{ held: boolean }>('PUT', '/api/followers/digest/hold', { held }),
      exportCsv: () => get<string>('/api/followers/export.csv'),
    },

    admin: {
      /** What needs the owner: new bookings, lesson requests, failed mails (the Admin Panel's first screen). */
      overview: () => get<AdminOverview>('/api/admin/overview'),
    },

    /** His own calendar, both ways (docs/calendar-sync.md). */
    calendarSync: {
      read: () => get<CalendarSync>('/api/calendar-sync'),
      /** Checked with his server before it is saved: 400 { password } or { serverUrl } when it refuses. */
      update: (data: CalendarSyncInput) => send<CalendarSync>('PUT', '/api/calendar-sync/update', data),
      calendars: () => get<CalendarListing>('/api/calendar-sync/calendars'),
      /** Pushes every waiting show now and pulls his busy time; answers the state. */
      run: () => send<CalendarSync>('POST', '/api/calendar-sync/run', {}),
      disconnect: () => send<{ configured: false }>('DELETE', '/api/calendar-sync'),
      changes: () => get<CalendarChange[]>('/api/calendar-sync/changes'),
      accept: (eventId: string) => send<Event>('POST', `/api/calendar-sync/changes/${id(eventId)}/accept`, {}),
      revert: (eventId: string) =>
        send<{ eventId: string }>('POST', `/api/calendar-sync/changes/${id(eventId)}/revert`, {}),
    },

    stats: {
      /** The numbers of a period: `from` and `to` are inclusive SITE_TIMEZONE days (YYYY-MM-DD). */
      read: (from: string, to: string) =>
        get<Stats>(`/api/stats?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`),
      /** Page views and ticket clicks of every show since counting began. */
      shows: () => get<Stats['shows']>('/api/stats/shows'),
    },
  };
}
