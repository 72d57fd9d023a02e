import Router from '@koa/router';
import type { AppDeps } from '../deps';
import { BODY_LIMITS, withBody } from '../http/body';
import { isAdmin } from '../auth/middleware';

/**
 * Press kits: GET is public (an admin also sees the stage plot's by-link address),
 * writes are admin only and refused before the body is read.
 */
export function pressRoutes(deps: AppDeps): Router {
  const router = new Router();
  // admins only (the guard runs first), two image bodies at a time
  const pressBody = withBody({ limit: BODY_LIMITS.press, gate: deps.imageUploads });
  const press = deps.services.press;
  const { requireAdmin } = deps.auth;

  router.get('/press/:key', (ctx) => {
    ctx.body = press.read(ctx.params.key!, { admin: isAdmin(ctx) });
  });

  router.put('/press/update/:key', requireAdmin, pressBody, async (ctx) => {
    ctx.body = await press.update(ctx.params.key!, ctx.request.body);
  });

  router.post('/press/:key/stage-plot/renew', requireAdmin, pressBody, (ctx) => {
    ctx.body = press.renewStagePlotLink(ctx.params.key!);
  });

  router.post('/press/:key/photos/create', requireAdmin, pressBody, async (ctx) => {
    ctx.body = await press.createPhoto(ctx.params.key!, ctx.request.body);
    ctx.status = 201;
  });

  router.put('/press/:key/photos/update/:id', requireAdmin, pressBody, (ctx) => {
    ctx.body = press.updatePhoto(ctx.params.key!, ctx.params.id!, ctx.request.body);
  });

  router.put('/press/:key/photos/order', requireAdmin, pressBody, (ctx) => {
    ctx.body = press.orderPhotos(ctx.params.key!, ctx.request.body);
  });

  router.delete('/press/:key/photos/delete/:id', requireAdmin, (ctx) => {
    ctx.body = press.removePhoto(ctx.params.key!, ctx.params.id!);
  });

  return router;
}
