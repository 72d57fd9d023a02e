import Router from '@koa/router';
import { z } from 'zod';
import { callCreateSchema, callSchema, callsQuerySchema } from '@jazz/contracts/calls';
import type { AppDeps } from '../deps';
import { idParams } from '../http/admin-writes';
import { actionRoute, answerRoute } from '../http/route';

/** Calls (docs/calls.md): the chairs of a show offered in turn. Admin-only; the guard runs before the body is read. */
export function callRoutes(deps: AppDeps): Router {
  const router = new Router();
  const { calls } = deps.services;
  const { requireAdmin } = deps.auth;

  answerRoute(
    router,
    {
      method: 'get',
      path: '/calls',
      summary:
        "A show's calls (`eventId`), or the upcoming shows' calls (`open=1`: those not confirmed nor cancelled).",
      guard: requireAdmin,
      query: callsQuerySchema,
      answer: z.array(callSchema),
    },
    ({ query }) => calls.list({ eventId: query.eventId, open: query.open === '1' || query.open === 'true' }),
  );

  answerRoute(
    router,
    {
      method: 'post',
      path: '/calls/create',
      summary:
        'Opens a call: the chair, who is asked first and the backups, the fee, the answer-by time; mails the first.',
      guard: requireAdmin,
      body: callCreateSchema,
      answer: callSchema,
      status: 201,
    },
    (_, ctx) => calls.create(ctx.request.body),
  );

  actionRoute(
    router,
    {
      path: '/calls/cancel/:id',
      summary: 'Calls off a call: the player asked or confirmed hears of it, a confirmed chair leaves the lineup.',
      guard: requireAdmin,
      params: idParams,
      answer: callSchema,
    },
    (params) => calls.cancel(params.id),
  );

  return router;
}
