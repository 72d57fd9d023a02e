import { describe, expect, it } from 'vitest';
import {
  EVENT_CONFLICT_FIELDS,
  EVENT_FIELD_KEYS,
  EVENT_FIELD_TABLE,
  eventDataOf,
  inputOf,
  type Event,
  type EventField,
} from '@jazz/contracts';
import { testEventEveryField } from '@jazz/testing/factories';
import { adminForThisFile, serverForThisFile } from './harness';

const server = serverForThisFile();
const admin = adminForThisFile(server);

/**
 * docs/shows.md says an optional event field touches a migration, its row in the field table,
 * a line of the repository and the show page. The type-check holds the table and the
 * repository's column map together; this test holds the database to the table: every field of
 * the table, set to something other than its default, comes back from the API as it was sent,
 * Duplicate copies it and a conflict answer carries it. A field the migration or the repository
 * misses fails here; a new field needs no edit of this test (its value comes from its kind).
 */
describe('every field of the event field table', () => {
  it('is stored, read back, copied by Duplicate and carried to the conflict views', async () => {
    const venue = await server.request('POST', '/api/venues/create', {
      token: admin.token,
      body: {
        name: 'Radio Bean',
        link: 'https://radiobean.example',
        city: 'Burlington',
        region: 'VT',
        address: '8 N Winooski Ave',
      },
    });
    expect(venue.status).toBe(201);
    const sent = testEventEveryField(venue.body._id) as Record<EventField, unknown>;
    for (const key of EVENT_FIELD_KEYS) expect(sent[key], key).not.toEqual(EVENT_FIELD_TABLE[key].default);

    const readBack = async (body: Record<string, unknown>): Promise<Event> => {
      const created = await server.request('POST', '/api/events/create', { token: admin.token, body });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const read = await server.request('GET', `/api/events/edit/${created.body._id}`, { token: admin.token });
      expect(read.status, JSON.stringify(read.body)).toBe(200);
      return read.body as Event;
    };

    // without a saved venue every field comes back as sent
    const own = await readBack({ ...sent, venueId: '' });
    for (const key of EVENT_FIELD_KEYS) if (inputOf(key) !== 'venue') expect(own[key], key).toEqual(sent[key]);

    // at a saved venue the show reads the venue's own fields, the rest as sent
    const atVenue = await readBack(sent);
    const fromVenue = {
      venueId: venue.body._id,
      venue: 'Radio Bean',
      venueLink: 'https://radiobean.example',
      location: 'Burlington, VT',
      address: '8 N Winooski Ave',
    };
    for (const key of EVENT_FIELD_KEYS)
      expect(atVenue[key], key).toEqual(key in fromVenue ? fromVenue[key as keyof typeof fromVenue] : sent[key]);

    // Duplicate sends the stored show's data: the copy has every field of the original
    const copy = await readBack(eventDataOf(own));
    for (const key of EVENT_FIELD_KEYS) expect(copy[key], key).toEqual(own[key]);

    // a stale save answers 409 with the stored show, whose every shown field the conflict views list
    const stale = await server.request('PUT', `/api/events/update/${own._id}`, {
      token: admin.token,
      body: { eventComparatorData: { ...eventDataOf(own), title: 'stale' }, eventData: eventDataOf(own) },
    });
    expect(stale.status).toBe(409);
    const current = stale.body.current as Event;
    const shown = EVENT_CONFLICT_FIELDS.map((row) => row.key);
    for (const key of EVENT_FIELD_KEYS) {
      expect(current[key], key).toEqual(own[key]);
      if (inputOf(key) !== 'venue') expect(shown, key).toContain(key);
    }
  });
});
