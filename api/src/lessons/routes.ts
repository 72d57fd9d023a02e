import Router from '@koa/router';
import type { Context } from 'koa';
import type { AppDeps } from '../deps';
import { jsonBody } from '../http/body';
import { unauthorized } from '../http/errors';
import { RateLimiter } from '../http/rate-limit';

/** Booking attempts a user may make per rate window (a minute). */
const BOOKINGS_PER_WINDOW = 60;
/** Cancellations a user may make per hour (each one mails the student and the owner). */
const CANCELS_PER_HOUR = 10;
/** Moves an admin may make per hour (each one mails a student). */
const MOVES_PER_HOUR = 60;

/** Lessons (docs/product.md "Lessons"): settings, open slots, bookings and their lifecycle. */
export function lessonRoutes(deps: AppDeps): Router {
  const lessons = deps.services.lessons;
  const { requireAdmin } = deps.auth;
  const perUser = new RateLimiter(BOOKINGS_PER_WINDOW, deps.config.rateWindowMs, deps.now);
  // an hour of the rate window (tests shrink the window to turn limits off)
  const cancels = new RateLimiter(CANCELS_PER_HOUR, deps.config.rateWindowMs * 60, deps.now);
  const moves = new RateLimiter(MOVES_PER_HOUR, deps.config.rateWindowMs * 60, deps.now);
  const router = new Router();

  const signedIn = (ctx: Context) => {
    const user = ctx.state.user;
    if (!user) throw unauthorized();
    return user;
  };

  router.get('/lessons/settings', (ctx) => {
    ctx.body = ctx.state.user?.roles.includes('admin') ? lessons.settings() : lessons.publicSettings();
  });

  router.put('/lessons/settings', requireAdmin, jsonBody, (ctx) => {
    ctx.body = lessons.updateSettings(ctx.request.body);
  });

  router.get('/lessons/slots', (ctx) => {
    ctx.body = lessons.slots(ctx.query);
  });

  router.post('/lessons/book', jsonBody, (ctx) => {
    const user = signedIn(ctx);
    perUser.hit(user.id);
    ctx.status = 201;
    ctx.body = lessons.book(user, ctx.request.body);
  });

  router.get('/lessons/mine', (ctx) => {
    ctx.body = lessons.mine(signedIn(ctx).id);
  });

  router.post('/lessons/cancel/:id', jsonBody, (ctx) => {
    const user = signedIn(ctx);
    cancels.hit(user.id);
    ctx.body = lessons.cancel(user, ctx.params.id!);
  });

  router.get('/lessons', requireAdmin, (ctx) => {
    ctx.body = lessons.list(ctx.query);
  });

  router.get('/lessons/collisions', requireAdmin, (ctx) => {
    ctx.body = lessons.collisions();
  });

  router.put('/lessons/status/:id', requireAdmin, jsonBody, (ctx) => {
    ctx.body = lessons.setStatus(ctx.params.id!, ctx.request.body);
  });

  router.put('/lessons/move/:id', requireAdmin, jsonBody, (ctx) => {
    moves.hit(ctx.state.user!.id);
    ctx.body = lessons.move(ctx.params.id!, ctx.request.body);
  });

  return router;
}
