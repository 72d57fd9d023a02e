import { BackgroundJob, type BackgroundJobOptions } from '../jobs/background-job';
import { createServices } from '../services';
import type { LessonsService } from './service';

/** The longest sleep between two looks: a lesson booked meanwhile is reminded at most this late. */
const MAX_WAIT_MS = 60_000;

export type LessonRemindersOptions = BackgroundJobOptions;

/**
 * Queues each confirmed lesson's reminder 24 hours before it. The reminder's marker is durable
 * (see LessonsService.remindDue), so a restart neither loses nor repeats one.
 */
export class LessonReminders extends BackgroundJob {
  readonly lessons: LessonsService;

  constructor(options: LessonRemindersOptions) {
    super(options);
    const { db, config, mailer } = options;
    this.lessons = (options.services ?? createServices({ db, config, mailer, now: this.now })).lessons;
  }

  /** One look: queues the reminders due (returns how many), then sleeps until the next could be. */
  tick(): number {
    this.cancel();
    let queued = 0;
    try {
      queued = this.lessons.remindDue();
    } catch (error) {
      this.options.logger.error('lesson reminders failed', error);
    }
    if (this.stopped) return queued;
    const next = this.lessons.nextReminderAt();
    const wait = next === null ? MAX_WAIT_MS : Math.min(MAX_WAIT_MS, Math.max(1000, next - this.now()));
    this.sleep(wait);
    return queued;
  }
}
