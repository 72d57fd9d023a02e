import Router from '@koa/router';
import type { Context, Next } from 'koa';
import type { AppDeps } from '../deps';
import { z } from 'zod';
import { adminWrites, idParams } from '../http/admin-writes';
import { seriesDataSchema, seriesSchema, type Series } from '@jazz/contracts';
import { defineRoute, updateBody } from '../http/route';
import { isAdmin } from '../auth/middleware';
import { isPublicShow } from '../events/public-rule';
import { notFound } from '../http/errors';

/** Residencies: reads are public (like the events they make); writes are admin only. */
export function seriesRoutes(deps: AppDeps): Router {
  const router = new Router();
  const series = deps.services.series;
  const { requireAdmin } = deps.auth;

  // the public reads no private series or date, no private notes, and a setlist only as the one
  // public rule answers it (final, public, its day over): the dates are read as /api/events
  // reads them, through `events.public` (events/public-shows.ts), never as stored
  const shown = (one: Series): Series => {
    const { privateNotes: _notes, ...template } = one;
    return { ...template, events: deps.services.events.public.seriesDates(one._id, { upcoming: false }) };
  };

  defineRoute(
    router,
    {
      method: 'get',
      path: '/series',
      summary: 'The series (the public ones, to all but an admin).',
      answer: z.array(seriesSchema),
    },
    (ctx) => {
      ctx.body = isAdmin(ctx) ? series.list() : series.list().filter(isPublicShow).map(shown);
    },
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/series/:id',
      summary: 'One series with its dates.',
      params: idParams,
      answer: seriesSchema,
    },
    (ctx, { params }) => {
      const one = series.get(params.id);
      if (isAdmin(ctx)) ctx.body = one;
      else if (!isPublicShow(one)) throw notFound('No such series.');
      else ctx.body = shown(one);
    },
  );

  adminWrites(router, {
    area: 'series',
    entity: 'series',
    records: series,
    guard: requireAdmin,
    data: seriesDataSchema,
    record: seriesSchema,
    // `from`: a date's event id, to change that date and the following ones only
    update: updateBody('series', seriesDataSchema, {
      extra: { from: z.string().optional().describe('This date (its event id) and the following ones only.') },
    }),
  });

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
