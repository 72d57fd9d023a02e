import { describe, expect, it } from 'vitest';
import { adminForThisFile, serverForThisFile } from './harness';

const server = serverForThisFile();
const admin = adminForThisFile(server);

describe('the time text of a moved show', () => {
  it('follows the start: the API, the public list and the .ics agree on 8:30 PM', async () => {
    const made = await server.request('POST', '/api/events/create', {
      token: admin.token,
      // 7:00 PM EDT
      body: {
        group: 'Cannonball Quintet',
        venue: 'Flynn Space',
        startDate: '2031-05-02T23:00:00.000Z',
        timeText: '7:00 PM',
      },
    });
    expect(made.status, made.text).toBe(201);
    expect(made.body.timeText).toBe('7:00 PM');
    // moved to 8:30 PM, the time text left as it was (the old admin form did exactly this)
    const moved = await server.request('PUT', `/api/events/update/${made.body._id}`, {
      token: admin.token,
      body: { eventComparatorData: made.body, eventData: { ...made.body, startDate: '2031-05-03T00:30:00.000Z' } },
    });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.timeText).toBe('8:30 PM');
    const list = await server.request('GET', '/api/events');
    expect(list.body.find((e: { _id: string }) => e._id === made.body._id).timeText).toBe('8:30 PM');
    const ics = await server.request('GET', `/shows/${made.body._id}.ics`);
    expect(ics.text).toContain('DTSTART:20310503T003000Z');
    expect(ics.text).not.toContain('7:00 PM');

    // and the words that are not a time stay as he wrote them
    const sets = await server.request('PUT', `/api/events/update/${made.body._id}`, {
      token: admin.token,
      body: { eventComparatorData: moved.body, eventData: { ...moved.body, timeText: 'Two sets, 8 and 10' } },
    });
    expect(sets.body.timeText).toBe('Two sets, 8 and 10');
  });
});
