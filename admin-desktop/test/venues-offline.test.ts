import { describe, expect, it } from 'vitest';
import { describeEntry } from '../src/core/describe';
import { desktop, deskForThisFile, eventData } from './setup';

const desk = deskForThisFile();

const get = async (path: string) => (await desk.server.request('GET', path)).body as any[];
const comparatorOf = ({ events: _e, _id: _i, id: _d, updatedAt: _u, ...fields }: any) => fields;
const residency = {
  group: 'Whitesell Brothers Quartet',
  title: 'Thursdays offline',
  repeat: { freq: 'weekly' as const, byDay: ['TH' as const] },
  startTime: '19:00',
  from: '2031-05-01',
  count: 3,
};

describe('venues and residencies drafted offline', () => {
  it('sends a show drafted at a venue drafted offline with the venue’s real id, in order, once', async () => {
    const d = desktop(desk.gate.url, desk.admin.token);
    await d.client.venues.list();

    await desk.gate.down();
    const venue = await d.client.venues.create({ name: 'Offline Room', city: 'Winooski', region: 'VT' });
    expect(venue._id).toMatch(/^draft-/);
    // the picker lists it at once, and an edit on top of the draft waits too
    expect((await d.client.venues.list()).map((v) => v.name)).toContain('Offline Room');
    await d.client.venues.update(venue._id, venue, {
      name: 'Offline Room',
      city: 'Winooski',
      region: 'VT',
      phone: '802',
    });
    const show = await d.client.events.create(eventData('Show at the new room', { venueId: venue._id, venue: '' }));
    expect(show._id).toMatch(/^draft-/);
    expect(d.outbox.entries().map((e) => e.op)).toEqual(['venue.create', 'venue.update', 'event.create']);
    expect(describeEntry(d.outbox.entries()[0]!, (s) => s)).toBe('New venue “Offline Room”');

    await desk.gate.up();
    await d.engine.syncNow();
    expect(d.outbox.size).toBe(0);
    const venues = (await get('/api/venues')).filter((v) => v.name === 'Offline Room');
    expect(venues).toHaveLength(1);
    expect(venues[0]).toMatchObject({ city: 'Winooski', phone: '802' });
    const shows = (await get('/api/events')).filter((e) => e.title === 'Show at the new room');
    expect(shows).toHaveLength(1);
    expect(shows[0]).toMatchObject({ venueId: venues[0]._id, venue: 'Offline Room' });
  });

  it('holds a venue edit changed elsewhere as a conflict, while an unrelated show goes out', async () => {
    const d = desktop(desk.gate.url, desk.admin.token);
    const venue = await d.client.venues.create({ name: 'Conflict Hall', city: 'Burlington' });
    expect(venue._id).not.toMatch(/^draft-/);

    await desk.gate.down();
    await d.client.venues.update(venue._id, venue, { name: 'Conflict Hall', city: 'Montpelier' });
    await d.client.events.create(eventData('Unrelated while offline'));
    const elsewhere = await desk.server.request('PUT', `/api/venues/update/${venue._id}`, {
      token: desk.admin.token,
      body: { venueComparatorData: venue, venueData: { name: 'Conflict Hall', city: 'Barre' } },
    });
    expect(elsewhere.status).toBe(200);

    await desk.gate.up();
    await d.engine.syncNow();
    const [held] = d.outbox.entries();
    expect(d.outbox.size).toBe(1);
    expect(held).toMatchObject({ op: 'venue.update', status: 'conflict', conflicts: ['city'] });
    expect((await get('/api/events')).filter((e) => e.title === 'Unrelated while offline')).toHaveLength(1);

    await d.engine.keepMine(held!.seq);
    expect(d.outbox.size).toBe(0);
    expect((await get('/api/venues')).find((v) => v._id === venue._id)).toMatchObject({ city: 'Montpelier' });
  });

  it('creates a residency at a venue drafted offline, and edits a residency offline', async () => {
    const d = desktop(desk.gate.url, desk.admin.token);
    const existing = await d.client.series.create({
      ...residency,
      title: 'Mondays',
      venue: 'The Flynn',
      repeat: { freq: 'weekly', byDay: ['MO'] },
    });
    expect(existing.events).toHaveLength(3);

    await desk.gate.down();
    const venue = await d.client.venues.create({ name: 'Residency Room' });
    const drafted = await d.client.series.create({ ...residency, venueId: venue._id });
    expect(drafted._id).toMatch(/^draft-/);
    await d.client.series.update(existing._id, comparatorOf(existing), {
      ...comparatorOf(existing),
      title: 'Mondays, edited offline',
    });
    expect((await d.client.series.list()).map((s) => s.title)).toEqual(
      expect.arrayContaining(['Thursdays offline', 'Mondays, edited offline']),
    );

    await desk.gate.up();
    await d.engine.syncNow();
    expect(d.outbox.size).toBe(0);
    const room = (await get('/api/venues')).find((v) => v.name === 'Residency Room');
    const series = await get('/api/series');
    const made = series.filter((s) => s.title === 'Thursdays offline');
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ venueId: room._id });
    expect(series.find((s) => s._id === existing._id)).toMatchObject({ title: 'Mondays, edited offline' });
    const events = (await get('/api/events')).filter((e) => e.title === 'Thursdays offline');
    expect(events).toHaveLength(3);
    expect(events.every((e) => e.venueId === room._id && e.venue === 'Residency Room')).toBe(true);
  });
});
