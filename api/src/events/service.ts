import { EVENT_FIELDS, eventDataSchema, type Event } from '@jazz/shared/contracts';
import type { Db } from '../db';
import { matchesComparator } from '../http/comparator';
import { badRequest, conflict, notFound, validate } from '../http/errors';
import { createEventsRepository, type EventFields } from './repository';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function validEventData(input: unknown): EventFields {
  return validate(eventDataSchema, input);
}

/** The rules of the events area: validation, existence and the comparator check. */
export function createEventsService(db: Db) {
  const repo = createEventsRepository(db);

  // One transaction for read, compare and write: of many updates sent from the same
  // comparator, exactly one can win; the others see the changed record and get a 409.
  const updateChecked = db.transaction((id: string, comparator: Record<string, unknown>, data: EventFields) => {
    const current = repo.get(id);
    if (!current) throw notFound('No such event.');
    if (!matchesComparator(current, comparator, EVENT_FIELDS)) throw conflict(current);
    return repo.update(id, data)!;
  });

  return {
    list: (): Event[] => repo.list(),

    get(id: string): Event {
      const event = repo.get(id);
      if (!event) throw notFound('No such event.');
      return event;
    },

    create: (input: unknown): Event => repo.insert(validEventData(input)),

    update(id: string, body: unknown): Event {
      const payload = isObject(body) ? body : {};
      const data = validEventData(payload.eventData ?? {});
      if (!isObject(payload.eventComparatorData))
        throw badRequest({ message: 'eventComparatorData (the event as first loaded) is required.' });
      return updateChecked(id, payload.eventComparatorData, data);
    },

    remove(id: string): { _id: string } {
      if (!repo.remove(id)) throw notFound('No such event.');
      return { _id: id };
    },
  };
}
