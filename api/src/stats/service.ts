import type { HitRecorder } from './recorder';
import { createHitCounting } from './counting';
import { createStatsReport } from './report';
import type { SiteValues } from './site-values';

export type { HitRequest } from './counting';

export interface StatsServiceOptions {
  recorder: HitRecorder;
  /** The site's public address: a referrer on its own host is no source. */
  siteUrl: string;
  /**
   * The show an id names, for its title on the Stats screen; undefined for a deleted show (its
   * ticket clicks and page views are left out).
   */
  findShow: (id: string) => { title: string; venue: string; startDate: string } | undefined;
  now: () => number;
  /** Runs a write that is no content (the day's salt): ContentVersion.unchanged. */
  unchanged: <T>(fn: () => T) => T;
  /** The site's pages and links: a path or target that is none of them is kept as `other`. */
  siteValues: SiteValues;
}

/**
 * Statistics, docs/statistics.md, by concern as the routes keep them apart: counting
 * (POST /api/hits, `counting.ts`) and the numbers (GET /api/stats, `report.ts`).
 */
export function createStatsService(options: StatsServiceOptions) {
  return { ...createHitCounting(options), ...createStatsReport(options) };
}

export type StatsService = ReturnType<typeof createStatsService>;
