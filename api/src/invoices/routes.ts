import Router from '@koa/router';
import type { AppDeps } from '../deps';
import { jsonBody } from '../http/body';
import { attachment } from '../press/downloads';

/** Invoices (docs/money.md). Every route is admin-only. */
export function invoiceRoutes(deps: AppDeps): Router {
  const router = new Router();
  const { invoices } = deps.services;
  const { requireAdmin } = deps.auth;

  router.post('/invoices/create', requireAdmin, jsonBody, (ctx) => {
    ctx.status = 201;
    ctx.body = invoices.create(ctx.request.body);
  });

  router.get('/invoices', requireAdmin, (ctx) => {
    const status = ctx.query.status;
    ctx.body = invoices.list(typeof status === 'string' && status ? status : undefined);
  });

  // /invoices/{id} and /invoices/{id}.pdf
  router.get('/invoices/:id', requireAdmin, async (ctx) => {
    const id = ctx.params.id!;
    if (!id.endsWith('.pdf')) {
      ctx.body = invoices.get(id);
      return;
    }
    const { invoice, pdf } = await invoices.pdf(id.slice(0, -'.pdf'.length));
    ctx.type = 'application/pdf';
    ctx.set('Content-Disposition', attachment(`invoice-${invoice.number}.pdf`));
    ctx.body = pdf;
  });

  router.post('/invoices/send/:id', requireAdmin, jsonBody, async (ctx) => {
    ctx.body = await invoices.send(ctx.params.id!);
  });

  router.post('/invoices/void/:id', requireAdmin, jsonBody, (ctx) => {
    ctx.body = invoices.void(ctx.params.id!);
  });

  router.post('/invoices/paid/:id', requireAdmin, jsonBody, (ctx) => {
    ctx.body = invoices.paid(ctx.params.id!, ctx.request.body);
  });

  return router;
}
