import type { Event } from '../contracts/event';

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
