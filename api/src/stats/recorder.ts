import type { Db } from '../db';
import type { ContentVersion } from '../http/content-version';
import type { Logger } from '../http/logger';
import { addDays, dayOf } from '@jazz/contracts/time';
import type { StoredHit } from './hit-writes';
import { createStatsRepository, type StatsRepository } from './repository';

/** Raw hits are kept this many days; older ones live on in the daily totals only. */
export const RAW_DAYS = 90;

export interface HitRecorderOptions {
  db: Db;
  /** Statistics are no content: their writes run in `content.unchanged`. */
  content: Pick<ContentVersion, 'unchanged'>;
  logger: Logger;
  /** SITE_TIMEZONE: the days hits are counted in. */
  timeZone: string;
  /** The clock of the days (a test moves it on instead of waiting for midnight). */
  now?: () => number;
  /** A batch this large is written at once, without waiting for the timer. */
  flushEntries?: number;
  /** The bounds of the buffer: past them, hits are dropped (and counted) until a write succeeds. */
  maxEntries?: number;
  maxBytes?: number;
  /** How often start()'s timer writes the buffer. */
  intervalMs?: number;
  /** Bytes the statistics' tables may take on disk; past it the oldest raw hits go first. */
  diskBudgetBytes?: number;
  /** How often the flushes look at the disk budget (it reads the tables' page counts). */
  budgetEveryMs?: number;
  /** Distinct pages, sources or event subjects one day keeps (MAX_DAY_VALUES); past it `other`. */
  maxDayValues?: number;
}

/** The statistics' disk budget by default: 200 MB. */
export const STATS_DISK_BUDGET = 200 * 1024 * 1024;

/**
 * Keeps hits in memory and writes them in batches: a hit costs a request no write of its own.
 * The buffer is written when it holds `flushEntries` hits, before the statistics are read, on
 * stop(), and (after start(), which the server calls; tests need not) every `intervalMs`.
 */
export class HitRecorder {
  readonly repo: StatsRepository;
  private buffer: StoredHit[] = [];
  private bytes = 0;
  private timer: NodeJS.Timeout | undefined;
  private soon: NodeJS.Immediate | undefined;
  private prunedFor = '';
  /** Hits dropped because the buffer was full (a write kept failing). */
  dropped = 0;
  private droppedSaid = 0;
  private readonly flushEntries: number;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly intervalMs: number;
  private budgetAt = 0;
  /** The current SITE_TIMEZONE day. */
  readonly today: () => string;
  /** The SITE_TIMEZONE day of an instant. */
  readonly dayOf: (ms: number) => string;

  constructor(private readonly options: HitRecorderOptions) {
    this.repo = createStatsRepository(options.db);
    this.flushEntries = options.flushEntries ?? 1000;
    this.maxEntries = options.maxEntries ?? 50_000;
    this.maxBytes = options.maxBytes ?? 16 * 1024 * 1024;
    this.intervalMs = options.intervalMs ?? 1000;
    this.dayOf = (ms: number) => dayOf(ms, options.timeZone);
    const now = options.now ?? Date.now;
    this.today = () => this.dayOf(now());
  }

  /** Hits waiting for their write. */
  get pending(): number {
    return this.buffer.length;
  }

  add(hit: StoredHit): void {
    const size = sizeOf(hit);
    if (this.buffer.length >= this.maxEntries || this.bytes + size > this.maxBytes) {
      this.dropped++;
      return;
    }
    this.buffer.push(hit);
    this.bytes += size;
    // a full batch is written right after this request, not in it
    if (this.buffer.length >= this.flushEntries && !this.soon)
      this.soon = setImmediate(() => {
        this.soon = undefined;
        this.flush();
      });
  }

  /**
   * Writes every buffered hit in one transaction, then, once a day, forgets the past days'
   * salts and visitor hashes and raw hits older than RAW_DAYS.
   */
  flush(): void {
    if (this.buffer.length > 0) {
      const batch = this.buffer;
      this.buffer = [];
      this.bytes = 0;
      try {
        this.options.content.unchanged(() => this.repo.write(batch, this.options.maxDayValues));
      } catch (error) {
        // kept for the next try, as far as the bounds allow
        this.options.logger.error(`statistics: writing ${batch.length} hits failed`, error);
        const room = Math.max(0, this.maxEntries - this.buffer.length);
        this.dropped += Math.max(0, batch.length - room);
        this.buffer = batch.slice(0, room).concat(this.buffer);
        this.bytes = this.buffer.reduce((sum, hit) => sum + sizeOf(hit), 0);
        return;
      }
    }
    if (this.dropped > this.droppedSaid) {
      this.options.logger.error(`statistics: ${this.dropped - this.droppedSaid} hits dropped, the buffer was full`);
      this.droppedSaid = this.dropped;
    }
    const today = this.today();
    if (today !== this.prunedFor) {
      this.prunedFor = today;
      try {
        this.options.content.unchanged(() => this.repo.prune(today, addDays(today, -RAW_DAYS)));
      } catch (error) {
        this.prunedFor = '';
        this.options.logger.error('statistics: pruning old hits failed', error);
      }
    }
    if (Date.now() - this.budgetAt >= (this.options.budgetEveryMs ?? 10 * 60_000)) {
      this.budgetAt = Date.now();
      try {
        this.keepWithinBudget();
      } catch (error) {
        this.options.logger.error('statistics: keeping the disk budget failed', error);
      }
    }
  }

  /**
   * Past the disk budget, the oldest raw hits are deleted (their numbers stay in the totals),
   * as many as the overshoot is worth at the raw rows' average size, and a tenth more. Returns
   * how many went. The freed pages are reused by later hits (the file does not grow further).
   */
  keepWithinBudget(): number {
    const budget = this.options.diskBudgetBytes ?? STATS_DISK_BUDGET;
    const bytes = this.repo.bytes();
    if (bytes.all <= budget) return 0;
    const rows = this.repo.rawCount();
    if (rows === 0) return 0;
    const perRow = Math.max(1, bytes.raw / rows);
    const count = Math.min(rows, Math.ceil(((bytes.all - budget) / perRow) * 1.1));
    const dropped = this.options.content.unchanged(() => this.repo.dropOldestHits(count));
    this.options.logger.info(`statistics: ${dropped} oldest raw hits deleted, over the ${budget}-byte budget`);
    return dropped;
  }

  /** The timer of the running server (server.ts); tests that need no timer never start it. */
  start(): void {
    this.stopTimer();
    this.timer = setInterval(() => this.flush(), this.intervalMs);
    this.timer.unref();
  }

  /** Stops the timer and writes what is left (shutdown). */
  stop(): void {
    this.stopTimer();
    this.flush();
  }

  private stopTimer() {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    if (this.soon) clearImmediate(this.soon);
    this.soon = undefined;
  }
}

/** About what a hit holds in memory: its texts and a fixed overhead. */
function sizeOf(hit: StoredHit): number {
  return 96 + 2 * (hit.path.length + (hit.source?.length ?? 0) + (hit.target?.length ?? 0) + hit.visitor.length);
}
