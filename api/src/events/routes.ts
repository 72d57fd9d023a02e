import Router from '@koa/router';
import type { AppDeps } from '../deps';
import { cachedList } from '../http/cached-list';
import { createEventsService } from './service';

/** SPEC.md section 7, events. Only the list is public (PRODUCT.md); the rest is admin only. */
export function eventRoutes(deps: AppDeps): Router {
  const events = createEventsService(deps.db);
  const { requireAdmin } = deps.auth;
  const router = new Router();

  router.get(
    '/events',
    cachedList(deps.content, () => events.list()),
  );

  router.get('/events/edit/:id', requireAdmin, (ctx) => {
    ctx.body = events.get(ctx.params.id!);
  });

  router.post('/events/create', requireAdmin, (ctx) => {
    ctx.status = 201;
    ctx.body = events.create(ctx.request.body);
  });

  router.put('/events/update/:id', requireAdmin, (ctx) => {
    ctx.body = events.update(ctx.params.id!, ctx.request.body);
  });

  router.delete('/events/delete/:id', requireAdmin, (ctx) => {
    ctx.body = events.remove(ctx.params.id!);
  });

  return router;
}
