import Router from '@koa/router';
import { allowUpload } from '../http/timeouts';
import type { Context } from 'koa';
import { isAdmin } from '../auth/middleware';
import type { AppDeps } from '../deps';
import { adminWrites } from '../http/admin-writes';
import { defineRoute } from '../http/route';
import { asksForPage, nextLink, PAGE_PARAMS, pageRequestOf } from './listing';
import { badRequest, HttpError, payloadTooLarge } from '../http/errors';
import { RateLimiter } from '../http/rate-limit';
import {
  bandMappingSchema,
  EXPORT_FORMATS,
  eventDataSchema,
  eventSchema,
  importAnswerSchema,
  importUndoSchema,
  lastImportSchema,
  showMinutesOf,
  type BandMapping,
  isRecord,
} from '@jazz/contracts';
import { z } from 'zod';
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

const FORMAT_MESSAGE = "Format must be bandsintown or gigpress (or left out for this site's own columns).";
const CHANGES_MESSAGE = `Limit must be a whole number from 1 to ${CHANGES_LIMIT}.`;

/** `?from&to` (a day of the site's zone or an instant) and `?group=` (a band's name): export-filter.ts. */
const exportQuery = z.object({ from: z.string().optional(), to: z.string().optional(), group: z.string().optional() });

/** `?format=bandsintown|gigpress`; ours when absent. */
const csvExportQuery = exportQuery.extend({
  format: z
    .string()
    .optional()
    .transform((value) => (value ?? '').trim().toLowerCase() || 'ours')
    .pipe(z.enum(EXPORT_FORMATS, { error: FORMAT_MESSAGE })),
});

/** `GET /api/events`'s paging parameters (docs/events-api.md, "Pages"), read by listing.ts. */
const pageQuery = z.object(Object.fromEntries(PAGE_PARAMS.map((name) => [name, z.string().optional()])));

/** `?since=` (the last answer's token) and `?limit=` (1..CHANGES_LIMIT). */
const changesQuery = z.object({
  since: z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined),
  limit: z
    .string()
    .optional()
    .refine((value) => {
      const text = value?.trim();
      if (!text) return true;
      const limit = Number(text);
      return Number.isInteger(limit) && limit >= 1 && limit <= CHANGES_LIMIT;
    }, CHANGES_MESSAGE)
    .transform((value) => (value?.trim() ? Number(value) : undefined)),
});

/** An import's options in the address (a JSON body may carry them beside its `file`). */
const importQuery = z.object({
  dryRun: z.string().optional(),
  group: z.string().optional(),
  duplicates: z.string().optional(),
  bands: z.string().optional(),
});

const changesAnswer = z.object({
  changed: z.array(eventSchema),
  deleted: z.array(z.string()),
  token: z.string(),
  more: z.literal(true).optional(),
});

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

/** Anonymous searches (`q=`) per client address and minute; past it 429 with Retry-After. */
export const SEARCHES_PER_WINDOW = 30;

/** docs/product.md, events. Only the list is public (docs/product.md); the rest is admin only. */
export function eventRoutes(deps: AppDeps): Router {
  const events = deps.services.events;
  const { requireAdmin } = deps.auth;
  const router = new Router();
  // an anonymous search reads every public show (about 55 ms at 4,100): a bound per address
  const searches = new RateLimiter(SEARCHES_PER_WINDOW, deps.config.rateWindowMs, deps.now);

  // the whole list (SPEC) as a kept copy for anonymous visitors, built per request for an
  // admin; with any paging parameter one page and a Link to the next (docs/events-api.md, "Pages")
  defineRoute(
    router,
    {
      method: 'get',
      path: '/events',
      summary:
        'The shows (an admin also sees the private ones); with a paging parameter, one page and a Link to the next.',
      query: pageQuery,
      answer: z.array(eventSchema),
    },
    async (ctx, { query }) => {
      const admin = isAdmin(ctx);
      if (asksForPage(query)) {
        if (!admin && String(query.q ?? '').trim()) searches.hit(ctx.ip);
        const request = pageRequestOf(query, deps.config.timezone, admin);
        const page = deps.services.eventListing.page(request);
        if (page.next) ctx.set('Link', nextLink(deps.config.siteUrl, query, page.next));
        // an admin's page may hold what only he sees: never kept anywhere
        ctx.set('Cache-Control', admin ? 'no-store' : 'no-cache');
        ctx.body = page.events;
        return;
      }
      if (!admin) return deps.lists.events(ctx);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = events.list();
    },
  );

  // the desktop's sync: what changed since a token (docs/events-api.md, "Changes")
  defineRoute(
    router,
    {
      method: 'get',
      path: '/events/changes',
      summary: "What changed since a token (the desktop's sync); 410 when the token is too old.",
      guard: requireAdmin,
      query: changesQuery,
      answer: changesAnswer,
    },
    (ctx, { query }) => {
      ctx.body = deps.services.eventChanges.since(query.since, query.limit);
    },
  );

  fileRoutes(router, deps);

  adminWrites(router, {
    area: 'events',
    entity: 'event',
    records: events,
    guard: requireAdmin,
    edit: 'admin',
    data: eventDataSchema,
    record: eventSchema,
  });

  return router;
}

