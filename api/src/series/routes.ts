import Router from '@koa/router';
import type { Context, Next } from 'koa';
import type { AppDeps } from '../deps';
import { adminWrites } from '../http/admin-writes';
import type { Series } from '@jazz/contracts';
import { isAdmin } from '../auth/middleware';
import { isPublicShow, publicOnly } from '../events/public-rule';
import { notFound } from '../http/errors';

/** Residencies: reads are public (like the events they make); writes are admin only. */
export function seriesRoutes(deps: AppDeps): Router {
  const router = new Router();
  const series = deps.services.series;
  const { requireAdmin } = deps.auth;

  // the public reads no private series or date, and no private notes (events/public-shows.ts)
  const shown = (one: Series): Series => {
    const { privateNotes: _notes, ...template } = one;
    return { ...template, events: publicOnly(one.events) };
  };

  router.get('/series', (ctx) => {
    ctx.body = isAdmin(ctx) ? series.list() : series.list().filter(isPublicShow).map(shown);
  });

  router.get('/series/:id', (ctx) => {
    const one = series.get(ctx.params.id!);
    if (isAdmin(ctx)) ctx.body = one;
    else if (!isPublicShow(one)) throw notFound('No such series.');
    else ctx.body = shown(one);
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
