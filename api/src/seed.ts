import { QUARTET, QUINTET } from '@jazz/contracts/bands';
import { PAGE_NAMES, parsePageData, type PageName, type Video } from '@jazz/contracts';
import { addDays, dayOf, dayParts, zonedInstant } from '@jazz/contracts/time';
import { toneWav } from './audio/wav';
import type { Config } from './config';
import type { Db } from './db';
import { createAppStateRepository } from './db/app-state';
import { DEMO_BANDS, DEMO_PAGES, DEMO_PHOTOS, DEMO_TRACKS, type DemoBand } from './demo-content';
import type { EventFields } from './events/repository';
import type { Logger } from './http/logger';
import { nowIso } from './ids';
import { placeholderImage } from './media';
import { createContentServices, type ContentServices } from './services';

const SEEDED = 'demo_content_seeded';
/** Pages, photos, audio and band extras: seeded once too, also on an install from before them. */
const CONTENT_SEEDED = 'demo_pages_seeded';

/** The two fixed bands, each with its demo description and extras. */
const SEED_BANDS = [
  [QUARTET, DEMO_BANDS.quartet],
  [QUINTET, DEMO_BANDS.quintet],
] as const;

/** A demo band's videos as stored (an empty caption where the demo gives none). */
const demoVideos = (demo: DemoBand): Video[] => demo.videos.map((video) => ({ caption: '', ...video }));

/** Demo shows relative to today, so the site looks alive on first start: days from today, band, venue. */
const DEMO_SHOWS: { days: number; hour: number; band: string; fields: Partial<EventFields> }[] = [
  {
    days: -120,
    hour: 19,
    band: QUARTET.name,
    fields: {
      venue: 'Flynn Space',
      location: 'Burlington, VT',
      title: 'Winter Standards',
      timeText: '7:00 PM - 9:30 PM',
    },
  },
  {
    days: -40,
    hour: 20,
    band: QUINTET.name,
    fields: {
      venue: 'Higher Ground',
      location: 'South Burlington, VT',
      title: 'Cannonball Tribute Night',
      timeText: '8:00 PM - 10:30 PM',
    },
  },
  {
    days: -9,
    hour: 18,
    band: QUARTET.name,
    fields: { venue: 'Radio Bean', location: 'Burlington, VT', title: 'Early Set', timeText: '6:00 PM - 8:00 PM' },
  },
  {
    days: 6,
    hour: 20,
    band: QUINTET.name,
    fields: {
      venue: 'Vermont Jazz Center',
      location: 'Brattleboro, VT',
      title: 'Somethin’ Else',
      timeText: '8:00 PM - 10:00 PM',
      ticketsLink: 'https://example.com/tickets/somethin-else',
    },
  },
  {
    days: 20,
    hour: 19,
    band: QUARTET.name,
    fields: { venue: 'The Double E', location: 'Essex, VT', title: 'Brothers in Swing', timeText: '7:30 PM' },
  },
  {
    days: 45,
    hour: 12,
    band: QUINTET.name,
    fields: {
      venue: 'Burlington Discover Jazz Festival',
      location: 'Church Street, Burlington, VT',
      title: 'Festival Noon Concert',
      timeText: '12:00 PM - 1:30 PM',
    },
  },
  {
    days: 80,
    hour: 20,
    band: QUARTET.name,
    fields: {
      venue: 'Middlebury Town Hall Theater',
      location: 'Middlebury, VT',
      title: 'Spring Concert',
      timeText: '8:00 PM',
    },
  },
];

/** Whether the demo seed still has work to do on this database (a first start). */
export function demoSeedPending(db: Db): boolean {
  const state = createAppStateRepository(db);
  return !state.get(SEEDED) || !state.get(CONTENT_SEEDED);
}

/**
 * First start with an empty database: the quartet and quintet as groups (with generated
 * placeholder photos, their descriptions and extras), a handful of upcoming and past shows, and
 * the pages, photos and audio of the site. Runs once per database, so demo content the owner
 * deleted does not come back.
 */
