import {
  EVENT_FIELDS,
  EVENT_MESSAGES,
  EVENT_OPTIONAL_FIELDS,
  eventDataSchema,
  type Event,
  type Setlist,
  type ValidEventData,
} from '@jazz/contracts';
import { setlistTuneIds } from '@jazz/contracts/shows';
import { comparatorOf, isObject, matchesComparator } from '../http/comparator';
import { badRequest, conflict, notFound, validate } from '../http/errors';
import type { VenuesRepository } from '../venues/repository';
import { createPublicShows } from './public-shows';
import type { TunesRepository } from '../tunes/repository';
import { withPublicSetlists } from '../tunes/public-setlists';
import type { EventFields, EventsRepository } from './repository';

const OPTIONAL = new Set<string>(EVENT_OPTIONAL_FIELDS);

/** The rules of the events area: validation, existence and the comparator check. */
export function createEventsService(
  repo: EventsRepository,
  venues: VenuesRepository,
  timeZone: string,
  setlists?: {
    /** The repertoire a setlist's tunes must be in. */
    tunes: TunesRepository;
    /** The setlist rule of the public (a setlist only once final, public and its day over). */
    publicEvents: (events: Event[]) => Event[];
  },
) {
  const tunes = setlists?.tunes;
  /**
   * A show at a venue: the venue must exist (its record is the show's place at every read,
   * docs/shows.md "A show's place"). A setlist names tunes of the repertoire only.
   */
  const withVenue = <T extends { venueId?: string | undefined; setlist?: Setlist | null | undefined }>(data: T): T => {
    const ids = setlistTuneIds(data.setlist);
    if (tunes && ids.length && tunes.unknown(ids).length) throw badRequest({ setlist: EVENT_MESSAGES.setlistTune });
    if (data.venueId && !venues.get(data.venueId)) throw badRequest({ venueId: EVENT_MESSAGES.venueId });
    return data;
  };

  // One transaction for read, compare and write: of many updates sent from the same
  // comparator, exactly one can win; the others see the changed record and get a 409.
  const updateChecked = (id: string, comparator: Record<string, unknown>, data: ValidEventData) =>
    repo.transaction(() => {
      const current = repo.get(id);
      if (!current) throw notFound('No such event.');
      // a client of docs/product.md's routes knows neither status nor address: they are compared only
      // when the comparator carries them, and kept as stored when the data leaves them out
      const fields = EVENT_FIELDS.filter((field) => !OPTIONAL.has(field) || field in comparator);
      if (!matchesComparator(current, comparator, fields)) throw conflict(current);
      // safe: the stored event's own fields, filtered by name
      const kept = Object.fromEntries(
        // undefined (left out) keeps the stored value; null (the setlist) clears it
        EVENT_OPTIONAL_FIELDS.map((field) => [field, data[field] === undefined ? current[field] : data[field]]),
      ) as Partial<EventFields>;
      const updated = repo.update(id, withVenue({ ...data, ...kept }))!;
      // a date of a series edited (or cancelled) on its own is left alone by later series edits
      repo.markException(id);
      return updated;
    });

  return {
    /** Every show, for the admin and the desktop (never a public page: see `public`). */
    list: (): Event[] => repo.list(),
    /** The shows starting at or after `from` that have a setlist, public or not (setlists.ts's release times). */
    withSetlistsSince: (from: string): Event[] => repo.withSetlistsSince(from),

    /** What the public sees of the shows: every public page, feed and anonymous answer reads this. */
    public: setlists
      ? withPublicSetlists(createPublicShows(repo, timeZone), setlists.publicEvents)
      : createPublicShows(repo, timeZone),

    /** The event, or undefined (the site's pages answer their own 404). */
    find: (id: string): Event | undefined => repo.get(id),

    get(id: string): Event {
      const event = repo.get(id);
      if (!event) throw notFound('No such event.');
      return event;
    },

    create: (input: unknown): Event => repo.insert(withVenue(validate(eventDataSchema, input))),

    update(id: string, body: unknown): Event {
      const payload = isObject(body) ? body : {};
      const data = validate(eventDataSchema, payload.eventData ?? {});
      return updateChecked(id, comparatorOf('event', payload), data);
    },

    remove(id: string): { _id: string } {
      if (!repo.remove(id)) throw notFound('No such event.');
      return { _id: id };
    },
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
