import { useEffect, useMemo, useState } from 'react';
import type { EventsPageQuery } from '../../../api-client';
import { Link } from 'react-router-dom';
import { describeRepeat, type Event } from '../../../contracts';
import type { ExportFormat } from '../../../contracts/import';
import { download } from '../../download';
import { useAdminHost } from '../../host';
import { useFromList } from '../../list-return';
import { useAdminPath } from '../../paths';
import { useAdminStores, useList } from '../../stores';
import { AdminTable, LinkCell, type Column } from '../../table';
import { formatStartInZone } from '../../timezone';
import { ListError } from '../list-error';
import { LessonCollisions } from '../lessons/lesson-collisions';
import { ListHeader } from '../screen-header';
import { useShowNumbers } from '../stats/show-numbers';
import type { EventsView } from './event-filter';
import { EventsFilter, useEventsFilter } from './events-filter';

const NONE: Record<EventsView, string> = {
  upcoming: 'No upcoming events.',
  past: 'No past events.',
  all: 'No events yet.',
};

/** How a row's buttons name their event: "event Spring Swing, May 3, 2027 8:00 PM". */
function eventName(e: Event, timezone: string): string {
  return `event ${e.title || e.venue}, ${formatStartInZone(e, timezone)}`;
}

/** Rows a page: the first shows at once at any size of archive; "Show more events" reads the next. */
const PAGE_SIZE = 100;
/** The search waits for a pause in typing before it asks the server. */
const SEARCH_PAUSE_MS = 250;

const STATUS_WORDS: Record<Event['status'], string> = {
  scheduled: 'Scheduled',
  cancelled: 'Cancelled',
  postponed: 'Postponed',
  rescheduled: 'Rescheduled',
};

/** "Cancelled", "Scheduled, sold out", "Scheduled · Every Thursday". */
export function statusText(e: Event, seriesNames: Map<string, string>): string {
  const status = [STATUS_WORDS[e.status] ?? e.status, e.soldOut ? 'sold out' : ''].filter(Boolean).join(', ');
  const series = e.seriesId ? (seriesNames.get(e.seriesId) ?? 'Series') : '';
  return series ? `${status} · ${series}` : status;
}

