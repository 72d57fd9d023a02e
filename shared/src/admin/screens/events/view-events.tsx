import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Event } from '../../../contracts';
import { download } from '../../download';
import { useAdminHost } from '../../host';
import { useFromList } from '../../list-return';
import { useAdminPath } from '../../paths';
import { useAdminStores, useList } from '../../stores';
import { AdminTable, LinkCell, type Column } from '../../table';
import { formatInZone } from '../../timezone';
import { ListError } from '../list-error';
import { ListHeader } from '../screen-header';
import { useShowNumbers } from '../stats/show-numbers';
import { eventsShown, type EventsView } from './event-filter';
import { EventsFilter, useEventsFilter } from './events-filter';

const NONE: Record<EventsView, string> = {
  upcoming: 'No upcoming events.',
  past: 'No past events.',
  all: 'No events yet.',
};

/** How a row's buttons name their event: "event Spring Swing, May 3, 2027 8:00 PM". */
function eventName(e: Event, timezone: string): string {
  return `event ${e.title || e.venue}, ${formatInZone(e.startDate, timezone)}`;
}

export function ViewEvents() {
  const { items, loaded, load, remove, error } = useList('events');
  const { duplicateEvent, events } = useAdminStores();
  const { api, timezone, isPending } = useAdminHost();
  const path = useAdminPath();
  const filter = useEventsFilter();
  const numbers = useShowNumbers();
  // Add, Edit and Import come back to the list as it is now: the same filter and search
  const fromList = useFromList();
  // the cutoff is read against the time the list was loaded, as the public lists do per request
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    void load().then(() => setNow(Date.now()));
  }, [load]);
  const rows = useMemo(
    () => eventsShown(items, { view: filter.view, query: filter.query, now, timeZone: timezone }),
    [items, filter.view, filter.query, now, timezone],
  );
  // every event, whatever the filter: the file a spreadsheet or another calendar service takes
  async function exportCsv() {
    try {
      download('shows.csv', await api.eventsCsv.export(), 'text/csv');
    } catch (error) {
      events.getState().fail(error, () => void exportCsv());
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
    { label: 'Start Date', render: (e) => formatInZone(e.startDate, timezone) },
    { label: 'Time Text', render: (e) => e.timeText },
    { label: 'Tickets', render: (e) => <LinkCell href={e.ticketsLink} label={e.ticketsLink ? 'Tickets' : ''} /> },
    { label: 'Page Views', render: (e) => numbers.get(e._id)?.pageviews ?? 0 },
    { label: 'Ticket Clicks', render: (e) => numbers.get(e._id)?.ticketClicks ?? 0 },
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
          </>
        }
      />
      <ListError error={error} />
      <EventsFilter view={filter.view} query={filter.query} onView={filter.setView} onQuery={filter.setQuery} />
      {/* a polite live region, not role=status: the desktop's status bar is the screen's status */}
      <p className="admin-list-count" aria-live="polite">
        {!loaded
          ? ''
          : rows.length > 0
            ? countText(rows.length, items.length)
            : filter.query
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
    </section>
  );
}

const countText = (shown: number, total: number) =>
  shown === total ? `${total} ${total === 1 ? 'event' : 'events'}` : `${shown} of ${total} events`;
