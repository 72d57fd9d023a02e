import type { Config } from '../config';
import type { Db } from '../db';
import type { Logger } from '../http/logger';
import type { Mailer } from '../mail/mailer';
import { createServices } from '../services';
import type { LessonsService } from './service';

/** The longest sleep between two looks: a lesson booked meanwhile is reminded at most this late. */
const MAX_WAIT_MS = 60_000;

export interface LessonRemindersOptions {
  db: Db;
  config: Config;
  mailer: Mailer;
  logger: Logger;
  /** The clock; tests move it on instead of waiting a day. */
  now?: () => number;
}

/**
 * Queues each confirmed lesson's reminder 24 hours before it. The reminder's marker is durable
 * (see LessonsService.remindDue), so a restart neither loses nor repeats one.
 */
export class LessonReminders {
  readonly lessons: LessonsService;
  private timer: NodeJS.Timeout | undefined;
  private stopped = true;
  private readonly now: () => number;

  constructor(private readonly options: LessonRemindersOptions) {
    const { db, config, mailer } = options;
    this.now = options.now ?? Date.now;
    this.lessons = createServices({ db, config, mailer, now: this.now }).lessons;
  }

  start(): void {
    this.stopped = false;
    this.tick();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
  }

  /** One look: queues the reminders due (returns how many), then sleeps until the next could be. */
  tick(): number {
    if (this.timer) clearTimeout(this.timer);
    let queued = 0;
    try {
      queued = this.lessons.remindDue();
    } catch (error) {
      this.options.logger.error('lesson reminders failed', error);
    }
    if (this.stopped) return queued;
    const next = this.lessons.nextReminderAt();
    const wait = next === null ? MAX_WAIT_MS : Math.min(MAX_WAIT_MS, Math.max(1000, next - this.now()));
    this.timer = setTimeout(() => this.tick(), wait);
    this.timer.unref();
    return queued;
  }
}
