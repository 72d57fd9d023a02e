import { keysOf } from '@jazz/contracts/typed';
import { NO_PLACE, splitLocation, type Place, type ValidEventData } from '@jazz/contracts';

/**
 * A show's place in SQL, written and read here only (docs/shows.md, "A show's place"). A show
 * stores a saved venue's id, or its own place in the columns venue (the name), venue_link,
 * address, city, region, postal_code and country; never both, and never the joined "City,
 * Region" text. Every read of a show's place (the events' reads, the sitemap, a booking's
 * clashes, the admin's search, the royalty report) selects PLACE_SELECT over PLACE_JOIN.
 */
export const PLACE_JOIN = 'LEFT JOIN venues v ON v.id = e.venue_id';

/** Each part of a place: the show's own column, and the venue's. */
const PARTS = {
  name: ['venue', 'name'],
  link: ['venue_link', 'link'],
  address: ['address', 'address'],
  city: ['city', 'city'],
  region: ['region', 'region'],
  postal_code: ['postal_code', 'postal_code'],
  country: ['country', 'country'],
} as const;

/** One part of a show's place (`e` the show, `v` its venue by PLACE_JOIN): the venue's when it names one. */
export const placeColumn = (part: keyof typeof PARTS): string =>
  `CASE WHEN v.id IS NULL THEN e.${PARTS[part][0]} ELSE v.${PARTS[part][1]} END`;

/** The place's columns of a read, each as `place_<part>`. */
export const PLACE_SELECT = keysOf(PARTS)
  .map((part) => `${placeColumn(part)} AS place_${part}`)
  .join(', ');

/**
 * SPEC's `location` in SQL, for the admin's search only: place.ts's `locationText` ("City, Region",
 * or the one that is there), written in SQL so the search runs in the database.
 */
export const PLACE_LOCATION = (() => {
  const [city, region] = [placeColumn('city'), placeColumn('region')];
  return `(CASE WHEN ${city} <> '' AND ${region} <> '' THEN ${city} || ', ' || ${region} ELSE ${city} || ${region} END)`;
})();

/** What PLACE_SELECT reads. */
export interface PlaceRow {
  place_name: string;
  place_link: string;
  place_address: string;
  place_city: string;
  place_region: string;
  place_postal_code: string;
  place_country: string;
}

/** The place a row read with PLACE_SELECT names. */
export const placeOfRow = (row: PlaceRow): Place => ({
  name: row.place_name,
  address: row.place_address,
  city: row.place_city,
  region: row.place_region,
  postalCode: row.place_postal_code,
  country: row.place_country,
});

/** The columns of the place a write stores, in the order of PLACE_WRITE_COLUMNS' parameters. */
export const PLACE_WRITE_COLUMNS = {
  venue: '@placeName',
  venue_link: '@placeLink',
  address: '@placeAddress',
  city: '@placeCity',
  region: '@placeRegion',
  postal_code: '@placePostalCode',
  country: '@placeCountry',
} as const;

/**
 * The statement parameters of a show's place: at a saved venue, none of its own (the venue's
 * record is read instead); else what was sent, its `location` split once (place.ts's rule, so it
 * is answered back exactly as sent).
 */
export function placeParams(
  data: Pick<ValidEventData, 'venue' | 'venueLink' | 'location'> & { venueId?: string | undefined; address?: string },
): Record<string, string> {
  const place: Place & { link: string } = data.venueId
    ? { ...NO_PLACE, link: '' }
    : {
        ...NO_PLACE,
        name: data.venue,
        address: data.address ?? '',
        ...splitLocation(data.location),
        link: data.venueLink,
      };
  return {
    placeName: place.name,
    placeLink: place.link,
    placeAddress: place.address,
    placeCity: place.city,
    placeRegion: place.region,
    placePostalCode: place.postalCode,
    placeCountry: place.country,
  };
}
