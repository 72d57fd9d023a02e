import Router from '@koa/router';
import { z } from 'zod';
import {
  pressDataSchema,
  pressFieldErrors,
  pressPhotoCreateSchema,
  pressPhotoDataSchema,
  pressPhotoOrderSchema,
  pressPhotoSchema,
} from '@jazz/contracts';
import type { AppDeps } from '../deps';
import { BODY_LIMITS, withBody } from '../http/body';
import { adminWrites } from '../http/admin-writes';
import { actionRoute, defineRoute, updateBody } from '../http/route';
import { isAdmin } from '../auth/middleware';

const keyParams = z.object({ key: z.string() });
/** A press kit: its fields, its photos and its files' addresses. */
const kitAnswer = z.looseObject(pressDataSchema.shape).extend({ photos: z.array(pressPhotoSchema) });

type Press = AppDeps['services']['press'];
/** Who may write, and how a write's body is read. */
interface Writes {
  guard: AppDeps['auth']['requireAdmin'];
  read: ReturnType<typeof withBody>;
}

/** A kit: read by anyone, updated, its stage plot's by-link address renewed. */
function kitRoutes(router: Router, press: Press, { guard, read }: Writes): void {
  defineRoute(
    router,
    {
      method: 'get',
      path: '/press/:key',
      summary: "A press kit (the main one, or a band's).",
      params: keyParams,
      answer: kitAnswer,
    },
    (ctx, { params }) => {
      ctx.body = press.read(params.key, { admin: isAdmin(ctx) });
    },
  );

  defineRoute(
    router,
    {
      method: 'put',
      path: '/press/update/:key',
      summary: 'Updates a press kit unless it changed since it was loaded (409).',
      guard,
      read,
      params: keyParams,
      body: updateBody('press', pressDataSchema, {
        format: pressFieldErrors,
        missing: 'Send the fields of the press kit (pressData).',
      }),
      answer: kitAnswer,
    },
    async (ctx, { params }) => {
      ctx.body = await press.update(params.key, ctx.request.body);
    },
  );

  actionRoute(
    router,
    {
      path: '/press/:key/stage-plot/renew',
      summary: "Gives the stage plot's by-link address a new secret.",
      guard,
      read,
      params: keyParams,
      answer: kitAnswer,
    },
    ({ key }) => press.renewStagePlotLink(key),
  );
}

/** A kit's photos: added, updated, deleted (the admin's three writes, under the kit's key), put in order. */
function photoRoutes(router: Router, press: Press, { guard, read }: Writes): void {
  adminWrites(router, {
    area: 'press/:key/photos',
    params: keyParams,
    entity: 'photo',
    label: 'press photo',
    records: {
      create: (body, { key }) => press.createPhoto(key!, body),
      update: (id, body, { key }) => press.updatePhoto(key!, id, body),
      remove: (id, { key }) => press.removePhoto(key!, id),
    },
    guard,
    read,
    create: pressPhotoCreateSchema,
    data: pressPhotoDataSchema,
    record: pressPhotoSchema,
  });

  defineRoute(
    router,
    {
      method: 'put',
      path: '/press/:key/photos/order',
      summary: 'Puts the press photos in the order of `ids`.',
      guard,
      read,
      params: keyParams,
      body: pressPhotoOrderSchema,
      answer: z.array(pressPhotoSchema),
    },
    (ctx, { params }) => {
      ctx.body = press.orderPhotos(params.key, ctx.request.body);
    },
  );
}

/**
 * Press kits: GET is public (an admin also sees the stage plot's by-link address),
 * writes are admin only and refused before the body is read.
 */
export function pressRoutes(deps: AppDeps): Router {
  const router = new Router();
  // admins only (the guard runs first), two image bodies at a time
  const writes = {
    guard: deps.auth.requireAdmin,
    read: withBody({ limit: BODY_LIMITS.press, gate: deps.imageUploads }),
  };
  kitRoutes(router, deps.services.press, writes);
  photoRoutes(router, deps.services.press, writes);
  return router;
}
