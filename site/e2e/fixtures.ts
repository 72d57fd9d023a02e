import { toneWav } from '../../api/src/audio/wav';
import { forThisFile } from '@jazz/testing/per-file';
import { createEvent, type Site } from './support';

const DAY = 24 * 3600_000;
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString();

/** Shows and a band created through the API as an admin, as the musician would. */
export async function seedShows(site: Site) {
  const admin = await site.admin();
  const upcoming = await createEvent(site, admin.token, {
    title: 'E2E Upcoming Quintet Night',
    group: 'Cannonball Quintet',
    venue: 'E2E Jazz Club',
    venueLink: 'https://example.com/club',
    location: 'Burlington, VT',
    timeText: '8:00 PM - 10:00 PM',
    ticketsLink: 'https://example.com/tickets',
    startDate: iso(10),
  });
  const later = await createEvent(site, admin.token, {
    title: 'E2E Later Quartet Set',
    group: 'Whitesell Brothers Quartet',
    venue: 'E2E Town Hall',
    location: 'Stowe, VT',
    startDate: iso(40),
  });
  const past = await createEvent(site, admin.token, {
    title: 'E2E Past Concert',
    group: 'Cannonball Quintet',
    venue: 'E2E Old Theatre',
    startDate: iso(-30),
  });
  const band = await site.request('POST', '/api/groups/create', {
    token: admin.token,
    body: { name: 'E2E Swing Band', description: 'A band made by the e2e test.', images: {} },
  });
  if (band.status >= 300) throw new Error(`group not created: ${band.status} ${band.text}`);
  return { admin, upcoming, later, past, band: band.body as { _id: string; name: string } };
}

export const PUBLIC_PAGES: [path: string, title: RegExp][] = [
  ['/', /^Home \|/],
  ['/about', /^About \|/],
  ['/shows', /^Shows \|/],
  ['/listen', /^Listen \|/],
  ['/Video', /^Video \|/],
  ['/photos', /^Photos \|/],
  ['/lessons', /^Lessons \|/],
  ['/contact', /^Contact \|/],
  ['/whitesell-brothers-quartet', /^Whitesell Brothers Quartet \|/],
  ['/cannonball-quintet', /^Cannonball Quintet \|/],
];

/** Saves a page through the API as the admin form does. */
export async function savePage(site: Site, token: string, name: string, fields: Record<string, unknown>) {
  const current = await site.request('GET', `/api/pages/${name}`);
  if (current.status !== 200) throw new Error(`page not read: ${current.status} ${current.text}`);
  const { _id: _key, updatedAt: _updatedAt, ...data } = current.body as Record<string, unknown>;
  const res = await site.request('PUT', `/api/pages/update/${name}`, {
    token,
    body: { pageComparatorData: current.body, pageData: { ...data, ...fields } },
  });
  if (res.status !== 200) throw new Error(`page ${name} not saved: ${res.status} ${res.text}`);
  return res.body as Record<string, unknown>;
}

/** A small PNG of one colour as a data URL, as an upload form sends it. */
export async function pngDataUrl(color: string, width = 60, height = 40): Promise<string> {
  const { default: sharp } = await import('sharp');
  const png = await sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

export const E2E_PHOTO_COUNT = 28;

/**
 * The musician's words, tracks, videos, bands and 28 photos, saved through the API as he
 * would in the admin (a fresh test database has none).
 */
export async function seedContent(site: Site, token: string) {
  const upload = async () => {
    const res = await fetch(site.url + '/api/audio/upload', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'audio/wav' },
      body: new Uint8Array(toneWav([440], 0.2, 8000)),
    });
    if (res.status >= 300) throw new Error(`audio not uploaded: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { url: string }).url;
  };
  await savePage(site, token, 'site', {
    name: 'Sam Whitesell',
    role: 'Jazz saxophonist and woodwind doubler',
    place: 'Vermont',
    social: [{ name: 'E2E Social', url: 'https://example.com/social' }],
  });
  await savePage(site, token, 'home', { tagline: 'E2E tagline', blurb: 'E2E blurb one.\n\nE2E blurb two.' });
  await savePage(site, token, 'about', {
    bio: 'E2E biography.\n\nSecond paragraph.',
    links: [{ name: 'E2E Link', url: 'https://example.com/link' }],
    discography: [{ title: 'E2E Album', artist: 'E2E Quartet', year: '2019', label: 'E2E Records', role: 'Tenor' }],
  });
  await savePage(site, token, 'lessons', {
    description: 'E2E lessons.',
    testimonials: [
      { quote: 'E2E quote one, long enough to wrap on a phone screen when it is shown there.', name: 'A parent' },
      { quote: 'E2E quote two.', name: 'A student' },
    ],
  });
  await savePage(site, token, 'listen', {
    tracks: [
      { title: 'E2E Track One', audio: await upload() },
      { title: 'E2E Track Two', audio: await upload() },
    ],
    playlists: [
      {
        title: 'E2E Bandcamp album',
        url: 'https://bandcamp.com/EmbeddedPlayer/album=1234567890/size=large/tracklist=true/',
      },
      { title: 'E2E Spotify playlist', url: 'https://open.spotify.com/playlist/E2Eplaylist00000001' },
    ],
  });
  await savePage(site, token, 'video', {
    videos: [
      { title: 'E2E Video One', url: 'https://www.youtube.com/watch?v=E2Evideo001', caption: 'Live.' },
      { title: 'E2E Video Two', url: 'https://vimeo.com/76979871', caption: '' },
    ],
  });
  await savePage(site, token, 'bands', {
    bands: ['One', 'Two', 'Three', 'Four', 'Five'].map((n) => ({
      name: `E2E Outside Band ${n}`,
      url: `https://example.com/band-${n}`,
    })),
  });
  const palette = ['#1d3557', '#6a040f', '#283618', '#3d348b', '#7f5539', '#003049', '#5f0f40'];
  for (let i = 0; i < E2E_PHOTO_COUNT; i++) {
    const res = await site.request('POST', '/api/photos/create', {
      token,
      body: {
        title: `E2E Photo ${i + 1}`,
        credit: i % 3 === 0 ? 'E2E Photographer' : '',
        image: await pngDataUrl(palette[i % palette.length]!, i % 2 ? 40 : 60, i % 2 ? 60 : 40),
      },
    });
    if (res.status >= 300) throw new Error(`photo not created: ${res.status} ${res.text}`);
  }
}

/** The site of a test file filled as the musician's would be: shows, then words, media and photos. */
export const seededForThisFile = (site: Site) =>
  forThisFile(async () => {
    const seeded = await seedShows(site);
    await seedContent(site, seeded.admin.token);
    return seeded;
  });
