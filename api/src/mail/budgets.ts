import type { Config } from '../config';
import { RateLimiter } from '../http/rate-limit';

/**
 * The site-wide hourly allowances of mail a visitor can cause, one per kind, so a flood of one
 * kind never spends another's: confirmations (a follow's, an address's verification), account
 * mails (password resets), and lesson and booking mails. Each is counted only for a mail that is
 * actually queued; a visitor can not spend it with a request that sends nothing.
 */
export function createMailBudgets(
  config: Pick<Config, 'confirmationMailsPerHour' | 'accountMailsPerHour' | 'lessonMailsPerHour' | 'rateWindowMs'>,
  now = Date.now,
) {
  // an hour of the rate window (tests shrink the window to turn limits off)
  const hour = config.rateWindowMs * 60;
  const budget = (perHour: number) => {
    const limiter = new RateLimiter(perHour, hour, now);
    return {
      /** Counts one mail; throws a 429 when the hour's allowance is spent. */
      take: () => limiter.hit('site'),
      /** Counts one mail when the allowance has room; false (nothing counted) when spent. */
      allows: (): boolean => {
        if (limiter.allows('site')) return true;
        limiter.refund('site');
        return false;
      },
      /** Gives one back (the mail was not sent after all). */
      refund: () => limiter.refund('site'),
    };
  };
  return {
    confirmations: budget(config.confirmationMailsPerHour),
    account: budget(config.accountMailsPerHour),
    lessons: budget(config.lessonMailsPerHour),
  };
}

export type MailBudgets = ReturnType<typeof createMailBudgets>;
export type MailBudget = MailBudgets['confirmations'];
