import Router from '@koa/router';
import type { AppDeps } from '../deps';
import { adminWrites } from '../http/admin-writes';
import { attachment } from '../press/downloads';

/** People (docs/money.md): the players he pays. Every route is admin-only. */
export function peopleRoutes(deps: AppDeps): Router {
  const router = new Router();
  const { people } = deps.services;
  const { requireAdmin } = deps.auth;

  router.get('/people', requireAdmin, (ctx) => {
    ctx.body = people.list();
  });

  adminWrites(router, 'people', people, requireAdmin);

  router.get('/people/:id/statement', requireAdmin, (ctx) => {
    ctx.body = deps.services.reports.statement(ctx.params.id!, ctx.query.year);
  });

  router.get('/people/:id/statement.pdf', requireAdmin, async (ctx) => {
    const { name, pdf } = await deps.services.reports.statementPdf(ctx.params.id!, ctx.query.year);
    ctx.type = 'application/pdf';
    ctx.set('Content-Disposition', attachment(name));
    ctx.body = pdf;
  });

  return router;
}
