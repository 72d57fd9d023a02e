import { QUARTET, QUINTET } from '@jazz/shared/bands';
import { wallClock, zonedInstant } from '@jazz/shared/shows';
import type { Config } from './config';
import type { Db } from './db';
import { createEventsRepository, type EventFields } from './events/repository';
import { createGroupWithImages } from './groups/service';
import type { Logger } from './http/errors';
import { placeholderImage } from './media';

const SEEDED = 'demo_content_seeded';

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

/**
 * First start with an empty database: the quartet and quintet as groups (with generated
 * placeholder photos) and a handful of upcoming and past shows. Runs once per database, so
 * demo content the owner deleted does not come back.
 */
export async function seedDemoContent(db: Db, config: Config, logger: Logger): Promise<void> {
  if (db.prepare('SELECT 1 FROM app_state WHERE key = ?').get(SEEDED)) return;
  const events = createEventsRepository(db);
  const hasContent = events.count() > 0 || db.prepare('SELECT 1 FROM groups LIMIT 1').get();
  if (!hasContent) {
    for (const band of [QUARTET, QUINTET]) {
      await createGroupWithImages(
        { db, config },
        {
          name: band.name,
          description: `PLACEHOLDER: a short description of the ${band.name}. Replace it in the admin panel.`,
          images: [
            await placeholderImage(band.name, 1600, 1000),
            await placeholderImage(`${band.name} live`, 1600, 1000),
          ],
        },
      );
    }
    const today = wallClock(new Date(), config.timezone);
    db.transaction(() => {
      for (const show of DEMO_SHOWS) {
        // calendar arithmetic in UTC on the local date, then the wall-clock hour in SITE_TIMEZONE
        const day = new Date(Date.UTC(today.year, today.month - 1, today.day + show.days));
        const start = zonedInstant(
          config.timezone,
          day.getUTCFullYear(),
          day.getUTCMonth() + 1,
          day.getUTCDate(),
          show.hour,
        );
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
    })();
    logger.info('Seeded demo content: 2 bands and 7 shows.');
  }
  db.prepare('INSERT INTO app_state (key, value) VALUES (?, ?)').run(SEEDED, new Date().toISOString());
}
