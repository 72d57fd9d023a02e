import type { Config } from '../config';
import { RateLimiter } from '../http/rate-limit';

/**
 * Confirmation mails (a follow's, an address's verification) the whole site sends per hour:
 * however many addresses and clients a flood uses, it can not fill the mail queue. Password
 * resets are not counted, and go first in the queue anyway.
 */
export function createConfirmationCap(
  config: Pick<Config, 'confirmationMailsPerHour' | 'rateWindowMs'>,
  now = Date.now,
) {
  // an hour of the rate window (tests shrink the window to turn limits off)
  const limiter = new RateLimiter(config.confirmationMailsPerHour, config.rateWindowMs * 60, now);
  return {
    /** Counts one confirmation mail; throws a 429 when the hour's allowance is spent. */
    take: () => limiter.hit('site'),
  };
}

export type ConfirmationCap = ReturnType<typeof createConfirmationCap>;
