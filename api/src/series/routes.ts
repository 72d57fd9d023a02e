import Router from '@koa/router';
import type { Context, Next } from 'koa';
import type { AppDeps } from '../deps';
import { adminWrites } from '../http/admin-writes';

/** Residencies: reads are public (like the events they make); writes are admin only. */
export function seriesRoutes(deps: AppDeps): Router {
  const router = new Router();
  const series = deps.services.series;
  const { requireAdmin } = deps.auth;

  router.get('/series', (ctx) => {
    ctx.body = series.list();
  });

  router.get('/series/:id', (ctx) => {
    ctx.body = series.get(ctx.params.id!);
  });

  adminWrites(router, 'series', series, requireAdmin);

  return router;
}

/**
 * Keeps series with no end about 12 months ahead as time passes, with no restart: before any
 * request is answered, at most once an hour, the missing dates are made (so cached pages and
 * lists see them through the content version).
 */
export function seriesKeepAhead(deps: AppDeps) {
  return async (_ctx: Context, next: Next) => {
    deps.services.series.extendIfDue();
    await next();
  };
}
