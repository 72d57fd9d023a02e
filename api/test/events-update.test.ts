import { describe, expect, it } from 'vitest';
import { EVENT_MESSAGES } from '@jazz/contracts';
import { adminForThisFile, memberForThisFile, serverForThisFile } from './harness';

const server = serverForThisFile();
const admin = adminForThisFile(server);
const member = memberForThisFile(server);

const show = {
  group: 'Whitesell Brothers Quartet',
  groupLink: '',
  venue: 'Nectar’s',
  venueLink: '',
  location: 'Burlington, VT',
  title: 'Quartet night',
  description: '',
  startDate: '2031-09-10T23:00:00.000Z',
  timeText: '7 PM',
  ticketsLink: '',
};

async function create() {
  const res = await server.request('POST', '/api/events/create', { token: admin.token, body: show });
  expect(res.status).toBe(201);
  return res.body;
}

const get = async (id: string) => (await server.request('GET', `/api/events/edit/${id}`, { token: admin.token })).body;

describe('PUT /api/events/update/:id', () => {
  it('updates when the comparator matches the stored event', async () => {
    const event = await create();
    const eventData = { ...show, title: 'Renamed', startDate: '2031-09-11T00:00:00Z' };
    const res = await server.request('PUT', `/api/events/update/${event._id}`, {
      token: admin.token,
      body: { eventComparatorData: event, eventData },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: event._id, title: 'Renamed', startDate: '2031-09-11T00:00:00.000Z' });
    expect(await get(event._id)).toEqual(res.body);
  });

  it('accepts a comparator whose start date is spelled differently', async () => {
    const event = await create();
    const res = await server.request('PUT', `/api/events/update/${event._id}`, {
      token: admin.token,
      body: { eventComparatorData: { ...event, startDate: '2031-09-10T19:00:00-04:00' }, eventData: show },
    });
    expect(res.status).toBe(200);
  });

  it('answers 409 with the current event and writes nothing when the comparator is stale', async () => {
    const event = await create();
    const first = await server.request('PUT', `/api/events/update/${event._id}`, {
      token: admin.token,
      body: { eventComparatorData: event, eventData: { ...show, venue: 'Higher Ground' } },
    });
    expect(first.status).toBe(200);
    const stale = await server.request('PUT', `/api/events/update/${event._id}`, {
      token: admin.token,
      body: { eventComparatorData: event, eventData: { ...show, venue: 'Flynn' } },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toEqual(first.body);
    expect(stale.body.message).toEqual(expect.any(String));
    expect((await get(event._id)).venue).toBe('Higher Ground');
  });

  it('lets exactly one of 40 parallel updates from one comparator win', async () => {
    const event = await create();
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        server.request('PUT', `/api/events/update/${event._id}`, {
          token: admin.token,
          body: { eventComparatorData: event, eventData: { ...show, title: `Version ${i}` } },
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(39);
    const winner = results.find((r) => r.status === 200)!;
    expect(await get(event._id)).toEqual(winner.body);
  });

  it('validates eventData with flat field keys', async () => {
    const event = await create();
    const res = await server.request('PUT', `/api/events/update/${event._id}`, {
      token: admin.token,
      body: { eventComparatorData: event, eventData: { ...show, group: '', ticketsLink: 'nope' } },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ group: EVENT_MESSAGES.group, ticketsLink: EVENT_MESSAGES.ticketsLink });
    expect(await get(event._id)).toEqual(event);
  });

  it('answers 400 without a comparator', async () => {
    const event = await create();
    const res = await server.request('PUT', `/api/events/update/${event._id}`, {
      token: admin.token,
      body: { eventData: show },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ eventComparatorData: expect.any(String) });
  });

  it('answers 404 for a missing event, 401/403 before validation', async () => {
    const body = { eventComparatorData: show, eventData: show };
    const missing = await server.request('PUT', '/api/events/update/nope', { token: admin.token, body });
    expect(missing.status).toBe(404);
    expect((await server.request('PUT', '/api/events/update/nope', { body: {} })).status).toBe(401);
    expect((await server.request('PUT', '/api/events/update/nope', { token: member.token, body: {} })).status).toBe(
      403,
    );
  });
});

describe('DELETE /api/events/delete/:id', () => {
  it('deletes and answers the id; a second delete is a 404', async () => {
    const event = await create();
    expect((await server.request('DELETE', `/api/events/delete/${event._id}`)).status).toBe(401);
    expect((await server.request('DELETE', `/api/events/delete/${event._id}`, { token: member.token })).status).toBe(
      403,
    );
    const res = await server.request('DELETE', `/api/events/delete/${event._id}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ _id: event._id });
    const list = (await server.request('GET', '/api/events')).body;
    expect(list.some((e: any) => e._id === event._id)).toBe(false);
    const again = await server.request('DELETE', `/api/events/delete/${event._id}`, { token: admin.token });
    expect(again.status).toBe(404);
  });
});
