import { describe, expect, it } from 'vitest';
import type { Event } from '../event';
import {
  bandPath,
  directionsLink,
  googleCalendarLink,
  googleSubscribeLink,
  paragraphs,
  showJsonLd,
  showPath,
  webcalLink,
} from './show-page';
import { TEST_LINEUP, testEvent } from '@jazz/testing/event';
import { processZoneForThisFile } from '@jazz/testing/per-file';
import { isoWithOffset } from '../time';

const NY = 'America/New_York';
const event: Event = testEvent('e1', '2027-05-02T00:00:00.000Z', {
  venue: 'Flynn Space',
  venueLink: 'https://flynn.example',
  location: 'Burlington, VT',
  address: '153 Main St',
  title: 'Café Night: "Live"!',
  description: 'First.\n\nSecond\nline.',
  ticketsLink: '/tickets',
  updatedAt: '',
});

describe('a show page address', () => {
  it('is /shows/{id}/{slug of the name and local day}', () => {
    expect(showPath(event, NY)).toBe('/shows/e1/cafe-night-live-2027-05-01');
    expect(showPath({ ...event, title: '' }, NY)).toBe('/shows/e1/cannonball-quintet-at-flynn-space-2027-05-01');
  });

  it("dates its slug by the zone's day every half hour of a year, across daylight-saving changes, whatever the machine's zone", () => {
    const machine = process.env.TZ;
    process.env.TZ = 'Pacific/Kiritimati';
    try {
      // New York (DST at 2 AM), India (no DST), Lord Howe (a 30-minute DST), Nepal (+5:45),
      // Casablanca (DST suspended for Ramadan: two changes a month apart)
      for (const zone of [NY, 'Asia/Kolkata', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'Africa/Casablanca']) {
        // the day as Intl formats it (en-CA writes YYYY-MM-DD), not through time/'s engine
        const format = new Intl.DateTimeFormat('en-CA', {
          timeZone: zone,
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
        });
        for (let ms = Date.parse('2026-01-01T00:00:00Z'); ms < Date.parse('2027-01-01T00:00:00Z'); ms += 1800_000) {
          const day = format.format(ms);
          const startDate = new Date(ms).toISOString();
          expect(showPath({ ...event, title: '', startDate }, zone), `${zone} ${startDate}`).toBe(
            `/shows/e1/cannonball-quintet-at-flynn-space-${day}`,
          );
        }
      }
      // 11:30 PM on the day New York moves its clocks forward, and 12:30 AM after they go back
      expect(showPath({ ...event, startDate: '2026-03-09T03:30:00.000Z' }, NY)).toBe(
        '/shows/e1/cafe-night-live-2026-03-08',
      );
      expect(showPath({ ...event, startDate: '2026-11-01T04:30:00.000Z' }, NY)).toBe(
        '/shows/e1/cafe-night-live-2026-11-01',
      );
    } finally {
      if (machine === undefined) delete process.env.TZ;
      else process.env.TZ = machine;
    }
    // 175,000 readings of the zone's clock: a few seconds of CPU, more on a busy machine
  }, 60_000);

  it('links a band to its page', () => {
    const groups = [{ _id: 'g 1', name: 'Big Band' }];
    expect(bandPath('Cannonball Quintet', groups)).toBe('/cannonball-quintet');
    expect(bandPath('whitesell brothers quartet', groups)).toBe('/whitesell-brothers-quartet');
    expect(bandPath('Big Band', groups)).toBe('/groups/g%201');
    expect(bandPath('Unknown Trio', groups, 'https://trio.example')).toBe('https://trio.example');
  });

  it('splits a description into paragraphs at blank lines', () => {
    expect(paragraphs(event.description)).toEqual(['First.', 'Second\nline.']);
  });
});

