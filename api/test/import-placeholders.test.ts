import { describe, expect, it } from 'vitest';
import { createBands, fixture, importTestFile, storedShows, storedVenues } from './import-helpers';

const { server, admin, clear, upload } = importTestFile();

// issue 46, major 7: GigPress's "Not sure" admittance and "TBA" price reached the public as
// "TBA, Not sure". A cell that only says it has no value is read as no value.
describe('import placeholders', () => {
  it('GigPress: "Not sure", "TBA", "tbd", "N/A", "-" and "?" are read as nothing', async () => {
    clear();
    await createBands(server, admin.token, ['Cannonball Quintet']);
    const res = await upload(fixture('gigpress-placeholders.csv'));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ created: 4, skipped: 0 });
    const shows = storedShows(server);
    expect(shows.map((s) => [s.venue, s.price, s.tickets_link])).toEqual([
      ['Higher Ground', '', ''],
      ['Radio Bean', '$15', ''],
      ["Nectar's", 'All Ages', ''],
      ['The Double E', '', ''],
    ]);
    // the placeholder address and phone of a venue are no address and no phone
    const higher = storedVenues(server).find((v) => v.name === 'Higher Ground')!;
    expect([higher.address, higher.phone]).toEqual(['', '']);
    const nectars = storedVenues(server).find((v) => v.name === "Nectar's")!;
    expect(nectars.phone).toBe('');
    // and the public show says no "TBA, Not sure"
    const list = await server.request('GET', '/api/events');
    expect(list.body.map((event: { price: string }) => event.price)).toEqual(['', '$15', 'All Ages', '']);
  });

  it('The Events Calendar: an Event Cost of "TBA" or "Not sure" is no price', async () => {
    clear();
    const res = await upload(fixture('the-events-calendar-placeholders.csv'), '?group=Cannonball%20Quintet');
    expect(res.status).toBe(201);
    // "TBA" with the symbol "$" was "$TBA"
    expect(storedShows(server).map((s) => s.price)).toEqual(['', '', '$25']);
  });
});
