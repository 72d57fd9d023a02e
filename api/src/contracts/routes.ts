import Router from '@koa/router';
import { z } from 'zod';
import type { AppDeps } from '../deps';
import { defineRoute } from '../http/route';
import { attachment } from '../press/downloads';

const eventParams = z.object({ eventId: z.string() });

/** Contracts (docs/money.md): the PDF and the mail to the buyer. Admin-only. */
export function contractRoutes(deps: AppDeps): Router {
  const router = new Router();
  const { contracts } = deps.services;
  const guard = deps.auth.requireAdmin;

  defineRoute(
    router,
    {
      method: 'get',
      path: '/money/:eventId/contract.pdf',
      summary: "A show's contract as a PDF.",
      guard,
      params: eventParams,
      answer: { type: 'application/pdf' },
    },
    async (ctx, { params }) => {
      const pdf = await contracts.pdf(params.eventId);
      ctx.type = 'application/pdf';
      ctx.set('Content-Disposition', attachment('contract.pdf'));
      ctx.body = pdf;
    },
  );

  defineRoute(
    router,
    {
      method: 'post',
      path: '/contracts/send/:eventId',
      summary: 'Mails the buyer a link to sign the contract.',
      guard,
      params: eventParams,
      body: z.object({}),
      answer: z.object({ eventId: z.string(), sentAt: z.string() }),
    },
    (ctx, { params }) => {
      ctx.body = contracts.send(params.eventId);
    },
  );

  return router;
}
