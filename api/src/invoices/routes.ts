import Router from '@koa/router';
import { z } from 'zod';
import { invoicePaymentSchema, invoiceRequestSchema } from '@jazz/contracts/money';
import type { AppDeps } from '../deps';
import { idParams } from '../http/admin-writes';
import { actionRoute, answerRoute, defineRoute } from '../http/route';
import { attachment } from '../press/downloads';

const invoice = z.looseObject({}).describe('An invoice (docs/money.md).');

/** Invoices (docs/money.md). Every route is admin-only. */
export function invoiceRoutes(deps: AppDeps): Router {
  const router = new Router();
  const { invoices } = deps.services;
  const guard = deps.auth.requireAdmin;

  answerRoute(
    router,
    {
      method: 'post',
      path: '/invoices/create',
      summary: "Makes a show's or a residency month's invoice.",
      guard,
      body: invoiceRequestSchema,
      answer: invoice,
      status: 201,
    },
    (_, ctx) => invoices.create(ctx.request.body),
  );

  answerRoute(
    router,
    {
      method: 'get',
      path: '/invoices',
      summary: 'The invoices, newest first; `status` narrows (overdue too).',
      guard,
      query: z.object({ status: z.string().optional() }),
      answer: z.array(invoice),
    },
    ({ query }) => invoices.list(query.status || undefined),
  );

  // before /invoices/:id, which would read "x.pdf" as an id
  defineRoute(
    router,
    {
      method: 'get',
      path: '/invoices/:id.pdf',
      summary: 'An invoice as a PDF.',
      guard,
      params: idParams,
      answer: { type: 'application/pdf' },
    },
    async (ctx, { params }) => {
      const { invoice: made, pdf } = await invoices.pdf(params.id);
      ctx.type = 'application/pdf';
      ctx.set('Content-Disposition', attachment(`invoice-${made.number}.pdf`));
      ctx.body = pdf;
    },
  );

  answerRoute(
    router,
    { method: 'get', path: '/invoices/:id', summary: 'One invoice.', guard, params: idParams, answer: invoice },
    ({ params }) => invoices.get(params.id),
  );

  const action = { guard, params: idParams, answer: invoice };
  actionRoute(
    router,
    { ...action, path: '/invoices/send/:id', summary: 'Mails the buyer the invoice with its PDF.' },
    (params) => invoices.send(params.id),
  );
  actionRoute(
    router,
    { ...action, path: '/invoices/void/:id', summary: 'Voids an invoice; it keeps its number.' },
    (params) => invoices.void(params.id),
  );

  answerRoute(
    router,
    {
      method: 'post',
      path: '/invoices/paid/:id',
      summary: 'Records a payment of an invoice.',
      guard,
      params: idParams,
      body: invoicePaymentSchema,
      answer: invoice,
    },
    ({ params }, ctx) => invoices.paid(params.id, ctx.request.body),
  );

  return router;
}
