import type { ApiClient, MutationOptions } from '@jazz/client/api-client';
import { parseFields, tuneDataSchema, type Setlist, type Tune, type TuneData } from '@jazz/contracts';
import type { OfflineKit } from '../offline-kit';
import { isTempId, type DraftStorage, type OutboxEntry } from '../outbox-types';
import type { SendContext } from '../send-kit';
import { orThrow } from '../valid';
import { resolveId } from '../views';

const now = () => new Date().toISOString();

/**
 * The repertoire for the desktop: listed from the last synced copy offline, and a tune added by
 * the setlist editor while the server can not be reached waits in the outbox; the setlist names
 * it by its temp id until its create is answered (withRealTunes, below). Editing and
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

/** Sends a tune added offline (send.ts). */
export const sendTune = (entry: Extract<OutboxEntry, { op: 'tune.create' }>, api: ApiClient, { m }: SendContext) =>
  api.tunes.create(entry.data, m);

/**
 * A setlist drafted with tunes added to the repertoire offline names them by temp id; by the
 * time the show is sent their creates have been answered (in order; holds.ts), so each is real.
 */
export async function withRealTunes<T extends { setlist?: Setlist | null | undefined }>(
  storage: DraftStorage,
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
