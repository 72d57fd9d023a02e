import { IncomingMessage, ServerResponse } from 'node:http';
import Koa from 'koa';
import Router from '@koa/router';
import { createAuth } from './auth/middleware';
import type { Config } from './config';
import type { Db } from './db';
import type { AppDeps } from './deps';
import { audioRoutes } from './audio/routes';
import { serveAudio } from './audio/serve';
import { contactRoutes } from './contact/routes';
import { eventRoutes } from './events/routes';
import { followPages } from './follow/pages';
import { formAnswerPages } from './site/form-answers';
import { followRoutes } from './follow/routes';
import { groupRoutes } from './groups/routes';
import { lessonRoutes } from './lessons/routes';
import { isApiPath, mountApi } from './http/api-methods';
import { createContentVersion, type ContentVersion } from './http/content-version';
import { errorMiddleware } from './http/errors';
import { openApiRoute } from './http/openapi';
import { health } from './http/health';
import { createPublicLists } from './http/public-lists';
import { pageRoutes } from './pages/routes';
import { photoRoutes } from './photos/routes';
import { idempotency } from './http/idempotency';
import { keptFirst } from './http/kept-first';
import { createLogger, loggedPath, requestLog, type AppLogger } from './http/logger';
import { securityHeaders } from './http/security-headers';
import { bodyDeadline } from './http/timeouts';
import { uploadGate } from './http/upload-gate';
import type { Mailer } from './mail/mailer';
import { serveMedia } from './media/serve';
import { createServices, type Services } from './services';
import { anonymousBodyBudget } from './http/body-budget';
import { settingsRoutes } from './settings/routes';
import { HitRecorder } from './stats/recorder';
import { statsArea } from './stats/routes';
import { serveSite } from './site/serve';
import { FEED_ROUTES } from './site/feed-routes';
import { userRoutes } from './users/routes';
import { accountRoutes } from './users/account-routes';
import { verifyPages } from './users/verify-pages';
import { bookingRoutes } from './bookings/routes';
import { pressFiles } from './press/files';
import { pressRoutes } from './press/routes';
import { seriesKeepAhead, seriesRoutes } from './series/routes';
import { tuneRoutes } from './tunes/routes';
import { overviewRoutes } from './overview/routes';
import { calendarSyncRoutes } from './calendar-sync/routes';
import { venueRoutes } from './venues/routes';
import { moneyDeskRoutes, moneyRoutes } from './money/routes';
import { peopleRoutes } from './people/routes';
import { invoiceRoutes } from './invoices/routes';
import { contractPages } from './contracts/pages';
import { callPages } from './calls/pages';
import { callRoutes } from './calls/routes';
import { contractRoutes } from './contracts/routes';
import { propertyOf } from '@jazz/contracts';

export interface AppOptions {
  db: Db;
  config: Config;
  mailer: Mailer;
  /** Defaults to JSON lines on stdout at config.logLevel, one per request. */
  logger?: AppLogger;
  /**
   * Pass one to announce content changes made outside HTTP (`content.changed()`); writes
   * through the API and to the database are seen without it.
   */
  content?: ContentVersion;
  /** The clock of the rate limits' windows; Date.now when absent (tests pass their own). */
  now?: () => number;
  /** The process's one graph of services, shared with the background jobs; built here when absent. */
  services?: Services;
  /**
   * The statistics' buffer of hits. The server passes one it started (a timer writes it every
   * second); without it the app makes one that writes when full and before the numbers are read.
   */
  hits?: HitRecorder;
}

/** Socket errors that only mean the client went away before the answer was complete. */
const CLIENT_GONE = new Set([
  'ECONNRESET',
  'EPIPE',
  'ECONNABORTED',
  'ERR_STREAM_PREMATURE_CLOSE',
  // the connection closed in the middle of the request's body
  'HPE_INVALID_EOF_STATE',
]);

/** The areas under /api, each a router built from the deps; every one of them is mounted. */
export const API_AREAS = [
  userRoutes,
  accountRoutes,
  groupRoutes,
  eventRoutes,
  contactRoutes,
  followRoutes,
  pageRoutes,
  photoRoutes,
  audioRoutes,
  settingsRoutes,
  lessonRoutes,
  pressRoutes,
  bookingRoutes,
  venueRoutes,
  seriesRoutes,
  tuneRoutes,
  overviewRoutes,
  calendarSyncRoutes,
  peopleRoutes,
  // before moneyRoutes: /money/settings is not a show's /money/:eventId
  moneyDeskRoutes,
  moneyRoutes,
  invoiceRoutes,
  contractRoutes,
  callRoutes,
] as const;

