import { useEffect, useMemo, useState } from 'react';
import type { EventsPageQuery } from '@jazz/client/api-client';
import { describeRepeat, type Event } from '@jazz/contracts';
import { useAdminHost } from '../../host';
import { useAdminStores } from '../../stores';
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
 * desktop's sync) asks for the first page again. `reads` counts those reads.
 */
export function useEventsPage(query: EventsPageQuery) {
  const { api } = useAdminHost();
  const { events } = useAdminStores();
  const [rows, setRows] = useState<Event[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const [reads, setReads] = useState(0);
  useEffect(
    () => events.subscribe((state, previous) => state.items !== previous.items && setReads((n) => n + 1)),
    [events],
  );
  useEffect(() => {
    let live = true;
    api.events
      .page(query)
      .then((page) => {
        if (!live) return;
        setRows(page.items);
        setNext(page.next);
        setLoaded(true);
        events.setState({ error: null });
      })
      .catch((failure: unknown) => live && events.getState().fail(failure, () => setReads((n) => n + 1)));
    return () => {
      live = false;
    };
  }, [api, query, reads, events]);
  async function showMore() {
    if (!next) return;
    setLoadingMore(true);
    try {
      const page = await api.events.page({ ...query, after: next });
      setRows((shown) => [...shown, ...page.items.filter((e) => !shown.some((s) => s._id === e._id))]);
      setNext(page.next);
    } catch (failure) {
      events.getState().fail(failure, () => void showMore());
    } finally {
      setLoadingMore(false);
    }
  }
  async function remove(id: string) {
    events.setState({ error: null });
    try {
      await api.events.remove(id);
      setRows((shown) => shown.filter((e) => e._id !== id));
    } catch (failure) {
      events.getState().fail(failure, () => void remove(id));
    }
  }
  return { rows, next, loaded, loadingMore, reads, showMore, remove };
}

/** The bands to narrow by, by their current names. */
export function useBandNames(): string[] {
  const { api } = useAdminHost();
  const [bands, setBands] = useState<string[]>([]);
  useEffect(() => {
    let live = true;
    api.groups
      .list()
      .then((list) => live && setBands(list.map((g) => g.name)))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api]);
  return bands;
}

/** The name of each series ("Every Thursday"), for the Status column; none offline. Read again at each read of the list. */
export function useSeriesNames(reads: number): Map<string, string> {
  const { api } = useAdminHost();
  const [seriesNames, setSeriesNames] = useState<Map<string, string>>(new Map());
  useEffect(() => {
    let live = true;
    api.series
      .list()
      .then((list) => live && setSeriesNames(new Map(list.map((s) => [s._id, describeRepeat(s.repeat)]))))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api, reads]);
  return seriesNames;
}
