import type { ServerOptions } from 'node:http';
import type { Context, Next } from 'koa';
import type { Config } from '../config';

type Timeouts = Pick<Config, 'headersTimeoutMs' | 'bodyTimeoutMs' | 'uploadTimeoutMs'>;

/**
 * The http server's own limits: all headers within `headersTimeoutMs` (slowloris), a whole
 * request within the upload deadline (the longest any body may take), checked every second
 * (Node checks every 30 s by default, which would stretch both).
 */
export const serverOptions = (timeouts: Timeouts): ServerOptions => ({
  headersTimeout: timeouts.headersTimeoutMs,
  requestTimeout: timeouts.uploadTimeoutMs + timeouts.headersTimeoutMs,
  connectionsCheckingInterval: 1000,
});

/** Bodies that are uploads (an admin's photos, group images, audio, an import): they get longer. */
function isUpload(ctx: Context): boolean {
  if (!ctx.state.user?.roles.includes('admin')) return false;
  return (
    ctx.path === '/api/audio/upload' ||
    ctx.path === '/api/events/import' ||
    ctx.path.startsWith('/api/photos/') ||
    ctx.path.startsWith('/api/groups/')
  );
}

/**
 * A body must arrive whole within `bodyTimeoutMs` (uploads: `uploadTimeoutMs`), counted from
 * the request's start, however slowly it trickles: a client trickling 1 MB can not hold the
 * memory for minutes. Past it the answer is 408 and the connection closes. Runs after the
 * signed-in user is known (an upload deadline is for admins only).
 */
export function bodyDeadline(timeouts: Timeouts) {
  return async (ctx: Context, next: Next) => {
    const { req, res } = ctx;
    const hasBody = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
    if (!hasBody || req.complete) return next();
    const ms = isUpload(ctx) ? timeouts.uploadTimeoutMs : timeouts.bodyTimeoutMs;
    const timer = setTimeout(() => {
      if (req.complete) return;
      if (!res.headersSent) {
        res.writeHead(408, { 'Content-Type': 'application/json; charset=utf-8', Connection: 'close' });
        res.end(JSON.stringify({ message: 'The request took too long to arrive.' }), () => req.socket.destroy());
      } else req.socket.destroy();
    }, ms);
    timer.unref();
    try {
      await next();
    } finally {
      // a body nobody read (a 404, a refusal) still arrives after the answer, for keep-alive:
      // the deadline holds until it is whole, else the connection stays until requestTimeout
      if (req.complete) clearTimeout(timer);
      else req.once('end', () => clearTimeout(timer));
    }
  };
}

/** True when the client went away (or was cut off) before its request arrived whole. */
export const clientGone = (ctx: Context): boolean =>
  !ctx.req.complete && (ctx.req.destroyed || ctx.req.readableAborted || ctx.res.headersSent);
