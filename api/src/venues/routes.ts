import Router from '@koa/router';
import { z } from 'zod';
import { venueDataSchema, venueSchema } from '@jazz/contracts';
import type { AppDeps } from '../deps';
import { adminWrites, idParams } from '../http/admin-writes';
import { defineRoute } from '../http/route';

const CHOOSE = 'Choose the venue to keep.';

/** Venues: the list is public (the site and both admins read it); writes are admin only. */
export function venueRoutes(deps: AppDeps): Router {
  const router = new Router();
  const venues = deps.services.venues;
  const { requireAdmin } = deps.auth;

  defineRoute(
    router,
    { method: 'get', path: '/venues', summary: 'Every venue.', answer: z.array(venueSchema) },
    (ctx) => {
      ctx.body = venues.list();
    },
  );

  adminWrites(router, {
    area: 'venues',
    entity: 'venue',
    records: venues,
    guard: requireAdmin,
    data: venueDataSchema,
    record: venueSchema,
  });

  defineRoute(
    router,
    {
      method: 'post',
      path: '/venues/merge/:id',
      summary: 'Moves the shows of venue :id to `into` and deletes :id.',
      guard: requireAdmin,
      params: idParams,
      body: z.object({ into: z.string({ error: CHOOSE }).min(1, { error: CHOOSE }) }),
      answer: z.object({ _id: z.string(), into: venueSchema, moved: z.number().int() }),
    },
    (ctx, { params }) => {
      ctx.body = venues.merge(params.id, ctx.request.body);
    },
  );

  return router;
}
