import { describe, expect, it } from 'vitest';
import { EVENT_MESSAGES } from '@jazz/contracts';
import { createEventsRepository } from '../src/events/repository';
import { adminForThisFile, memberForThisFile, serverForThisFile } from './harness';

const server = serverForThisFile();
const admin = adminForThisFile(server);
const member = memberForThisFile(server);

const show = (overrides: Record<string, unknown> = {}) => ({
  group: 'Cannonball Quintet',
  groupLink: 'https://example.com/quintet',
  venue: 'Radio Bean',
  venueLink: 'https://radiobean.example',
  location: 'Burlington, VT',
  title: 'Spring show',
  description: 'Two sets of hard bop.',
  startDate: '2031-05-03T23:30:00.000Z',
  timeText: '7:30 - 10 PM',
  ticketsLink: 'https://tickets.example/1',
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}) {
  const res = await server.request('POST', '/api/events/create', { token: admin.token, body: show(overrides) });
  expect(res.status).toBe(201);
  return res.body;
}

describe('GET /api/events', () => {
  it('is public and lists every event by start date, earliest first', async () => {
    const late = await create({ startDate: '2032-01-01T20:00:00Z', title: 'late' });
    const early = await create({ startDate: '2019-06-01T20:00:00-04:00', title: 'early' });
    const res = await server.request('GET', '/api/events');
    expect(res.status).toBe(200);
    const ids = res.body.map((e: any) => e._id);
    expect(ids.indexOf(early._id)).toBeLessThan(ids.indexOf(late._id));
    const dates = res.body.map((e: any) => e.startDate);
    expect([...dates].sort()).toEqual(dates);
    expect(res.body.find((e: any) => e._id === early._id).startDate).toBe('2019-06-02T00:00:00.000Z');
  });

  it('the repository lists the same events in the same order (used by server rendering)', async () => {
    const res = await server.request('GET', '/api/events');
    // the public shows (no private one, no private notes): the one public read
    expect(createEventsRepository(server.db, 'America/New_York').publicShows({})).toEqual(res.body);
  });
});

describe('POST /api/events/create', () => {
  it('creates an event and answers 201 with the public shape', async () => {
    const res = await server.request('POST', '/api/events/create', { token: admin.token, body: show() });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ ...show(), id: res.body._id });
    expect(res.body._id).toMatch(/^[0-9a-f]{24}$/);
    expect(Date.parse(res.body.updatedAt)).not.toBeNaN();
    const one = await server.request('GET', `/api/events/edit/${res.body._id}`, { token: admin.token });
    expect(one.status).toBe(200);
    expect(one.body).toEqual(res.body);
  });

  it('fills optional fields with empty text and trims', async () => {
    const res = await server.request('POST', '/api/events/create', {
      token: admin.token,
      body: { group: '  Trio ', venue: 'Club', startDate: '2030-01-01T20:00:00Z' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ group: 'Trio', venue: 'Club', title: '', groupLink: '', ticketsLink: '' });
  });

  it('refuses anonymous (401) and non-admin (403) callers before validating the body', async () => {
    expect((await server.request('POST', '/api/events/create', { body: {} })).status).toBe(401);
    const res = await server.request('POST', '/api/events/create', { token: member.token, body: {} });
    expect(res.status).toBe(403);
  });

  it.each([
    ['group', { group: '' }, EVENT_MESSAGES.group],
    ['group', { group: undefined }, EVENT_MESSAGES.group],
    ['group', { group: 'g'.repeat(201) }, EVENT_MESSAGES.group],
    ['venue', { venue: '   ' }, EVENT_MESSAGES.venue],
    ['venue', { venue: 'v'.repeat(301) }, EVENT_MESSAGES.venue],
    ['startDate', { startDate: '' }, EVENT_MESSAGES.startDate],
    ['startDate', { startDate: 'next friday' }, EVENT_MESSAGES.startDate],
    ['startDate', { startDate: 12 }, EVENT_MESSAGES.startDate],
    ['groupLink', { groupLink: 'javascript:alert(1)' }, EVENT_MESSAGES.groupLink],
    ['venueLink', { venueLink: 'not a link' }, EVENT_MESSAGES.venueLink],
    ['ticketsLink', { ticketsLink: 'ftp://x.example' }, EVENT_MESSAGES.ticketsLink],
    ['title', { title: 't'.repeat(301) }, EVENT_MESSAGES.title],
    ['location', { location: 'l'.repeat(301) }, EVENT_MESSAGES.location],
    ['timeText', { timeText: 't'.repeat(101) }, EVENT_MESSAGES.timeText],
    ['description', { description: 'd'.repeat(20001) }, EVENT_MESSAGES.description],
  ])('answers 400 { %s } for %j', async (key, overrides, message) => {
    const before = (await server.request('GET', '/api/events')).body.length;
    const res = await server.request('POST', '/api/events/create', { token: admin.token, body: show(overrides) });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ [key]: message });
    expect((await server.request('GET', '/api/events')).body.length).toBe(before);
  });

  it('reports every invalid field at once', async () => {
    const res = await server.request('POST', '/api/events/create', { token: admin.token, body: {} });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      group: EVENT_MESSAGES.group,
      venue: EVENT_MESSAGES.venue,
      startDate: EVENT_MESSAGES.startDate,
    });
  });
});

describe('GET /api/events/edit/:id', () => {
  it('is admin only and answers 404 for a missing event', async () => {
    const event = await create();
    expect((await server.request('GET', `/api/events/edit/${event._id}`)).status).toBe(401);
    expect((await server.request('GET', `/api/events/edit/${event._id}`, { token: member.token })).status).toBe(403);
    const missing = await server.request('GET', '/api/events/edit/000000000000000000000000', { token: admin.token });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: expect.any(String) });
  });
});