const UNDO_ID = 'The import id is the importId an import answered.';

/** An import's file and options: the file as the body, or JSON { file, bands?, group?, duplicates?, dryRun? }. */
async function importRequestOf(
  ctx: Context,
  query: Parameters<typeof importOptionsOf>[0],
): Promise<{ text: string; options: ImportOptions }> {
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
    return { text: body.file, options: importOptionsOf(query, body) };
  }
  if (ctx.is('text/csv', 'text/plain', 'text/calendar')) {
    const options = importOptionsOf(query);
    return { text: await readText(ctx, CSV_LIMIT), options };
  }
  throw new HttpError(415, { message: 'Send the file as text/csv or text/calendar.' });
}

/** The shows as files out: the CSV and the calendar exports (admin only). */
function exportRoutes(router: Router, deps: AppDeps): void {
  const events = deps.services.events;
  const { requireAdmin } = deps.auth;

  defineRoute(
    router,
    {
      method: 'get',
      path: '/events/export.csv',
      summary: "The shows as CSV: ours, Bandsintown's or GigPress's columns.",
      guard: requireAdmin,
      query: csvExportQuery,
      answer: { type: 'text/csv' },
    },
    (ctx, { query }) => {
      const keep = exportFilterOf(query, deps.config.timezone);
      const { format } = query;
      sendCsv(
        ctx,
        `${format === 'ours' ? 'shows' : `shows-${format}`}.csv`,
        deps.services.imports.exportCsv(format, keep),
      );
    },
  );

  // the shows as one calendar file, each date its own event (the same filters as the CSV)
  defineRoute(
    router,
    {
      method: 'get',
      path: '/events/export.ics',
      summary: 'The shows as one calendar file (the same filters as the CSV).',
      guard: requireAdmin,
      query: exportQuery,
      answer: { type: 'text/calendar' },
    },
    (ctx, { query }) => {
      const keep = exportFilterOf(query, deps.config.timezone);
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
    },
  );
}

/** The shows as files in: the import and its undo (admin only). */
function importRoutes(router: Router, deps: AppDeps): void {
  const { requireAdmin } = deps.auth;

  defineRoute(
    router,
    {
      method: 'post',
      path: '/events/import',
      summary: 'Imports shows from a CSV or calendar file (201; 200 for a dry run).',
      guard: requireAdmin,
      query: importQuery,
      rawBody: {
        types: ['text/csv', 'text/calendar', 'text/plain', 'application/json'],
        description: 'The file (5 MB at most), or JSON { file, bands?, group?, duplicates?, dryRun? }.',
      },
      answer: importAnswerSchema,
      status: 201,
    },
    async (ctx, { query }) => {
      allowUpload(ctx);
      const { text, options } = await importRequestOf(ctx, query);
      // the file's reading stops when its sender goes (a 4 MB file of blank lines kept the server
      // busy for minutes after the client had left)
      const gone = new AbortController();
      ctx.res.once('close', () => {
        if (!ctx.res.writableFinished) gone.abort();
      });
      const result = await deps.services.imports.importFile(text, { ...options, signal: gone.signal });
      ctx.status = options.dryRun ? 200 : 201;
      ctx.body = result;
    },
  );

  // what "Undo the last import" asks about before it undoes: which import, when, how many shows
  defineRoute(
    router,
    {
      method: 'get',
      path: '/events/import/last',
      summary: 'The import an undo without importId undoes (the last of 7 days not undone), or null.',
      guard: requireAdmin,
      answer: lastImportSchema,
    },
    (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { last: deps.services.imports.last() };
    },
  );

  // an import of the last 7 days ({ importId }, else the last one), undone; answers what it did,
  // and the same answer again for an import undone already
  defineRoute(
    router,
    {
      method: 'post',
      path: '/events/import/undo',
      summary: 'Undoes import importId (else the last one) of the last 7 days; again, answers the first undo.',
      guard: requireAdmin,
      body: z.object({
        importId: z.string({ error: UNDO_ID }).min(1, { error: UNDO_ID }).max(64, { error: UNDO_ID }).optional(),
      }),
      answer: importUndoSchema,
    },
    (ctx, { body }) => {
      ctx.body = deps.services.imports.undo(body.importId);
    },
  );
}

/** The shows as files: the CSV and calendar exports, the import and its undo (admin only). */
function fileRoutes(router: Router, deps: AppDeps): void {
  exportRoutes(router, deps);
  importRoutes(router, deps);
}
