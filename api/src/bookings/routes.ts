import { sendCsv } from '../http/csv-body';
import Router from '@koa/router';
import { z } from 'zod';
import { bookingDataSchema, bookingRecordSchema, bookingSchema } from '@jazz/contracts';
import type { AppDeps } from '../deps';
import { idParams } from '../http/admin-writes';
import { defineRoute, updateBody } from '../http/route';
import { BOOKING_PAGE_MESSAGES } from './service';
import { plainFormPost } from '../http/plain-form';
import { countsEach, RateLimiter } from '../http/rate-limit';

/** `?limit=` (1..200, 50 when absent) and `?after=` (the cursor of the Link). */
const pageQuery = z.object({
  limit: z
    .string()
    .regex(/^\d{1,3}$/, { error: BOOKING_PAGE_MESSAGES.limit })
    .refine((text) => Number(text) >= 1 && Number(text) <= 200, { error: BOOKING_PAGE_MESSAGES.limit })
    .optional(),
  after: z.string().optional(),
});

/** Booking requests: public POST behind the human check and a rate limit; the rest admin only. */
export function bookingRoutes(deps: AppDeps): Router {
  const { bookings } = deps.services;
  // every attempt counts, as on the contact form
  const limiter = new RateLimiter(5, deps.config.rateWindowMs, deps.now);
  const router = new Router();
  const { requireAdmin } = deps.auth;

  defineRoute(
    router,
    {
      method: 'post',
      path: '/bookings',
      summary: 'Sends a booking request (behind the human check and a rate limit).',
      // first: the page's own HTML form, posted without script, is answered with a page
      guard: [plainFormPost('booking'), countsEach(limiter)],
      body: bookingSchema,
      answer: z.object({ _id: z.string() }),
      status: 201,
    },
    async (ctx) => {
      ctx.body = await bookings.submit(ctx.request.body);
      ctx.status = 201;
    },
  );

  // newest first, a page at a time (limit 1..200, 50 when absent) with a Link to the next
  defineRoute(
    router,
    {
      method: 'get',
      path: '/bookings',
      summary: 'The booking requests, newest first, a page at a time (a Link to the next).',
      guard: requireAdmin,
      query: pageQuery,
      answer: z.array(bookingRecordSchema),
    },
    (ctx, { query }) => {
      const page = bookings.page(query.limit === undefined ? 50 : Number(query.limit), query.after || undefined);
      if (page.next) {
        const params = new URLSearchParams({
          ...(query.limit !== undefined && { limit: query.limit }),
          after: page.next,
        });
        ctx.set('Link', `<${deps.config.siteUrl.replace(/\/$/, '')}/api/bookings?${params.toString()}>; rel="next"`);
      }
      ctx.body = page.bookings;
    },
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/bookings/export.csv',
      summary: 'Every booking request as CSV.',
      guard: requireAdmin,
      answer: { type: 'text/csv' },
    },
    (ctx) => {
      sendCsv(ctx, 'bookings.csv', bookings.exportCsv());
    },
  );

  defineRoute(
    router,
    {
      method: 'put',
      path: '/bookings/update/:id',
      summary: "Updates a booking request's status and notes unless it changed since it was loaded (409).",
      guard: requireAdmin,
      params: idParams,
      body: updateBody('booking', bookingDataSchema),
      answer: bookingRecordSchema,
    },
    (ctx, { params }) => {
      ctx.body = bookings.update(params.id, ctx.request.body);
    },
  );

  return router;
}