export async function seedDemoContent(db: Db, config: Config, logger: Logger): Promise<void> {
  if (!demoSeedPending(db)) return;
  const services = createContentServices({ db, config });
  const state = services.repos.appState;
  if (!state.get(SEEDED)) {
    await seedBandsAndShows(services, config, logger);
    state.set(SEEDED, nowIso());
  }
  if (!state.get(CONTENT_SEEDED)) await seedPages(services, logger);
}

async function seedBandsAndShows(services: ContentServices, config: Config, logger: Logger): Promise<void> {
  const { events, groups } = services.repos;
  if (events.count() > 0 || groups.count() > 0) return;
  for (const [band, demo] of SEED_BANDS) {
    await services.groups.createWithImages({
      name: band.name,
      description: demo.description,
      playlistUrl: demo.playlistUrl,
      videos: demoVideos(demo),
      images: [await placeholderImage(band.name, 1600, 1000), await placeholderImage(`${band.name} live`, 1600, 1000)],
    });
  }
  const today = dayOf(Date.now(), config.timezone);
  events.transaction(() => {
    for (const show of DEMO_SHOWS) {
      // calendar arithmetic on the local date, then the wall-clock hour in SITE_TIMEZONE
      const [year, month, day] = dayParts(addDays(today, show.days));
      const start = zonedInstant(config.timezone, year, month, day, show.hour);
      events.insert({
        group: show.band,
        groupLink: show.band === QUARTET.name ? QUARTET.path : QUINTET.path,
        venue: '',
        venueLink: '',
        location: '',
        title: '',
        description: 'PLACEHOLDER demo show: edit or delete it in the admin panel.',
        timeText: '',
        ticketsLink: '',
        ...show.fields,
        startDate: new Date(start).toISOString(),
      });
    }
  });
  logger.info('Seeded demo content: 2 bands and 7 shows.');
}

/**
 * The pages, the 28 photos and the two audio clips of today's demo content, and the extras of
 * the two bands when they have none. Images are generated and re-encoded first (async); every
 * row is then written in one transaction with the flag, so a start that dies half-way seeds
 * again from scratch instead of twice.
 */
async function seedPages(services: ContentServices, logger: Logger): Promise<void> {
  const { pages, photos: photoRows, groups, appState: state } = services.repos;
  const { photos, audio } = services;

  const images =
    photoRows.count() > 0
      ? []
      : await Promise.all(
          DEMO_PHOTOS.map(async (photo) => ({
            photo,
            image: await photos.prepareBytes(
              // half size: a stand-in needs no detail, and 28 of them must not slow the first start
              await placeholderImage(
                photo.title.replace('[Placeholder] ', ''),
                Math.round(photo.width / 2),
                Math.round(photo.height / 2),
              ),
            ),
          })),
        );

  pages.transaction(() => {
    const now = nowIso();
    const tracks = DEMO_TRACKS.map((track) => ({
      title: track.title,
      audio: audio.saveBytes(toneWav(track.notes)).url,
    }));
    const data: { [N in PageName]: unknown } = { ...DEMO_PAGES, listen: { ...DEMO_PAGES.listen, tracks } };
    for (const name of PAGE_NAMES) {
      const parsed = parsePageData(name, data[name]);
      if (!parsed.ok) throw new Error(`Demo page ${name} is invalid: ${JSON.stringify(parsed.errors)}`);
      pages.insertIfMissing(name, parsed.data, now);
    }
    for (const { photo, image } of images) photos.insertProcessed({ title: photo.title, credit: photo.credit }, image);
    const stored = groups.list();
    for (const [band, demo] of SEED_BANDS) {
      const group = stored.find((g) => g.name === band.name);
      if (group && !group.playlistUrl && group.videos?.length === 0)
        groups.setExtras(group.id, demo.playlistUrl, demoVideos(demo));
    }
    state.set(CONTENT_SEEDED, now);
  });
  logger.info(`Seeded demo pages, ${images.length} photos and ${DEMO_TRACKS.length} audio clips.`);
}
