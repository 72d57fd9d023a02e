import Router from '@koa/router';
import type { AppDeps } from '../deps';
import { adminWrites } from '../http/admin-writes';

/** People (docs/money.md): the players he pays. Every route is admin-only. */
export function peopleRoutes(deps: AppDeps): Router {
  const router = new Router();
  const { people } = deps.services;
  const { requireAdmin } = deps.auth;

  router.get('/people', requireAdmin, (ctx) => {
    ctx.body = people.list();
  });

  adminWrites(router, 'people', people, requireAdmin);

  return router;
}
