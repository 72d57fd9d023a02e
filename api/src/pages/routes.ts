import Router from '@koa/router';
import type { AppDeps } from '../deps';
import { jsonBody } from '../http/body';

/** Pages: GET is public (the site reads them); updates are admin only. */
export function pageRoutes(deps: AppDeps): Router {
  const router = new Router();
  const pages = deps.services.pages;

  router.get('/pages/:name', (ctx) => {
    ctx.body = pages.get(ctx.params.name!);
  });

  router.put('/pages/update/:name', deps.auth.requireAdmin, jsonBody, async (ctx) => {
    await deps.services.players.page(ctx.params.name, ctx.request.body);
    ctx.body = pages.update(ctx.params.name!, ctx.request.body);
  });

  return router;
}
