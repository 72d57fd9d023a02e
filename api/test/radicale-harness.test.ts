import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { davAs, startRadicale, type Radicale } from './radicale';

// the test server of the calendar tests: a real Radicale, its port its own, down and back
describe('the Radicale harness', () => {
  let radicale: Radicale;
  beforeAll(async () => {
    radicale = await startRadicale();
  });
  afterAll(() => radicale.close());

  it('answers CalDAV for its user, 401 for a wrong password, and comes back on the same port', async () => {
    const user = radicale.users[0]!;
    const dav = davAs(radicale, user);
    const gigs = await dav.calendar('gigs');
    const ics =
      'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//t//t//EN\r\nBEGIN:VEVENT\r\nUID:a@t\r\nDTSTAMP:20270101T000000Z\r\nDTSTART:20270102T100000Z\r\nSUMMARY:x\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';
    expect((await dav.put(`${gigs}a.ics`, ics)).status).toBe(201);
    expect(await dav.list(gigs)).toEqual(['a.ics']);
    const wrong = davAs(radicale, { ...user, password: 'wrong' });
    expect((await wrong.get(`${gigs}a.ics`)).status).toBe(401);

    await radicale.stop();
    await expect(fetch(radicale.url)).rejects.toThrow();
    await radicale.start();
    expect((await dav.get(`${gigs}a.ics`)).status).toBe(200);
  });
});
