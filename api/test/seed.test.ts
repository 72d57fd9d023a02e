import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { QUARTET, QUINTET } from '@jazz/contracts/bands';
import { splitShows } from '@jazz/contracts/shows';
import { loadConfig } from '../src/config';
import { openDatabase, type Db } from '../src/db';
import { createEventsRepository } from '../src/events/repository';
import { createGroupsRepository } from '../src/groups/repository';
import { createPagesRepository } from '../src/pages/repository';
import { createPagesService } from '../src/pages/service';
import { createPhotosRepository } from '../src/photos/repository';
import { seedDemoContent } from '../src/seed';

const quiet = { info: () => {}, error: () => {} };
let dir: string;
let db: Db;

function fresh() {
  dir = mkdtempSync(join(tmpdir(), 'jazz-seed-'));
  db = openDatabase(join(dir, 'site.db'));
  return loadConfig({ DATA_DIR: dir, JWT_SECRET: 'x' });
}

afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('demo content on first start', () => {
  it('seeds the quartet and quintet with photos and shows on both sides of today', async () => {
    const config = fresh();
    await seedDemoContent(db, config, quiet);
    const groups = createGroupsRepository(db).list();
    expect(groups.map((g) => g.name).sort()).toEqual([QUINTET.name, QUARTET.name].sort());
    for (const group of groups) expect(Object.values(group.images)).toHaveLength(2);

    const events = createEventsRepository(db, 'America/New_York').list();
    const { upcoming, past } = splitShows(events, Date.now(), config.timezone);
    expect(upcoming.length).toBeGreaterThanOrEqual(3);
    expect(past.length).toBeGreaterThanOrEqual(2);
    expect(events.some((e) => e.group === QUINTET.name)).toBe(true);
    expect(events.some((e) => e.group === QUARTET.name)).toBe(true);
  });

  it('seeds once: a restart adds nothing, and deleted demo content does not come back', async () => {
    const config = fresh();
    await seedDemoContent(db, config, quiet);
    await seedDemoContent(db, config, quiet);
    expect(createEventsRepository(db, 'America/New_York').count()).toBe(7);

    db.exec('DELETE FROM events; DELETE FROM groups;');
    await seedDemoContent(db, config, quiet);
    expect(createEventsRepository(db, 'America/New_York').count()).toBe(0);
    expect(createGroupsRepository(db).list()).toEqual([]);
  });

  it('leaves a database that already has content alone', async () => {
    const config = fresh();
    createEventsRepository(db, 'America/New_York').insert({
      group: 'Trio',
      groupLink: '',
      venue: 'Club',
      venueLink: '',
      location: '',
      title: '',
      description: '',
      startDate: new Date().toISOString(),
      timeText: '',
      ticketsLink: '',
    });
    await seedDemoContent(db, config, quiet);
    expect(createEventsRepository(db, 'America/New_York').count()).toBe(1);
    expect(createGroupsRepository(db).list()).toEqual([]);
  });
});

describe('demo pages, photos and audio', () => {
  it('seeds every page, the 28 photos, the audio and the band extras, once', async () => {
    const config = fresh();
    await seedDemoContent(db, config, quiet);
    const pages = createPagesService(createPagesRepository(db));
    expect(pages.read('site').name).toBe('Sam Whitesell');
    expect(pages.read('about').bio).toContain('[Placeholder');
    expect(pages.read('bands').bands).toHaveLength(5);
    const tracks = pages.read('listen').tracks;
    expect(tracks).toHaveLength(2);
    for (const track of tracks) expect(track.audio).toMatch(/^\/audio\/[0-9a-f]{64}\.wav$/);
    const photos = createPhotosRepository(db).list();
    expect(photos).toHaveLength(28);
    expect(photos[0]!.title).toBe('[Placeholder] On stage at the Flynn');
    expect(photos[0]!.image).toMatch(/^\/media\/[0-9a-f]{64}-1600\.webp$/);
    const quintet = createGroupsRepository(db)
      .list()
      .find((g) => g.name === QUINTET.name)!;
    expect(quintet.videos).toHaveLength(3);
    expect(quintet.description).toContain('Cannonball');
    const quartet = createGroupsRepository(db)
      .list()
      .find((g) => g.name === QUARTET.name)!;
    expect(quartet.playlistUrl).toMatch(/^https:\/\/bandcamp\.com\/EmbeddedPlayer\//);

    // a restart adds nothing and keeps the owner's edits
    db.exec("UPDATE pages SET data = json_set(data, '$.bio', 'Mine') WHERE name = 'about'");
    db.exec('DELETE FROM photos');
    await seedDemoContent(db, config, quiet);
    expect(createPhotosRepository(db).list()).toHaveLength(0);
    expect(pages.read('about').bio).toBe('Mine');
  }, 120_000);

  it('seeds the pages on an install from before them, and fills the extras of its bands', async () => {
    const config = fresh();
    await seedDemoContent(db, config, quiet);
    db.exec("DELETE FROM pages; DELETE FROM photos; UPDATE groups SET playlist_url = '', videos = '[]'");
    db.exec("DELETE FROM app_state WHERE key = 'demo_pages_seeded'");
    await seedDemoContent(db, config, quiet);
    expect(createPagesService(createPagesRepository(db)).read('home').blurb).toContain('[Placeholder]');
    expect(createPhotosRepository(db).list()).toHaveLength(28);
    expect(
      createGroupsRepository(db)
        .list()
        .find((g) => g.name === QUINTET.name)!.videos,
    ).toHaveLength(3);
    expect(createEventsRepository(db, 'America/New_York').count()).toBe(7);
  }, 120_000);
});
