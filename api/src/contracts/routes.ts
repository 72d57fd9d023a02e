import Router from '@koa/router';
import type { AppDeps } from '../deps';
import { jsonBody } from '../http/body';
import { attachment } from '../press/downloads';

/** Contracts (docs/money.md): the PDF and the mail to the buyer. Admin-only. */
export function contractRoutes(deps: AppDeps): Router {
  const router = new Router();
  const { contracts } = deps.services;
  const { requireAdmin } = deps.auth;

  router.get('/money/:eventId/contract.pdf', requireAdmin, async (ctx) => {
    const pdf = await contracts.pdf(ctx.params.eventId!);
    ctx.type = 'application/pdf';
    ctx.set('Content-Disposition', attachment('contract.pdf'));
    ctx.body = pdf;
  });

  router.post('/contracts/send/:eventId', requireAdmin, jsonBody, (ctx) => {
    ctx.body = contracts.send(ctx.params.eventId!);
  });

  return router;
}
