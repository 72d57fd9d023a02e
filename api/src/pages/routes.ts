import Router from '@koa/router';
import { z } from 'zod';
import { PAGE_NAMES, pageDataSchemas } from '@jazz/contracts';
import type { AppDeps } from '../deps';
import { answerRoute, updateBody } from '../http/route';

const nameParams = z.object({ name: z.string() });

/** A page as answered: `{ _id, ...fields, updatedAt }`, the fields those of the page named. */
const pageAnswer = z.union(
  PAGE_NAMES.map((name) => pageDataSchemas[name].extend({ _id: z.literal(name), updatedAt: z.string() })),
);

/** The fields of the page :name, checked by the page's own schema (pages/service.ts), rows named. */
const pageData = z
  .record(z.string(), z.unknown())
  .describe(`The fields of the page :name (${PAGE_NAMES.join(', ')}), checked against that page's schema.`);

/** Pages: GET is public (the site reads them); updates are admin only. */
export function pageRoutes(deps: AppDeps): Router {
  const router = new Router();
  const pages = deps.services.pages;

  answerRoute(
    router,
    { method: 'get', path: '/pages/:name', summary: 'One page of the site.', params: nameParams, answer: pageAnswer },
    ({ params }) => pages.get(params.name),
  );

  answerRoute(
    router,
    {
      method: 'put',
      path: '/pages/update/:name',
      summary: 'Updates a page unless it changed since it was loaded (409).',
      guard: deps.auth.requireAdmin,
      params: nameParams,
      prepare: (ctx) => deps.services.players.page(ctx.params.name, ctx.request.body),
      body: updateBody('page', pageData, { missing: 'Send the fields of the page (pageData).' }),
      answer: pageAnswer,
    },
    ({ params }, ctx) => pages.update(params.name, ctx.request.body),
  );

  return router;
}
