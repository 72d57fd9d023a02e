import { describe, expect, it } from 'vitest';
import {
  eventDataObject,
  eventDataSchema,
  EVENT_FIELD_KEYS,
  EVENT_FORM_FIELDS,
  EVENT_OPTIONAL_FIELDS,
  type Event,
} from './event';
import { EVENT_CONFLICT_FIELDS, eventDataOf, eventValuesOf } from './event-fields';

const full: Event = {
  _id: 'e1',
  id: 'e1',
  group: 'Cannonball Quintet',
  groupLink: '/cannonball-quintet',
  venue: 'Radio Bean',
  venueLink: 'https://radiobean.com',
  location: 'Burlington, VT',
  title: 'Thursday residency',
  description: 'Two sets.',
  startDate: '2031-05-02T00:00:00.000Z',
  timeText: '8-11 PM',
  ticketsLink: 'https://tickets.example/1',
  status: 'postponed',
  address: '8 N Winooski Ave',
  venueId: 'v1',
  lineup: [{ name: 'Ray Vega', instrument: 'trumpet' }],
  price: '$20',
  soldOut: true,
  seriesId: 's1',
  endDate: '2031-05-02T03:00:00.000Z',
  timeTBA: false,
  private: true,
  privateNotes: 'Call the venue at 802-555-0101',
  setlist: { sets: [{ title: 'Set 1', tunes: [{ tuneId: 't1', note: 'ballad' }] }], final: true, public: false },
  updatedAt: '2031-01-01T00:00:00.000Z',
};

describe('the event field table', () => {
  it('is every field of the contract, in form order', () => {
    expect([...EVENT_FIELD_KEYS].sort()).toEqual(Object.keys(eventDataObject.shape).sort());
    expect(EVENT_FIELD_KEYS.slice(0, 3)).toEqual(['title', 'group', 'groupLink']);
  });

  it('lets Duplicate copy every field but _id and seriesId', () => {
    const data = eventDataOf(full);
    const { _id: _i, id: _d, updatedAt: _u, seriesId: _s, ...rest } = full;
    expect(data).toEqual(rest);
    // the copy is its own: changing it leaves the record alone
    data.lineup![0]!.name = 'Someone else';
    expect(full.lineup![0]!.name).toBe('Ray Vega');
    // and the server takes it as it is
    expect(eventDataSchema.safeParse(data).success).toBe(true);
  });

  it('gives a record that predates a field its default', () => {
    const { lineup: _l, price: _p, soldOut: _o, venueId: _v, endDate: _e, timeTBA: _t, ...old } = full;
    expect(eventValuesOf(old)).toMatchObject({
      lineup: [],
      price: '',
      soldOut: false,
      venueId: '',
      endDate: '',
      timeTBA: false,
    });
  });

  it('derives the CSV columns, the optional fields and the conflict rows from it', () => {
    expect(EVENT_FORM_FIELDS).toEqual([
      'title',
      'group',
      'groupLink',
      'venue',
      'venueLink',
      'location',
      'address',
      'ticketsLink',
      'startDate',
      'timeText',
      'status',
      'description',
    ]);
    expect(EVENT_OPTIONAL_FIELDS).toEqual([
      'venueId',
      'address',
      'lineup',
      'price',
      'soldOut',
      'endDate',
      'timeTBA',
      'status',
      'private',
      'privateNotes',
      'setlist',
    ]);
    expect(EVENT_CONFLICT_FIELDS.map((f) => f.key)).not.toContain('venueId');
    expect(EVENT_CONFLICT_FIELDS.find((f) => f.key === 'startDate')?.label).toBe('Start Date & Time');
  });
});
