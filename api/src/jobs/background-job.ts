import type { Config } from '../config';
import type { Db } from '../db';
import type { Logger } from '../http/logger';
import type { Mailer } from '../mail/mailer';
import type { Services } from '../services';

export interface BackgroundJobOptions {
  db: Db;
  config: Config;
  mailer: Mailer;
  logger: Logger;
  /** The clock; tests move it on instead of waiting. */
  now?: () => number;
  /**
   * The process's one graph of services (server.ts builds it once for the app and the jobs, so
   * a site-wide limit such as a mail budget exists once); built here when absent.
   */
  services?: Services;
}

/**
 * A job that looks for work on its own clock (the announcer, the lesson reminders): started
 * and stopped with the server, never two timers at once, its timer never keeping the process
 * alive. A subclass does one look in `tick` and calls `sleep` with the wait until the next.
 */
export abstract class BackgroundJob {
  protected readonly now: () => number;
  protected stopped = true;
  private timer: NodeJS.Timeout | undefined;

  constructor(protected readonly options: BackgroundJobOptions) {
    this.now = options.now ?? Date.now;
  }

  abstract tick(): unknown;

  start(): void {
    this.stopped = false;
    this.tick();
  }

  stop(): void {
    this.stopped = true;
    this.cancel();
  }

  /** A look out of turn (a test's) replaces the one planned. */
  protected cancel(): void {
    if (this.timer) clearTimeout(this.timer);
  }

  protected sleep(ms: number): void {
    this.timer = setTimeout(() => this.tick(), ms);
    this.timer.unref();
  }
}
