import Koa, { type Context, type Next } from 'koa';
import Router from '@koa/router';
import { koaBody } from 'koa-body';
import { createAuth } from './auth/middleware';
import type { Config } from './config';
import type { Db } from './db';
import type { AppDeps } from './deps';
import { contactRoutes } from './contact/routes';
import { eventRoutes } from './events/routes';
import { groupRoutes } from './groups/routes';
import { errorMiddleware, HttpError, notFound, payloadTooLarge, type Logger } from './http/errors';
import { idempotency } from './http/idempotency';
import { securityHeaders } from './http/security-headers';
import type { Mailer } from './mail/mailer';
import { serveMedia } from './media/serve';
import { settingsRoutes } from './settings/routes';
import { serveSite } from './site/serve';
import { userRoutes } from './users/routes';

export interface AppOptions {
  db: Db;
  config: Config;
  mailer: Mailer;
  logger?: Logger;
}

export const consoleLogger: Logger = {
  info: (message) => console.log(message),
  error: (message, error) => console.error(message, error ?? ''),
};

/** Body-parser failures are the client's: 413 over the limit, 400 for anything unreadable. */
function bodyError(error: Error): never {
  const status = (error as { status?: number }).status;
  if (status === 413) throw payloadTooLarge();
  if (status === 415) throw new HttpError(415, { message: 'Send JSON.' });
  throw new HttpError(400, { message: 'The request body is not valid JSON.' });
}

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/**
 * An /api request no route answered: a JSON 405 with Allow when the path exists with other
 * methods (OPTIONS gets the Allow list), else a JSON 404, never the site's HTML page.
 */
async function apiFallback(ctx: Context, next: Next) {
  if (!isApiPath(ctx.path)) return next();
  // the router leaves the layers whose path matched on ctx.matched; routes list their methods
  const matched = (ctx as { matched?: { methods: string[] }[] }).matched ?? [];
  const allowed = [...new Set(matched.flatMap((layer) => layer.methods))];
  if (allowed.length === 0) throw notFound('No such API route.');
  ctx.set('Allow', allowed.join(', '));
  if (ctx.method !== 'OPTIONS')
    throw new HttpError(405, { message: 'This method is not allowed here.' }, { Allow: allowed.join(', ') });
  ctx.status = 204;
}

/** Socket errors that only mean the client went away before the answer was complete. */
const CLIENT_GONE = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED', 'ERR_STREAM_PREMATURE_CLOSE']);

/** Builds the whole application; it never listens (server.ts does, tests use port 0). */
export function createApp(options: AppOptions): Koa {
  const logger = options.logger ?? consoleLogger;
  const deps: AppDeps = { ...options, logger, auth: createAuth(options.db, options.config.jwtSecret) };
  const app = new Koa({ proxy: process.env.TRUST_PROXY === '1' });

  // Errors after the answer started (a stream failing mid-way) reach Koa's 'error' event. A
  // visitor closing the tab during a download is no fault of ours: not worth a stack trace.
  app.on('error', (error: NodeJS.ErrnoException & { status?: number; expose?: boolean }, ctx?: Koa.Context) => {
    if (error.status === 404 || error.expose) return;
    if (error.code && CLIENT_GONE.has(error.code)) return;
    if (ctx?.req.destroyed) return;
    logger.error(`Error while answering ${ctx ? `${ctx.method} ${ctx.path}` : 'a request'}`, error);
  });
  app.use(errorMiddleware(logger));
  app.use(securityHeaders);

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
  const body = koaBody({ jsonLimit: '1mb', text: false, urlencoded: false, multipart: false, onError: bodyError });
  api.use(async (ctx, next) => {
    if (!ctx.path.startsWith('/api/groups/') || ctx.method === 'GET') return body(ctx, next);
    // Only an admin may make the server read a 200 MB body; others are refused unread by the route's guard.
    return deps.auth.authenticate(ctx)?.roles.includes('admin') ? groupBody(ctx, next) : next();
  });
  api.use(idempotency(deps));
  for (const routes of [userRoutes, groupRoutes, eventRoutes, contactRoutes, settingsRoutes])
    api.use(routes(deps).routes());
  app.use(api.routes());
  app.use(apiFallback);
  app.use(serveMedia(deps));
  app.use(serveSite(deps));
  return app;
}
