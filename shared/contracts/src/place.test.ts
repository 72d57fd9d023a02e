import { describe, expect, it } from 'vitest';
import { LOCATION_TEXTS } from '@jazz/testing/places';
import { locationText, NO_PLACE, placeLines, placeOf, splitLocation, whereLine, type Place } from './place';

const place = (parts: Partial<Place>): Place => ({ ...NO_PLACE, ...parts });

describe('a location text and its parts', () => {
  it.each(LOCATION_TEXTS.split)('"%s" is exactly "City, Region": it splits in two', (text, city, region) => {
    expect(splitLocation(text)).toEqual({ city, region });
    expect(locationText(splitLocation(text))).toBe(text);
  });

  it.each(LOCATION_TEXTS.whole)('"%s" is not: it stays whole in city and joins back to itself', (text) => {
    expect(splitLocation(text)).toEqual({ city: text, region: '' });
    expect(locationText(splitLocation(text))).toBe(text);
  });

  it('builds the text from whichever parts there are', () => {
    expect(locationText({ city: 'Burlington', region: 'VT' })).toBe('Burlington, VT');
    expect(locationText({ city: 'Burlington', region: '' })).toBe('Burlington');
    expect(locationText({ city: '', region: 'VT' })).toBe('VT');
    expect(locationText({ city: '', region: '' })).toBe('');
  });
});

describe("a show's place", () => {
  it("reads an answer's parts, which may differ from a split of its location", () => {
    const answered = { venue: 'Hall', address: '1 Main St', location: 'VT', city: '', region: 'VT' };
    expect(placeOf({ ...answered, postalCode: '05401', country: 'US' })).toEqual(
      place({ name: 'Hall', address: '1 Main St', region: 'VT', postalCode: '05401', country: 'US' }),
    );
  });

  it('splits the location of a copy without parts, or of one whose location was edited since', () => {
    expect(placeOf({ venue: 'Hall', address: '', location: 'Burlington, VT' })).toEqual(
      place({ name: 'Hall', city: 'Burlington', region: 'VT' }),
    );
    expect(placeOf({ venue: 'Hall', address: '', location: 'Winooski, VT', city: 'Burlington', region: 'VT' })).toEqual(
      place({ name: 'Hall', city: 'Winooski', region: 'VT' }),
    );
  });
});

describe('the "where" line of a show', () => {
  it('is the venue, the street address, then the town unless the address names it', () => {
    const flynn = { name: 'Flynn Space', city: 'Burlington', region: 'VT' };
    expect(whereLine(place({ ...flynn, address: '153 Main St' }))).toBe('Flynn Space, 153 Main St, Burlington, VT');
    expect(whereLine(place({ ...flynn, address: '153 Main St, Burlington, VT 05401' }))).toBe(
      'Flynn Space, 153 Main St, Burlington, VT 05401',
    );
    expect(whereLine(place({ name: 'Café Müller' }))).toBe('Café Müller');
  });

  it('prints the town after a street address, but not after a full address', () => {
    const town = { city: 'Burlington', region: 'VT' };
    expect(placeLines(place({ ...town, address: '8 N Winooski Ave' }))).toEqual(['8 N Winooski Ave', 'Burlington, VT']);
    expect(placeLines(place({ ...town, address: '8 N Winooski Ave, Burlington, VT 05401' }))).toEqual([
      '8 N Winooski Ave, Burlington, VT 05401',
    ]);
    expect(placeLines(place(town))).toEqual(['Burlington, VT']);
    expect(placeLines(place({ region: 'VT' }))).toEqual(['VT']);
  });
});
