import Router from '@koa/router';
import type { Context } from 'koa';
import type { AppDeps } from '../deps';
import { HttpError, payloadTooLarge } from '../http/errors';

/** A CSV of a few thousand shows is well under this. */
const CSV_LIMIT = 5 * 1024 * 1024;

/** The request body as UTF-8 text, refused (413) past the limit without reading it all. */
async function readText(ctx: Context, limit: number): Promise<string> {
  const declared = Number(ctx.get('Content-Length') || 0);
  if (declared > limit) throw payloadTooLarge('The file is too large (5 MB at most).');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw payloadTooLarge('The file is too large (5 MB at most).');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** SPEC.md section 7, events. Only the list is public (PRODUCT.md); the rest is admin only. */
export function eventRoutes(deps: AppDeps): Router {
  const events = deps.services.events;
  const { requireAdmin } = deps.auth;
  const router = new Router();

  router.get('/events', deps.lists.events);

  router.get('/events/export.csv', requireAdmin, (ctx) => {
    ctx.type = 'text/csv; charset=utf-8';
    ctx.set('Content-Disposition', 'attachment; filename="shows.csv"');
    ctx.body = events.exportCsv();
  });

  router.post('/events/import', requireAdmin, async (ctx) => {
    if (!ctx.is('text/csv', 'text/plain')) throw new HttpError(415, { message: 'Send the file as text/csv.' });
    const dryRun = ['1', 'true'].includes(String(ctx.query.dryRun ?? ''));
    const result = await events.importCsv(await readText(ctx, CSV_LIMIT), dryRun);
    ctx.status = dryRun ? 200 : 201;
    ctx.body = result;
  });

  router.get('/events/edit/:id', requireAdmin, (ctx) => {
    ctx.body = events.get(ctx.params.id!);
  });

  router.post('/events/create', requireAdmin, (ctx) => {
    ctx.status = 201;
    ctx.body = events.create(ctx.request.body);
  });

  router.put('/events/update/:id', requireAdmin, (ctx) => {
    ctx.body = events.update(ctx.params.id!, ctx.request.body);
  });

  router.delete('/events/delete/:id', requireAdmin, (ctx) => {
    ctx.body = events.remove(ctx.params.id!);
  });

  return router;
}
