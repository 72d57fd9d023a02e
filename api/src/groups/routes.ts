import Router from '@koa/router';
import type { AppDeps } from '../deps';
import { BODY_LIMITS, withBody } from '../http/body';

/**
 * docs/product.md, groups. Reads are public; writes are admin only, and the admin check runs
 * before the body is looked at, so an anonymous client learns nothing from validation.
 */
export function groupRoutes(deps: AppDeps): Router {
  const router = new Router();
  // admins only (the guard runs first), two image bodies at a time
  const groupBody = withBody({ limit: BODY_LIMITS.group, gate: deps.imageUploads });
  const groups = deps.services.groups;
  const { requireAdmin } = deps.auth;

  router.get('/groups', deps.lists.groups);

  router.get('/groups/edit/:id', (ctx) => {
    ctx.body = groups.get(ctx.params.id!);
  });

  router.post('/groups/create', requireAdmin, groupBody, async (ctx) => {
    await deps.services.players.group(ctx.request.body);
    ctx.body = await groups.create(ctx.request.body);
    ctx.status = 201;
  });

  router.put('/groups/update/:id', requireAdmin, groupBody, async (ctx) => {
    await deps.services.players.group(ctx.request.body);
    ctx.body = await groups.update(ctx.params.id!, ctx.request.body);
  });

  router.delete('/groups/delete/:id', requireAdmin, (ctx) => {
    ctx.body = groups.remove(ctx.params.id!);
  });

  return router;
}
