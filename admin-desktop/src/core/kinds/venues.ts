import type { ApiClient, Comparator, MutationOptions } from '@jazz/client/api-client';
import { parseFields, venueDataSchema, type Venue, type VenueData } from '@jazz/contracts';
import { edited, type OfflineKit } from '../offline-kit';
import { isTempId, type DraftStorage, type OutboxEntry, type OutboxOp } from '../outbox-types';
import { comparatorFor, realId, type SendContext } from '../send-kit';
import { orThrow } from '../valid';
import { resolveId } from '../views';

const now = () => new Date().toISOString();

/**
 * The saved venues for the desktop: a venue created or edited while the
 * server can not be reached waits in the outbox and is listed at once (the event form's venue
 * picker offers it), so a show can be drafted at it; the show names it by its temp id until
 * the venue's create is answered (withRealVenue, below). Delete and merge need the server.
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
        () => edited<Venue>(comparator, { ...data, _id: id, id, updatedAt: now() }),
        options,
      );
    },
  };
}

/** Sends a venue's create or edit (send.ts). */
export async function sendVenue(
  entry: Extract<OutboxEntry, { op: `venue.${string}` }>,
  api: ApiClient,
  { storage, m }: SendContext,
) {
  if (entry.op === 'venue.create') return api.venues.create(entry.data, m);
  const id = await realId(storage, entry);
  return api.venues.update(id, await comparatorFor(storage, entry, id), entry.data, m);
}

/**
 * A show or a residency drafted at a venue drafted offline names the venue by its temp id; by
 * the time it is sent, the venue's create has been answered (the outbox goes in order, and
 * holds.ts keeps it back while that create is stopped), so the real id is known.
 */
export async function withRealVenue<T extends { venueId?: string | undefined }>(
  storage: DraftStorage,
  data: T,
): Promise<T> {
  if (!data.venueId || !isTempId(data.venueId)) return data;
  const venueId = await resolveId(storage, data.venueId);
  if (isTempId(venueId)) throw new Error('The show names a venue that was never created.');
  return { ...data, venueId };
}
