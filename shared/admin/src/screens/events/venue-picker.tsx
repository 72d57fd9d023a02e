import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { locationText, splitLocation, type Venue } from '@jazz/contracts';
import { useAdminHost } from '../../host';
import { useAdminPath } from '../../paths';
import type { EventFormApi } from './event-form-api';
import { DataError } from '../../data-error';
import { useData } from '../../use-data';

/**
 * Finds a saved venue by name or town and fills the show's venue fields from it
 * (the show then follows the venue's record); "New venue" types one instead.
 */
export function VenuePicker({ form, label }: { form: EventFormApi; label: string }) {
  const { api } = useAdminHost();
  const path = useAdminPath();
  const venuesRead = useData('the saved venues', [], (client) => client.venues.list());
  const venues = useMemo(() => venuesRead.data ?? [], [venuesRead.data]);
  const [query, setQuery] = useState('');
  const chosen = venues.find((v) => v._id === form.values.venueId);
  const matches = useMemo(() => {
    const words = query.trim().toLowerCase();
    if (!words) return [];
    return venues.filter((v) => `${v.name} ${v.city} ${v.region}`.toLowerCase().includes(words)).slice(0, 8);
  }, [query, venues]);

  function pick(venue: Venue) {
    form.set('venueId', venue._id);
    form.set('venue', venue.name);
    form.set('venueLink', venue.link);
    form.set('location', locationText(venue));
    form.set('address', venue.address);
    setQuery('');
  }

  // a typed name that is a saved venue's is offered as that venue, never saved a second time
  const typed = form.values.venue.trim().toLowerCase();
  const existing = typed ? venues.find((v) => v.name.trim().toLowerCase() === typed) : undefined;

  const [saveError, setSaveError] = useState('');
  /** "Save as a venue": the venue typed below becomes a saved venue, and this show's. */
  async function saveAsVenue() {
    // the show's Location is the venue's city and region, split by the place's one rule
    const { city, region } = splitLocation(form.values.location.trim());
    setSaveError('');
    try {
      const venue = await api.venues.create({
        name: form.values.venue,
        link: form.values.venueLink,
        city,
        region,
        address: form.values.address,
      });
      venuesRead.set((list) => [...(list ?? []), venue]);
      pick(venue);
    } catch {
      setSaveError('The venue could not be saved (a name is needed, and the server must be reachable).');
    }
  }

  function newVenue() {
    form.set('venueId', '');
    form.set('venue', '');
    form.set('venueLink', '');
    form.set('location', '');
    form.set('address', '');
  }

  return (
    <fieldset className="venue-picker">
      <legend>{label}</legend>
      {form.values.venueId ? (
        <p className="venue-chosen">
          <strong>{chosen?.name ?? form.values.venue}</strong>
          {chosen && locationText(chosen) ? `, ${locationText(chosen)}` : ''}: its details fill the fields below, which
          follow the saved venue.{' '}
          <Link to={`${path('view-venues')}?edit=${encodeURIComponent(form.values.venueId)}`}>Edit venue</Link>{' '}
          <button type="button" onClick={newVenue}>
            New venue
          </button>
        </p>
      ) : null}
      <div className="field">
        <label htmlFor="venue-search">Find a venue</label>
        <input
          id="venue-search"
          type="search"
          autoComplete="off"
          value={query}
          placeholder="Name or town"
          onChange={(e) => setQuery(e.target.value)}
        />
      </div>
      <DataError reads={[venuesRead]} />
      {matches.length > 0 && (
        <ul className="venue-matches" aria-label="Matching venues">
          {matches.map((venue) => (
            <li key={venue._id}>
              <button type="button" onClick={() => pick(venue)}>
                {venue.name}
                {locationText(venue) ? ` (${locationText(venue)})` : ''}
              </button>
            </li>
          ))}
        </ul>
      )}
      {query.trim() && matches.length === 0 && <p className="hint">No saved venue matches: type it below.</p>}
      {!form.values.venueId && existing && (
        <p>
          <button type="button" className="secondary" onClick={() => pick(existing)}>
            Use the saved venue “{existing.name}”{locationText(existing) ? ` (${locationText(existing)})` : ''}
          </button>
        </p>
      )}
      {!form.values.venueId && form.values.venue.trim() && !existing && (
        <p>
          <button type="button" className="secondary" onClick={() => void saveAsVenue()}>
            Save “{form.values.venue.trim()}” as a venue
          </button>
        </p>
      )}
      {saveError && (
        <p className="field-error" role="alert">
          {saveError}
        </p>
      )}
    </fieldset>
  );
}
