import type { Site } from './support';
import { createEvent } from './support';

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
