import Router from '@koa/router';
import type { Context, Middleware, Next } from 'koa';
import { z } from 'zod';
import {
  bookLessonSchema,
  eventSchema,
  LESSON_MESSAGES,
  lessonMoveSchema,
  lessonSchema,
  lessonSettingsSchema,
  lessonStatusUpdateSchema,
  slotsQuerySchema,
} from '@jazz/contracts';
import type { AppDeps } from '../deps';
import { requireUser, signedIn } from '../auth/middleware';
import { idParams } from '../http/admin-writes';
import { HttpError } from '../http/errors';
import { countsEach, RateLimiter } from '../http/rate-limit';
import { defineRoute, updateBody } from '../http/route';

/** Booking attempts a user may make per rate window (a minute). */
const BOOKINGS_PER_WINDOW = 60;
/** Cancellations and moves a student may make per hour (each one mails the owner). */
const CANCELS_PER_HOUR = 10;
/** Moves an admin may make per hour (each one mails a student). */
const MOVES_PER_HOUR = 60;

const byUser = (ctx: Context) => signedIn(ctx).id;

/** Lessons (docs/product.md "Lessons"): settings, open slots, bookings and their lifecycle. */
export function lessonRoutes(deps: AppDeps): Router {
  const router = new Router();
  // his own calendar's busy time is read again when a screen of slots opens, and before a booking
  // or a move (docs/calendar-sync.md)
  const area: LessonArea = { lessons: deps.services.lessons, calendar: deps.services.calendarSync };
  settingsRoutes(router, area, deps.auth.requireAdmin);
  studentRoutes(router, area, deps);
  ownerRoutes(router, area, deps.auth.requireAdmin);
  return router;
}

/** What every part of the lessons' routes uses: their service and his calendar's busy time. */
interface LessonArea {
  lessons: AppDeps['services']['lessons'];
  calendar: AppDeps['services']['calendarSync'];
}

/** The lesson settings and the open slots. */
function settingsRoutes(router: Router, { lessons, calendar }: LessonArea, requireAdmin: Middleware): void {
  defineRoute(
    router,
    {
      method: 'get',
      path: '/lessons/settings',
      summary: "The lesson settings (the public's without the places' addresses and links).",
      answer: lessonSettingsSchema,
    },
    (ctx) => {
      ctx.body = ctx.state.user?.roles.includes('admin') ? lessons.settings() : lessons.publicSettings();
    },
  );

  defineRoute(
    router,
    {
      method: 'put',
      path: '/lessons/settings',
      summary: 'Updates the lesson settings unless they changed since they were loaded (409).',
      guard: requireAdmin,
      body: updateBody('settings', lessonSettingsSchema),
      answer: lessonSettingsSchema,
    },
    (ctx) => {
      ctx.body = lessons.updateSettings(ctx.request.body);
    },
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/lessons/slots',
      summary: 'The open lesson times of a length between two days.',
      query: slotsQuerySchema,
      answer: z.object({ slots: z.array(z.string()) }),
    },
    (ctx, { query }) => {
      calendar.freshenSoon();
      ctx.body = lessons.slots(query);
    },
  );
}

/** A student's side: booking, his lessons, cancelling and moving one (the owner's moves too). */
function studentRoutes(router: Router, { lessons, calendar }: LessonArea, deps: AppDeps): void {
  const perUser = new RateLimiter(BOOKINGS_PER_WINDOW, deps.config.rateWindowMs, deps.now);
  // an hour of the rate window (tests shrink the window to turn limits off)
  const cancels = new RateLimiter(CANCELS_PER_HOUR, deps.config.rateWindowMs * 60, deps.now);

  // a booking is a proved address's only (checked before the body, whatever it holds)
  const verified = async (ctx: Context, next: Next) => {
    if (!deps.services.users.isVerified(signedIn(ctx).id))
      throw new HttpError(403, { message: LESSON_MESSAGES.unverified, reason: 'unverified' });
    await next();
  };

  defineRoute(
    router,
    {
      method: 'post',
      path: '/lessons/book',
      summary: 'Asks for a lesson (or a weekly run of them); the owner approves.',
      guard: [requireUser, countsEach(perUser, byUser), verified],
      body: bookLessonSchema,
      answer: lessonSchema.extend({ lessons: z.array(lessonSchema) }),
      status: 201,
    },
    async (ctx) => {
      await calendar.freshen();
      ctx.status = 201;
      ctx.body = lessons.book(signedIn(ctx), ctx.request.body);
    },
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/lessons/mine',
      summary: "The signed-in user's lessons.",
      guard: requireUser,
      answer: z.array(lessonSchema),
    },
    (ctx) => {
      ctx.body = lessons.mine(signedIn(ctx).id);
    },
  );

  defineRoute(
    router,
    {
      method: 'post',
      path: '/lessons/cancel/:id',
      summary: 'Cancels a lesson (the student his own, the owner any).',
      guard: [requireUser, countsEach(cancels, byUser)],
      params: idParams,
      body: z.object({}),
      answer: lessonSchema,
    },
    (ctx, { params }) => {
      ctx.body = lessons.cancel(signedIn(ctx), params.id);
    },
  );

  const moves = new RateLimiter(MOVES_PER_HOUR, deps.config.rateWindowMs * 60, deps.now);
  // the owner's moves (60 an hour), and a student's of his own lesson, counted with his cancels
  const countsMove = async (ctx: Context, next: Next) => {
    const user = signedIn(ctx);
    (user.roles.includes('admin') ? moves : cancels).hit(user.id);
    await next();
  };
  defineRoute(
    router,
    {
      method: 'put',
      path: '/lessons/move/:id',
      summary:
        "Moves a lesson to another start: the owner's (the student is mailed), or a student's own under a booking's rules (the owner is mailed).",
      guard: [requireUser, countsMove],
      params: idParams,
      body: lessonMoveSchema,
      answer: lessonSchema,
    },
    async (ctx, { params }) => {
      // busy time is pulled first (docs/calendar-sync.md)
      await calendar.freshen();
      ctx.body = lessons.move(signedIn(ctx), params.id, ctx.request.body);
    },
  );
}

/** The owner's side: every lesson, the collisions with shows, a lesson's status and time. */
function ownerRoutes(router: Router, { lessons, calendar }: LessonArea, requireAdmin: Middleware): void {
  defineRoute(
    router,
    {
      method: 'get',
      path: '/lessons',
      summary: 'Every lesson, or those a show (`collidesWith`, its id) collides with.',
      guard: requireAdmin,
      query: z.object({ collidesWith: z.string().optional() }),
      answer: z.array(lessonSchema),
    },
    (ctx, { query }) => {
      // the lessons screen opened: his busy time read again in the background
      calendar.freshenSoon();
      ctx.body = lessons.list(query);
    },
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/lessons/collisions',
      summary: "Live lessons a show's gig rule now blocks, each with its show.",
      guard: requireAdmin,
      answer: z.array(z.object({ lesson: lessonSchema, show: eventSchema })),
    },
    (ctx) => {
      ctx.body = lessons.collisions();
    },
  );

  defineRoute(
    router,
    {
      method: 'put',
      path: '/lessons/status/:id',
      summary: "Sets a lesson's status (approve, decline...); mails the student.",
      guard: requireAdmin,
      params: idParams,
      body: lessonStatusUpdateSchema,
      answer: lessonSchema,
    },
    (ctx, { params }) => {
      ctx.body = lessons.setStatus(params.id, ctx.request.body);
    },
  );
}
