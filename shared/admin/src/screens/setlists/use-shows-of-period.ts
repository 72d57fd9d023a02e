import type { Event } from '@jazz/contracts';
import { useData, type Read } from '../../use-data';

/**
 * The shows of a period of days (YYYY-MM-DD, both included, in the site's zone), read from the
 * server page by page (GET /api/events?from&to, docs/events-api.md "Pages"): the admin's events
 * store holds no rows since View Events reads its own pages. None while `from` or `to` is
 * missing; the last answer stays shown while the next period loads.
 */
export function useShowsOfPeriod(from: string | null, to: string | null): Read<readonly Event[]> {
  return useData<readonly Event[]>(
    'the shows of the period',
    from && to ? [from, to] : null,
    async (api, signal) => {
      const read: Event[] = [];
      let after: string | undefined;
      do {
        const page = await api.events.page({ from: from!, to: to!, limit: 500, ...(after ? { after } : {}) });
        read.push(...page.items);
        after = page.next ?? undefined;
        // a period no longer shown reads no further page
      } while (after && !signal.aborted);
      return read;
    },
    { keep: true },
  );
}
