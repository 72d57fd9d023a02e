import type { PageData, PageName, VideoInput } from '@jazz/shared/contracts';

// The demo content a fresh install starts with, taken from the site's former content files
// (site/src/content). Every sentence is a stand-in for the owner's own words and is marked
// "[Placeholder]"; he replaces it in the admin ("Edit Pages", "Photos", the band groups).
// A data module of the API, so the built server never reads the site's sources.

/** The pages, except the Listen page's tracks (their audio is generated and uploaded by the seed). */
export const DEMO_PAGES: { [N in PageName]: PageData<N> } = {
  site: {
    name: 'Sam Whitesell',
    role: 'Jazz saxophonist and woodwind doubler',
    place: 'Vermont',
    social: [
      {
        name: '[Placeholder] Facebook',
        url: 'https://example.com/facebook',
      },
      {
        name: '[Placeholder] Instagram',
        url: 'https://example.com/instagram',
      },
    ],
  },
  home: {
    tagline: '[Placeholder] Tenor and alto saxophone, flute and clarinet',
    blurb:
      '[Placeholder] Sam Whitesell is a jazz saxophonist and woodwind doubler based in Vermont, playing tenor and alto saxophone, flute and clarinet with his own groups and as a sideman across New England.\n\n[Placeholder] Find the next show, listen to a few tracks, or get in touch about bookings and lessons.',
  },
  about: {
    bio: '[Placeholder biography] Sam grew up in a house full of records and picked up the alto saxophone at eleven. Summers at regional jazz camps led to a degree in jazz performance and years of playing in big bands, pit orchestras and small groups.\n\n[Placeholder] He leads the Whitesell Brothers Quartet with his brother and the Cannonball Quintet, a tribute to the soul-jazz of Julian "Cannonball" Adderley, and plays woodwinds in theatre productions throughout the region.\n\n[Placeholder] As a doubler he is at home on soprano, alto, tenor and baritone saxophones, flute, alto flute, clarinet and bass clarinet. He has shared the stage with touring artists and local heroes alike.\n\n[Placeholder] When not on the bandstand, Sam teaches private lessons to students of every age and level, online and in person.',
    links: [
      {
        name: '[Placeholder] Vermont Jazz Center',
        url: 'https://example.com/vermont-jazz-center',
      },
      {
        name: '[Placeholder] Musicians union profile',
        url: 'https://example.com/union-profile',
      },
    ],
    discography: [
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
      {
        title: '[Placeholder] Winter Light',
        artist: 'Northern Lights Big Band',
        year: 2014,
        role: 'Lead alto saxophone',
      },
    ],
  },
  lessons: {
    description:
      '[Placeholder] Private lessons on saxophone, flute and clarinet for beginners through advanced players, in person in Vermont or online.\n\n[Placeholder] Lessons cover sound and technique, reading, jazz improvisation and theory, ear training, and preparing for auditions and all-state ensembles.\n\n[Placeholder] Lessons are 30, 45 or 60 minutes. Use the contact page to ask about times and rates.',
    testimonials: [
      {
        quote: '[Placeholder] My son went from squeaks to all-state jazz band in two years.',
        name: 'A parent',
      },
      {
        quote: '[Placeholder] Patient, clear and fun. I finally understand how to improvise over changes.',
        name: 'An adult student',
      },
      {
        quote: '[Placeholder] The doubling lessons got me ready for my first pit orchestra gig.',
        name: 'A college student',
      },
    ],
  },
  listen: {
    playlists: [
      {
        title: '[Placeholder] Whitesell Brothers Quartet on Bandcamp',
        url: 'https://bandcamp.com/EmbeddedPlayer/album=0000000000/size=large/bgcol=ffffff/linkcol=0687f5/tracklist=true/transparent=true/',
      },
      {
        title: '[Placeholder] Favourite tracks on Spotify',
        url: 'https://open.spotify.com/embed/playlist/PLACEHOLDER0000000000',
      },
    ],
  },
  video: {
    videos: [
      {
        title: '[Placeholder] Live at the Flynn: "Work Song"',
        url: 'https://www.youtube-nocookie.com/embed/PLACEHOLDR1?autoplay=1',
        caption: '[Placeholder] Cannonball Quintet, Burlington, 2019.',
      },
      {
        title: '[Placeholder] Quartet session: "Body and Soul"',
        url: 'https://www.youtube-nocookie.com/embed/PLACEHOLDR2?autoplay=1',
        caption: '[Placeholder] Whitesell Brothers Quartet in the studio.',
      },
      {
        title: '[Placeholder] Flute feature: "Bemsha Swing"',
        url: 'https://www.youtube-nocookie.com/embed/PLACEHOLDR3?autoplay=1',
        caption: '[Placeholder] Summer festival set, 2018.',
      },
      {
        title: '[Placeholder] Big band: "Cute"',
        url: 'https://www.youtube-nocookie.com/embed/PLACEHOLDR4?autoplay=1',
        caption: '[Placeholder] Northern Lights Big Band, winter concert.',
      },
    ],
  },
  bands: {
    bands: [
      {
        name: '[Placeholder] Northern Lights Big Band',
        url: 'https://example.com/northern-lights-big-band',
      },
      {
        name: '[Placeholder] Lake Champlain Jazz Orchestra',
        url: 'https://example.com/lake-champlain-jazz-orchestra',
      },
      {
        name: '[Placeholder] The Maple Street Stompers',
        url: 'https://example.com/maple-street-stompers',
      },
      {
        name: '[Placeholder] Hot Cider Swing Band',
        url: 'https://example.com/hot-cider-swing-band',
      },
      {
        name: '[Placeholder] Green Mountain Brass',
        url: 'https://example.com/green-mountain-brass',
      },
    ],
  },
};

