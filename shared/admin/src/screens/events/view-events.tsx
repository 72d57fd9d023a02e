import { Link } from 'react-router-dom';
import type { Event } from '@jazz/contracts';
import type { ExportFormat } from '@jazz/contracts/import';
import { download } from '../../download';
import { useAdminHost, type AdminHost } from '../../host';
import { useFromList } from '../../list-return';
import { useAdminPath } from '../../paths';
import { useAdminStores, useList } from '../../stores';
import { AdminTable, LinkCell, type Column } from '../../table';
import { formatStartInZone } from '../../timezone';
import { ListError } from '../list-error';
import { DataError } from '../../data-error';
import { LessonCollisions } from '../lessons/lesson-collisions';
import { ListHeader } from '../screen-header';
import { useShowNumbers } from '../stats/show-numbers';
import type { EventsView } from './event-filter';
import { EventsFilter, useEventsFilter } from './events-filter';
import { useBandNames, useEventsPage, useEventsQuery, useSeriesNames } from './use-events-page';
import './private-marker.css';

const NONE: Record<EventsView, string> = {
  upcoming: 'No upcoming events.',
  past: 'No past events.',
  all: 'No events yet.',
};

/** How a row's buttons name their event: "event Spring Swing, May 3, 2027 8:00 PM". */
function eventName(e: Event, timezone: string): string {
  return `event ${e.title || e.venue}, ${formatStartInZone(e, timezone)}`;
}

const STATUS_WORDS: Record<Event['status'], string> = {
  scheduled: 'Scheduled',
  cancelled: 'Cancelled',
  postponed: 'Postponed',
  rescheduled: 'Rescheduled',
};

/** "Cancelled", "Scheduled, sold out", "Scheduled · Every Thursday". */
export function statusText(e: Event, seriesNames: ReadonlyMap<string, string>): string {
  const status = [STATUS_WORDS[e.status] ?? e.status, e.soldOut ? 'sold out' : ''].filter(Boolean).join(', ');
  const series = e.seriesId ? (seriesNames.get(e.seriesId) ?? 'Series') : '';
  return series ? `${status} · ${series}` : status;
}

/** Add, Import and the exports: every event, whatever the filter. */
function EventsActions() {
  const { api } = useAdminHost();
  const { events } = useAdminStores();
  const path = useAdminPath();
  // Add and Import come back to the list as it is now: the same filter and search
  const fromList = useFromList();
  // the file a spreadsheet or another calendar service takes
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
  return (
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
  );
}

/** The list's columns: what each event says, with its numbers and its series. */
function eventColumns(
  timezone: string,
  isPending: AdminHost['isPending'],
  numbers: ReadonlyMap<string, { pageviews: number; ticketClicks: number }>,
  seriesNames: ReadonlyMap<string, string>,
): Column<Event>[] {
  return [
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
    {
      label: 'Status',
      render: (e) => (
        <>
          {statusText(e, seriesNames)}
          {/* a word, not a colour: a show on no public page */}
          {e.private ? <span className="private-marker private-marker-row">Private</span> : null}
        </>
      ),
    },
  ];
}

/** A row's Edit, Delete and Duplicate, each naming its event. */
function EventRowActions({ event: e, onRemove }: { event: Event; onRemove: (id: string) => void }) {
  const { duplicateEvent } = useAdminStores();
  const { timezone } = useAdminHost();
  const path = useAdminPath();
  // Edit comes back to the list as it is now: the same filter and search
  const fromList = useFromList();
  return (
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
        onClick={() => window.confirm('Are you sure you want to delete this event?') && onRemove(e._id)}
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
  );
}

export function ViewEvents() {
  const { error, retry } = useList('events', ({ error, retry }) => ({ error, retry }));
  const { timezone, isPending } = useAdminHost();
  const path = useAdminPath();
  const filter = useEventsFilter();
  const numbers = useShowNumbers();
  const query = useEventsQuery(filter.view, filter.query, filter.narrowing);
  const { page, rows, next, loaded, loadingMore, reads, showMore, remove } = useEventsPage(query);
  const bands = useBandNames();
  const seriesNames = useSeriesNames(reads);
  const { group, status, from, to } = filter.narrowing;
  const narrowed = Boolean(filter.query || group || status || from || to);
  return (
    <section className="admin-screen">
      <ListHeader title="Events" back={path()} add={<EventsActions />} />
      <DataError reads={[page, numbers, bands, seriesNames]} />
      <ListError error={error} retry={retry} />
      <LessonCollisions link />
      <EventsFilter
        view={filter.view}
        query={filter.query}
        onView={filter.setView}
        onQuery={filter.setQuery}
        narrowing={filter.narrowing}
        onNarrowing={filter.setNarrowing}
        bands={bands.data ?? []}
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
        columns={eventColumns(timezone, isPending, numbers.data ?? new Map(), seriesNames.data ?? new Map())}
        rows={rows}
        rowKey={(e) => e._id}
        actions={(e) => <EventRowActions event={e} onRemove={(id) => void remove(id)} />}
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
