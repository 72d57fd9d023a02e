import type { ApiClient, MutationOptions } from '@jazz/client/api-client';
import { parseFields, seriesDataSchema, type Series, type SeriesData } from '@jazz/contracts';
import type { OfflineKit } from '../offline-kit';
import type { OutboxEntry, OutboxOp } from '../outbox-types';
import { comparatorFor, realId, type SendContext } from '../send-kit';
import { orThrow } from '../valid';
import { resolveId } from '../views';
import { withRealVenue } from './venues';

const now = () => new Date().toISOString();

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
        (): Series => ({ ...data, _id: tempId, id: tempId, count: data.count ?? null, events: [], updatedAt: now() }),
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
        // the comparator is the residency as the form read it (GET /api/series/{id}), typed
        // loosely by the API client: with the checked data over it, the Series it was
        () => ({ ...comparator, ...data, _id: id, id, count: data.count ?? null, updatedAt: now() }) as Series,
        options,
      );
    },
  };
}

/** Sends a residency's create (POST /api/series/create) or edit (send.ts), at the venue's real id. */
export async function sendSeries(
  entry: Extract<OutboxEntry, { op: `series.${string}` }>,
  api: ApiClient,
  { storage, m }: SendContext,
) {
  if (entry.op === 'series.create') return api.series.create(await withRealVenue(storage, entry.data), m);
  const id = await realId(storage, entry);
  const [comparator, data] = [await comparatorFor(storage, entry, id), await withRealVenue(storage, entry.data)];
  const fromEvent = entry.fromEvent ? await resolveId(storage, entry.fromEvent) : undefined;
  return api.series.update(id, comparator, data, fromEvent, m);
}
