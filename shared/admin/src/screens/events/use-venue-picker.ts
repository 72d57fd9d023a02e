import { useMemo, useState } from 'react';
import { locationText, splitLocation, type Venue } from '@jazz/contracts';
import { useAdminHost } from '../../host';
import { useData } from '../../use-data';
import type { EventFormApi } from './event-form-api';

/**
 * The saved venues, the ones matching the search, and the show's venue: picked, cleared for a
 * new one, or the typed one saved as a venue.
 */
export function useVenuePicker(form: EventFormApi) {
  const { api } = useAdminHost();
  const venuesRead = useData('the saved venues', [], (client) => client.venues.list());
  const venues = useMemo(() => venuesRead.data ?? [], [venuesRead.data]);
  const [query, setQuery] = useState('');
  const [saveError, setSaveError] = useState('');
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

  return { venuesRead, query, setQuery, chosen, matches, existing, pick, saveAsVenue, saveError, newVenue };
}
