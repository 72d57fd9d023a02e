import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { formErrors, isApiError } from '@jazz/client/api-client';
import { BOOKING_STATUSES, type Booking, type BookingStatus, isOneOf } from '@jazz/contracts';
import { useAdminHost } from '../../host';
import { useAdminPath } from '../../paths';
import { formatInZone } from '../../timezone';
import { clashText, showPrefill } from './booking-text';

const STATUS_LABELS: Record<BookingStatus, string> = {
  new: 'New',
  replied: 'Replied',
  // a request that became a show ("Add as show" sets it once the show is added)
  confirmed: 'Booked',
  declined: 'Declined',
};

/** A request's status and notes as edited, saved against the version shown (a 409 shows the newer one). */
function useBookingEdit(booking: Booking, onSaved: (booking: Booking) => void) {
  const { api } = useAdminHost();
  const [base, setBase] = useState(booking);
  const [status, setStatus] = useState(booking.status);
  const [notes, setNotes] = useState(booking.notes);
  const [note, setNote] = useState('');

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
  return { base, status, setStatus, notes, setNotes, note, save };
}

/** One request: what was asked, the shows on its dates, its status and notes, and "Add as show". */
export function BookingItem({
  booking,
  timezone,
  onSaved,
}: {
  booking: Booking;
  timezone: string;
  onSaved: (booking: Booking) => void;
}) {
  const path = useAdminPath();
  const navigate = useNavigate();
  const edit = useBookingEdit(booking, onSaved);
  const id = `booking-${booking._id}`;

  return (
    <li id={id} className="admin-message" tabIndex={-1}>
      <BookingRequest booking={booking} timezone={timezone} />
      <div className="field">
        <label htmlFor={`${id}-status`}>Status</label>
        <select
          id={`${id}-status`}
          value={edit.status}
          onChange={(e) => {
            const chosen = e.target.value;
            if (isOneOf(BOOKING_STATUSES, chosen)) edit.setStatus(chosen);
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
        <textarea id={`${id}-notes`} rows={3} value={edit.notes} onChange={(e) => edit.setNotes(e.target.value)} />
      </div>
      <p>
        <button type="button" onClick={() => void edit.save()}>
          Save
        </button>{' '}
        <button
          type="button"
          onClick={() =>
            void navigate(path('add-event'), { state: { prefill: showPrefill(booking, timezone), booking: edit.base } })
          }
        >
          Add as show
        </button>{' '}
        <span role="status">{edit.note}</span>
      </p>
    </li>
  );
}

/** What the request asks: who, when, where, the budget, the message, and the shows already on those dates. */
function BookingRequest({ booking, timezone }: { booking: Booking; timezone: string }) {
  return (
    <>
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
    </>
  );
}
