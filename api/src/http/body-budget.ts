import type { Context, Next } from 'koa';
import type { Config } from '../config';
import { unavailable } from './errors';

type Budget = Pick<Config, 'anonymousBodyBytes' | 'anonymousBodyBytesPerAddress'>;

/** The most an anonymous body may cost: the form limit (no anonymous route reads more). */
const MAX_ANONYMOUS_BODY = 1024 * 1024;

/**
 * Bodies of anonymous requests are bounded in flight, site-wide and per client address: each
 * reserves its declared length (a chunked one the form limit, 1 MB) from the moment its headers
 * arrive until its request is over. A body that would pass either budget is refused with 503
 * and Retry-After before a byte of it is read, and its connection closed: 700 slow 1 MB bodies
 * can not hold 700 MB. Signed-in users' bodies (admins' uploads have their own gate) are not
 * counted. Runs after the user is known.
 */
export function anonymousBodyBudget(budget: Budget) {
  let inFlight = 0;
  const perAddress = new Map<string, number>();
  return async (ctx: Context, next: Next) => {
    const { req } = ctx;
    const declared = req.headers['content-length'];
    const chunked = req.headers['transfer-encoding'] !== undefined;
    if (ctx.state.user || req.complete || (!chunked && !(Number(declared) > 0))) return next();
    const cost = chunked ? MAX_ANONYMOUS_BODY : Math.min(Number(declared), MAX_ANONYMOUS_BODY);
    const ip = ctx.ip;
    const mine = perAddress.get(ip) ?? 0;
    if (inFlight + cost > budget.anonymousBodyBytes || mine + cost > budget.anonymousBodyBytesPerAddress) {
      // unread: closing the connection spares the client sending the rest
      ctx.set('Connection', 'close');
      throw unavailable('The server is busy. Please try again in a moment.', 5);
    }
    inFlight += cost;
    perAddress.set(ip, mine + cost);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      inFlight -= cost;
      const left = (perAddress.get(ip) ?? cost) - cost;
      if (left > 0) perAddress.set(ip, left);
      else perAddress.delete(ip);
    };
    // over when the answer is out or the connection gone, whichever comes first
    ctx.res.once('close', release);
    ctx.res.once('finish', release);
    req.once('close', release);
    return next();
  };
}
