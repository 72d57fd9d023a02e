import { BackgroundJob, type BackgroundJobOptions } from '../jobs/background-job';
import { createServices } from '../services';
import type { CallsService } from './service';

/**
 * The longest sleep between two looks. A deadline is acted on, a change is seen and a reminder
 * is queued at most this late; a change is mailed after CHANGE_QUIET_MS of quiet and the next
 * look, so within a minute.
 */
const WAIT_MS = 15_000;

/**
 * The calls' timer (docs/calls.md): passed deadlines ask the next person, confirmed players hear
 * of changes and get the day-before reminder. Everything it acts on is stored (deadlines, the
 * SEQUENCE a player heard of, the reminder's marker), so a restart neither loses nor repeats.
 */
export class CallsTimer extends BackgroundJob {
  readonly calls: CallsService;

  constructor(options: BackgroundJobOptions) {
    super(options);
    const { db, config, mailer } = options;
    this.calls = (options.services ?? createServices({ db, config, mailer, now: this.now })).calls;
  }

  /** One look: how many things it did. */
  tick(): number {
    this.cancel();
    let done = 0;
    try {
      done = this.calls.runDue();
    } catch (error) {
      this.options.logger.error('calls timer failed', error);
    }
    if (!this.stopped) this.sleep(WAIT_MS);
    return done;
  }
}
