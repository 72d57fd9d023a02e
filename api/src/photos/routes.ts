import Router from '@koa/router';
import type { AppDeps } from '../deps';
import { BODY_LIMITS, withBody } from '../http/body';

/**
 * Photos: the list is public (the gallery), writes are admin only and checked before
 * the body is looked at.
 */
export function photoRoutes(deps: AppDeps): Router {
  const router = new Router();
  // admins only (the guard runs first), two image bodies at a time
  const photoBody = withBody({ limit: BODY_LIMITS.photo, gate: deps.imageUploads });
  const photos = deps.services.photos;
  const { requireAdmin } = deps.auth;

  router.get('/photos', deps.lists.photos);

  router.post('/photos/create', requireAdmin, photoBody, async (ctx) => {
    ctx.body = await photos.create(ctx.request.body);
    ctx.status = 201;
  });

  router.put('/photos/update/:id', requireAdmin, photoBody, (ctx) => {
    ctx.body = photos.update(ctx.params.id!, ctx.request.body);
  });

  router.delete('/photos/delete/:id', requireAdmin, (ctx) => {
    ctx.body = photos.remove(ctx.params.id!);
  });

  router.put('/photos/order', requireAdmin, photoBody, (ctx) => {
    ctx.body = photos.order(ctx.request.body);
  });

  return router;
}
