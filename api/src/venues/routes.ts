import Router from '@koa/router';
import type { AppDeps } from '../deps';
import { jsonBody } from '../http/body';
import { adminWrites } from '../http/admin-writes';

/** Venues: the list is public (the site and both admins read it); writes are admin only. */
export function venueRoutes(deps: AppDeps): Router {
  const router = new Router();
  const venues = deps.services.venues;
  const { requireAdmin } = deps.auth;

  router.get('/venues', (ctx) => {
    ctx.body = venues.list();
  });

  adminWrites(router, 'venues', venues, requireAdmin);

  router.post('/venues/merge/:id', requireAdmin, jsonBody, (ctx) => {
    ctx.body = venues.merge(ctx.params.id!, ctx.request.body);
  });

  return router;
}
