import Router from '@koa/router';
import type { AppDeps } from '../deps';
import { z } from 'zod';
import { tuneDataSchema, tuneSchema } from '@jazz/contracts';
import { adminWrites } from '../http/admin-writes';
import { defineRoute } from '../http/route';
import { dayOf } from '@jazz/contracts/time';
import { periodOf } from './period';
import { performancesCsv } from './report';

/** `?from&to` (days or instants, periodOf), `?pro=` (a writer's organisation), `?bom=0`. */
const performancesQuery = z.object({
  from: z.string({ error: 'Give the first day of the period (YYYY-MM-DD).' }),
  to: z.string({ error: 'Give the last day of the period (YYYY-MM-DD).' }),
  pro: z.string().trim().optional(),
  bom: z.string().optional(),
});

/** The repertoire and the royalty report (docs/setlists.md): admin only, all of it. */
export function tuneRoutes(deps: AppDeps): Router {
  const router = new Router();
  const { tunes, repos, events, venues } = deps.services;
  const { requireAdmin } = deps.auth;

  defineRoute(
    router,
    { method: 'get', path: '/tunes', summary: 'The repertoire.', guard: requireAdmin, answer: z.array(tuneSchema) },
    (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = tunes.list();
    },
  );

  // one row per work performed; `?pro=` keeps the works with a writer of that organisation
  defineRoute(
    router,
    {
      method: 'get',
      path: '/tunes/performances.csv',
      summary: 'The royalty report: one row per work performed in the period.',
      guard: requireAdmin,
      query: performancesQuery,
      answer: { type: 'text/csv' },
    },
    (ctx, { query }) => {
      const period = periodOf(query, deps.config.timezone);
      const csv = performancesCsv(
        { repo: repos.tunes, event: events.find, venues: venues.list, timeZone: deps.config.timezone },
        period,
        query.pro ?? '',
      );
      ctx.type = 'text/csv; charset=utf-8';
      ctx.set('Cache-Control', 'no-store');
      ctx.set(
        'Content-Disposition',
        `attachment; filename="performances-${dayOf(period.from, deps.config.timezone)}.csv"`,
      );
      // a UTF-8 BOM so spreadsheet programs read the writers' accented names right; ?bom=0 leaves it out
      ctx.body = query.bom?.trim() === '0' ? csv : `\uFEFF${csv}`;
    },
  );

  adminWrites(router, {
    area: 'tunes',
    entity: 'tune',
    records: tunes,
    guard: requireAdmin,
    data: tuneDataSchema,
    record: tuneSchema,
  });

  return router;
}
