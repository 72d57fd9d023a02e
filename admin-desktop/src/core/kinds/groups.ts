import type { ApiClient, Comparator, MutationOptions } from '@jazz/client/api-client';
import { groupDataSchema, parseFields, type Group, type GroupData } from '@jazz/contracts';
import { loadImages } from '../images';
import { edited, type OfflineKit } from '../offline-kit';
import type { OutboxEntry, OutboxOp } from '../outbox-types';
import { comparatorFor, realId, type SendContext } from '../send-kit';
import { orThrow } from '../valid';
import { resolveId } from '../views';

const now = () => new Date().toISOString();
// Drafts are checked with the shared schema now, so the outbox never holds a change the server would refuse as invalid.
const validGroup = (input: GroupData) => orThrow(parseFields(groupDataSchema, input));

/** The bands for the desktop: listed, opened, created and edited offline too (deleting needs the server). */
export function offlineGroups(api: ApiClient, kit: OfflineKit): ApiClient['groups'] {
  const storage = kit.outbox.storage;
  return {
    ...api.groups,
    list: () => kit.readList('group', api.groups.list),
    get: (id: string) => kit.readOne('group', id, api.groups.get),
    create: async (input: GroupData, options?: MutationOptions) => {
      const data = validGroup(input);
      const tempId = kit.outbox.newTempId();
      return kit.change(
        { op: 'group.create', tempId, data },
        async (m) => kit.remember('group', await api.groups.create(data, m)),
        () => ({ ...data, _id: tempId, id: tempId, updatedAt: now() }),
        options,
      );
    },
    update: async (rawId: string, comparator: Comparator<Group>, input: GroupData, options?: MutationOptions) => {
      const data = validGroup(input);
      const id = await resolveId(storage, rawId);
      const op: OutboxOp = { op: 'group.update', id, comparator, from: kit.source('group', id), data };
      return kit.change(
        op,
        async (m) => kit.remember('group', await api.groups.update(id, comparator, data, m)),
        () => edited<Group>(comparator, { ...data, _id: id, id }),
        options,
      );
    },
  };
}

/** Sends a band's create or edit (send.ts), its photos drafted offline read back from the drafts storage. */
export async function sendGroup(
  entry: Extract<OutboxEntry, { op: `group.${string}` }>,
  api: ApiClient,
  { storage, m }: SendContext,
) {
  if (entry.op === 'group.create')
    return api.groups.create({ ...entry.data, images: await loadImages(storage, entry.data.images) }, m);
  const id = await realId(storage, entry);
  const images = await loadImages(storage, entry.data.images);
  return api.groups.update(id, await comparatorFor(storage, entry, id), { ...entry.data, images }, m);
}
