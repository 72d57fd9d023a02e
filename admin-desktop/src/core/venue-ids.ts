import { isTempId } from './outbox-types';
import { resolveId } from './views';

/**
 * A show or a residency drafted at a venue drafted offline names the venue by its temp id; by
 * the time it is sent, the venue's create has been answered (the outbox goes in order, and
 * holds.ts keeps it back while that create is stopped), so the real id is known.
 */
export async function withRealVenue<T extends { venueId?: string | undefined }>(
  storage: Parameters<typeof resolveId>[0],
  data: T,
): Promise<T> {
  if (!data.venueId || !isTempId(data.venueId)) return data;
  const venueId = await resolveId(storage, data.venueId);
  if (isTempId(venueId)) throw new Error('The show names a venue that was never created.');
  return { ...data, venueId };
}
