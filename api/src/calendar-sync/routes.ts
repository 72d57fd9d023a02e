import Router from '@koa/router';
import { z } from 'zod';
import {
  calendarChangeSchema,
  calendarListSchema,
  calendarSyncSchema,
  calendarSyncUpdateSchema,
  eventSchema,
} from '@jazz/contracts';
import type { AppDeps } from '../deps';
import { actionRoute, defineRoute } from '../http/route';

const eventParams = z.object({ eventId: z.string().min(1) });

type Sync = AppDeps['services']['calendarSync'];
type Guard = AppDeps['auth']['requireAdmin'];
// nothing of the account is ever kept by a browser or a proxy
const noStore = { 'Cache-Control': 'no-store' };

/** The account: read, saved once its server accepts it, its calendars, disconnected; a run now. */
function accountRoutes(router: Router, sync: Sync, requireAdmin: Guard): void {
  defineRoute(
    router,
    {
      method: 'get',
      path: '/calendar-sync',
      summary: 'The calendar account (never its password), its state in words, the last push and pull.',
      guard: requireAdmin,
      answer: calendarSyncSchema,
    },
    (ctx) => {
      ctx.set(noStore);
      ctx.body = sync.view();
    },
  );

  defineRoute(
    router,
    {
      method: 'put',
      path: '/calendar-sync/update',
      summary: 'Saves the account once its server accepts it: 400 { password } or { serverUrl } when not.',
      guard: requireAdmin,
      body: calendarSyncUpdateSchema,
      answer: calendarSyncSchema,
    },
    async (ctx, { body }) => {
      ctx.set(noStore);
      ctx.body = await sync.update(body);
    },
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/calendar-sync/calendars',
      summary: "The account's calendars.",
      guard: requireAdmin,
      answer: calendarListSchema,
    },
    async (ctx) => {
      ctx.set(noStore);
      ctx.body = await sync.calendars();
    },
  );

  defineRoute(
    router,
    {
      method: 'delete',
      path: '/calendar-sync',
      summary: 'Disconnects: the account and what was pushed and pulled are forgotten here.',
      guard: requireAdmin,
      answer: z.object({ configured: z.literal(false) }),
    },
    async (ctx) => {
      ctx.body = await sync.disconnect();
    },
  );

  defineRoute(
    router,
    {
      method: 'post',
      path: '/calendar-sync/run',
      summary: 'Pushes every waiting show now (whatever its backoff), then pulls.',
      guard: requireAdmin,
      body: z.object({}),
      answer: calendarSyncSchema,
    },
    async (ctx) => {
      ctx.body = await sync.run();
    },
  );
}

/** His phone's edits of pushed shows, waiting for Accept or Revert. */
function changeRoutes(router: Router, sync: Sync, requireAdmin: Guard): void {
  defineRoute(
    router,
    {
      method: 'get',
      path: '/calendar-sync/changes',
      summary: 'Pushed shows changed or deleted on his phone, waiting for Accept or Revert.',
      guard: requireAdmin,
      answer: z.array(calendarChangeSchema),
    },
    (ctx) => {
      ctx.set(noStore);
      ctx.body = sync.changes();
    },
  );

  actionRoute(
    router,
    {
      path: '/calendar-sync/changes/:eventId/accept',
      summary: "His version becomes the show's through the normal update (a deletion cancels the show).",
      guard: requireAdmin,
      params: eventParams,
      answer: eventSchema,
    },
    ({ eventId }) => sync.accept(eventId),
  );

  actionRoute(
    router,
    {
      path: '/calendar-sync/changes/:eventId/revert',
      summary: 'Pushes ours over his version again.',
      guard: requireAdmin,
      params: eventParams,
      answer: z.object({ eventId: z.string() }),
    },
    ({ eventId }) => sync.revert(eventId),
  );
}

/**
 * His calendar, both ways (docs/calendar-sync.md): admin only, the guard before any body check.
 * HTTP only: the service checks the account, pushes, pulls and keeps his phone's edits.
 */
export function calendarSyncRoutes(deps: AppDeps): Router {
  const router = new Router();
  accountRoutes(router, deps.services.calendarSync, deps.auth.requireAdmin);
  changeRoutes(router, deps.services.calendarSync, deps.auth.requireAdmin);
  return router;
}
