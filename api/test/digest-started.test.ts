import { describe, expect, it } from 'vitest';
import { processZoneForThisFile } from '@jazz/testing/per-file';
import { adminForThisFile, serverForThisFile } from './harness';
import { testEventData } from '@jazz/testing/factories';

// The site's clock, moved by the test: Sunday November 7, 2027, New York's clocks went back at
// 2 AM (EDT to EST). It is 9 PM EST (02:00 UTC on the 8th).
let clock = Date.parse('2027-11-08T02:00:00.000Z');
const server = serverForThisFile({ now: () => clock });
const admin = adminForThisFile(server);

async function createShow(title: string, startDate: string, fields: Record<string, unknown> = {}) {
  const res = await server.request('POST', '/api/events/create', {
    token: admin.token,
    body: { ...testEventData({ group: 'Cannonball Quintet', venue: 'Radio Bean', title }), startDate, ...fields },
  });
  expect(res.status).toBe(201);
}

const digestShows = async (): Promise<string[]> => {
  const res = await server.request('GET', '/api/followers', { token: admin.token });
  expect(res.status).toBe(200);
  return (res.body.digest.shows as { title: string }[]).map((show) => show.title);
};

// issue 46: the follow digest left in a show that had begun (still "upcoming" until 4 AM)
describe('the follow digest leaves out shows already started', () => {
  // the server runs elsewhere: the site's day and hour are New York's all the same
  processZoneForThisFile('Asia/Tokyo');

  it('on the day the clocks go back: begun at 8 PM EST is out, 10 PM EST and a time not announced are in', async () => {
    await createShow('Begun at eight', '2027-11-08T01:00:00.000Z');
    await createShow('Late set at ten', '2027-11-08T03:00:00.000Z');
    // the day's first instant (midnight EDT): its time is not announced, the day is not over
    await createShow('Time to be announced', '2027-11-07T04:00:00.000Z', { timeTBA: true, timeText: '' });
    await createShow('Next week', '2027-11-15T01:00:00.000Z');
    expect(await digestShows()).toEqual(['Time to be announced', 'Late set at ten', 'Next week']);

    // 10:30 PM EST: the late set has begun too
    clock = Date.parse('2027-11-08T03:30:00.000Z');
    expect(await digestShows()).toEqual(['Time to be announced', 'Next week']);
    // 4 AM EST on the 8th: the day is over, the show whose time was never announced with it
    clock = Date.parse('2027-11-08T09:00:00.000Z');
    expect(await digestShows()).toEqual(['Next week']);
  });
});
