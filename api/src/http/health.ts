import type { Context, Next } from 'koa';
import type { Mailer } from '../mail/mailer';

/**
 * GET /healthz for a monitor or a load balancer: 200 `{ db: "ok", mailQueue: N }` (N mails
 * waiting to go out) when the database answers, else 503.
 */
export function health(mailer: Mailer) {
  return async (ctx: Context, next: Next) => {
    if (ctx.path !== '/healthz') return next();
    ctx.set('Cache-Control', 'no-store');
    try {
      // counting the queue is a real query: it fails when the database does not answer
      ctx.body = { db: 'ok', mailQueue: mailer.pending() };
    } catch {
      ctx.status = 503;
      ctx.body = { db: 'unavailable' };
    }
  };
}
