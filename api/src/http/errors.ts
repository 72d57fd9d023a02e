import type { Context, Next } from 'koa';
import type { z } from 'zod';
import { parseFields, type FieldErrors, propertyOf } from '@jazz/contracts';
import { loggedPath, type Logger } from './logger';
import { clientGone } from './timeouts';

/** An error the client caused or may act on; the error middleware turns it into the contract. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.message === 'string' ? body.message : `HTTP ${status}`);
  }
}

export const badRequest = (errors: FieldErrors) => new HttpError(400, errors);
/** Validates a body with a shared schema: the parsed data, or the contract's 400 with a message per field. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = parseFields(schema, input);
  if (!parsed.ok) throw badRequest(parsed.errors);
  return parsed.data;
}
export const unauthorized = (message = 'Please log in.') => new HttpError(401, { message });
export const forbidden = (message = 'You do not have permission to do that.') => new HttpError(403, { message });
export const notFound = (message = 'Not found.') => new HttpError(404, { message });
export const conflict = (current: unknown) =>
  new HttpError(409, { message: 'This record was changed by someone else. Review the current version.', current });
export const payloadTooLarge = (message = 'The request is too large.') => new HttpError(413, { message });
export const unavailable = (message: string, retryAfterSeconds: number) =>
  new HttpError(503, { message }, { 'Retry-After': String(retryAfterSeconds) });
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(
    429,
    { message: 'Too many attempts. Please wait a moment and try again.' },
    { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  );

/**
 * First in the chain: typed errors become their status and body, body-parser errors become
 * 400/413, and anything else is logged with its stack and answered as a bare 500.
 */
export function errorMiddleware(logger: Logger) {
  return async (ctx: Context, next: Next) => {
    try {
      await next();
    } catch (err) {
      // the client went away mid-request (or was cut off by a deadline): nothing to answer,
      // and no fault of ours; the request's own log line says so
      if (clientGone(ctx)) {
        ctx.state.aborted = true;
        if (!ctx.res.headersSent) ctx.status = 400;
        return;
      }
      if (err instanceof HttpError) {
        ctx.status = err.status;
        ctx.body = err.body;
        ctx.set(err.headers);
        return;
      }
      const status = propertyOf(err, 'status');
      const expose = propertyOf(err, 'expose');
      if (typeof status === 'number' && status >= 400 && status < 500 && expose) {
        ctx.status = status;
        ctx.body = {
          message:
            status === 413
              ? 'The request is too large.'
              : status === 415
                ? 'Unsupported content type.'
                : 'The request could not be read.',
        };
        return;
      }
      logger.error(`${ctx.method} ${loggedPath(ctx.path)} failed`, err);
      ctx.status = 500;
      ctx.body = { message: 'Something went wrong on our side. Please try again.' };
    }
  };
}
