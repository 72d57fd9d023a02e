import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiError } from '../../../api-client/errors';
import { venueLocation, type Event, type FieldErrors, type Venue, type VenueData } from '../../../contracts';
import { useAdminHost } from '../../host';
import { useAdminPath } from '../../paths';
import { announceSaved } from '../../saved-notice';
import { ListHeader } from '../screen-header';
import { HeaderRow } from '../../table';
import { sameValue } from '../../../contracts/compare';
import { useUnsavedChanges } from '../../../forms/unsaved';

/** The form's values: every field as text (capacity too, sent as typed; the schema makes it a number). */
type VenueValues = Required<Omit<VenueData, 'capacity'>> & { capacity: string };

const FIELDS: [keyof VenueValues, string][] = [
  ['name', 'Name'],
  ['address', 'Address'],
  ['city', 'City'],
  ['region', 'Region'],
  ['postalCode', 'Postal code'],
  ['country', 'Country'],
  ['link', 'Link'],
  ['phone', 'Phone'],
  ['capacity', 'Capacity'],
];

const empty: VenueValues = {
  name: '',
  address: '',
  city: '',
  region: '',
  postalCode: '',
  country: 'US',
  link: '',
  phone: '',
  capacity: '',
};

const dataOf = (venue: Venue): VenueValues => {
  const { _id: _i, id: _d, updatedAt: _u, capacity, ...data } = venue;
  return { ...data, capacity: capacity === null || capacity === undefined ? '' : String(capacity) };
};

/** The message of a refusal: a field's, the server's, or a plain one. */
function messageOf(error: unknown): { fields: FieldErrors; message: string } {
  if (error instanceof ApiError) {
    if (error.status === 400) return { fields: error.fieldErrors, message: '' };
    return { fields: {}, message: error.message };
  }
  return { fields: {}, message: 'The server could not be reached. Try again.' };
}

/** A venue the shows name by text only (no saved record): its name, place and show count. */
interface UnsavedVenue {
  key: string;
  name: string;
  location: string;
  address: string;
  link: string;
  shows: number;
}

/** Shows per saved venue, and the venues shows name without a saved record (one per name and place). */
function venuesInUse(events: readonly Event[]) {
  const counts = new Map<string, number>();
  const unsaved = new Map<string, UnsavedVenue>();
  for (const event of events) {
    if (event.venueId) {
      counts.set(event.venueId, (counts.get(event.venueId) ?? 0) + 1);
      continue;
    }
    const name = event.venue.trim();
    if (!name) continue;
    const key = `${name.toLowerCase()}|${event.location.trim().toLowerCase()}`;
    const found = unsaved.get(key);
    if (found) found.shows += 1;
    else
      unsaved.set(key, {
        key,
        name,
        location: event.location.trim(),
        address: event.address ?? '',
        link: event.venueLink,
        shows: 1,
      });
  }
  return { counts, unsaved: [...unsaved.values()].sort((a, b) => b.shows - a.shows || a.name.localeCompare(b.name)) };
}

const showCount = (n: number) => `${n} ${n === 1 ? 'show' : 'shows'}`;

/**
 * The saved venues: list, add, edit, merge two records of one room, delete one no
 * show names. A show at a venue follows its record at the next request.
 */
