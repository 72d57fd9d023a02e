import Router from '@koa/router';
import { z } from 'zod';
import type { AdminOverview } from '@jazz/contracts';
import type { AppDeps } from '../deps';
import { defineRoute } from '../http/route';

const overviewAnswer = z.object({
  newBookings: z.number().int(),
  lessonRequests: z.number().int(),
  failedMails: z.array(z.object({ to: z.string(), subject: z.string(), createdAt: z.string() })),
});

/**
 * GET /api/admin/overview (admin): what needs the owner when he opens the Admin Panel, each
 * counted from its own service: new booking requests, lesson requests to approve, mails the
 * outbox gave up on in the last 7 days.
 */
export function overviewRoutes(deps: AppDeps): Router {
  const { bookings, lessons } = deps.services;
  const router = new Router();

  defineRoute(
    router,
    {
      method: 'get',
      path: '/admin/overview',
      summary: 'What needs the owner: new bookings, lesson requests, failed mails.',
      guard: deps.auth.requireAdmin,
      answer: overviewAnswer,
    },
    (ctx) => {
      const now = Date.now();
      const overview: AdminOverview = {
        newBookings: bookings.countNew(),
        lessonRequests: lessons
          .list({})
          .filter((lesson) => lesson.status === 'pending' && Date.parse(lesson.start) > now).length,
        failedMails: deps.mailer.failedRecently(),
      };
      ctx.set('Cache-Control', 'no-store');
      ctx.body = overview;
    },
  );

  return router;
}