export function ViewEvents() {
  const error = useList('events', (state) => state.error);
  const { duplicateEvent, events } = useAdminStores();
  const { api, timezone, isPending } = useAdminHost();
  const path = useAdminPath();
  const filter = useEventsFilter();
  const numbers = useShowNumbers();
  // Add, Edit and Import come back to the list as it is now: the same filter and search
  const fromList = useFromList();
  // the search asks the server once typing pauses (the first read uses the address's at once)
  const [search, setSearch] = useState(filter.query);
  useEffect(() => {
    if (filter.query === search) return;
    const timer = setTimeout(() => setSearch(filter.query), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [filter.query, search]);
  const { group, status, from, to } = filter.narrowing;
  const query = useMemo<EventsPageQuery>(
    () => ({
      limit: PAGE_SIZE,
      ...(filter.view !== 'all' && { when: filter.view }),
      ...(search.trim() && { q: search.trim() }),
      ...(group && { group }),
      ...(status && { status }),
      ...(from && { from }),
      ...(to && { to }),
    }),
    [filter.view, search, group, status, from, to],
  );
  // the server pages and searches (docs/events-api.md, "Pages"); the store's load() (after an
  // import, a duplicate, the desktop's sync) asks for the first page again
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
  // the bands to narrow by, by their current names
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
  // the name of each series ("Every Thursday"), for the Status column; none offline
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
  const narrowed = Boolean(filter.query || group || status || from || to);
  // every event, whatever the filter: the file a spreadsheet or another calendar service takes
  async function exportCsv(format: ExportFormat = 'ours') {
    try {
      download(format === 'ours' ? 'shows.csv' : `shows-${format}.csv`, await api.eventsCsv.export(format), 'text/csv');
    } catch (error) {
      events.getState().fail(error, () => void exportCsv(format));
    }
  }
  // the same shows as one calendar file, each date its own event
  async function exportIcs() {
    try {
      download('shows.ics', await api.eventsCsv.exportIcs(), 'text/calendar');
    } catch (error) {
      events.getState().fail(error, () => void exportIcs());
    }
  }
  const columns: Column<Event>[] = [
    {
      label: 'Group',
      render: (e) => (
        <>
          {e.group}
          {isPending?.('event', e._id) ? <span className="pending-badge"> (not yet synced)</span> : null}
        </>
      ),
    },
    { label: 'Group Link', render: (e) => <LinkCell href={e.groupLink} /> },
    { label: 'Venue', render: (e) => e.venue },
    { label: 'Venue Link', render: (e) => <LinkCell href={e.venueLink} /> },
    { label: 'Location', render: (e) => e.location },
    { label: 'Title', render: (e) => e.title },
    { label: 'Description', render: (e) => (e.description ? <span className="clamp">{e.description}</span> : null) },
    { label: 'Start Date', render: (e) => formatStartInZone(e, timezone) },
    { label: 'Time Text', render: (e) => e.timeText },
    { label: 'Tickets', render: (e) => <LinkCell href={e.ticketsLink} label={e.ticketsLink ? 'Tickets' : ''} /> },
    { label: 'Page Views', render: (e) => numbers.get(e._id)?.pageviews ?? 0 },
    { label: 'Ticket Clicks', render: (e) => numbers.get(e._id)?.ticketClicks ?? 0 },
    { label: 'Status', render: (e) => statusText(e, seriesNames) },
  ];
  return (
    <section className="admin-screen">
      <ListHeader
        title="Events"
        back={path()}
        add={
          <>
            <Link to={path('add-event')} state={fromList}>
              Add Event
            </Link>
            <Link to={path('import-shows')} state={fromList}>
              Import shows
            </Link>
            <button type="button" className="secondary" onClick={() => void exportCsv()}>
              Export CSV
            </button>
            <button type="button" className="secondary" onClick={() => void exportCsv('bandsintown')}>
              Export for Bandsintown
            </button>
            <button type="button" className="secondary" onClick={() => void exportCsv('gigpress')}>
              Export for GigPress
            </button>
            <button type="button" className="secondary" onClick={() => void exportIcs()}>
              Export iCalendar
            </button>
          </>
        }
      />
      <ListError error={error} />
      <LessonCollisions link />
      <EventsFilter
        view={filter.view}
        query={filter.query}
        onView={filter.setView}
        onQuery={filter.setQuery}
        narrowing={filter.narrowing}
        onNarrowing={filter.setNarrowing}
        bands={bands}
      />
      {/* a polite live region, not role=status: the desktop's status bar is the screen's status */}
      <p className="admin-list-count" aria-live="polite">
        {!loaded
          ? ''
          : rows.length > 0
            ? countText(rows.length, next !== null)
            : narrowed
              ? 'No events match the search.'
              : NONE[filter.view]}
      </p>
      <AdminTable
        caption="Events"
        className="admin-table-events"
        columns={columns}
        rows={rows}
        rowKey={(e) => e._id}
        actions={(e) => (
          <>
            <Link
              aria-label={`Edit ${eventName(e, timezone)}`}
              to={`${path('edit-event')}?id=${encodeURIComponent(e._id)}`}
              state={{ ...fromList, id: e._id }}
            >
              Edit
            </Link>
            <button
              type="button"
              className="danger"
              aria-label={`Delete ${eventName(e, timezone)}`}
              onClick={() => window.confirm('Are you sure you want to delete this event?') && void remove(e._id)}
            >
              Delete
            </button>
            <button
              type="button"
              aria-label={`Duplicate ${eventName(e, timezone)}`}
              onClick={() => void duplicateEvent(e._id)}
            >
              Duplicate
            </button>
          </>
        )}
      />
      {next && (
        <p>
          <button type="button" className="secondary" disabled={loadingMore} onClick={() => void showMore()}>
            Show more events
          </button>
        </p>
      )}
    </section>
  );
}

const countText = (shown: number, more: boolean) =>
  more ? `The first ${shown} events; more below` : `${shown} ${shown === 1 ? 'event' : 'events'}`;
