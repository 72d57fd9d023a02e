import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiError } from '@jazz/client/api-client/errors';
import { locationText, splitLocation, type Event, type FieldErrors, type Venue, type VenueData } from '@jazz/contracts';
import { sameValue } from '@jazz/contracts/compare';
import { useUnsavedChanges } from '@jazz/client/forms/unsaved';
import { useAdminHost } from '../../host';
import { announceSaved } from '../../saved-notice';
import { useData } from '../../use-data';

/** The form's values: every field as text (capacity too, sent as typed; the schema makes it a number). */
export type VenueValues = Required<Omit<VenueData, 'capacity'>> & { capacity: string };

export const emptyVenue: VenueValues = {
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
export interface UnsavedVenue {
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

/** A new venue's form filled from a venue the shows name: "Burlington, VT" is city and region. */
export function valuesOfUnsaved(u: UnsavedVenue): VenueValues {
  return {
    ...emptyVenue,
    name: u.name,
    ...splitLocation(u.location),
    address: u.address,
    link: u.link,
  };
}

/**
 * The venues screen's state: the saved venues, the shows that name them, the venue being edited
 * (or 'new') with its values and errors, and the screen's message.
 */
export function useVenues() {
  const { api } = useAdminHost();
  const venuesRead = useData('the venues', [], (client) => client.venues.list());
  // the shows say which venues are in use
  const eventsRead = useData('the shows', [], (client) => client.events.list());
  const venues = useMemo(() => venuesRead.data ?? [], [venuesRead.data]);
  const events = useMemo(() => eventsRead.data ?? [], [eventsRead.data]);
  const load = () => {
    venuesRead.retry();
    eventsRead.retry();
  };
  const [editing, setEditing] = useState<Venue | 'new' | null>(null);
  const [values, setValues] = useState<VenueValues>(emptyVenue);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState('');
  // the admin's leave guard asks before a link drops the venue being edited
  useUnsavedChanges(!!editing && !sameValue(values, editing === 'new' ? emptyVenue : dataOf(editing)));

  const inUse = useMemo(() => {
    const { counts, unsaved } = venuesInUse(events);
    // a name already saved is that venue, never offered to save again
    const saved = new Set(venues.map((v) => `${v.name.trim().toLowerCase()}|${locationText(v).toLowerCase()}`));
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
    setValues(venue === 'new' ? emptyVenue : dataOf(venue));
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
      load();
    } catch (error) {
      const { fields, message } = messageOf(error);
      setErrors(fields);
      setMessage(message);
      if (error instanceof ApiError && error.status === 409) load();
    }
  }

  const save = () =>
    act(async () => {
      await (editing === 'new' || !editing
        ? api.venues.create(values)
        : api.venues.update(editing._id, editing, values));
      announceSaved();
    });

  return {
    reads: [venuesRead, eventsRead],
    venues,
    inUse,
    editing,
    values,
    errors,
    message,
    setValues,
    edit,
    cancel: () => setEditing(null),
    save,
    merge: (venue: Venue, into: string) =>
      act(() => api.venues.merge(venue._id, into), `${venue.name} was merged: its shows moved.`),
    remove: (venue: Venue) => act(() => api.venues.remove(venue._id)),
    /** A new venue's form, filled from a venue the shows name. */
    saveUnsaved(u: UnsavedVenue) {
      edit('new');
      setValues(valuesOfUnsaved(u));
    },
  };
}
