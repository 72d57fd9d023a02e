import { sendCsv } from '../http/csv-body';
import Router from '@koa/router';
import type { AppDeps } from '../deps';
import { jsonBody } from '../http/body';
import { badRequest } from '../http/errors';
import { BOOKING_PAGE_MESSAGES } from './service';
import { RateLimiter } from '../http/rate-limit';

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

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

  // newest first, a page at a time (limit 1..200, 50 when absent) with a Link to the next
  router.get('/bookings', requireAdmin, (ctx) => {
    const limitText = one(ctx.query.limit);
    const limit = limitText === undefined ? 50 : /^\d{1,3}$/.test(limitText) ? Number(limitText) : NaN;
    if (!(limit >= 1 && limit <= 200)) throw badRequest({ limit: BOOKING_PAGE_MESSAGES.limit });
    const after = one(ctx.query.after);
    const page = bookings.page(limit, after || undefined);
    if (page.next) {
      const params = new URLSearchParams({ ...(limitText !== undefined && { limit: limitText }), after: page.next });
      ctx.set('Link', `<${deps.config.siteUrl.replace(/\/$/, '')}/api/bookings?${params.toString()}>; rel="next"`);
    }
    ctx.body = page.bookings;
  });

  router.get('/bookings/export.csv', requireAdmin, (ctx) => {
    sendCsv(ctx, 'bookings.csv', bookings.exportCsv());
  });

  router.put('/bookings/update/:id', requireAdmin, jsonBody, (ctx) => {
    ctx.body = bookings.update(ctx.params.id!, ctx.request.body);
  });

  return router;
}
