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

/** Where bodyDeadline leaves, per request, the way to lengthen its deadline for the request's route. */
const lengthen = new WeakMap<Context, () => void>();

/**
 * The route reading this body declares it an upload (an admin's photos, group images, press
 * files, audio, an import): an admin's body then gets `uploadTimeoutMs` from the request's start.
 * Called where a route reads its body (`withBody` with a limit above the form's, the raw
 * readers of audio and imports), so the routes themselves are the one list of uploads.
 */
export function allowUpload(ctx: Context): void {
  lengthen.get(ctx)?.();
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
    const started = Date.now();
    const expire = () => {
      if (req.complete) return;
      if (!res.headersSent) {
        res.writeHead(408, { 'Content-Type': 'application/json; charset=utf-8', Connection: 'close' });
        res.end(JSON.stringify({ message: 'The request took too long to arrive.' }), () => req.socket.destroy());
      } else req.socket.destroy();
    };
    let timer = setTimeout(expire, timeouts.bodyTimeoutMs);
    timer.unref();
    lengthen.set(ctx, () => {
      // an upload deadline is for admins only
      if (!ctx.state.user?.roles.includes('admin') || req.complete) return;
      clearTimeout(timer);
      timer = setTimeout(expire, Math.max(0, started + timeouts.uploadTimeoutMs - Date.now()));
      timer.unref();
    });
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
