import { sendCsv } from '../http/csv-body';
import Router from '@koa/router';
import type { AppDeps } from '../deps';
import { jsonBody } from '../http/body';
import { RateLimiter } from '../http/rate-limit';

/** Booking requests: public POST behind the human check and a rate limit; the rest admin only. */
export function bookingRoutes(deps: AppDeps): Router {
  const { bookings } = deps.services;
  // every attempt counts, as on the contact form
  const limiter = new RateLimiter(5, deps.config.rateWindowMs, deps.now);
  const router = new Router();
  const { requireAdmin } = deps.auth;

  router.post('/bookings', jsonBody, async (ctx) => {
    limiter.hit(ctx.ip);
    ctx.body = await bookings.submit(ctx.request.body);
    ctx.status = 201;
  });

  router.get('/bookings', requireAdmin, (ctx) => {
    ctx.body = bookings.list();
  });

  router.get('/bookings/export.csv', requireAdmin, (ctx) => {
    sendCsv(ctx, 'bookings.csv', bookings.exportCsv());
  });

  router.put('/bookings/update/:id', requireAdmin, jsonBody, (ctx) => {
    ctx.body = bookings.update(ctx.params.id!, ctx.request.body);
  });

  return router;
}
