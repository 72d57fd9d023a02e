import { describe, expect, it } from 'vitest';
import { EVENT_MESSAGES } from '@jazz/contracts';
import { adminForThisFile, serverForThisFile } from './harness';

const server = serverForThisFile();
const admin = adminForThisFile(server);

const show = {
  group: 'Cannonball Quintet',
  venue: 'Flynn Space',
  startDate: '2031-05-02T00:00:00.000Z',
};

const create = (body: Record<string, unknown>) =>
  server.request('POST', '/api/events/create', { token: admin.token, body });

describe('the event fields of venues, lineups and tickets', () => {
  it('are empty for a SPEC client that sends none of them', async () => {
    const res = await create(show);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      venueId: '',
      lineup: [],
      price: '',
      soldOut: false,
      seriesId: '',
      endDate: '',
      timeTBA: false,
    });
  });

  it('are stored as sent, trimmed', async () => {
    const res = await create({
      ...show,
      lineup: [{ name: ' Ray Vega ', instrument: 'trumpet ' }, { name: 'Jeff Salisbury' }],
      price: ' $20, students $10 ',
      soldOut: true,
      endDate: '2031-05-01T22:30:00-04:00',
      timeTBA: false,
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({
      lineup: [
        { name: 'Ray Vega', instrument: 'trumpet' },
        { name: 'Jeff Salisbury', instrument: '' },
      ],
      price: '$20, students $10',
      soldOut: true,
      endDate: '2031-05-02T02:30:00.000Z',
    });
  });

  it('answer 400 per field for what they can not take', async () => {
    const res = await create({
      ...show,
      lineup: [{ name: '', instrument: 'bass' }],
      price: 'x'.repeat(201),
      soldOut: 'yes',
      endDate: '2031-05-01T23:00:00.000Z',
      timeTBA: 1,
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      lineup: EVENT_MESSAGES.lineup,
      price: EVENT_MESSAGES.price,
      soldOut: EVENT_MESSAGES.soldOut,
      timeTBA: EVENT_MESSAGES.timeTBA,
    });
    const early = await create({ ...show, endDate: '2031-05-01T23:00:00.000Z' });
    expect(early.status).toBe(400);
    expect(early.body).toEqual({ endDate: EVENT_MESSAGES.endDate });
  });
});
