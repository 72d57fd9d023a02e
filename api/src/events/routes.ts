import Router from '@koa/router';
import { allowUpload } from '../http/timeouts';
import type { Context } from 'koa';
import { isAdmin } from '../auth/middleware';
import type { AppDeps } from '../deps';
import { adminWrites } from '../http/admin-writes';
import { jsonBody } from '../http/body';
import { asksForPage, nextLink, pageRequestOf } from './listing';
import { badRequest, HttpError, payloadTooLarge } from '../http/errors';
import {
  bandMappingSchema,
  EXPORT_FORMATS,
  showMinutesOf,
  type BandMapping,
  type ExportFormat,
  isRecord,
  isOneOf,
} from '@jazz/contracts';
import type { ImportOptions } from '../import/service';
import { sendCsv } from '../http/csv-body';
import { eventsCalendar } from '../site/feeds';
import { exportFilterOf } from './export-filter';

/** A CSV of a few thousand shows is well under this. */
const CSV_LIMIT = 5 * 1024 * 1024;

/** The most shows one answer of /events/changes lists when it is asked for a `limit`. */
const CHANGES_LIMIT = 2000;

/** The request body as UTF-8 text, refused (413) past the limit without reading it all. */
async function readText(ctx: Context, limit: number): Promise<string> {
  const declared = Number(ctx.get('Content-Length') || 0);
  if (declared > limit) throw payloadTooLarge('The file is too large (5 MB at most).');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const read of ctx.req) {
    // a request stream without setEncoding yields Buffers
    const chunk = Buffer.isBuffer(read) ? read : Buffer.from(String(read));
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
  if (!isOneOf(EXPORT_FORMATS, format))
    throw badRequest({ format: "Format must be bandsintown or gigpress (or left out for this site's own columns)." });
  return format;
}

const BANDS_MESSAGE =
  'Bands must be a JSON object of each name in the file to a band of the site ("Dana Whitfield Quartet": "Cannonball Quintet") or { "create": true }.';

/** `bands=`: URL-encoded JSON in the query, or an object in a JSON body. */
function bandsOf(value: unknown): BandMapping | undefined {
  if (value === undefined || value === '') return undefined;
  let parsed = value;
  if (typeof value === 'string')
    try {
      parsed = JSON.parse(value);
    } catch {
      throw badRequest({ bands: BANDS_MESSAGE });
    }
  const checked = bandMappingSchema.safeParse(parsed);
  if (!checked.success) throw badRequest({ bands: BANDS_MESSAGE });
  return checked.data;
}

/**
 * `?dryRun=1`, `?group=` (the band of a file that names none), `?duplicates=skip|update`,
 * `?bands=` (the band mapping); a JSON body may carry the same names beside its `file`.
 */
function importOptionsOf(query: Record<string, unknown>, body: Record<string, unknown> = {}): ImportOptions {
  const pick = (name: string) => (query[name] !== undefined ? query[name] : body[name]);
  const duplicates = one(pick('duplicates')).toLowerCase() || 'skip';
  if (duplicates !== 'skip' && duplicates !== 'update')
    throw badRequest({ duplicates: 'Duplicates must be skip or update.' });
  const bands = query.bands !== undefined ? bandsOf(one(query.bands)) : bandsOf(body.bands);
  return {
    dryRun: ['1', 'true'].includes(one(pick('dryRun'))),
    group: one(pick('group')) || undefined,
    duplicates,
    ...(bands && { bands }),
  };
}

/** docs/product.md, events. Only the list is public (docs/product.md); the rest is admin only. */
export function eventRoutes(deps: AppDeps): Router {
  const events = deps.services.events;
  const { requireAdmin } = deps.auth;
  const router = new Router();

  // the whole list (SPEC) as a kept copy for anonymous visitors, built per request for an
  // admin; with any paging parameter one page and a Link to the next (docs/events-api.md, "Pages")
  router.get('/events', async (ctx) => {
    const admin = isAdmin(ctx);
    if (asksForPage(ctx.query)) {
      const request = pageRequestOf(ctx.query, deps.config.timezone, admin);
      const page = deps.services.eventListing.page(request);
      if (page.next) ctx.set('Link', nextLink(deps.config.siteUrl, ctx.query, page.next));
      // an admin's page may hold what only he sees: never kept anywhere
      ctx.set('Cache-Control', admin ? 'no-store' : 'no-cache');
      ctx.body = page.events;
      return;
    }
    if (!admin) return deps.lists.events(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = events.list();
  });

  // the desktop's sync: what changed since a token (docs/events-api.md, "Changes")
  router.get('/events/changes', requireAdmin, (ctx) => {
    const since = one(ctx.query.since) || undefined;
    const limitText = one(ctx.query.limit);
    const limit = limitText ? Number(limitText) : undefined;
    if (limit !== undefined && !(Number.isInteger(limit) && limit >= 1 && limit <= CHANGES_LIMIT))
      throw badRequest({ limit: `Limit must be a whole number from 1 to ${CHANGES_LIMIT}.` });
    ctx.body = deps.services.eventChanges.since(since, limit);
  });

  router.get('/events/export.csv', requireAdmin, (ctx) => {
    const format = exportFormatOf(ctx.query.format);
    const keep = exportFilterOf(ctx.query, deps.config.timezone);
    sendCsv(
      ctx,
      `${format === 'ours' ? 'shows' : `shows-${format}`}.csv`,
      deps.services.imports.exportCsv(format, keep),
    );
  });

  // the shows as one calendar file, each date its own event (the same filters as the CSV)
  router.get('/events/export.ics', requireAdmin, (ctx) => {
    const keep = exportFilterOf(ctx.query, deps.config.timezone);
    ctx.type = 'text/calendar; charset=utf-8';
    ctx.attachment('shows.ics');
    ctx.body = eventsCalendar(
      events.list().filter(keep),
      { name: 'Shows (export)', path: '/api/events/export.ics', page: '/shows' },
      {
        timeZone: deps.config.timezone,
        siteUrl: deps.config.siteUrl,
        siteName: deps.services.siteName(),
        showMinutes: showMinutesOf(deps.services.pages.read('site').showLength),
      },
    );
  });

  router.post('/events/import', requireAdmin, async (ctx) => {
    allowUpload(ctx);
    let text: string;
    let options: ImportOptions;
    if (ctx.is('application/json')) {
      // { file, bands?, group?, duplicates?, dryRun? }: the file as text beside its options
      let body: unknown;
      try {
        body = JSON.parse(await readText(ctx, CSV_LIMIT));
      } catch {
        throw badRequest({ file: 'Send the file as text in "file".' });
      }
      if (!isRecord(body) || typeof body.file !== 'string')
        throw badRequest({ file: 'Send the file as text in "file".' });
      text = body.file;
      options = importOptionsOf(ctx.query, body);
    } else if (ctx.is('text/csv', 'text/plain', 'text/calendar')) {
      options = importOptionsOf(ctx.query);
      text = await readText(ctx, CSV_LIMIT);
    } else throw new HttpError(415, { message: 'Send the file as text/csv or text/calendar.' });
    const result = await deps.services.imports.importFile(text, options);
    ctx.status = options.dryRun ? 200 : 201;
    ctx.body = result;
  });

  // the last import of the last 7 days, undone; answers what it did
  router.post('/events/import/undo', requireAdmin, jsonBody, (ctx) => {
    ctx.body = deps.services.imports.undoLast();
  });

  router.get('/events/edit/:id', requireAdmin, (ctx) => {
    ctx.body = events.get(ctx.params.id!);
  });

  adminWrites(router, 'events', events, requireAdmin);

  return router;
}