describe('calendar and map links', () => {
  it('gives a Google Calendar template with UTC times and the place', () => {
    const url = new URL(googleCalendarLink(event, 'https://site.example/shows/e1', NY));
    expect(url.searchParams.get('dates')).toBe('20270502T000000Z/20270502T020000Z');
    // the entry's title names the band: "Title · Band"
    expect(url.searchParams.get('text')).toBe('Café Night: "Live"! · Cannonball Quintet');
    expect(url.searchParams.get('location')).toBe('Flynn Space, 153 Main St, Burlington, VT');
  });

  it('ends the entry at the end its time text names, or after the usual length set by the owner', () => {
    const range = new URL(googleCalendarLink({ ...event, timeText: '8:00 PM – 10:30 PM' }, 'https://s.example/', NY));
    expect(range.searchParams.get('dates')).toBe('20270502T000000Z/20270502T023000Z');
    const length = new URL(googleCalendarLink(event, 'https://s.example/', NY, 150));
    expect(length.searchParams.get('dates')).toBe('20270502T000000Z/20270502T023000Z');
    const tba = new URL(googleCalendarLink({ ...event, timeTBA: true }, 'https://s.example/', NY));
    expect(tba.searchParams.get('dates')).toBe('20270501/20270502');
  });

  it('does not repeat the town after a full address', () => {
    const full = { ...event, address: '153 Main St, Burlington, VT 05401' };
    expect(new URL(googleCalendarLink(full, 'https://s.example/', NY)).searchParams.get('location')).toBe(
      'Flynn Space, 153 Main St, Burlington, VT 05401',
    );
  });

  it('subscribes with webcal:// and searches the map for venue and address', () => {
    expect(webcalLink('https://site.example/shows.ics')).toBe('webcal://site.example/shows.ics');
    expect(googleSubscribeLink('https://site.example/shows.ics')).toBe(
      'https://calendar.google.com/calendar/render?cid=webcal%3A%2F%2Fsite.example%2Fshows.ics',
    );
    // the town goes with the street: "153 Main St" alone is in every town (issue 46)
    expect(directionsLink(event)).toBe(
      'https://www.google.com/maps/search/?api=1&query=Flynn%20Space%2C%20153%20Main%20St%2C%20Burlington%2C%20VT',
    );
    // an address that names the town already is not followed by it again
    expect(
      new URL(directionsLink({ ...event, address: '153 Main St, Burlington, VT' })).searchParams.get('query'),
    ).toBe('Flynn Space, 153 Main St, Burlington, VT');
  });
});

