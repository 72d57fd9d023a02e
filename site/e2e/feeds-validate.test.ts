import { beforeAll, describe, expect, it } from 'vitest';
import { validateFeeds } from './feeds/checks';
import { seedRealisticShows, type RunningSite, type Seeded } from './feeds/seed';
import { siteForThisFile } from './support';

// `npm run validate:feeds` in the suite: every feed, a show page, /shows and the CSV of a site
// with realistic data, read by real parsers (ical.js, a feed parser, libxml2's schema check)
const site = siteForThisFile();
let running: RunningSite;
let seeded: Seeded;

beforeAll(async () => {
  running = { url: site.url, siteUrl: site.config.siteUrl, request: site.request, admin: site.admin };
  seeded = await seedRealisticShows(running);
});

describe('the feeds as independent clients read them', () => {
  it('passes every check of npm run validate:feeds', async () => {
    expect(await validateFeeds(running, seeded)).toEqual([]);
  });
});
