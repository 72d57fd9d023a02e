import {
  EVENT_FIELD_KEYS,
  inputOf,
  type Event,
  type EventData,
  type EventField,
  type LineupEntry,
} from '@jazz/contracts/event';

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

/** A night's lineup as a client sends it, two players: "Ray Vega (trumpet), Jeff Salisbury (drums)". */
export const TEST_LINEUP: readonly LineupEntry[] = [
  { name: 'Ray Vega', instrument: 'trumpet' },
  { name: 'Jeff Salisbury', instrument: 'drums' },
];

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

/**
 * A show with every field of the field table away from its default, each value made from the
 * field's input kind and its name (two fields of one kind never share a value, so a column read
 * into the wrong field shows). The instants follow one another an hour apart in table order (the
 * end after the start). `venueId` names a saved venue. A new field needs no edit here.
 */
export function testEventEveryField(venueId: string): EventData {
  const instants = EVENT_FIELD_KEYS.filter((key) => inputOf(key) === 'instant');
  const sampleOf = (key: EventField): unknown => {
    switch (inputOf(key)) {
      case 'text':
      case 'group':
        return `${key} sample`;
      case 'multiline':
        return `${key} sample\n\nsecond paragraph`;
      case 'url':
        return `https://example.com/${key}`;
      case 'venue':
        return venueId;
      case 'lineup':
        return [{ name: 'Ray Vega', instrument: 'trumpet' }];
      case 'check':
        return true;
      case 'instant':
        return `2031-05-02T0${instants.indexOf(key) + 1}:00:00.000Z`;
      case 'status':
        return 'postponed';
      case 'setlist':
        // no tunes: a tune must be in the repertoire, which this show's test does not fill
        return { sets: [{ title: `${key} sample`, tunes: [] }], final: true, public: false };
    }
  };
  // safe: every field of the table, each with a sample of its own input kind
  return Object.fromEntries(EVENT_FIELD_KEYS.map((key) => [key, sampleOf(key)])) as EventData;
}
