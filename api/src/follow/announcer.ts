import type { Config } from '../config';
import type { Db } from '../db';
import type { Logger } from '../http/logger';
import type { Mailer } from '../mail/mailer';
import { createServices } from '../services';
import type { FollowService } from './service';

const PURGE_EVERY_MS = 3600_000;

export interface AnnouncerOptions {
  db: Db;
  config: Config;
  mailer: Mailer;
  logger: Logger;
  now?: () => number;
}

/**
 * Sends the digest of announced shows ANNOUNCE_DELAY seconds after the last change. Changes
 * are written by triggers, whoever made them, so the announcer looks for them itself: every
 * half delay, at most every 30 s (a digest may go out that much late, never early).
 */
export class Announcer {
  readonly follow: FollowService;
  private timer: NodeJS.Timeout | undefined;
  private stopped = true;
  private lastPurge = 0;
  private readonly now: () => number;
  private readonly pollMs: number;

  constructor(private readonly options: AnnouncerOptions) {
    const { db, config, mailer } = options;
    this.now = options.now ?? Date.now;
    this.follow = createServices({ db, config, mailer, now: this.now }).follow;
    this.pollMs = Math.min(30_000, Math.max(100, (config.announceDelay * 1000) / 2));
  }

  start(): void {
    this.stopped = false;
    this.tick();
  }

  /** Whether the timer runs (between start and stop). */
  get running(): boolean {
    return !this.stopped;
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
  }

  /** One look: sends a digest that is due, then sleeps until the next one could be. */
  tick(): void {
    if (this.stopped) return;
    // a look out of turn (a test's) replaces the one planned: never two timers at once
    if (this.timer) clearTimeout(this.timer);
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
    this.timer = setTimeout(() => this.tick(), wait);
    this.timer.unref();
  }
}