describe('MusicEvent JSON-LD', () => {
  it('holds what Google requires: name, startDate with offset, location name and address, status, url', () => {
    const ld = showJsonLd({ ...event, status: 'cancelled' }, { siteUrl: 'https://site.example', timeZone: NY });
    expect(ld).toMatchObject({
      '@type': 'MusicEvent',
      name: 'Café Night: "Live"!',
      startDate: '2027-05-01T20:00:00-04:00',
      eventStatus: 'https://schema.org/EventCancelled',
      location: {
        name: 'Flynn Space',
        address: {
          '@type': 'PostalAddress',
          streetAddress: '153 Main St',
          addressLocality: 'Burlington',
          addressRegion: 'VT',
        },
      },
      url: 'https://site.example/shows/e1/cafe-night-live-2027-05-01',
    });
    // nothing to buy for a cancelled show
    expect(ld).not.toHaveProperty('offers');
  });

  it('gives a full PostalAddress, the offer from the announcement on, an image, and the start a moved show had', () => {
    const ld = showJsonLd(
      {
        ...event,
        postalCode: '05401',
        country: 'us',
        createdAt: '2027-03-01T15:00:00.000Z',
        previousStartDate: '2027-04-30T00:00:00.000Z',
      },
      { siteUrl: 'https://site.example', timeZone: NY },
    );
    expect(ld.location.address).toMatchObject({ postalCode: '05401', addressCountry: 'US' });
    expect(ld.offers).toMatchObject({
      availability: 'https://schema.org/InStock',
      validFrom: '2027-03-01T10:00:00-05:00',
    });
    expect(ld.image).toEqual(['https://site.example/content/social-card.jpg']);
    expect(ld.previousStartDate).toBe('2027-04-29T20:00:00-04:00');
  });

  it("reads the PostalAddress from the show's place: the answer's parts, else its location split by the one rule", () => {
    const options = { siteUrl: 'https://site.example', timeZone: NY };
    // a saved venue with a region and no town: the answer's parts say so, its location alone could not
    const atVenue = showJsonLd({ ...event, address: '', location: 'VT', city: '', region: 'VT' }, options);
    expect(atVenue.location.address).toEqual({ '@type': 'PostalAddress', addressRegion: 'VT' });
    // a location that is not exactly "City, Region" is the town, whole
    const whole = showJsonLd({ ...event, address: '', location: 'Montreal, QC, Canada' }, options);
    expect(whole.location.address).toEqual({ '@type': 'PostalAddress', addressLocality: 'Montreal, QC, Canada' });
    // no place but the venue: the venue's name stands for the address
    expect(showJsonLd({ ...event, address: '', location: '' }, options).location.address).toBe('Flynn Space');
  });

  it('names the organizer after the site page, and no one when it has no name', () => {
    const ld = showJsonLd(event, { siteUrl: 'https://site.example', timeZone: NY, siteName: 'Dana Reyes' });
    expect(ld.organizer).toEqual({ '@type': 'Person', name: 'Dana Reyes', url: 'https://site.example/' });
    expect(showJsonLd(event, { siteUrl: 'https://site.example', timeZone: NY, siteName: '' })).not.toHaveProperty(
      'organizer',
    );
  });

  it('lists the band and the players of the night as performers, and the offer with its price', () => {
    const ld = showJsonLd(
      { ...event, lineup: [...TEST_LINEUP], price: '$20, students $10', soldOut: true },
      { siteUrl: 'https://site.example', timeZone: NY, performerUrl: '/cannonball-quintet' },
    );
    expect(ld.performer).toEqual([
      { '@type': 'MusicGroup', name: 'Cannonball Quintet', url: 'https://site.example/cannonball-quintet' },
      { '@type': 'Person', name: 'Ray Vega' },
      { '@type': 'Person', name: 'Jeff Salisbury' },
    ]);
    expect(ld.offers).toEqual({
      '@type': 'Offer',
      url: 'https://site.example/tickets',
      availability: 'https://schema.org/SoldOut',
      price: '20.00',
      priceCurrency: 'USD',
    });
    // a price that does not parse is left out; without a tickets link the offer is the page
    const plain = showJsonLd(
      { ...event, ticketsLink: '', price: 'Pay what you can' },
      { siteUrl: 'https://site.example', timeZone: NY },
    );
    expect(plain.offers).toEqual({
      '@type': 'Offer',
      url: 'https://site.example/shows/e1/cafe-night-live-2027-05-01',
      availability: 'https://schema.org/InStock',
    });
  });

  it('gives a date without time for a time to be announced, and the end from the time text', () => {
    const tba = showJsonLd({ ...event, timeTBA: true }, { siteUrl: 'https://site.example', timeZone: NY });
    expect(tba.startDate).toBe('2027-05-01');
    expect(tba).not.toHaveProperty('endDate');
    const ranged = showJsonLd({ ...event, timeText: '8-11pm' }, { siteUrl: 'https://site.example', timeZone: NY });
    expect(ranged.endDate).toBe('2027-05-01T23:00:00-04:00');
  });

  it('writes the offset of winter time too', () => {
    expect(isoWithOffset('2027-01-16T01:30:00.000Z', NY)).toBe('2027-01-15T20:30:00-05:00');
    expect(isoWithOffset('2027-01-16T01:30:00.000Z', 'Asia/Kolkata')).toBe('2027-01-16T07:00:00+05:30');
  });
});

describe('a calendar link on the night the clocks go back, the machine in Kolkata', () => {
  processZoneForThisFile('Asia/Kolkata');

  it('makes a time to be announced one whole day (the day has 25 hours)', () => {
    // 12:30 AM EDT on Sunday 1 November 2026
    const night = { ...event, startDate: '2026-11-01T04:30:00.000Z', timeTBA: true };
    expect(new URL(googleCalendarLink(night, 'https://s.example/', NY)).searchParams.get('dates')).toBe(
      '20261101/20261102',
    );
  });
});
