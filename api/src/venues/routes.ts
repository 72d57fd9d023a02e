import Router from '@koa/router';
import { z } from 'zod';
import { venueDataSchema, venueSchema } from '@jazz/contracts';
import type { AppDeps } from '../deps';
import { adminWrites, idParams } from '../http/admin-writes';
import { answerRoute } from '../http/route';
import { isAdmin } from '../auth/middleware';

const CHOOSE = 'Choose the venue to keep.';

/** Venues: the list is public (the site and both admins read it); writes are admin only. */
export function venueRoutes(deps: AppDeps): Router {
  const router = new Router();
  const venues = deps.services.venues;
  const { requireAdmin } = deps.auth;

  // the public reads no venue that only private shows use (an admin reads them all)
  answerRoute(
    router,
    {
      method: 'get',
      path: '/venues',
      summary: 'Every venue (for the public: but those only private shows use).',
      answer: z.array(venueSchema),
    },
    (_, ctx) => (isAdmin(ctx) ? venues.list() : venues.listPublic()),
  );

  adminWrites(router, {
    area: 'venues',
    entity: 'venue',
    records: venues,
    guard: requireAdmin,
    data: venueDataSchema,
    record: venueSchema,
  });

  answerRoute(
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
    ({ params }, ctx) => venues.merge(params.id, ctx.request.body),
  );

  return router;
}
