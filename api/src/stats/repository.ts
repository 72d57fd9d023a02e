import type { Db } from '../db';
import { createHitWrites } from './hit-writes';
import { createStatsStorage } from './storage';
import { createTotalsReads } from './totals-reads';

/**
 * SQL of the statistics: raw hits, the daily salts and the daily totals (migration 012), by
 * concern as the routes keep them apart: the writes of the beacon (`hit-writes.ts`), the reads
 * of the report (`totals-reads.ts`), the disk and the public texts (`storage.ts`).
 */
export function createStatsRepository(db: Db) {
  return { ...createHitWrites(db), ...createTotalsReads(db), ...createStatsStorage(db) };
}

export type StatsRepository = ReturnType<typeof createStatsRepository>;
