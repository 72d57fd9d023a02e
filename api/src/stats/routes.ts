import { sendCsv } from '../http/csv-body';
import Router from '@koa/router';
import type { Context, Next } from 'koa';
import { koaBody } from 'koa-body';
import { z } from 'zod';
import { statsQuerySchema, propertyOf } from '@jazz/contracts';
import { showLabel, STATS_TABLES, statsTable, statsTableCsv } from '@jazz/contracts/csv';
import { showPath } from '@jazz/contracts/shows';
import type { AppDeps } from '../deps';
import { HttpError, payloadTooLarge } from '../http/errors';
import { answerRoute, defineRoute } from '../http/route';
import { RateLimiter } from '../http/rate-limit';
import { bodyDeadline } from '../http/timeouts';
import type { HitRecorder } from './recorder';
import { createStatsService } from './service';
import { createSiteValues } from './site-values';

const exportQuerySchema = statsQuerySchema.extend({
  table: z.enum(STATS_TABLES, { message: `Name a table: ${STATS_TABLES.join(', ')}.` }),
});

/** A beacon's body is a few hundred bytes. */
const hitBody = koaBody({
  json: true,
  text: true,
  urlencoded: false,
  multipart: false,
  jsonLimit: '8kb',
  textLimit: '8kb',
  onError: (error: Error) => {
    const status = propertyOf(error, 'status');
    if (status === 413) throw payloadTooLarge();
    throw new HttpError(400, { message: 'The request body is not valid JSON.' });
  },
});

type StatsService = ReturnType<typeof createStatsService>;

/** The statistics' service over the recorder, reading the site's shows, bands and texts. */
function statsServiceOf(deps: AppDeps, recorder: HitRecorder): StatsService {
  const { services, config, content } = deps;
  return createStatsService({
    recorder,
    siteUrl: config.siteUrl,
    findShow: (id) => services.events.public.show(id),
    now: deps.now,
    unchanged: (fn) => content.unchanged(fn),
    siteValues: createSiteValues({
      siteUrl: config.siteUrl,
      showPath: (id) => {
        const event = services.events.find(id);
        return event && showPath(event, config.timezone);
      },
      groupExists: (id) => services.groups.find(id) !== undefined,
      siteTexts: () => recorder.repo.publicTexts(),
      contentStamp: () => content.current(),
    }),
  });
}

/**
 * POST /api/hits: one client can not fill the disk with hits (past its allowance a hit is
 * answered and dropped), and counted or not, the answer is the same.
 */
function hitCounter(deps: AppDeps, stats: StatsService) {
  const perAddress = new RateLimiter(deps.config.hitsPerMinute, deps.config.rateWindowMs, deps.now);
  return async function countHit(ctx: Context) {
    ctx.set('Cache-Control', 'no-store');
    await hitBody(ctx, async () => {});
    if (!perAddress.allows(ctx.ip)) {
      ctx.status = 204;
      return;
    }
    let body: unknown = ctx.request.body;
    // navigator.sendBeacon sends a string as text/plain
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        throw new HttpError(400, { message: 'The request body is not valid JSON.' });
      }
    }
    stats.count({
      body,
      ip: ctx.ip,
      userAgent: ctx.get('User-Agent'),
      header: (name) => ctx.get(name),
    });
    // counted or not, the answer is the same: nothing tells a client which rule applied
    ctx.status = 204;
  };
}

/** The routes: the beacon's (documented; `ingest` answers it first) and the admin's reads. */
function statsRouter(deps: AppDeps, stats: StatsService, countHit: (ctx: Context) => Promise<void>): Router {
  const { services, config } = deps;
  const router = new Router();
  const guard = deps.auth.requireAdmin;
  defineRoute(
    router,
    {
      method: 'post',
      path: '/hits',
      summary: "A page view, from the site's beacon (204, counted or not).",
      rawBody: {
        types: ['application/json', 'text/plain'],
        description: 'The hit as JSON (sendBeacon sends it as text).',
      },
      answer: z.null(),
      status: 204,
    },
    countHit,
  );
  answerRoute(
    router,
    {
      method: 'get',
      path: '/stats',
      summary: 'The numbers of the Stats screen between two days.',
      guard,
      query: statsQuerySchema,
      answer: z.looseObject({}).describe("The Stats screen's tables."),
    },
    ({ query }) => stats.read(query.from, query.to),
  );
  // one table of the Stats screen as a spreadsheet file, as the screen's Download CSV gives it
  defineRoute(
    router,
    {
      method: 'get',
      path: '/stats/export.csv',
      summary: 'One table of the Stats screen as CSV.',
      guard,
      query: exportQuerySchema,
      answer: { type: 'text/csv' },
    },
    (ctx, { query }) => {
      const showName = (id: string) => {
        const event = services.events.find(id);
        return event ? showLabel(event, config.timezone) : id;
      };
      const { header, rows } = statsTable(stats.read(query.from, query.to), query.table, showName);
      sendCsv(ctx, `${query.table}-${query.from}-to-${query.to}.csv`, statsTableCsv(header, rows));
    },
  );
  answerRoute(
    router,
    {
      method: 'get',
      path: '/stats/shows',
      summary: 'The shows with their page views.',
      guard,
      answer: z.array(z.looseObject({})),
    },
    () => stats.shows(),
  );
  return router;
}

/**
 * Statistics (docs/statistics.md): POST /api/hits (public, the beacon's), GET /api/stats and
 * GET /api/stats/shows (admin). `ingest` answers a hit early in the chain, before the content
 * version's write hook and the site: a hit is no content and costs a page nothing.
 */
export function statsArea(deps: AppDeps, recorder: HitRecorder) {
  const stats = statsServiceOf(deps, recorder);
  const countHit = hitCounter(deps, stats);

  // early in the chain, so the beacon's body gets the body deadline here (never an upload's)
  const deadline = bodyDeadline(deps.config);
  const ingest = async (ctx: Context, next: Next) => {
    if (ctx.method === 'POST' && ctx.path === '/api/hits') return deadline(ctx, () => countHit(ctx));
    return next();
  };

  return { ingest, routes: () => statsRouter(deps, stats, countHit), service: stats };
}
