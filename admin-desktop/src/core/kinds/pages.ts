import type { ApiClient, MutationOptions } from '@jazz/client/api-client';
import { PAGE_NAMES, pageDataSchemas, parseFields, type Page, type PageName } from '@jazz/contracts';
import type { OfflineKit } from '../offline-kit';
import type { OutboxEntry, OutboxOp } from '../outbox-types';
import { comparatorFor, realId, type SendContext, type Sent } from '../send-kit';
import { orThrow } from '../valid';
import { recordKey } from '../views';

const now = () => new Date().toISOString();

/** Edit Pages for the desktop: each page as last known, with its pending edits applied (readable and editable offline). */
export function offlinePages(api: ApiClient, kit: OfflineKit): ApiClient['pages'] {
  const storage = kit.outbox.storage;
  return {
    ...api.pages,
    get: async <N extends PageName>(name: N): Promise<Page<N>> => {
      const page = await kit.cachedRead(recordKey('page', name), () => api.pages.get(name));
      return kit.withDrafts(name, page);
    },
    update: async <N extends PageName>(
      name: N,
      update: { pageComparatorData: Record<string, unknown>; pageData: unknown },
      options?: MutationOptions,
    ): Promise<Page<N>> => {
      // checked with this page's own schema (an object schema), read field by field from here on
      const data = orThrow(parseFields(pageDataSchemas[name], update.pageData)) as Record<string, unknown>;
      const comparator = update.pageComparatorData;
      const op: OutboxOp = { op: 'page.update', id: name, comparator, from: kit.source('page', name), data };
      return kit.change(
        op,
        async (m) => {
          // the data was checked with this page's own schema above: this page's data
          const saved = await api.pages.update(name, { pageComparatorData: comparator, pageData: data } as never, m);
          await storage.setCache(recordKey('page', name), saved);
          return saved;
        },
        // the comparator is the page as the form read it (GET /api/pages/{name}), typed loosely
        // by the API client: with the checked data over it, the Page<N> it was
        () => ({ ...comparator, ...data, _id: name, updatedAt: now() }) as Page<N>,
        options,
      );
    },
  };
}

/** Sends a page's edit (send.ts) and keeps the server's answer as the page last known. */
export async function sendPage(
  entry: Extract<OutboxEntry, { op: 'page.update' }>,
  api: ApiClient,
  { storage, m }: SendContext,
): Promise<Sent> {
  const id = await realId(storage, entry);
  const name = PAGE_NAMES.find((page) => page === id);
  if (!name) throw new Error(`The change ${entry.seq} names a page the site does not have.`);
  const update = { pageComparatorData: await comparatorFor(storage, entry, id), pageData: entry.data };
  // checked with the page's schema when drafted (offlinePages): the page's data
  const page = await api.pages.update(name, update as never, m);
  await storage.setCache(recordKey('page', id), page);
  return 'cached';
}
