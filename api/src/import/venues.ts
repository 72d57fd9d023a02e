import { venueDataSchema, type Venue } from '@jazz/contracts';
import type { VenuesRepository } from '../venues/repository';
import type { ImportVenue } from './import-row';

const key = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

let countryCodes: Map<string, string> | undefined;

/** "United States", "USA", "us", "Canada" → the two-letter code venues keep ('' when unknown). */
export function countryCode(country: string): string {
  const text = key(country);
  if (!text) return '';
  if (/^[a-z]{2}$/.test(text)) return text.toUpperCase();
  if (!countryCodes) {
    countryCodes = new Map([
      ['usa', 'US'],
      ['united states of america', 'US'],
      ['uk', 'GB'],
    ]);
    const names = new Intl.DisplayNames(['en'], { type: 'region' });
    for (let a = 65; a <= 90; a++)
      for (let b = 65; b <= 90; b++) {
        const code = String.fromCharCode(a, b);
        const name = names.of(code);
        if (name && name !== code) countryCodes.set(key(name), code);
      }
  }
  return countryCodes.get(text) ?? '';
}

/**
 * The venue records a file's shows go to: an existing venue of the same name and city (a file
 * without the city matches the only venue of that name), else a new one, created once per
 * import however many rows name it.
 */
export function venueMatcher(repo: VenuesRepository) {
  const known = repo.list();
  const created = new Map<string, Venue>();
  const ofName = (name: string) => known.filter((v) => key(v.name) === key(name));
  const find = (venue: ImportVenue): Venue | undefined => {
    const named = ofName(venue.name);
    return (
      named.find((v) => key(v.city) === key(venue.city)) ?? (!venue.city && named.length === 1 ? named[0] : undefined)
    );
  };
  const plannedKey = (venue: ImportVenue) => `${key(venue.name)}\u0000${key(venue.city)}`;
  return {
    /** The matching venue, or undefined when the import would create one. */
    find,
    /** Inside the import's transaction: the venue's id, creating its record on first use. */
    idFor(venue: ImportVenue): string {
      const found = find(venue) ?? created.get(plannedKey(venue));
      if (found) return found._id;
      const record = repo.insert(venueDataSchema.parse(dataOf(venue)));
      created.set(plannedKey(venue), record);
      return record._id;
    },
    createdCount: () => created.size,
  };
}

/** What the file's venue would be refused for as a new venue record, or undefined. */
export function newVenueProblem(venue: ImportVenue): string | undefined {
  const parsed = venueDataSchema.safeParse(dataOf(venue));
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

const dataOf = (venue: ImportVenue) => ({
  name: venue.name,
  address: venue.address,
  city: venue.city,
  region: venue.region,
  postalCode: venue.postalCode,
  country: countryCode(venue.country),
  link: venue.link,
  phone: venue.phone,
});

export type VenueMatcher = ReturnType<typeof venueMatcher>;
