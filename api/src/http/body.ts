import type { Context, Middleware, Next } from 'koa';
import { koaBody } from 'koa-body';
import { MAX_IMAGE_BODY_BYTES, propertyOf } from '@jazz/contracts';
import { HttpError, payloadTooLarge } from './errors';
import { allowUpload } from './timeouts';

/**
 * How large a JSON body each kind of route reads. A route names its own in its definition
 * (`withBody({ limit: BODY_LIMITS.group, gate })`); nothing is parsed for a route that does not.
 */
export const BODY_LIMITS = {
  /** Forms: accounts, events, venues, settings, the follow form. */
  json: '1mb',
  /** Group bodies carry images as data URLs: each image may be 15 MB, base64 adds a third. */
  group: '200mb',
  /** A photo is one image as a data URL: MAX_IMAGE_BYTES, a third more in base64, and the title. */
  photo: MAX_IMAGE_BODY_BYTES,
  /** Press photos keep their original (up to 40 MB, a third more in base64); the stage plot is one image. */
  press: '60mb',
} as const;

export interface BodyOptions {
  /** The largest JSON body read (bytes, or '1mb'); over it the answer is 413 and nothing is parsed. */
  limit: string | number;
  /**
   * The image uploads' gate (uploadGate): at most two such bodies are read at once, the next
   * gets 503 with Retry-After unread. Put the route's admin guard before withBody so that
   * nobody else ever makes the server read a large body.
   */
  gate?: (ctx: Context, next: Next) => Promise<void>;
}

/** Body-parser failures are the client's: 413 over the limit, 400 for anything unreadable. */
function bodyError(error: Error): never {
  const status = propertyOf(error, 'status');
  if (status === 413) throw payloadTooLarge();
  if (status === 415) throw new HttpError(415, { message: 'Send JSON.' });
  throw new HttpError(400, { message: 'The request body is not valid JSON.' });
}

/** Marks the middlewares withBody makes, so a test can tell that every write route declares its body. */
export const DECLARES_BODY = Symbol('declares its body');

/**
 * The JSON body of one route, read up to `limit` (through `gate` when given) into ctx.request.body.
 * A body larger than a form's is an upload: an admin's gets the upload deadline (timeouts.ts).
 */
export function withBody({ limit, gate }: BodyOptions): Middleware {
  const koaParse = koaBody({ jsonLimit: limit, text: false, urlencoded: false, multipart: false, onError: bodyError });
  const upload = limit !== BODY_LIMITS.json;
  const parse: Middleware = upload
    ? (ctx, next) => {
        allowUpload(ctx);
        return koaParse(ctx, next);
      }
    : koaParse;
  const middleware: Middleware = gate ? (ctx, next) => gate(ctx, () => parse(ctx, next)) : parse;
  return Object.assign(middleware, { [DECLARES_BODY]: true });
}

/** The body of a form-sized write: BODY_LIMITS.json, no gate. */
export const jsonBody = withBody({ limit: BODY_LIMITS.json });
