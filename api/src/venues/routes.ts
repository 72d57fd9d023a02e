import Router from '@koa/router';
import type { AppDeps } from '../deps';
import { jsonBody } from '../http/body';

/** Issue 19, venues: the list is public (the site and both admins read it); writes are admin only. */
export function venueRoutes(deps: AppDeps): Router {
  const router = new Router();
  const venues = deps.services.venues;
  const { requireAdmin } = deps.auth;

  router.get('/venues', (ctx) => {
    ctx.body = venues.list();
  });

  router.post('/venues/create', requireAdmin, jsonBody, (ctx) => {
    ctx.status = 201;
    ctx.body = venues.create(ctx.request.body);
  });

  router.put('/venues/update/:id', requireAdmin, jsonBody, (ctx) => {
    ctx.body = venues.update(ctx.params.id!, ctx.request.body);
  });

  router.delete('/venues/delete/:id', requireAdmin, (ctx) => {
    ctx.body = venues.remove(ctx.params.id!);
  });

  router.post('/venues/merge/:id', requireAdmin, jsonBody, (ctx) => {
    ctx.body = venues.merge(ctx.params.id!, ctx.request.body);
  });

  return router;
}
