import Router from '@koa/router';
import type { AppDeps } from '../deps';
import { jsonBody } from '../http/body';

/**
 * His calendar, both ways (docs/calendar-sync.md): admin only, the guard before any body check.
 * HTTP only: the service checks the account, pushes, pulls and keeps his phone's edits.
 */
export function calendarSyncRoutes(deps: AppDeps): Router {
  const sync = deps.services.calendarSync;
  const { requireAdmin } = deps.auth;
  const router = new Router();
  // nothing of the account is ever kept by a browser or a proxy
  const noStore = { 'Cache-Control': 'no-store' };

  router.get('/calendar-sync', requireAdmin, (ctx) => {
    ctx.set(noStore);
    ctx.body = sync.view();
  });

  router.put('/calendar-sync/update', requireAdmin, jsonBody, async (ctx) => {
    ctx.set(noStore);
    ctx.body = await sync.update(ctx.request.body);
  });

  router.get('/calendar-sync/calendars', requireAdmin, async (ctx) => {
    ctx.set(noStore);
    ctx.body = await sync.calendars();
  });

  router.delete('/calendar-sync', requireAdmin, async (ctx) => {
    ctx.body = await sync.disconnect();
  });

  router.post('/calendar-sync/run', requireAdmin, jsonBody, async (ctx) => {
    ctx.body = await sync.run();
  });

  router.get('/calendar-sync/changes', requireAdmin, (ctx) => {
    ctx.set(noStore);
    ctx.body = sync.changes();
  });

  router.post('/calendar-sync/changes/:eventId/accept', requireAdmin, jsonBody, (ctx) => {
    ctx.body = sync.accept(ctx.params.eventId!);
  });

  router.post('/calendar-sync/changes/:eventId/revert', requireAdmin, jsonBody, (ctx) => {
    ctx.body = sync.revert(ctx.params.eventId!);
  });

  return router;
}
