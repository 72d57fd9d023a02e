import type { Context, Next } from 'koa';
import type { Config } from '../config';
import { unavailable } from './errors';

type Budget = Pick<Config, 'anonymousBodyBytes' | 'anonymousBodyBytesPerAddress'>;

/** The most an anonymous body may cost: the form limit (no anonymous route reads more). */
const MAX_ANONYMOUS_BODY = 1024 * 1024;
/**
 * A body of at most this many declared bytes is small: a login, a password reset, a follow or
 * contact form. Small bodies draw on a pool of their own, so big ones waiting can not shut them out.
 */
export const SMALL_BODY = 16 * 1024;
/** The small bodies' pools: this part of each budget again, beside (not inside) the big bodies' one. */
const SMALL_SHARE = 4;

/** Bytes in flight, site-wide and per client address. */
function pool(total: number, perAddress: number) {
  let inFlight = 0;
  const byAddress = new Map<string, number>();
  return {
    take(ip: string, cost: number): (() => void) | undefined {
      const mine = byAddress.get(ip) ?? 0;
      if (inFlight + cost > total || mine + cost > perAddress) return undefined;
      inFlight += cost;
      byAddress.set(ip, mine + cost);
      return () => {
        inFlight -= cost;
        const left = (byAddress.get(ip) ?? cost) - cost;
        if (left > 0) byAddress.set(ip, left);
        else byAddress.delete(ip);
      };
    },
  };
}

/**
 * Bodies of anonymous requests are bounded in flight, site-wide and per client address: each
 * reserves its declared length (a chunked one the form limit, 1 MB) from the moment its headers
 * arrive until its request is over. A body that would pass either budget is refused with 503
 * and Retry-After before a byte of it is read, and its connection closed: 700 slow 1 MB bodies
 * can not hold 700 MB. Small bodies (at most SMALL_BODY declared) have pools of their own, a
 * quarter of each budget: 33 slow 1 MB bodies that fill the big pool leave the owner's login, a
 * password reset and a contact form their room. Signed-in users' bodies (admins' uploads have
 * their own gate) are not counted. Runs after the user is known.
 */
export function anonymousBodyBudget(budget: Budget) {
  const big = pool(budget.anonymousBodyBytes, budget.anonymousBodyBytesPerAddress);
  const small = pool(budget.anonymousBodyBytes / SMALL_SHARE, budget.anonymousBodyBytesPerAddress / SMALL_SHARE);
  return async (ctx: Context, next: Next) => {
    const { req } = ctx;
    const declared = req.headers['content-length'];
    const chunked = req.headers['transfer-encoding'] !== undefined;
    if (ctx.state.user || req.complete || (!chunked && !(Number(declared) > 0))) return next();
    const cost = chunked ? MAX_ANONYMOUS_BODY : Math.min(Number(declared), MAX_ANONYMOUS_BODY);
    const taken = (cost <= SMALL_BODY && !chunked ? small : big).take(ctx.ip, cost);
    if (!taken) {
      // unread: closing the connection spares the client sending the rest
      ctx.set('Connection', 'close');
      throw unavailable('The server is busy. Please try again in a moment.', 5);
    }
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      taken();
    };
    // over when the answer is out or the connection gone, whichever comes first
    ctx.res.once('close', release);
    ctx.res.once('finish', release);
    req.once('close', release);
    return next();
  };
}
