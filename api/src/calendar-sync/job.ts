import { BackgroundJob, type BackgroundJobOptions } from '../jobs/background-job';
import { createServices } from '../services';
import type { CalendarSyncService } from './service';

/** His busy time is pulled this often (PRODUCT.md: every 10 minutes). */
export const PULL_EVERY_MS = 10 * 60_000;
/** A show changed meanwhile is pushed at most this late. */
const LOOK_EVERY_MS = 5000;

/**
 * The calendar's own clock: pushes the shows due (a change queues one, whatever wrote it), and
 * pulls his busy time every 10 minutes. Started with the server; a test file that does not need
 * it leaves it off (startTestServer's `calendarSync`) and calls POST /api/calendar-sync/run.
 */
export class CalendarSyncJob extends BackgroundJob {
  readonly sync: CalendarSyncService;
  private lastPull = 0;
  private running = false;

  constructor(options: BackgroundJobOptions) {
    super(options);
    const { db, config, mailer } = options;
    this.sync = (options.services ?? createServices({ db, config, mailer, now: this.now })).calendarSync;
  }

  tick(): void {
    this.cancel();
    // the round under way plans the next look when it ends
    if (this.running) return;
    if (!this.sync.configured()) return this.sleep(LOOK_EVERY_MS * 6);
    const pullToo = this.now() - this.lastPull >= PULL_EVERY_MS;
    if (pullToo) this.lastPull = this.now();
    this.running = true;
    void this.sync
      .tick(pullToo)
      .catch((error: unknown) => this.options.logger.error('calendar sync failed', error))
      .finally(() => {
        this.running = false;
        if (!this.stopped) this.sleep(LOOK_EVERY_MS);
      });
  }
}
