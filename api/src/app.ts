import Koa from 'koa';
import Router from '@koa/router';
import { koaBody } from 'koa-body';
import { createAuth, isAdmin } from './auth/middleware';
import type { Config } from './config';
import type { Db } from './db';
import type { AppDeps } from './deps';
import { audioRoutes } from './audio/routes';
import { serveAudio } from './audio/serve';
import { contactRoutes } from './contact/routes';
import { eventRoutes } from './events/routes';
import { followPages } from './follow/pages';
import { followRoutes } from './follow/routes';
import { groupRoutes } from './groups/routes';
import { isApiPath, mountApi } from './http/api-methods';
import { changedOnWrite, createContentVersion, type ContentVersion } from './http/content-version';
import { errorMiddleware, HttpError, payloadTooLarge } from './http/errors';
import { health } from './http/health';
import { createPublicLists } from './http/public-lists';
import { pageRoutes } from './pages/routes';
import { photoRoutes } from './photos/routes';
import { idempotency } from './http/idempotency';
import { createLogger, loggedPath, requestLog, type AppLogger } from './http/logger';
import { securityHeaders } from './http/security-headers';
import { uploadGate } from './http/upload-gate';
import type { Mailer } from './mail/mailer';
import { serveMedia } from './media/serve';
import { createServices } from './services';
import { settingsRoutes } from './settings/routes';
import { HitRecorder } from './stats/recorder';
import { statsArea } from './stats/routes';
import { serveSite } from './site/serve';
import { userRoutes } from './users/routes';

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
  /**
   * The statistics' buffer of hits. The server passes one it started (a timer writes it every
   * second); without it the app makes one that writes when full and before the numbers are read.
   */
  hits?: HitRecorder;
}

/** Body-parser failures are the client's: 413 over the limit, 400 for anything unreadable. */
function bodyError(error: Error): never {
  const status = (error as { status?: number }).status;
  if (status === 413) throw payloadTooLarge();
  if (status === 415) throw new HttpError(415, { message: 'Send JSON.' });
  throw new HttpError(400, { message: 'The request body is not valid JSON.' });
}

/** Socket errors that only mean the client went away before the answer was complete. */
const CLIENT_GONE = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED', 'ERR_STREAM_PREMATURE_CLOSE']);

/** Builds the whole application; it never listens (server.ts does, tests use port 0). */
export function createApp(options: AppOptions): Koa {
  const { db, config } = options;
  const logger = options.logger ?? createLogger(config.logLevel);
  // every service once, shared by the API routes, the follow pages and the site's pages
  const services = createServices(options);
  const auth = createAuth(services.repos.users, config.jwtSecret, {
    adminWrite: idempotency(services.repos.idempotency),
  });
  const content = options.content ?? createContentVersion(db);
  const deps: AppDeps = {
    ...options,
    logger,
    auth,
    services,
    now: options.now ?? Date.now,
    content,
    lists: createPublicLists(content, services),
  };
  // TRUST_PROXY=N: the client is the Nth address from the right of X-Forwarded-For, the one the
  // outermost of our N proxies saw; anything further left was written by the client
  const app = new Koa({ proxy: config.trustProxy > 0, maxIpsCount: config.trustProxy });

  // Errors after the answer started (a stream failing mid-way) reach Koa's 'error' event. A
  // visitor closing the tab during a download is no fault of ours: not worth a stack trace.
  app.on('error', (error: NodeJS.ErrnoException & { status?: number; expose?: boolean }, ctx?: Koa.Context) => {
    if (error.status === 404 || error.expose) return;
    if (error.code && CLIENT_GONE.has(error.code)) return;
    if (ctx?.req.destroyed) return;
    logger.error(`Error while answering ${ctx ? `${ctx.method} ${loggedPath(ctx.path)}` : 'a request'}`, error);
  });
  app.use(requestLog(logger));
  app.use(errorMiddleware(logger));
  app.use(securityHeaders({ https: config.siteUrl.startsWith('https:') }));
  app.use(health(options.mailer));
  const stats = statsArea(
    deps,
    options.hits ?? new HitRecorder({ db, content, logger, timeZone: config.timezone, now: deps.now }),
  );
  // a hit is no content: answered before the write hook moves the content version
  app.use(stats.ingest);
  app.use(changedOnWrite(deps.content));
  const site = serveSite(deps);
  app.use(site.kept);
  app.use(deps.lists.early);

  // API answers are per user and per moment: never cached, also when they are a 404 or 405
  app.use(async (ctx, next) => {
    if (isApiPath(ctx.path)) ctx.set('Cache-Control', 'no-store');
    await next();
  });

  const api = new Router({ prefix: '/api' });
  // Group bodies carry images as data URLs: each image may be 15 MB, base64 adds a third.
  const groupBody = koaBody({
    jsonLimit: '200mb',
    text: false,
    urlencoded: false,
    multipart: false,
    onError: bodyError,
  });
  const imageBodies = uploadGate(2);
  const body = koaBody({ jsonLimit: '1mb', text: false, urlencoded: false, multipart: false, onError: bodyError });
  // Photos carry one image as a data URL: 15 MB, a third more in base64, and the title.
  const photoBody = koaBody({
    jsonLimit: '25mb',
    text: false,
    urlencoded: false,
    multipart: false,
    onError: bodyError,
  });
  api.use(async (ctx, next) => {
    // an audio upload is the raw file, streamed to disk by its route, never parsed
    if (ctx.path === '/api/audio/upload') return next();
    if (ctx.path.startsWith('/api/photos/') && ctx.method !== 'GET')
      return isAdmin(ctx) ? imageBodies(ctx, () => photoBody(ctx, next)) : next();
    if (!ctx.path.startsWith('/api/groups/') || ctx.method === 'GET') return body(ctx, next);
    // Only an admin may make the server read a 200 MB body, two at a time; others are refused
    // unread by the route's guard.
    return isAdmin(ctx) ? imageBodies(ctx, () => groupBody(ctx, next)) : next();
  });
  for (const routes of [
    userRoutes,
    groupRoutes,
    eventRoutes,
    contactRoutes,
    followRoutes,
    pageRoutes,
    photoRoutes,
    audioRoutes,
    settingsRoutes,
  ])
    api.use(routes(deps).routes());
  api.use(stats.routes().routes());
  app.use(auth.resolveUser);
  app.use(mountApi(api));
  app.use(followPages(deps).routes());
  app.use(serveMedia(deps));
  app.use(serveAudio(deps));
  app.use(site);
  return app;
}
