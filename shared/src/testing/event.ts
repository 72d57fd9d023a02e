import type { Event, EventData } from '../contracts/event';

/**
 * The event factory of every test: `testEventData` is what a client sends (POST
 * /api/events/create, an update's eventData), `testEvent` a stored event as the API lists it.
 * Pass only the fields a test is about; a new optional field gets its default here, once.
 */

/**
 * The event fields of the first contract (docs/product.md), all a client written before the
 * optional ones knows and sends. Written out, not read from the field table: the tests that use
 * it check that such a client keeps working whatever the table says.
 */
export const SPEC_EVENT_FIELDS = [
  'group',
  'groupLink',
  'venue',
  'venueLink',
  'location',
  'title',
  'description',
  'startDate',
  'timeText',
  'ticketsLink',
] as const satisfies readonly (keyof EventData)[];

/** A quintet show at Radio Bean on a fixed evening of 2031 (23:30 UTC, 7:30 PM in Vermont). */
export function testEventData(fields: Partial<EventData> = {}): EventData {
  return {
    group: 'Cannonball Quintet',
    venue: 'Radio Bean',
    startDate: '2031-05-03T23:30:00.000Z',
    ...fields,
  };
}

/** A scheduled show of the quintet with every field present, starting at `startDate`. */
export function testEvent(id: string, startDate: string, fields: Partial<Event> = {}): Event {
  return {
    _id: id,
    id,
    group: 'Cannonball Quintet',
    groupLink: '',
    venue: 'Venue ' + id,
    venueLink: '',
    location: '',
    title: 'Show ' + id,
    description: '',
    startDate,
    timeText: '',
    ticketsLink: '',
    status: 'scheduled',
    address: '',
    updatedAt: startDate,
    ...fields,
  };
}
