import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { QUARTET, QUINTET } from '@jazz/shared/bands';
import { splitShows } from '@jazz/shared/shows';
import { loadConfig } from '../src/config';
import { openDatabase, type Db } from '../src/db';
import { createEventsRepository } from '../src/events/repository';
import { createGroupsRepository } from '../src/groups/repository';
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

    const events = createEventsRepository(db).list();
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
    expect(createEventsRepository(db).count()).toBe(7);

    db.exec('DELETE FROM events; DELETE FROM groups;');
    await seedDemoContent(db, config, quiet);
    expect(createEventsRepository(db).count()).toBe(0);
    expect(createGroupsRepository(db).list()).toEqual([]);
  });

  it('leaves a database that already has content alone', async () => {
    const config = fresh();
    createEventsRepository(db).insert({
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
    expect(createEventsRepository(db).count()).toBe(1);
    expect(createGroupsRepository(db).list()).toEqual([]);
  });
});
