import type { Setlist } from '@jazz/shared/contracts';
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

/**
 * A setlist drafted with tunes added to the repertoire offline names them by temp id; by the
 * time the show is sent their creates have been answered (in order; holds.ts), so each is real.
 */
export async function withRealTunes<T extends { setlist?: Setlist | null | undefined }>(
  storage: Parameters<typeof resolveId>[0],
  data: T,
): Promise<T> {
  const setlist = data.setlist;
  if (!setlist || !setlist.sets.some((set) => set.tunes.some((tune) => isTempId(tune.tuneId)))) return data;
  const sets = [];
  for (const set of setlist.sets) {
    const tunes = [];
    for (const tune of set.tunes) {
      const tuneId = isTempId(tune.tuneId) ? await resolveId(storage, tune.tuneId) : tune.tuneId;
      if (isTempId(tuneId)) throw new Error('The setlist names a tune that was never created.');
      tunes.push({ ...tune, tuneId });
    }
    sets.push({ ...set, tunes });
  }
  return { ...data, setlist: { ...setlist, sets } };
}
