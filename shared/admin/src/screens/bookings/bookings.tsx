import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { formErrors, isApiError } from '@jazz/client/api-client';
import { BOOKING_STATUSES, type Booking, type BookingStatus, isOneOf } from '@jazz/contracts';
import { download } from '../../download';
import { useAdminHost } from '../../host';
import { useAdminPath } from '../../paths';
import { formatInZone } from '../../timezone';
import { ListHeader } from '../screen-header';
import { DataError } from '../../data-error';
import { couldNotLoad } from '../../failure-text';
import { useData } from '../../use-data';
import { clashText, showPrefill } from './booking-text';

const STATUS_LABELS: Record<BookingStatus, string> = {
  new: 'New',
  replied: 'Replied',
  // a request that became a show ("Add as show" sets it once the show is added)
  confirmed: 'Booked',
  declined: 'Declined',
};

/** "Bookings": every request, newest first, its status and notes, and the shows on its dates. */
export function Bookings() {
  const { api, timezone } = useAdminHost();
  const path = useAdminPath();
  const read = useData('the requests', [], (api) => api.bookings.page());
  const items = read.data?.items ?? null;
  // the cursor of the next page of older requests; null when all are listed
  const next = read.data?.next ?? null;
  const [loadingMore, setLoadingMore] = useState(false);
  const [failed, setFailed] = useState('');
  const { hash } = useLocation();
  // the owner's mail links to one request (#booking-{id}): once listed, it is brought into view
  const loaded = items !== null;
  useEffect(() => {
    if (!loaded || !hash.startsWith('#booking-')) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView?.({ block: 'start' });
    target?.focus({ preventScroll: true });
  }, [loaded, hash]);

  async function showMore() {
    if (!next) return;
    setLoadingMore(true);
    try {
      const page = await api.bookings.page(next);
      // a request listed on both pages (none should be) is shown once
      read.set((shown) => ({
        items: [...(shown?.items ?? []), ...page.items.filter((b) => !shown?.items.some((s) => s._id === b._id))],
        next: page.next,
      }));
      setFailed('');
    } catch (error) {
      setFailed(couldNotLoad(['the older requests'], error));
    } finally {
      setLoadingMore(false);
    }
  }

  async function exportCsv() {
    download('bookings.csv', await api.bookings.exportCsv(), 'text/csv');
  }

  return (
    <section className="admin-screen">
      <ListHeader title="Bookings" back={path()} />
      <DataError reads={[read]} />
      {failed && <p role="alert">{failed}</p>}
      <p>
        <button type="button" onClick={() => void exportCsv()}>
          Export CSV
        </button>
      </p>
      {items && items.length === 0 && <p>No booking requests yet.</p>}
      <ol className="admin-messages">
        {(items ?? []).map((booking) => (
          <BookingItem
            key={booking._id}
            booking={booking}
            timezone={timezone}
            onSaved={(saved) =>
              read.set(
                (shown) => shown && { ...shown, items: shown.items.map((b) => (b._id === saved._id ? saved : b)) },
              )
            }
          />
        ))}
      </ol>
      {next && (
        <p>
          <button type="button" className="secondary" disabled={loadingMore} onClick={() => void showMore()}>
            Show older requests
          </button>
        </p>
      )}
    </section>
  );
}

function BookingItem({
  booking,
  timezone,
  onSaved,
}: {
  booking: Booking;
  timezone: string;
  onSaved: (booking: Booking) => void;
}) {
  const { api } = useAdminHost();
  const path = useAdminPath();
  const navigate = useNavigate();
  const [base, setBase] = useState(booking);
  const [status, setStatus] = useState(booking.status);
  const [notes, setNotes] = useState(booking.notes);
  const [note, setNote] = useState('');
  const id = `booking-${booking._id}`;

  async function save() {
    setNote('');
    try {
      const saved = await api.bookings.update(booking._id, base, { status, notes });
      setBase(saved);
      onSaved(saved);
      setNote('Saved.');
    } catch (error) {
      if (isApiError(error) && error.status === 409 && error.current) {
        // safe: a 409 of the bookings update answers the current booking (api/src/http/errors.ts)
        const current = error.current as Booking;
        setBase(current);
        setStatus(current.status);
        setNotes(current.notes);
        setNote('Someone else changed this request: their status and notes are shown now.');
        return;
      }
      setNote(Object.values(formErrors(error))[0] ?? 'Could not save.');
    }
  }

  return (
    <li id={id} className="admin-message" tabIndex={-1}>
      <h2>
        {booking.organization}, {booking.city}
      </h2>
      <p className="admin-message-meta">
        From {booking.name} &lt;<a href={`mailto:${booking.email}`}>{booking.email}</a>&gt;, received{' '}
        {formatInZone(booking.createdAt, timezone)}
      </p>
      <dl className="booking-details">
        <dt>Dates</dt>
        <dd>{booking.dates}</dd>
        <dt>Band</dt>
        <dd>{booking.group || 'Any'}</dd>
        <dt>Budget</dt>
        <dd>{booking.budget || 'Not given'}</dd>
      </dl>
      <p className="admin-message-body">{booking.message}</p>
      {booking.clashes.length > 0 ? (
        <ul className="booking-clashes" aria-label="Shows on these dates">
          {booking.clashes.map((clash) => (
            <li key={clash.eventId}>{clashText(clash, timezone)}</li>
          ))}
        </ul>
      ) : booking.days.length > 0 ? (
        <p>No show on these dates yet.</p>
      ) : null}
      <div className="field">
        <label htmlFor={`${id}-status`}>Status</label>
        <select
          id={`${id}-status`}
          value={status}
          onChange={(e) => {
            const chosen = e.target.value;
            if (isOneOf(BOOKING_STATUSES, chosen)) setStatus(chosen);
          }}
        >
          {BOOKING_STATUSES.map((value) => (
            <option key={value} value={value}>
              {STATUS_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-notes`}>Notes</label>
        <textarea id={`${id}-notes`} rows={3} value={notes} onChange={(e) => setNotes(e.target.value)} />
      </div>
      <p>
        <button type="button" onClick={() => void save()}>
          Save
        </button>{' '}
        <button
          type="button"
          onClick={() =>
            void navigate(path('add-event'), { state: { prefill: showPrefill(booking, timezone), booking: base } })
          }
        >
          Add as show
        </button>{' '}
        <span role="status">{note}</span>
      </p>
    </li>
  );
}
