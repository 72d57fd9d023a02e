import { TUNE_FIELDS, tuneDataSchema, type Event, type InUseRefusal, type Tune } from '@jazz/contracts';
import { publicSetlistOf } from '@jazz/contracts/shows';
import { cutoffOf } from '@jazz/contracts/time';
import { comparatorOf, isObject, matchesComparator } from '../http/comparator';
import { conflict, HttpError, notFound, validate } from '../http/errors';
import type { TunesRepository } from './repository';

/** The rules of the repertoire: validation, the comparator check, never orphaning a setlist. */
export function createTunesService(repo: TunesRepository, options: { timeZone: string; now?: () => number }) {
  const now = options.now ?? Date.now;
  return {
    list: (): Tune[] => repo.list(),

    create: (input: unknown): Tune => repo.insert(validate(tuneDataSchema, input)),

    update(id: string, body: unknown): Tune {
      const payload = isObject(body) ? body : {};
      const data = validate(tuneDataSchema, payload.tuneData ?? {});
      const comparator = comparatorOf('tune', payload);
      return repo.transaction(() => {
        const current = repo.get(id);
        if (!current) throw notFound('No such tune.');
        if (!matchesComparator(current, comparator, TUNE_FIELDS)) throw conflict(current);
        return repo.update(id, data)!;
      });
    },

    remove(id: string): { _id: string } {
      return repo.transaction(() => {
        if (!repo.get(id)) throw notFound('No such tune.');
        const shows = repo.showsWith(id);
        if (shows.length > 0)
          throw new HttpError(409, {
            message: `This tune is in the setlist of ${shows.length} ${shows.length === 1 ? 'show' : 'shows'}: take it out of them first.`,
            reason: 'in-use',
            shows,
          } satisfies InUseRefusal);
        repo.remove(id);
        return { _id: id };
      });
    },

    /** The next instant a final, public setlist becomes readable (its day ends); Infinity when none waits. */
    nextSetlistRelease(events: Event[]): number {
      const at = now();
      let next = Number.POSITIVE_INFINITY;
      for (const event of events)
        if (event.setlist?.final && event.setlist.public) {
          const cutoff = cutoffOf(event.startDate, options.timeZone);
          if (cutoff > at && cutoff < next) next = cutoff;
        }
      return next;
    },

    /**
     * The shows as the public reads them: a setlist only once it is final, public and its day
     * over, with its tunes' titles and writers; nothing of any other setlist.
     */
    publicEvents(events: Event[]): Event[] {
      if (!events.some((event) => event.setlist !== undefined)) return events;
      const at = now();
      let tunes: Map<string, Tune> | undefined;
      return events.map((event) => {
        if (!event.setlist) return publicSetlistOf(event, new Map(), at, options.timeZone);
        tunes ??= new Map(repo.plainList().map((tune) => [tune._id, tune]));
        return publicSetlistOf(event, tunes, at, options.timeZone);
      });
    },
  };
}

export type TunesService = ReturnType<typeof createTunesService>;
