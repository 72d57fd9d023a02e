import type { Event } from './event';
import type { Venue } from './venue';

/**
 * Where a show is: the one value every list, feed, calendar entry, page, export and report reads
 * a show's place from. A show stores either a saved venue's id (the venue's record is its place,
 * read at every read) or this value inline (docs/shows.md, "A show's place").
 */
export interface Place {
  name: string;
  address: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
}

/** No place at all (a show at a saved venue stores this inline: the venue is its place). */
export const NO_PLACE: Place = { name: '', address: '', city: '', region: '', postalCode: '', country: '' };

/**
 * The one builder of SPEC's `location` text: "Burlington, VT", "Burlington" or "VT". Every answer's
 * `location` is this of the show's place.
 */
export const locationText = (place: Pick<Place, 'city' | 'region'>): string =>
  [place.city, place.region].filter(Boolean).join(', ');

// a part: no comma, and no space, tab or line break at either end
const PART = '[^, \\t\\n\\r](?:[^,]*[^, \\t\\n\\r])?';
const CITY_REGION = new RegExp(`^(${PART}), (${PART})$`);

/**
 * The one splitter of a `location` text, the inverse of `locationText`: exactly "City, Region"
 * (one comma, then one space, neither part empty nor padded) splits in two; any other text
 * ("Montreal, QC, Canada", "Burlington,VT", "Online") stays whole in `city`, so it joins back to
 * the text that was sent. Migration 020 split the stored texts by the same rule, in SQL.
 */
export function splitLocation(text: string): Pick<Place, 'city' | 'region'> {
  const match = CITY_REGION.exec(text);
  return match ? { city: match[1]!, region: match[2]! } : { city: text, region: '' };
}

/** A saved venue's place. */
export const venuePlace = (venue: Pick<Venue, keyof Place>): Place => ({
  name: venue.name,
  address: venue.address,
  city: venue.city,
  region: venue.region,
  postalCode: venue.postalCode,
  country: venue.country,
});

/** What of an event (an answer, a cached copy, a form's values) its place is read from. */
export type PlacedEvent = Pick<Event, 'venue' | 'address' | 'location'> &
  Partial<Pick<Event, 'city' | 'region' | 'postalCode' | 'country'>>;

/**
 * The place of a show as the API answered it. An answer carries the place's parts; a copy that
 * lacks them (drafted or cached by an older client) or whose `location` was edited since has its
 * `location` split (a copy edited offline keeps its parts from before the edit).
 */
export function placeOf(event: PlacedEvent): Place {
  const { city, region } = event;
  const parts =
    city !== undefined && region !== undefined && locationText({ city, region }) === event.location
      ? { city, region }
      : splitLocation(event.location);
  return {
    name: event.venue,
    address: event.address,
    ...parts,
    postalCode: event.postalCode ?? '',
    country: event.country ?? '',
  };
}

/**
 * SPEC's fields of a place, as every answer derives them (the events' reads, a series, an
 * import's preview): `venue`, `venueLink` (the venue's link, or the show's own), `location` and
 * the street `address`.
 */
export const placeAnswer = (place: Place, link: string) => ({
  venue: place.name,
  venueLink: link,
  location: locationText(place),
  address: place.address,
});

/** An event answer's place: SPEC's fields, and the place's parts for a full PostalAddress. */
export const placeFields = (place: Place, link: string) => ({
  ...placeAnswer(place, link),
  city: place.city,
  region: place.region,
  postalCode: place.postalCode,
  country: place.country,
});

/**
 * The lines of a place after its name: the street address, then the town, unless the owner
 * typed a full address that already names the town (it is not printed twice).
 */
export function placeLines(place: Pick<Place, 'address' | 'city' | 'region'>): string[] {
  const address = place.address.trim();
  const location = locationText({ city: place.city.trim(), region: place.region.trim() });
  if (!address) return location ? [location] : [];
  const town = place.city.trim().toLowerCase();
  if (!location || (town && address.toLowerCase().includes(town))) return [address];
  return [address, location];
}

/**
 * A show's "where" line, the one rule of every list, feed, calendar entry and page head: the
 * venue, then its place lines ("Flynn Space, 153 Main St, Burlington, VT").
 */
export const whereLine = (place: Pick<Place, 'name' | 'address' | 'city' | 'region'>): string =>
  [place.name.trim(), ...placeLines(place)].filter(Boolean).join(', ');

const nameKey = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The place a report writes for a show, and the saved venue it is: the show's `venueId`'s; else,
 * for a place typed on the show, the saved venue of that name (any case) in the same city (a
 * typed place without a city: the only saved venue of that name). A typed place without a
 * street address takes the saved venue's: royalty organisations ask for one, and "Radio Bean"
 * typed by hand is the Radio Bean of the Venues list. The royalty report (the server's CSV) and
 * its warnings (the admin's Reports screen) both read it.
 */
export function reportPlaceOf(
  show: PlacedEvent & { venueId?: string | undefined },
  venues: readonly Venue[],
): { place: Place; venue: Venue | undefined } {
  const typed = placeOf(show);
  if (show.venueId) return { place: typed, venue: venues.find((v) => v._id === show.venueId) };
  const named = venues.filter((v) => nameKey(v.name) === nameKey(typed.name));
  const venue =
    named.find((v) => nameKey(v.city) === nameKey(typed.city)) ??
    (!typed.city.trim() && named.length === 1 ? named[0] : undefined);
  return { place: venue && !typed.address.trim() ? venuePlace(venue) : typed, venue };
}
