import Router from '@koa/router';
import { z } from 'zod';
import { groupDataSchema, groupSchema, pageFieldErrors } from '@jazz/contracts';
import type { AppDeps } from '../deps';
import { adminWrites } from '../http/admin-writes';
import { BODY_LIMITS, withBody } from '../http/body';
import { defineRoute } from '../http/route';

/**
 * docs/product.md, groups. Reads are public; writes are admin only, and the admin check runs
 * before the body is looked at, so an anonymous client learns nothing from validation.
 */
export function groupRoutes(deps: AppDeps): Router {
  const router = new Router();
  // admins only (the guard runs first), two image bodies at a time
  const read = withBody({ limit: BODY_LIMITS.group, gate: deps.imageUploads });
  const { groups, players } = deps.services;
  const guard = deps.auth.requireAdmin;

  defineRoute(router, { method: 'get', path: '/groups', summary: 'The bands.', answer: z.array(groupSchema) }, (ctx) =>
    deps.lists.groups(ctx),
  );

  adminWrites(router, {
    area: 'groups',
    entity: 'group',
    records: groups,
    guard,
    // the site's band pages read a band by its id: public
    edit: 'public',
    data: groupDataSchema,
    record: groupSchema,
    // a video row's problem is named like the page forms do ("videos.1.url")
    format: pageFieldErrors,
    read,
    prepare: (ctx) => players.group(ctx.request.body),
  });

  return router;
}