/** The 28 photos of the gallery; their images are generated stand-ins of these sizes. */
export const DEMO_PHOTOS: { title: string; credit: string; width: number; height: number }[] = [
  {
    title: '[Placeholder] On stage at the Flynn',
    credit: '[Placeholder] Photo by A. Photographer',
    width: 1200,
    height: 800,
  },
  {
    title: '[Placeholder] Tenor close-up',
    credit: '',
    width: 800,
    height: 1200,
  },
  {
    title: '[Placeholder] Quartet soundcheck',
    credit: '',
    width: 1200,
    height: 900,
  },
  {
    title: '[Placeholder] Festival main stage',
    credit: '[Placeholder] Photo by A. Photographer',
    width: 1200,
    height: 800,
  },
  {
    title: '[Placeholder] Flute solo',
    credit: '',
    width: 900,
    height: 1200,
  },
  {
    title: '[Placeholder] Reeds on the stand',
    credit: '',
    width: 1200,
    height: 1200,
  },
  {
    title: '[Placeholder] Quintet in rehearsal',
    credit: '[Placeholder] Photo by A. Photographer',
    width: 1200,
    height: 800,
  },
  {
    title: '[Placeholder] Winter concert',
    credit: '',
    width: 1200,
    height: 675,
  },
  {
    title: '[Placeholder] Alto portrait',
    credit: '',
    width: 800,
    height: 1200,
  },
  {
    title: '[Placeholder] Big band section',
    credit: '[Placeholder] Photo by A. Photographer',
    width: 1200,
    height: 800,
  },
  {
    title: '[Placeholder] Club gig, Burlington',
    credit: '',
    width: 1200,
    height: 900,
  },
  {
    title: '[Placeholder] Brothers backstage',
    credit: '',
    width: 1200,
    height: 800,
  },
  {
    title: '[Placeholder] Clarinet feature',
    credit: '[Placeholder] Photo by A. Photographer',
    width: 900,
    height: 1200,
  },
  {
    title: '[Placeholder] Summer lawn concert',
    credit: '',
    width: 1200,
    height: 800,
  },
  {
    title: '[Placeholder] Mouthpiece collection',
    credit: '',
    width: 1200,
    height: 1200,
  },
  {
    title: '[Placeholder] Pit orchestra',
    credit: '[Placeholder] Photo by A. Photographer',
    width: 1200,
    height: 800,
  },
  {
    title: '[Placeholder] Baritone saxophone',
    credit: '',
    width: 800,
    height: 1200,
  },
  {
    title: '[Placeholder] Studio session',
    credit: '',
    width: 1200,
    height: 675,
  },
  {
    title: '[Placeholder] Teaching a masterclass',
    credit: '[Placeholder] Photo by A. Photographer',
    width: 1200,
    height: 800,
  },
  {
    title: '[Placeholder] Jam session',
    credit: '',
    width: 1200,
    height: 900,
  },
  {
    title: '[Placeholder] Soprano portrait',
    credit: '',
    width: 900,
    height: 1200,
  },
  {
    title: '[Placeholder] Horn section',
    credit: '[Placeholder] Photo by A. Photographer',
    width: 1200,
    height: 800,
  },
  {
    title: '[Placeholder] Late set',
    credit: '',
    width: 1200,
    height: 800,
  },
  {
    title: '[Placeholder] Record release show',
    credit: '',
    width: 1200,
    height: 1200,
  },
  {
    title: '[Placeholder] Bass clarinet',
    credit: '[Placeholder] Photo by A. Photographer',
    width: 800,
    height: 1200,
  },
  {
    title: '[Placeholder] Outdoor stage, Stowe',
    credit: '',
    width: 1200,
    height: 800,
  },
  {
    title: '[Placeholder] Green room',
    credit: '',
    width: 1200,
    height: 675,
  },
  {
    title: '[Placeholder] Encore',
    credit: '[Placeholder] Photo by A. Photographer',
    width: 1200,
    height: 900,
  },
];