/** What the areas are built from: every service once, shared by the API routes, the follow pages and the site's pages. */
export function createDeps(options: AppOptions): AppDeps {
  const { db, config } = options;
  const services = options.services ?? createServices(options);
  const auth = createAuth(services.repos.users, config.jwtSecret, {
    adminWrite: idempotency(services.repos.idempotency),
  });
  const content = options.content ?? createContentVersion(db);
  return {
    ...options,
    logger: options.logger ?? createLogger(config.logLevel),
    auth,
    services,
    now: options.now ?? Date.now,
    content,
    lists: createPublicLists(content, services, config.wholeListPage),
    imageUploads: uploadGate(2),
  };
}

const ROUTERS = new WeakMap<Koa, readonly Router[]>();
const KEPT_FIRST = new WeakMap<Koa, ReturnType<typeof keptFirst>>();

/** How many answers an app sent before Koa's chain (http/kept-first.ts), for its tests. */
export const keptFirstServed = (app: Koa): number => KEPT_FIRST.get(app)?.served() ?? 0;

const DONE = Promise.resolve();

/** Koa, whose request handler first offers each request to keptFirst: a kept list needs no chain. */
class App extends Koa {
  override callback() {
    const chain = super.callback();
    const first = KEPT_FIRST.get(this);
    if (!first) return chain;
    return (req: Parameters<typeof chain>[0], res: Parameters<typeof chain>[1]) =>
      req instanceof IncomingMessage && res instanceof ServerResponse && first(req, res) ? DONE : chain(req, res);
  }
}

/** The routers an app serves (the API's and the mail links' pages), for the test of its OpenAPI document. */
export const routersOf = (app: Koa): readonly Router[] => ROUTERS.get(app) ?? [];

/** Builds the whole application; it never listens (server.ts does, tests use port 0). */
export function createApp(options: AppOptions): Koa {
  const { db, config } = options;
  const logger = options.logger ?? createLogger(config.logLevel);
  const deps = createDeps({ ...options, logger });
  const { content, auth } = deps;
  // TRUST_PROXY=N: the client is the Nth address from the right of X-Forwarded-For, the one the
  // outermost of our N proxies saw; anything further left was written by the client
  const app = new App({ proxy: config.trustProxy > 0, maxIpsCount: config.trustProxy });
  KEPT_FIRST.set(
    app,
    keptFirst({
      lists: deps.lists,
      logger,
      https: config.siteUrl.startsWith('https:'),
      beforeEach: () => deps.services.series.extendIfDue(),
    }),
  );

  // Errors after the answer started (a stream failing mid-way) reach Koa's 'error' event. A
  // visitor closing the tab during a download is no fault of ours: not worth a stack trace.
  app.on('error', (error: NodeJS.ErrnoException & { status?: number; expose?: boolean }, ctx?: Koa.Context) => {
    if (error.status === 404 || error.expose) return;
    if (error.code && CLIENT_GONE.has(error.code)) return;
    if (ctx?.req.destroyed) return;
    // an aborted request: its request line says so, once (an info line, not an error)
    if (propertyOf(ctx?.state, 'aborted')) return;
    logger.error(`Error while answering ${ctx ? `${ctx.method} ${loggedPath(ctx.path)}` : 'a request'}`, error);
  });
  app.use(requestLog(logger));
  app.use(errorMiddleware(logger));
  app.use(securityHeaders({ https: config.siteUrl.startsWith('https:') }));
  app.use(health(options.mailer));
  const stats = statsArea(
    deps,
    options.hits ??
      new HitRecorder({
        db,
        content,
        logger,
        timeZone: config.timezone,
        now: deps.now,
        diskBudgetBytes: config.statsDiskBudgetBytes,
        maxDayValues: config.statsDayValues,
      }),
  );
  app.use(stats.ingest);
  app.use(seriesKeepAhead(deps));
  const site = serveSite(deps);
  app.use(site.kept);
  app.use(deps.lists.early);

  // API answers are per user and per moment: never cached, also when they are a 404 or 405
  app.use(async (ctx, next) => {
    if (isApiPath(ctx.path)) ctx.set('Cache-Control', 'no-store');
    await next();
  });

  // each route reads its own body, with the limit it declares where it is defined (http/body.ts)
  const api = new Router({ prefix: '/api' });
  for (const routes of API_AREAS) api.use(routes(deps).routes());
  api.use(stats.routes().routes());
  // the pages behind the links in mails are served beside the API: described with it
  const mailPages = [followPages(deps), formAnswerPages(deps), verifyPages(deps), contractPages(deps), callPages(deps)];
  const routers = [api, ...mailPages];
  openApiRoute(api, () => routers, FEED_ROUTES);
  ROUTERS.set(app, routers);
  app.use(auth.resolveUser);
  app.use(bodyDeadline(config));
  app.use(anonymousBodyBudget(config));
  app.use(mountApi(api));
  for (const pages of mailPages) app.use(pages.routes());
  app.use(serveMedia(deps));
  app.use(serveAudio(deps));
  app.use(pressFiles(deps));
  app.use(site);
  return app;
}
