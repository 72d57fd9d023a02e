import { describe, expect, it } from 'vitest';
import { EVENT_FIELD_KEYS, EVENT_FIELD_TABLE, type EventData } from '@jazz/shared/contracts';
import { adminForThisFile, serverForThisFile } from './harness';

const server = serverForThisFile();
const admin = adminForThisFile(server);

/**
 * docs/shows.md says an optional event field touches a migration, the contract and its row in
 * the field table, the repository and the show page. The type-check holds the contract and the
 * table together; this test holds the repository to the table: every field of the table, set
 * to something other than its default, comes back from the API as it was sent. A field added to
 * the table but forgotten in the migration or the repository fails here.
 */
describe('every field of the event field table', () => {
  it('is stored and read back by the API, none left at its default', async () => {
    const venue = await server.request('POST', '/api/venues/create', {
      token: admin.token,
      body: { name: 'Radio Bean', city: 'Burlington', region: 'VT' },
    });
    expect(venue.status).toBe(201);
    const sent: Required<EventData> = {
      title: 'Thursday session',
      group: 'Cannonball Quintet',
      groupLink: '/cannonball-quintet',
      venueId: venue.body._id,
      venue: 'Radio Bean',
      venueLink: 'https://radiobean.example',
      location: 'Burlington, VT',
      address: '8 N Winooski Ave',
      lineup: [{ name: 'Ray Vega', instrument: 'trumpet' }],
      ticketsLink: 'https://tickets.example/1',
      price: '$20, students $10',
      soldOut: true,
      startDate: '2031-05-02T00:00:00.000Z',
      endDate: '2031-05-02T03:00:00.000Z',
      timeTBA: true,
      timeText: '8-11 PM',
      status: 'postponed',
      description: 'Two sets.',
    };
    // the test itself must cover the whole table (a new field needs a value here too)
    expect(Object.keys(sent).sort()).toEqual([...EVENT_FIELD_KEYS].sort());
    for (const key of EVENT_FIELD_KEYS) expect(sent[key], key).not.toEqual(EVENT_FIELD_TABLE[key].default);

    const created = await server.request('POST', '/api/events/create', { token: admin.token, body: sent });
    expect(created.status).toBe(201);
    const read = await server.request('GET', `/api/events/edit/${created.body._id}`, { token: admin.token });
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    const stored = read.body as Record<string, unknown>;
    // a saved venue gives the show its own venue fields: compare the venue's, the rest as sent
    for (const key of EVENT_FIELD_KEYS) {
      if (['venue', 'venueLink', 'location', 'address'].includes(key)) continue;
      expect(stored[key], key).toEqual(sent[key]);
    }
    expect(stored.venue).toBe('Radio Bean');
  });
});
