import type { IncomingMessage } from 'node:http';
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

/** How much of a refused body is still read, and for how long, so that its sender gets the 413. */
export const DRAIN_LIMITS = { bytes: 256 * 1024 * 1024, ms: 30_000 } as const;

/**
 * Reads and drops the rest of a request whose body was refused (413), up to DRAIN_LIMITS. Answered
 * while the client is still sending, the connection is closed on unread bytes and the client
 * meets a reset instead of the answer ("the server can not be reached" for a photo over the limit):
 * read to its end, the 413 and its message arrive. A body past the bounds is let go.
 */
export function drainRequest(req: IncomingMessage, limits = DRAIN_LIMITS): Promise<void> {
  if (req.readableEnded || req.destroyed) return Promise.resolve();
  return new Promise((done) => {
    let read = 0;
    const finish = () => {
      clearTimeout(timer);
      req.off('data', count).off('end', finish).off('close', finish).off('error', finish);
      done();
    };
    const count = (chunk: Buffer) => {
      read += chunk.length;
      if (read > limits.bytes) finish();
    };
    const timer = setTimeout(finish, limits.ms);
    req.on('data', count).on('end', finish).on('close', finish).on('error', finish);
    req.resume();
  });
}

/** A refused body is drained before its 413 goes out (drainRequest); any other error passes as it is. */
async function parseOrDrain(parse: Middleware, ctx: Context, next: Next): Promise<void> {
  try {
    await parse(ctx, next);
  } catch (err) {
    if (err instanceof HttpError && err.status === 413) await drainRequest(ctx.req);
    throw err;
  }
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
  const parse: Middleware = (ctx, next) => {
    if (upload) allowUpload(ctx);
    return parseOrDrain(koaParse, ctx, next);
  };
  const middleware: Middleware = gate ? (ctx, next) => gate(ctx, () => parse(ctx, next)) : parse;
  return Object.assign(middleware, { [DECLARES_BODY]: true });
}

/** The body of a form-sized write: BODY_LIMITS.json, no gate. */
export const jsonBody = withBody({ limit: BODY_LIMITS.json });
