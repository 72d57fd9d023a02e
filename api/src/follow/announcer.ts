import { BackgroundJob, type BackgroundJobOptions } from '../jobs/background-job';
import { createServices } from '../services';
import type { FollowService } from './service';

const PURGE_EVERY_MS = 3600_000;

export type AnnouncerOptions = BackgroundJobOptions;

/**
 * Sends the digest of announced shows ANNOUNCE_DELAY seconds after the last change. Changes
 * are written by triggers, whoever made them, so the announcer looks for them itself: every
 * half delay, at most every 30 s (a digest may go out that much late, never early).
 */
export class Announcer extends BackgroundJob {
  readonly follow: FollowService;
  private lastPurge = 0;
  private readonly pollMs: number;

  constructor(options: AnnouncerOptions) {
    super(options);
    const { db, config, mailer } = options;
    this.follow = (options.services ?? createServices({ db, config, mailer, now: this.now })).follow;
    this.pollMs = Math.min(30_000, Math.max(100, (config.announceDelay * 1000) / 2));
  }

  /** Whether the timer runs (between start and stop). */
  get running(): boolean {
    return !this.stopped;
  }

  /** One look: sends a digest that is due, then sleeps until the next one could be. */
  tick(): void {
    if (this.stopped) return;
    this.cancel();
    let wait = this.pollMs;
    try {
      if (this.now() - this.lastPurge > PURGE_EVERY_MS) {
        this.lastPurge = this.now();
        this.follow.purgeRequests();
      }
      const digest = this.follow.held() ? null : this.follow.pendingDigest();
      if (digest) {
        const left = digest.dueAt - this.now();
        if (left <= 0) {
          const mails = this.follow.sendDigest();
          if (mails > 0) this.options.logger.info(`show announcements: ${mails} digest mails queued`);
        } else wait = Math.min(wait, left);
      }
    } catch (error) {
      this.options.logger.error('show announcements failed', error);
    }
    this.sleep(wait);
  }
}
