import Router from '@koa/router';
import { allowUpload } from '../http/timeouts';
import type { Context } from 'koa';
import type { AppDeps } from '../deps';
import { adminWrites } from '../http/admin-writes';
import { badRequest, HttpError, payloadTooLarge } from '../http/errors';
import { EXPORT_FORMATS, type ExportFormat } from '@jazz/shared/contracts';
import type { ImportOptions } from '../import/service';

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

const one = (value: unknown): string => String((Array.isArray(value) ? value[0] : value) ?? '').trim();

/** `?format=bandsintown|gigpress`; ours when absent. */
function exportFormatOf(value: unknown): ExportFormat {
  const format = one(value).toLowerCase() || 'ours';
  if (!(EXPORT_FORMATS as readonly string[]).includes(format))
    throw badRequest({ format: "Format must be bandsintown or gigpress (or left out for this site's own columns)." });
  return format as ExportFormat;
}

/** `?dryRun=1`, `?group=` (the band of a file that names none), `?duplicates=skip|update`. */
function importOptionsOf(query: Record<string, unknown>): ImportOptions {
  const duplicates = one(query.duplicates).toLowerCase() || 'skip';
  if (duplicates !== 'skip' && duplicates !== 'update')
    throw badRequest({ duplicates: 'Duplicates must be skip or update.' });
  return {
    dryRun: ['1', 'true'].includes(one(query.dryRun)),
    group: one(query.group) || undefined,
    duplicates,
  };
}

/** docs/product.md, events. Only the list is public (docs/product.md); the rest is admin only. */
export function eventRoutes(deps: AppDeps): Router {
  const events = deps.services.events;
  const { requireAdmin } = deps.auth;
  const router = new Router();

  router.get('/events', deps.lists.events);

  router.get('/events/export.csv', requireAdmin, (ctx) => {
    const format = exportFormatOf(ctx.query.format);
    ctx.type = 'text/csv; charset=utf-8';
    ctx.set('Content-Disposition', `attachment; filename="${format === 'ours' ? 'shows' : `shows-${format}`}.csv"`);
    ctx.body = deps.services.imports.exportCsv(format);
  });

  router.post('/events/import', requireAdmin, async (ctx) => {
    allowUpload(ctx);
    if (!ctx.is('text/csv', 'text/plain', 'text/calendar'))
      throw new HttpError(415, { message: 'Send the file as text/csv or text/calendar.' });
    const options = importOptionsOf(ctx.query);
    const result = await deps.services.imports.importFile(await readText(ctx, CSV_LIMIT), options);
    ctx.status = options.dryRun ? 200 : 201;
    ctx.body = result;
  });

  router.get('/events/edit/:id', requireAdmin, (ctx) => {
    ctx.body = events.get(ctx.params.id!);
  });

  adminWrites(router, 'events', events, requireAdmin);

  return router;
}
