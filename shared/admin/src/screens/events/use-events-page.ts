import { useEffect, useMemo, useState } from 'react';
import type { EventsPageQuery } from '@jazz/client/api-client';
import { describeRepeat } from '@jazz/contracts/show-words';
import { useAdminHost } from '../../host';
import { useAdminStores } from '../../stores';
import { useData, type Read } from '../../use-data';
import type { EventsView } from './event-filter';
import type { EventsNarrowing } from './events-filter';

/** Rows a page: the first shows at once at any size of archive; "Show more events" reads the next. */
const PAGE_SIZE = 100;
/** The search waits for a pause in typing before it asks the server. */
const SEARCH_PAUSE_MS = 250;

/** The typed search once typing pauses (the first read uses the address's at once). */
function useSettledSearch(typed: string): string {
  const [search, setSearch] = useState(typed);
  useEffect(() => {
    if (typed === search) return;
    const timer = setTimeout(() => setSearch(typed), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, search]);
  return search;
}

/** The first page's question to the server for the filter as it is. */
export function useEventsQuery(view: EventsView, typed: string, narrowing: EventsNarrowing): EventsPageQuery {
  const search = useSettledSearch(typed);
  const { group, status, from, to } = narrowing;
  return useMemo<EventsPageQuery>(
    () => ({
      limit: PAGE_SIZE,
      ...(view !== 'all' && { when: view }),
      ...(search.trim() && { q: search.trim() }),
      ...(group && { group }),
      ...(status && { status }),
      ...(from && { from }),
      ...(to && { to }),
    }),
    [view, search, group, status, from, to],
  );
}

/**
 * The events the list shows, a page at a time. The server pages and searches
 * (docs/events-api.md, "Pages"); the store's load() (after an import, a duplicate, the
 * desktop's sync) asks for the first page again. `reads` counts those reads. A failed read is
 * `page.error` (the screen's DataError); a failed "Show more" or Delete is the store's (ListError).
 */
export function useEventsPage(query: EventsPageQuery) {
  const { api } = useAdminHost();
  const { events } = useAdminStores();
  const [reads, setReads] = useState(0);
  useEffect(
    () => events.subscribe((state, previous) => state.items !== previous.items && setReads((n) => n + 1)),
    [events],
  );
  // the rows shown stay while the next search or filter is read
  const page = useData('the events', [query, reads], (client) => client.events.page(query), { keep: true });
  const [loadingMore, setLoadingMore] = useState(false);
  const rows = page.data?.items ?? [];
  async function showMore() {
    const after = page.data?.next;
    if (!after) return;
    setLoadingMore(true);
    try {
      const more = await api.events.page({ ...query, after });
      page.set((shown) => ({
        items: [...(shown?.items ?? []), ...more.items.filter((e) => !shown?.items.some((s) => s._id === e._id))],
        next: more.next,
      }));
    } catch (failure) {
      events.getState().fail(failure, () => void showMore());
    } finally {
      setLoadingMore(false);
    }
  }
  async function remove(id: string) {
    events.setState({ error: null, retry: null });
    try {
      await api.events.remove(id);
      page.set((shown) => shown && { ...shown, items: shown.items.filter((e) => e._id !== id) });
    } catch (failure) {
      events.getState().fail(failure, () => void remove(id));
    }
  }
  return {
    page,
    rows,
    next: page.data?.next ?? null,
    loaded: page.data !== undefined,
    loadingMore,
    reads,
    showMore,
    remove,
  };
}

/** The bands to narrow by, by their current names. */
export function useBandNames(): Read<string[]> {
  return useData('the band names', [], async (api) => (await api.groups.list()).map((g) => g.name));
}

/** The name of each series ("Every Thursday"), for the Status column. Read again at each read of the list. */
export function useSeriesNames(reads: number): Read<Map<string, string>> {
  return useData(
    'the series',
    [reads],
    async (api) => new Map((await api.series.list()).map((s) => [s._id, describeRepeat(s.repeat)])),
    { keep: true },
  );
}
