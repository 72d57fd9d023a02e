import { VENUE_FIELDS, venueDataSchema, type InUseRefusal, type Venue } from '@jazz/contracts';
import { comparatorOf, isObject, matchesComparator } from '../http/comparator';
import { badRequest, conflict, HttpError, notFound, validate } from '../http/errors';
import type { VenuesRepository } from './repository';

/** docs/product.md "Conflicts": a refusal that is not a stale comparator carries its reason. */
const inUse = (message: string, shows: string[]) =>
  new HttpError(409, { message, reason: 'in-use', shows } satisfies InUseRefusal);

/** The rules of venues: validation, the comparator check, and never orphaning a show. */
export function createVenuesService(repo: VenuesRepository) {
  return {
    list: (): Venue[] => repo.list(),
    /** What the public reads: no venue that only private shows use. */
    listPublic: (): Venue[] => repo.listPublic(),

    find: (id: string): Venue | undefined => repo.get(id),

    get(id: string): Venue {
      const venue = repo.get(id);
      if (!venue) throw notFound('No such venue.');
      return venue;
    },

    create: (input: unknown): Venue => repo.insert(validate(venueDataSchema, input)),

    update(id: string, body: unknown): Venue {
      const payload = isObject(body) ? body : {};
      const data = validate(venueDataSchema, payload.venueData ?? {});
      const comparator = comparatorOf('venue', payload);
      return repo.transaction(() => {
        const current = repo.get(id);
        if (!current) throw notFound('No such venue.');
        const fields = 'capacity' in comparator ? [...VENUE_FIELDS, 'capacity'] : VENUE_FIELDS;
        if (!matchesComparator(current, comparator, fields)) throw conflict(current);
        return repo.update(id, {
          ...data,
          capacity: data.capacity === undefined ? (current.capacity ?? null) : data.capacity,
        })!;
      });
    },

    remove(id: string): { _id: string } {
      return repo.transaction(() => {
        if (!repo.get(id)) throw notFound('No such venue.');
        const shows = repo.showsAt(id);
        if (shows.length > 0)
          throw inUse(
            `This venue has ${shows.length} ${shows.length === 1 ? 'show' : 'shows'}: move them to another venue (Merge) first.`,
            shows,
          );
        repo.remove(id);
        return { _id: id };
      });
    },

    /** Moves every show of venue `id` to `into`, then deletes `id`: two records of one room become one. */
    merge(id: string, body: unknown): { _id: string; into: Venue; moved: number } {
      const into = isObject(body) && typeof body.into === 'string' ? body.into : '';
      if (!into || into === id) throw badRequest({ into: 'Choose the venue to keep.' });
      return repo.transaction(() => {
        if (!repo.get(id)) throw notFound('No such venue.');
        const kept = repo.get(into);
        if (!kept) throw badRequest({ into: 'Choose the venue to keep.' });
        const moved = repo.moveShows(id, into);
        repo.remove(id);
        return { _id: id, into: kept, moved };
      });
    },
  };
}

export type VenuesService = ReturnType<typeof createVenuesService>;
