import Router from '@koa/router';
import type { AppDeps } from '../deps';
import { adminWrites } from '../http/admin-writes';
import { periodOf } from './period';
import { performancesCsv } from './report';

const one = (value: unknown): string => String((Array.isArray(value) ? value[0] : value) ?? '').trim();

/** The repertoire and the royalty report (docs/setlists.md): admin only, all of it. */
export function tuneRoutes(deps: AppDeps): Router {
  const router = new Router();
  const { tunes, repos, events, venues } = deps.services;
  const { requireAdmin } = deps.auth;

  router.get('/tunes', requireAdmin, (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = tunes.list();
  });

  // one row per work performed; `?pro=` keeps the works with a writer of that organisation
  router.get('/tunes/performances.csv', requireAdmin, (ctx) => {
    const period = periodOf(ctx.query, deps.config.timezone);
    const csv = performancesCsv(
      { repo: repos.tunes, event: events.find, venue: venues.find, timeZone: deps.config.timezone },
      period,
      one(ctx.query.pro),
    );
    ctx.type = 'text/csv; charset=utf-8';
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Content-Disposition', `attachment; filename="performances-${period.from.slice(0, 10)}.csv"`);
    // a UTF-8 BOM so spreadsheet programs read the writers' accented names right; ?bom=0 leaves it out
    ctx.body = one(ctx.query.bom) === '0' ? csv : `\uFEFF${csv}`;
  });

  adminWrites(router, 'tunes', tunes, requireAdmin);

  return router;
}
