import Router from '@koa/router';
import { z } from 'zod';
import { photoCreateSchema, photoDataSchema, photoOrderSchema, photoSchema } from '@jazz/contracts';
import type { AppDeps } from '../deps';
import { adminWrites } from '../http/admin-writes';
import { BODY_LIMITS, withBody } from '../http/body';
import { defineRoute } from '../http/route';

/**
 * Photos: the list is public (the gallery), writes are admin only and checked before
 * the body is looked at.
 */
export function photoRoutes(deps: AppDeps): Router {
  const router = new Router();
  // admins only (the guard runs first), two image bodies at a time
  const read = withBody({ limit: BODY_LIMITS.photo, gate: deps.imageUploads });
  const photos = deps.services.photos;
  const guard = deps.auth.requireAdmin;

  defineRoute(
    router,
    { method: 'get', path: '/photos', summary: 'The gallery.', answer: z.array(photoSchema) },
    (ctx) => deps.lists.photos(ctx),
  );

  adminWrites(router, {
    area: 'photos',
    entity: 'photo',
    records: photos,
    guard,
    // the image as a data URL beside the title; an update changes the title only
    create: photoCreateSchema,
    data: photoDataSchema,
    record: photoSchema,
    read,
  });

  defineRoute(
    router,
    {
      method: 'put',
      path: '/photos/order',
      summary: 'Puts the gallery in the order of `ids`.',
      guard,
      read,
      body: photoOrderSchema,
      answer: z.array(photoSchema),
    },
    (ctx) => {
      ctx.body = photos.order(ctx.request.body);
    },
  );

  return router;
}