export function ViewVenues() {
  const { api } = useAdminHost();
  const path = useAdminPath();
  const [venues, setVenues] = useState<Venue[]>([]);
  const [editing, setEditing] = useState<Venue | 'new' | null>(null);
  const [values, setValues] = useState<VenueValues>(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState('');
  const [mergeInto, setMergeInto] = useState<Record<string, string>>({});
  const [events, setEvents] = useState<Event[]>([]);

  const load = useCallback(async () => {
    try {
      setVenues(await api.venues.list());
    } catch (error) {
      setMessage(messageOf(error).message);
    }
    // the shows say which venues are in use; without them the list still works
    api.events
      .list()
      .then(setEvents)
      .catch(() => {});
  }, [api]);
  useEffect(() => void load(), [load]);
  // the admin's leave guard asks before a link drops the venue being edited
  useUnsavedChanges(!!editing && !sameValue(values, editing === 'new' ? empty : dataOf(editing)));

  const inUse = useMemo(() => {
    const { counts, unsaved } = venuesInUse(events);
    // a name already saved is that venue, never offered to save again
    const saved = new Set(venues.map((v) => `${v.name.trim().toLowerCase()}|${venueLocation(v).toLowerCase()}`));
    return { counts, unsaved: unsaved.filter((u) => !saved.has(u.key)) };
  }, [events, venues]);

  // "Edit venue" on a show opens this screen at that venue (?edit={id})
  const [params, setParams] = useSearchParams();
  const editId = params.get('edit');
  useEffect(() => {
    if (!editId) return;
    const venue = venues.find((v) => v._id === editId);
    if (!venue) return;
    edit(venue);
    setParams({}, { replace: true });
    // edit is a fresh closure each render; the venue to open decides
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editId, venues]);

  function edit(venue: Venue | 'new') {
    setEditing(venue);
    setValues(venue === 'new' ? empty : dataOf(venue));
    setErrors({});
    setMessage('');
  }

  async function act(run: () => Promise<unknown>, done?: string) {
    setMessage('');
    try {
      await run();
      setEditing(null);
      setErrors({});
      if (done) setMessage(done);
      await load();
    } catch (error) {
      const { fields, message } = messageOf(error);
      setErrors(fields);
      setMessage(message);
      if (error instanceof ApiError && error.status === 409) await load();
    }
  }

  const save = () =>
    act(async () => {
      await (editing === 'new' || !editing
        ? api.venues.create(values)
        : api.venues.update(editing._id, editing, values));
      announceSaved();
    });

  return (
    <section className="admin-screen">
      <ListHeader
        title="Venues"
        back={path()}
        add={
          <button type="button" onClick={() => edit('new')}>
            Add Venue
          </button>
        }
      />
      {message && (
        <p className="form-error" role="alert">
          {message}
        </p>
      )}
      {editing && (
        <form
          className="venue-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <h2>{editing === 'new' ? 'New venue' : `Edit ${editing.name}`}</h2>
          {FIELDS.map(([key, label]) => (
            <div className="field" key={key}>
              <label htmlFor={`venue-${key}`}>{label}</label>
              <input
                id={`venue-${key}`}
                value={values[key]}
                aria-invalid={Boolean(errors[key])}
                onChange={(e) => setValues({ ...values, [key]: e.target.value })}
              />
              {errors[key] && <p className="field-error">{errors[key]}</p>}
            </div>
          ))}
          <div className="form-actions">
            <button type="button" className="secondary" onClick={() => setEditing(null)}>
              Cancel
            </button>
            <button type="submit">Save</button>
          </div>
        </form>
      )}
      <table className="admin-table">
        <caption>Venues</caption>
        <HeaderRow labels={['Name', 'Place', 'Address', 'Shows', 'Actions']} />
        <tbody>
          {venues.map((venue) => (
            <tr key={venue._id}>
              <td>{venue.name}</td>
              <td>{venueLocation(venue)}</td>
              <td>{venue.address}</td>
              <td>{showCount(inUse.counts.get(venue._id) ?? 0)}</td>
              <td>
                <button type="button" onClick={() => edit(venue)}>
                  Edit<span className="sr-only"> {venue.name}</span>
                </button>{' '}
                <label htmlFor={`merge-${venue._id}`} className="sr-only">
                  Merge {venue.name} into
                </label>
                <select
                  id={`merge-${venue._id}`}
                  value={mergeInto[venue._id] ?? ''}
                  onChange={(e) => setMergeInto({ ...mergeInto, [venue._id]: e.target.value })}
                >
                  <option value="">Merge into…</option>
                  {venues
                    .filter((other) => other._id !== venue._id)
                    .map((other) => (
                      <option key={other._id} value={other._id}>
                        {other.name}
                        {venueLocation(other) ? ` (${venueLocation(other)})` : ''}
                      </option>
                    ))}
                </select>{' '}
                <button
                  type="button"
                  disabled={!mergeInto[venue._id]}
                  onClick={() =>
                    void act(
                      () => api.venues.merge(venue._id, mergeInto[venue._id]!),
                      `${venue.name} was merged: its shows moved.`,
                    )
                  }
                >
                  Merge<span className="sr-only"> {venue.name}</span>
                </button>{' '}
                <button
                  type="button"
                  className="secondary"
                  onClick={() => void act(() => api.venues.remove(venue._id))}
                >
                  Delete<span className="sr-only"> {venue.name}</span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {inUse.unsaved.length > 0 ? (
        <table className="admin-table">
          <caption>Venues of shows, not saved</caption>
          <HeaderRow labels={['Name', 'Place', 'Shows', 'Actions']} />
          <tbody>
            {inUse.unsaved.map((u) => (
              <tr key={u.key}>
                <td>{u.name}</td>
                <td>{u.location}</td>
                <td>{showCount(u.shows)}</td>
                <td>
                  <button
                    type="button"
                    onClick={() => {
                      const [city = '', ...region] = u.location.split(',');
                      edit('new');
                      setValues({
                        ...empty,
                        name: u.name,
                        city: city.trim(),
                        region: region.join(',').trim(),
                        address: u.address,
                        link: u.link,
                      });
                    }}
                  >
                    Save as a venue<span className="sr-only"> {u.name}</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
