import sharp from 'sharp';
import { addDays, dayOf, dayStart } from '@jazz/contracts/time';
import { eventDataOf } from '@jazz/contracts';

/** What the checks need of a running site: its address and the API, as an admin may call it. */
export interface RunningSite {
  /** Where it listens. */
  url: string;
  /** Its SITE_URL: what its feeds and pages call it. */
  siteUrl: string;
  request(
    method: string,
    path: string,
    options?: { token?: string; body?: unknown; raw?: string; headers?: Record<string, string> },
  ): Promise<{ status: number; body: any; text: string; headers: Headers }>;
  admin(): Promise<{ token: string }>;
}

const DAY = 24 * 3600_000;
const ZONE = 'America/New_York';

/** The shows the checks look for, by what makes each one a test. */
export interface Seeded {
  token: string;
  seriesId: string;
  cancelled: any;
  moved: any;
  soldOut: any;
  tba: any;
  atVenue: any;
  band: { _id: string; name: string };
}

async function ok(site: RunningSite, method: string, path: string, token: string, body: unknown) {
  const res = await site.request(method, path, { token, body });
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${res.text}`);
  return res.body;
}

/** The day of the next change of daylight saving time in New York after `now` (a Thursday residency crosses it). */
function nextDstChange(now: number): string {
  let day = dayOf(now, ZONE);
  while (dayStart(ZONE, day, 1) - dayStart(ZONE, day) === DAY) day = addDays(day, 1);
  return day;
}

/**
 * Realistic data, made through the API as the musician would: a weekly residency across the
 * next DST change with a date deleted, one moved and one cancelled; a cancelled show with
 * tickets, a moved show, a sold-out show, a show whose time is to be announced; a venue with
 * postal code and country; a band with a photo; non-ASCII text and markup characters.
 */
export async function seedRealisticShows(site: RunningSite, now = Date.now()): Promise<Seeded> {
  const { token } = await site.admin();
  const png = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#7f5539' } })
    .png()
    .toBuffer();
  const band = await ok(site, 'POST', '/api/groups/create', token, {
    name: 'Orquesta Añil',
    description: 'Música de cámara & jazz.',
    images: { photo: `data:image/png;base64,${png.toString('base64')}` },
  });
  const venue = await ok(site, 'POST', '/api/venues/create', token, {
    name: 'Café Müller',
    address: '12 Rue Saint-Denis',
    city: 'Montréal',
    region: 'QC',
    postalCode: 'H2X 3K8',
    country: 'CA',
  });
  // Thursdays from three weeks before the change to three weeks after it
  const change = nextDstChange(now + 7 * DAY);
  const start = addDays(change, -21);
  const series = await ok(site, 'POST', '/api/series/create', token, {
    group: 'Whitesell Brothers Quartet',
    venueId: venue._id,
    title: 'Jeudis au Café Müller',
    description: 'Three sets.\nRequests welcome <always> & gladly.',
    timeText: '',
    price: '$15',
    ticketsLink: 'https://tickets.example/jeudis',
    repeat: { freq: 'weekly', byDay: ['TH'] },
    startTime: '19:00',
    endTime: '22:00',
    from: start,
    count: 7,
  });
  const dates = series.events as any[];
  await ok(site, 'DELETE', `/api/events/delete/${dates[1]._id}`, token, undefined);
  // the fifth date moves an hour later, the sixth is cancelled
  const fifth = dates[4];
  await ok(site, 'PUT', `/api/events/update/${fifth._id}`, token, {
    eventComparatorData: fifth,
    eventData: {
      ...eventDataOf(fifth),
      startDate: new Date(Date.parse(fifth.startDate) + 3600_000).toISOString(),
      endDate: new Date(Date.parse(fifth.endDate) + 3600_000).toISOString(),
    },
  });
  await ok(site, 'PUT', `/api/events/update/${dates[5]._id}`, token, {
    eventComparatorData: dates[5],
    eventData: { ...eventDataOf(dates[5]), status: 'cancelled' },
  });

  const show = (days: number, fields: Record<string, unknown>) =>
    ok(site, 'POST', '/api/events/create', token, {
      group: 'Cannonball Quintet',
      venue: 'Flynn Space',
      location: 'Burlington, VT',
      address: '153 Main St',
      timeText: '8:00 PM',
      startDate: new Date(now + days * DAY).toISOString(),
      ...fields,
    });
  const cancelled = await show(12, {
    title: 'Noche de Cancún',
    status: 'cancelled',
    ticketsLink: 'https://tickets.example/cancun',
    price: '$30',
  });
  const toMove = await show(14, { title: 'Moved night', description: 'Line one\nLine two' });
  const moved = await ok(site, 'PUT', `/api/events/update/${toMove._id}`, token, {
    eventComparatorData: toMove,
    eventData: { ...eventDataOf(toMove), startDate: new Date(now + 15 * DAY).toISOString() },
  });
  const soldOut = await show(16, { title: 'Sold-out night', price: '$25', soldOut: true });
  const tba = await show(18, { title: 'Summer picnic', timeText: '', timeTBA: true });
  const atVenue = await show(20, {
    title: 'Añil en Montréal',
    group: band.name,
    venue: '',
    venueId: venue._id,
    location: '',
    address: '',
    ticketsLink: 'https://tickets.example/anil',
    price: '$20',
  });
  return { token, seriesId: series._id, cancelled, moved, soldOut, tba, atVenue, band };
}