/** Two generated tones for the Listen page: the title and the notes (Hz) of each clip. */
export const DEMO_TRACKS: { title: string; notes: number[] }[] = [
  {
    title: '[Placeholder] Blues for the Green Mountains',
    notes: [233.08, 277.18, 311.13, 349.23, 311.13, 277.18, 233.08, 207.65],
  },
  { title: '[Placeholder] Ballad in F', notes: [174.61, 220, 261.63, 329.63, 293.66, 261.63] },
];

/** The two fixed bands: their description and extras (images are generated by the seed). */
export const DEMO_BANDS: { quartet: DemoBand; quintet: DemoBand } = {
  quartet: {
    description:
      '[Placeholder] The Whitesell Brothers Quartet plays originals and standards, led by two brothers who have played together since grade school.\n\n[Placeholder] Tenor saxophone and guitar up front, with bass and drums: a warm, swinging sound for concerts, clubs and private events.',
    playlistUrl:
      'https://bandcamp.com/EmbeddedPlayer/album=0000000001/size=large/bgcol=ffffff/linkcol=0687f5/tracklist=true/transparent=true/',
    videos: [],
  },
  quintet: {
    description:
      '[Placeholder] The Cannonball Quintet celebrates the music of Julian "Cannonball" Adderley: soul jazz, hard bop and the blues, with alto saxophone and trumpet on the front line.',
    playlistUrl: '',
    videos: [
      {
        title: '[Placeholder] Cannonball Quintet: "Mercy, Mercy, Mercy"',
        url: 'https://www.youtube-nocookie.com/embed/PLACEHOLDQ1?autoplay=1',
        caption: '[Placeholder] Live, 2019.',
      },
      {
        title: '[Placeholder] Cannonball Quintet: "Dat Dere"',
        url: 'https://www.youtube-nocookie.com/embed/PLACEHOLDQ2?autoplay=1',
        caption: '[Placeholder] Live, 2018.',
      },
      {
        title: '[Placeholder] Cannonball Quintet: "Sack o\' Woe"',
        url: 'https://www.youtube-nocookie.com/embed/PLACEHOLDQ3?autoplay=1',
        caption: '[Placeholder] Rehearsal, 2018.',
      },
    ],
  },
};

export interface DemoBand {
  description: string;
  playlistUrl: string;
  videos: VideoInput[];
}
