import type { Album, ExternalBand } from './types';

// PLACEHOLDER TEXT: every sentence below stands in for the musician's own words. Replace the
// strings; the pages pick them up without code changes.

export const MUSICIAN = {
  name: 'Sam Whitesell',
  role: 'Jazz saxophonist and woodwind doubler',
  place: 'Vermont',
};

export const HOME_BLURB = [
  '[Placeholder] Sam Whitesell is a jazz saxophonist and woodwind doubler based in Vermont, playing tenor and alto saxophone, flute and clarinet with his own groups and as a sideman across New England.',
  '[Placeholder] Find the next show, listen to a few tracks, or get in touch about bookings and lessons.',
];

export const BIO = [
  '[Placeholder biography] Sam grew up in a house full of records and picked up the alto saxophone at eleven. Summers at regional jazz camps led to a degree in jazz performance and years of playing in big bands, pit orchestras and small groups.',
  '[Placeholder] He leads the Whitesell Brothers Quartet with his brother and the Cannonball Quintet, a tribute to the soul-jazz of Julian "Cannonball" Adderley, and plays woodwinds in theatre productions throughout the region.',
  '[Placeholder] As a doubler he is at home on soprano, alto, tenor and baritone saxophones, flute, alto flute, clarinet and bass clarinet. He has shared the stage with touring artists and local heroes alike.',
  '[Placeholder] When not on the bandstand, Sam teaches private lessons to students of every age and level, online and in person.',
];

export const LINKS: ExternalBand[] = [
  { name: '[Placeholder] Vermont Jazz Center', url: 'https://example.com/vermont-jazz-center' },
  { name: '[Placeholder] Musicians union profile', url: 'https://example.com/union-profile' },
];

export const DISCOGRAPHY: Album[] = [
  {
    title: '[Placeholder] Green Mountain Standard Time',
    artist: 'Whitesell Brothers Quartet',
    year: 2019,
    label: 'Self-released',
    role: 'Tenor saxophone, leader',
  },
  {
    title: '[Placeholder] Mercy, Mercy, Vermont',
    artist: 'Cannonball Quintet',
    year: 2018,
    role: 'Alto saxophone, leader',
  },
  {
    title: '[Placeholder] Late Set at the Flynn',
    artist: 'Various artists',
    year: 2016,
    label: 'Example Records',
    role: 'Flute, clarinet',
  },
  { title: '[Placeholder] Winter Light', artist: 'Northern Lights Big Band', year: 2014, role: 'Lead alto saxophone' },
];

/** The five other bands of the BANDS menu (external links). */
export const EXTERNAL_BANDS: ExternalBand[] = [
  { name: '[Placeholder] Northern Lights Big Band', url: 'https://example.com/northern-lights-big-band' },
  { name: '[Placeholder] Lake Champlain Jazz Orchestra', url: 'https://example.com/lake-champlain-jazz-orchestra' },
  { name: '[Placeholder] The Maple Street Stompers', url: 'https://example.com/maple-street-stompers' },
  { name: '[Placeholder] Hot Cider Swing Band', url: 'https://example.com/hot-cider-swing-band' },
  { name: '[Placeholder] Green Mountain Brass', url: 'https://example.com/green-mountain-brass' },
];
