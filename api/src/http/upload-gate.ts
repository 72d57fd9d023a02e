import type { Context, Next } from 'koa';
import { unavailable } from './errors';

/**
 * Image-heavy bodies (up to 200 MB of base64 images) cost hundreds of MB each while they are
 * read, parsed and decoded: at most `slots` run at once, and the next one is refused at once
 * with 503 and Retry-After instead of being read, so memory stays bounded.
 */
export function uploadGate(slots = 2, retryAfterSeconds = 10) {
  let busy = 0;
  return async (ctx: Context, next: Next) => {
    if (busy >= slots) {
      // the body is not read; closing the connection spares the client uploading it all first
      ctx.set('Connection', 'close');
      throw unavailable('The server is busy with other uploads. Please try again in a moment.', retryAfterSeconds);
    }
    busy += 1;
    try {
      await next();
    } finally {
      busy -= 1;
    }
  };
}
